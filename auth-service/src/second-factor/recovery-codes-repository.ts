import type { DataSource, EntityManager } from 'typeorm';
import { hashSecretCode, normaliseRecoveryCode } from './totp';

/** An account's recovery codes (hashes); each works once. */
export class RecoveryCodesRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  /** Replaces every code of the account with these. */
  async replace(userId: string, codes: string[]): Promise<void> {
    await this.db.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
    for (const code of codes)
      await this.db.query(`INSERT INTO auth.recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [
        userId,
        hashSecretCode(normaliseRecoveryCode(code)),
      ]);
  }

  /** Uses a code: true once for each code, false for a wrong or used one. */
  async use(userId: string, code: string): Promise<boolean> {
    const [, changed] = (await this.db.query(
      `UPDATE auth.recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, hashSecretCode(normaliseRecoveryCode(code))],
    )) as [unknown, number];
    return changed === 1;
  }

  async countLeft(userId: string): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS n FROM auth.recovery_codes WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM auth.recovery_codes WHERE user_id = $1`, [userId]);
  }
}
