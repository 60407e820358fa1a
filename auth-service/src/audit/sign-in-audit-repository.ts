import type { DataSource } from 'typeorm';
import { SignInAuditEntity, type SignInOutcome } from './sign-in-audit-entity';

export interface SignInRecord {
  userId: string | null;
  email: string;
  outcome: SignInOutcome;
  reason: string | null;
  ip: string | null;
  userAgent: string | null;
}

export class SignInAuditRepository {
  constructor(private readonly dataSource: DataSource) {}

  async record(entry: SignInRecord): Promise<void> {
    await this.dataSource.getRepository(SignInAuditEntity).insert({
      ...entry,
      email: entry.email.slice(0, 254),
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
    });
  }

  async latest(limit = 50): Promise<Array<SignInRecord & { createdAt: Date }>> {
    const rows = await this.dataSource
      .getRepository(SignInAuditEntity)
      .find({ order: { id: 'DESC' }, take: limit });
    return rows.map(({ userId, email, outcome, reason, ip, userAgent, createdAt }) => ({
      userId,
      email,
      outcome,
      reason,
      ip,
      userAgent,
      createdAt,
    }));
  }
}
