import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '@site/contracts';
import { hashSecretCode } from '../second-factor/totp';

export type LinkKind = 'invitation' | 'reset';

export interface LinkToken {
  id: string;
  kind: LinkKind;
  userId: string | null;
  email: string;
  name: string;
  role: StaffRole | null;
  invitedBy: string | null;
  mailId: string | null;
  createdAt: Date;
  expiresAt: Date;
}

interface Row {
  id: string;
  kind: LinkKind;
  user_id: string | null;
  email: string;
  name: string;
  role: StaffRole | null;
  invited_by: string | null;
  mail_id: string | null;
  created_at: Date;
  expires_at: Date;
}

const toToken = (r: Row): LinkToken => ({
  id: r.id,
  kind: r.kind,
  userId: r.user_id,
  email: r.email,
  name: r.name,
  role: r.role,
  invitedBy: r.invited_by,
  mailId: r.mail_id,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
});

/**
 * Single-use links sent by mail (invitations, password resets). Only the SHA-256 of a token is
 * stored: the database alone opens nothing. A link is good once, until it expires or is revoked.
 */
export class LinkTokensRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async create(input: {
    kind: LinkKind;
    token: string;
    userId: string | null;
    email: string;
    name: string;
    role: StaffRole | null;
    invitedBy: string | null;
    mailId: string;
    ttlMs: number;
  }): Promise<LinkToken> {
    const [row] = (await this.db.query(
      `INSERT INTO auth.link_tokens (kind, token_hash, user_id, email, name, role, invited_by, mail_id, expires_at)
       VALUES ($1, $2, $3, lower($4), $5, $6, $7, $8, now() + make_interval(secs => $9::double precision / 1000))
       RETURNING *`,
      [input.kind, hashSecretCode(input.token), input.userId, input.email, input.name, input.role, input.invitedBy, input.mailId, input.ttlMs],
    )) as Row[];
    return toToken(row as Row);
  }

  /** The open link of this token and kind (not used, revoked or expired), locked for the transaction when `lock`. */
  async findOpen(kind: LinkKind, token: string, lock = false): Promise<LinkToken | undefined> {
    const [row] = (await this.db.query(
      `SELECT * FROM auth.link_tokens
        WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
        ${lock ? 'FOR UPDATE' : ''}`,
      [hashSecretCode(token), kind],
    )) as Row[];
    return row ? toToken(row) : undefined;
  }

  async markUsed(id: string): Promise<void> {
    await this.db.query(`UPDATE auth.link_tokens SET used_at = now() WHERE id = $1`, [id]);
  }

  /** Revokes the open links of this kind for an address (a newer one replaces them). */
  async revokeOpen(kind: LinkKind, email: string): Promise<number> {
    const [, changed] = (await this.db.query(
      `UPDATE auth.link_tokens SET revoked_at = now()
        WHERE kind = $1 AND lower(email) = lower($2) AND used_at IS NULL AND revoked_at IS NULL`,
      [kind, email],
    )) as [unknown, number];
    return changed;
  }

  async revoke(id: string): Promise<boolean> {
    const [, changed] = (await this.db.query(
      `UPDATE auth.link_tokens SET revoked_at = now() WHERE id = $1 AND kind = 'invitation' AND used_at IS NULL AND revoked_at IS NULL`,
      [id],
    )) as [unknown, number];
    return changed === 1;
  }

  async findOpenInvitationById(id: string): Promise<LinkToken | undefined> {
    const [row] = (await this.db.query(
      `SELECT * FROM auth.link_tokens WHERE id = $1 AND kind = 'invitation' AND used_at IS NULL AND revoked_at IS NULL`,
      [id],
    )) as Row[];
    return row ? toToken(row) : undefined;
  }

  /** Invitations not yet accepted or revoked (expired ones too, so the Owner sees them and resends). */
  async listOpenInvitations(): Promise<Array<LinkToken & { mailStatus: 'pending' | 'sent' | 'failed' }>> {
    const rows = (await this.db.query(
      `SELECT t.*, coalesce(o.delivery_status, 'pending') AS mail_status FROM auth.link_tokens t
         LEFT JOIN auth.outbox o ON o.mail_id = t.mail_id
        WHERE t.kind = 'invitation' AND t.used_at IS NULL AND t.revoked_at IS NULL
        ORDER BY t.created_at DESC`,
    )) as Array<Row & { mail_status: 'pending' | 'sent' | 'failed' }>;
    return rows.map((r) => ({ ...toToken(r), mailStatus: r.mail_status }));
  }
}
