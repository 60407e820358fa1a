import type { DataSource } from 'typeorm';
import { activityDateBounds, type ActivityFilter } from '@site/contracts';
import { SignInAuditEntity, type SignInOutcome } from './sign-in-audit-entity';

export interface SignInRecord {
  userId: string | null;
  email: string;
  outcome: SignInOutcome;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
  /** Whether the browser was new to the account; null when not known (an unknown address). */
  newDevice?: boolean | null;
}

export type SignInAuditRow = Required<SignInRecord> & { id: string; createdAt: Date };

export class SignInAuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: SignInRecord): Promise<void> {
    await this.dataSource.getRepository(SignInAuditEntity).insert({
      ...entry,
      newDevice: entry.newDevice ?? null,
      email: entry.email.slice(0, 254),
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
    });
  }

  /** The activity log's page of sign-in attempts, newest first (ids grow with time). */
  async page(filter: ActivityFilter): Promise<SignInAuditRow[]> {
    const { from, until } = activityDateBounds(filter);
    const query = this.dataSource
      .getRepository(SignInAuditEntity)
      .createQueryBuilder('a')
      .orderBy('a.id', 'DESC')
      .take(filter.limit);
    if (filter.before) query.andWhere('a.id < :before', { before: filter.before });
    if (filter.actor) query.andWhere('strpos(lower(a.email), lower(:actor)) > 0', { actor: filter.actor });
    if (filter.outcome) query.andWhere('a.outcome = :outcome', { outcome: filter.outcome });
    if (from) query.andWhere('a.created_at >= :from', { from });
    if (until) query.andWhere('a.created_at < :until', { until });
    const rows = await query.getMany();
    return rows.map((r) => ({
      id: String(r.id),
      userId: r.userId,
      email: r.email,
      outcome: r.outcome,
      reason: r.reason,
      ip: r.ip,
      userAgent: r.userAgent,
      newDevice: r.newDevice,
      createdAt: r.createdAt,
    }));
  }

  /** When each account last signed in (the team list). */
  async lastSuccessByUser(): Promise<Map<string, Date>> {
    const rows = (await this.dataSource.query(
      `SELECT user_id, max(created_at) AS at FROM auth.sign_in_audit WHERE outcome = 'success' AND user_id IS NOT NULL GROUP BY user_id`,
    )) as Array<{ user_id: string; at: Date }>;
    return new Map(rows.map((r) => [r.user_id, r.at]));
  }
}
