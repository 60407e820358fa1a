import type { DataSource, EntityManager } from 'typeorm';

/**
 * The devices (browsers) each account finished a sign-in from: the device cookie names one, and
 * only a device still listed here counts as known. A password reset, a removal or a role change
 * for a removed account forgets them.
 */
export class DevicesRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  async isKnown(userId: string, deviceId: string): Promise<boolean> {
    const rows = (await this.db.query(`SELECT 1 FROM auth.devices WHERE user_id = $1 AND device_id = $2`, [
      userId,
      deviceId,
    ])) as unknown[];
    return rows.length > 0;
  }

  async remember(userId: string, deviceId: string, seen: { userAgent: string | null; ip: string | null }): Promise<void> {
    await this.db.query(
      `INSERT INTO auth.devices (user_id, device_id, user_agent, ip) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, device_id) DO UPDATE SET last_seen_at = now(), user_agent = $3, ip = $4`,
      [userId, deviceId, seen.userAgent?.slice(0, 512) ?? null, seen.ip?.slice(0, 64) ?? null],
    );
  }

  async forgetAllOf(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM auth.devices WHERE user_id = $1`, [userId]);
  }
}
