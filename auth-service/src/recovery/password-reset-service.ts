import { mailboxKey, PASSWORD_RESET_SENT } from '@site/contracts';
import { AppError, tooManyRequests, type RateLimit } from '@site/service-kit';
import type { DataSource } from 'typeorm';
import type { PasswordChange } from '../account/password-change';
import { TeamAuditRepository } from '../audit/team-audit-repository';
import { LinkTokensRepository } from '../links/link-tokens-repository';
import { newDeviceId, type DeviceCookies } from '../login/device-cookie';
import { DevicesRepository } from '../devices/devices-repository';
import { StaffMailOutbox } from '../mail/staff-mail-outbox';
import { newLinkToken } from '../second-factor/totp';
import { normaliseEmail, UsersRepository } from '../users/users-repository';

export interface PasswordResetDeps {
  dataSource: DataSource;
  passwords: PasswordChange;
  deviceCookies: DeviceCookies;
  /** Requests per client address, and reset mails per mailbox (aliases folded), per hour. */
  perAddress: RateLimit;
  perMailbox: RateLimit;
  publicBaseUrl: string;
  ttlMs: number;
  onMailQueued?: () => void;
}

const linkGone = () =>
  new AppError({
    status: 410,
    code: 'RESET_LINK_INVALID',
    message: 'This link has expired or was already used. Ask for a new one from the sign-in page.',
  });

/**
 * "Forgot password?": the same 202 reply whether or not the address has an account; a client
 * address asking too often gets 429 (it learns nothing about accounts), a mailbox gets at most
 * PASSWORD_RESETS_PER_MAILBOX mails an hour (past that the reply stays the same, no mail). The link
 * works once, within PASSWORD_RESET_TTL_MINUTES; using it sets the password, ends every session of
 * the account and forgets its devices but this browser's.
 */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDeps) {}

  async request(email: string, context: { ip: string; requestId?: string }): Promise<{ message: string; retryAfterSeconds?: number }> {
    const address = await this.deps.perAddress.consume(context.ip || 'unknown');
    if (!address.allowed) {
      const minutes = Math.max(1, Math.ceil(address.retryAfterMs / 60_000));
      throw tooManyRequests({
        message: `Too many password reset requests from this address. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        retryAfterSeconds: address.retryAfterSeconds,
      });
    }
    const normalised = normaliseEmail(email);
    // Counted for every address, with or without an account: the reply and its timing stay alike.
    const mailbox = await this.deps.perMailbox.consume(mailboxKey(normalised));
    const user = await new UsersRepository(this.deps.dataSource).findByEmail(normalised);
    if (user && mailbox.allowed) {
      await this.deps.dataSource.transaction(async (tx) => {
        const links = new LinkTokensRepository(tx);
        await links.revokeOpen('reset', user.email);
        const token = newLinkToken();
        const expiresAt = new Date(Date.now() + this.deps.ttlMs);
        const mailId = await new StaffMailOutbox(tx).add(
          {
            kind: 'staff-password-reset',
            to: user.email,
            name: user.name,
            resetUrl: `${this.deps.publicBaseUrl.replace(/\/$/, '')}/login/reset#${token}`,
            expiresAt: expiresAt.toISOString(),
          },
          context.requestId,
        );
        await links.create({ kind: 'reset', token, userId: user.id, email: user.email, name: user.name, role: null, invitedBy: null, mailId, ttlMs: this.deps.ttlMs });
        await new TeamAuditRepository(tx).record({
          actorId: null,
          actorEmail: user.email,
          action: 'password-reset-requested',
          targetEmail: user.email,
          detail: `from ${context.ip || 'an unknown address'}`,
          requestId: context.requestId ?? null,
        });
      });
      this.deps.onMailQueued?.();
    }
    return { message: PASSWORD_RESET_SENT };
  }

  /** Uses the link: returns a device cookie for this browser (the link proved the mailbox). */
  async complete(
    input: { token: string; password: string },
    context: { ip: string; userAgent: string | null; requestId?: string },
  ): Promise<{ sessionsEnded: number; deviceCookie: string }> {
    const user = await this.deps.dataSource.transaction(async (tx) => {
      const links = new LinkTokensRepository(tx);
      const open = await links.findOpen('reset', input.token, true);
      const found = open?.userId ? await new UsersRepository(tx).findById(open.userId) : undefined;
      if (!open || !found) throw linkGone();
      await links.markUsed(open.id);
      // setPassword revokes the other open links, forgets the devices, audits and mails, in this transaction.
      await this.deps.passwords.setPassword(found, input.password, { id: found.id, email: found.email, requestId: context.requestId }, { action: 'password-reset', tx });
      return found;
    });
    const sessionsEnded = await this.deps.passwords.finishPasswordChange(user);
    const deviceId = newDeviceId();
    await new DevicesRepository(this.deps.dataSource).remember(user.id, deviceId, { userAgent: context.userAgent, ip: context.ip });
    return { sessionsEnded, deviceCookie: this.deps.deviceCookies.issue(user.email, deviceId) };
  }
}
