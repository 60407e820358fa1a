import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from './user-entity';

export interface User {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  isAdmin: boolean;
}

const toUser = (e: UserEntity): User => ({
  id: e.id,
  email: e.email,
  name: e.name,
  passwordHash: e.passwordHash,
  isAdmin: e.isAdmin,
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

  /** Holds the bootstrap lock until the transaction of this repository's manager ends. */
  async lockBootstrap(): Promise<void> {
    await this.db.query(`SELECT pg_advisory_xact_lock(hashtext('auth.admin-bootstrap'))`);
  }

  async countAdmins(): Promise<number> {
    return this.repo.count({ where: { isAdmin: true } });
  }

  async create(input: {
    email: string;
    name: string;
    passwordHash: string;
    isAdmin: boolean;
  }): Promise<User> {
    const saved = await this.repo.save(this.repo.create({ ...input, email: normaliseEmail(input.email) }));
    return toUser(saved);
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash });
  }

  async makeAdmin(id: string): Promise<void> {
    await this.repo.update({ id }, { isAdmin: true });
  }
}
