import type { DataSource, EntityManager } from 'typeorm';
import { activitySqlParams, type ActivityFilter } from '@site/contracts';

export type TeamAction =
  | 'invite'
  | 'invitation-revoked'
  | 'join'
  | 'role'
  | 'remove'
  | 'totp-enabled'
  | 'totp-disabled'
  | 'totp-reset'
  | 'recovery-codes'
  | 'password-reset-requested'
  | 'password-reset'
  | 'password-set';

export interface TeamChange {
  actorId: string | null;
  actorEmail: string;
  action: TeamAction;
  targetEmail: string;
  detail?: string | null;
  requestId?: string | null;
}

export interface TeamAuditRow extends Required<TeamChange> {
  id: string;
  createdAt: Date;
}

/** Who changed what in the team (and in an account's sign-in factors), written with the change. */
export class TeamAuditRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async record(change: TeamChange): Promise<void> {
    await this.db.query(
      `INSERT INTO auth.team_audit (actor_id, actor_email, action, target_email, detail, request_id) VALUES ($1, $2, $3, $4, $5, $6)`,
      [change.actorId, change.actorEmail, change.action, change.targetEmail, change.detail ?? null, change.requestId ?? null],
    );
  }

  async page(filter: ActivityFilter): Promise<TeamAuditRow[]> {
    const rows = (await this.db.query(
      `SELECT * FROM auth.team_audit
        WHERE ($1::bigint IS NULL OR id < $1)
          AND ($2::text IS NULL OR strpos(lower(actor_email), lower($2)) > 0 OR strpos(lower(target_email), lower($2)) > 0)
          AND ($3::timestamptz IS NULL OR created_at >= $3) AND ($4::timestamptz IS NULL OR created_at < $4)
        ORDER BY id DESC LIMIT $5`,
      activitySqlParams(filter),
    )) as Array<{
      id: string;
      actor_id: string | null;
      actor_email: string;
      action: TeamAction;
      target_email: string;
      detail: string | null;
      request_id: string | null;
      created_at: Date;
    }>;
    return rows.map((r) => ({
      id: String(r.id),
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      action: r.action,
      targetEmail: r.target_email,
      detail: r.detail,
      requestId: r.request_id,
      createdAt: r.created_at,
    }));
  }
}
