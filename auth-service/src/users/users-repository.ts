import type { DataSource, EntityManager } from 'typeorm';
import type { StaffRole } from '@site/contracts';
import { UserEntity } from './user-entity';

export interface User {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  role: StaffRole;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  createdAt: Date;
}

const toUser = (e: UserEntity): User => ({
  id: e.id,
  email: e.email,
  name: e.name,
  passwordHash: e.passwordHash,
  role: e.role,
  totpSecret: e.totpSecret,
  totpPendingSecret: e.totpPendingSecret,
  totpLastStep: e.totpLastStep === null ? null : Number(e.totpLastStep),
  createdAt: e.createdAt,
});

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** SQL for users; emails compare case-insensitively (unique index on lower(email)). */
export class UsersRepository {
  constructor(private readonly db: DataSource | EntityManager) {}

  private get repo() {
    return this.db.getRepository(UserEntity);
  }

  async findByEmail(email: string): Promise<User | undefined> {
    const found = await this.repo
      .createQueryBuilder('u')
      .where('lower(u.email) = :email', { email: normaliseEmail(email) })
      .getOne();
    return found ? toUser(found) : undefined;
  }

  async findById(id: string): Promise<User | undefined> {
    const found = await this.repo.findOne({ where: { id } });
    return found ? toUser(found) : undefined;
  }

  /** Everyone, Owners first, then by name. */
  async list(): Promise<User[]> {
    const rows = await this.repo
      .createQueryBuilder('u')
      .orderBy(`CASE u.role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END`)
      .addOrderBy('lower(u.name)')
      .getMany();
    return rows.map(toUser);
  }

  /** Holds the bootstrap lock until the transaction of this repository's manager ends. */
  async lockBootstrap(): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.admin-bootstrap'))`);
  }

  /** Holds the team lock (role changes, removals: "one Owner remains" is checked under it). */
  async lockTeam(): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.team'))`);
  }

  async countOwners(): Promise<number> {
    return this.repo.count({ where: { role: 'owner' } });
  }

  async create(input: { email: string; name: string; passwordHash: string; role: StaffRole }): Promise<User> {
    const saved = await this.repo.save(this.repo.create({ ...input, email: normaliseEmail(input.email) }));
    return toUser(saved);
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash });
  }

  async setRole(id: string, role: StaffRole): Promise<void> {
    await this.repo.update({ id }, { role });
  }

  async setPendingTotp(id: string, secret: string | null): Promise<void> {
    await this.repo.update({ id }, { totpPendingSecret: secret });
  }

  /** Confirms the authenticator (or removes it with null), remembering the step of the code that did. */
  async setTotp(id: string, secret: string | null, lastStep: number | null): Promise<void> {
    await this.repo.update(
      { id },
      { totpSecret: secret, totpPendingSecret: null, totpLastStep: lastStep === null ? null : String(lastStep) },
    );
  }

  /** Accepts a time step once: false when this step (or a later one) was used already. */
  async useTotpStep(id: string, step: number): Promise<boolean> {
    const [, changed] = (await this.db.query(
      `UPDATE auth.users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [id, step],
    )) as [unknown, number];
    return changed === 1;
  }

  async delete(id: string): Promise<void> {
    await this.repo.delete({ id });
  }
}
