import type { AccountReply, UserInfo } from '@site/contracts';
import { AppError, type AdminSessions } from '@site/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { TeamAuditRepository, type TeamAction } from '../audit/team-audit-repository';
import type { LoginService } from '../login/login-service';
import { RecoveryCodesRepository } from '../second-factor/recovery-codes-repository';
import { newRecoveryCodes, newTotpSecret, totpSetupOf, totpStepOf } from '../second-factor/totp';
import { UsersRepository, type User } from '../users/users-repository';

/** Who asks for a change (the audit's actor), and the request it came with. */
export interface Actor {
  id: string | null;
  email: string;
  requestId?: string;
}

export interface AccountServiceDeps {
  dataSource: DataSource;
  sessions: AdminSessions;
  login: LoginService;
}

const notFound = () => new AppError({ status: 404, code: 'NOT_FOUND', message: 'No such member of staff' });

/** One's own account: the authenticator app and recovery codes. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  async account(userId: string, setupRequired: boolean): Promise<AccountReply['data']> {
    const user = await this.user(userId);
    const recoveryCodesLeft = await new RecoveryCodesRepository(this.deps.dataSource).countLeft(userId);
    return { ...memberOf(user, null), recoveryCodesLeft, setupRequired };
  }

  /** A new secret to set up; replaces one not confirmed yet. Refused while one is set up. */
  async beginTotp(userId: string): Promise<{ secret: string; uri: string; qrCode: string }> {
    const user = await this.user(userId);
    if (user.totpSecret)
      throw new AppError({ status: 409, code: 'TOTP_ALREADY_SET_UP', message: 'Your authenticator app is already set up.' });
    const secret = newTotpSecret();
    await new UsersRepository(this.deps.dataSource).setPendingTotp(userId, secret);
    return totpSetupOf(secret, user.email);
  }

  /**
   * A code from the new secret confirms it: recovery codes are made (shown once), and the caller's
   * session is replaced by a new one (an Owner's set-up-only session becomes a full one).
   */
  async confirmTotp(userId: string, sid: string, code: string, actor: Actor): Promise<{ recoveryCodes: string[]; user: UserInfo }> {
    const user = await this.user(userId);
    const step = user.totpPendingSecret ? totpStepOf(user.totpPendingSecret, code) : undefined;
    if (!user.totpPendingSecret || step === undefined)
      throw new AppError({ status: 400, code: 'INVALID_CODE', message: 'That code is not right. Check the time on your phone and try again.' });
    const recoveryCodes = newRecoveryCodes();
    await this.deps.dataSource.transaction(async (tx) => {
      await new UsersRepository(tx).setTotp(userId, user.totpPendingSecret, step);
      await new RecoveryCodesRepository(tx).replace(userId, recoveryCodes);
      await this.audit(tx, actor, 'totp-enabled', user.email);
    });
    await this.deps.sessions.end(sid);
    const info = await this.deps.login.startSession({ ...user, totpSecret: user.totpPendingSecret, totpPendingSecret: null });
    return { recoveryCodes, user: info };
  }

  /** Turns the authenticator off, with a current code. An Owner cannot: the role needs one. */
  async disableTotp(userId: string, code: string, actor: Actor): Promise<void> {
    const user = await this.user(userId);
    if (user.role === 'owner')
      throw new AppError({ status: 409, code: 'OWNER_NEEDS_TOTP', message: 'The Owner account needs its authenticator app.' });
    const step = user.totpSecret ? totpStepOf(user.totpSecret, code) : undefined;
    if (step === undefined || !(await new UsersRepository(this.deps.dataSource).useTotpStep(userId, step)))
      throw new AppError({ status: 400, code: 'INVALID_CODE', message: 'That code is not right. Check it and try again.' });
    await this.deps.dataSource.transaction(async (tx) => {
      await new UsersRepository(tx).setTotp(userId, null, null);
      await new RecoveryCodesRepository(tx).deleteAllOf(userId);
      await this.audit(tx, actor, 'totp-disabled', user.email);
    });
  }

  /** New recovery codes; the old ones stop working. */
  async newRecoveryCodes(userId: string, actor: Actor): Promise<string[]> {
    const user = await this.user(userId);
    if (!user.totpSecret)
      throw new AppError({ status: 409, code: 'TOTP_NOT_SET_UP', message: 'Set up your authenticator app first.' });
    const codes = newRecoveryCodes();
    await this.deps.dataSource.transaction(async (tx) => {
      await new RecoveryCodesRepository(tx).replace(userId, codes);
      await this.audit(tx, actor, 'recovery-codes', user.email);
    });
    return codes;
  }

  private async user(userId: string): Promise<User> {
    const user = await new UsersRepository(this.deps.dataSource).findById(userId);
    if (!user) throw notFound();
    return user;
  }

  private audit(tx: EntityManager, actor: Actor, action: TeamAction, targetEmail: string): Promise<void> {
    return new TeamAuditRepository(tx).record({ actorId: actor.id, actorEmail: actor.email, action, targetEmail, requestId: actor.requestId ?? null });
  }
}

/** A user as the team list shows them. */
export const memberOf = (user: User, lastSignInAt: Date | null) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  totpEnabled: user.totpSecret !== null,
  createdAt: user.createdAt.toISOString(),
  lastSignInAt: lastSignInAt?.toISOString() ?? null,
});
