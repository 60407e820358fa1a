import { AppError, type AdminSessions } from '@site/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { TeamAuditRepository, type TeamAction } from '../audit/team-audit-repository';
import { DevicesRepository } from '../devices/devices-repository';
import { LinkTokensRepository } from '../links/link-tokens-repository';
import type { LoginThrottle } from '../login/login-throttle';
import { StaffMailOutbox } from '../mail/staff-mail-outbox';
import { hashPassword, passwordProblem } from '../users/password-policy';
import { UsersRepository, type User } from '../users/users-repository';
import type { Actor } from './account-service';

export interface PasswordChangeDeps {
  dataSource: DataSource;
  sessions: AdminSessions;
  /** Absent in the CLI (its Redis is only for the sessions). */
  throttle?: LoginThrottle;
  /** Where the mail's link points (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  onMailQueued?: () => void;
}

/**
 * The one way a password changes, whichever path asks (the mailed reset link, the server command
 * `reset-password`): every session ends, every known device is forgotten, and the account is told
 * by mail.
 */
export class PasswordChange {
  constructor(private readonly deps: PasswordChangeDeps) {}

  /**
   * Sets a password (reset link, server command): in one transaction the hash, the open reset links
   * revoked, the known devices forgotten, the audit row and a "your password was changed" mail;
   * then every session of the account ends (returns how many). Given `tx`, it writes in that
   * transaction and the caller calls finishPasswordChange after its commit. 400 for a password the
   * policy refuses.
   */
  async setPassword(user: User, password: string, actor: Actor, options: { action: TeamAction; tx?: EntityManager }): Promise<number | undefined> {
    const problem = passwordProblem(password);
    if (problem) throw AppError.badRequest(`The password ${problem}.`, { fields: { password: problem } });
    const passwordHash = await hashPassword(password);
    const work = async (tx: EntityManager) => {
      await new UsersRepository(tx).setPasswordHash(user.id, passwordHash);
      await new LinkTokensRepository(tx).revokeOpen('reset', user.email);
      await new DevicesRepository(tx).forgetAllOf(user.id);
      await new TeamAuditRepository(tx).record({ actorId: actor.id, actorEmail: actor.email, action: options.action, targetEmail: user.email, requestId: actor.requestId ?? null });
      await new StaffMailOutbox(tx).add(
        {
          kind: 'staff-password-changed',
          to: user.email,
          name: user.name,
          changedAt: new Date().toISOString(),
          resetUrl: `${this.deps.publicBaseUrl.replace(/\/$/, '')}/login/forgot`,
        },
        actor.requestId,
      );
    };
    // In the caller's transaction, the caller finishes once it has committed.
    if (options.tx) return void (await work(options.tx));
    await this.deps.dataSource.transaction(work);
    return this.finishPasswordChange(user);
  }

  /** After a password change has committed: the mail goes, the guessing counts clear, every session ends. */
  async finishPasswordChange(user: User): Promise<number> {
    this.deps.onMailQueued?.();
    await this.deps.throttle?.clearAccount(user.email);
    return this.deps.sessions.endAllOf(user.id);
  }

}
