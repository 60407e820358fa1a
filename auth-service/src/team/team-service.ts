import {
  ROLE_LABELS,
  type InvitationDetails,
  type InvitationRequest,
  type StaffRole,
  type TeamInvitation,
  type TeamMember,
} from '@site/contracts';
import { AppError, type AdminSessions } from '@site/service-kit';
import type { DataSource, EntityManager } from 'typeorm';
import { memberOf, type Actor } from '../account/account-service';
import type { SignInAuditRepository } from '../audit/sign-in-audit-repository';
import { TeamAuditRepository, type TeamChange } from '../audit/team-audit-repository';
import { DevicesRepository } from '../devices/devices-repository';
import { LinkTokensRepository, type LinkToken } from '../links/link-tokens-repository';
import type { LoginService, SignedIn, SignInContext } from '../login/login-service';
import { StaffMailOutbox } from '../mail/staff-mail-outbox';
import { RecoveryCodesRepository } from '../second-factor/recovery-codes-repository';
import { newLinkToken } from '../second-factor/totp';
import { hashPassword, passwordProblem } from '../users/password-policy';
import { normaliseEmail, UsersRepository } from '../users/users-repository';

export interface TeamServiceDeps {
  dataSource: DataSource;
  sessions: AdminSessions;
  login: LoginService;
  signInAudit: SignInAuditRepository;
  publicBaseUrl: string;
  invitationTtlMs: number;
  onMailQueued?: () => void;
}

const memberNotFound = () => new AppError({ status: 404, code: 'NOT_FOUND', message: 'No such member of staff' });
const invitationGone = () =>
  new AppError({
    status: 410,
    code: 'INVITATION_INVALID',
    message: 'This invitation link has expired, was already used or was withdrawn. Ask the site owner for a new one.',
  });
const lastOwner = () =>
  new AppError({ status: 409, code: 'LAST_OWNER', message: 'The team needs at least one Owner: make someone else Owner first.' });

/**
 * The Owner's team: members with their roles, invitations by mail, role changes and removals. A
 * role change or a removal ends that person's sessions at once (their token carried the old role),
 * and the team never loses its last Owner (checked under a lock, so two Owners demoting each other
 * at once cannot both succeed).
 */
export class TeamService {
  constructor(private readonly deps: TeamServiceDeps) {}

  async list(): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
    const [users, lastSignIns, invitations] = await Promise.all([
      new UsersRepository(this.deps.dataSource).list(),
      this.deps.signInAudit.lastSuccessByUser(),
      new LinkTokensRepository(this.deps.dataSource).listOpenInvitations(),
    ]);
    return {
      members: users.map((user) => memberOf(user, lastSignIns.get(user.id) ?? null)),
      invitations: invitations.map((token) => ({ ...invitationOf(token), mailStatus: token.mailStatus })),
    };
  }

  /** Invites by mail: a single-use link, valid INVITATION_TTL_DAYS; a newer invitation replaces an older one. */
  async invite(request: InvitationRequest, actor: Actor & { name: string }): Promise<TeamInvitation> {
    const email = normaliseEmail(request.email);
    const invitation = await this.deps.dataSource.transaction(async (tx) => {
      if (await new UsersRepository(tx).findByEmail(email))
        throw new AppError({ status: 409, code: 'ALREADY_A_MEMBER', message: `${email} is already on the team.` });
      return this.mailInvitation(tx, { email, name: request.name, role: request.role }, actor);
    });
    this.deps.onMailQueued?.();
    return invitation;
  }

  /** Mails a new link for an open invitation (the old link stops working). */
  async resend(invitationId: string, actor: Actor & { name: string }): Promise<TeamInvitation> {
    const invitation = await this.deps.dataSource.transaction(async (tx) => {
      const open = await new LinkTokensRepository(tx).findOpenInvitationById(invitationId);
      if (!open?.role) throw AppError.notFound('No such invitation');
      return this.mailInvitation(tx, { email: open.email, name: open.name, role: open.role }, actor);
    });
    this.deps.onMailQueued?.();
    return invitation;
  }

  async revoke(invitationId: string, actor: Actor): Promise<void> {
    await this.deps.dataSource.transaction(async (tx) => {
      const links = new LinkTokensRepository(tx);
      const open = await links.findOpenInvitationById(invitationId);
      if (!open || !(await links.revoke(invitationId))) throw AppError.notFound('No such invitation');
      await this.audit(tx, actor, { action: 'invitation-revoked', targetEmail: open.email });
    });
  }

  /** What the invitation page shows before the invitee chooses a password. */
  async lookup(token: string): Promise<InvitationDetails> {
    const open = await new LinkTokensRepository(this.deps.dataSource).findOpen('invitation', token);
    if (!open?.role) throw invitationGone();
    return { email: open.email, name: open.name, role: open.role, invitedBy: open.invitedBy ?? '', expiresAt: open.expiresAt.toISOString() };
  }

  /**
   * The invitee chooses a password: the account is made with the invited role and this browser is
   * signed in (the link proved the mailbox, so it counts as a known device). The link works once.
   */
  async accept(input: { token: string; name: string; password: string }, context: SignInContext): Promise<SignedIn> {
    const problem = passwordProblem(input.password);
    if (problem) throw AppError.badRequest(`The password ${problem}.`, { fields: { password: problem } });
    const passwordHash = await hashPassword(input.password);
    const user = await this.deps.dataSource.transaction(async (tx) => {
      const links = new LinkTokensRepository(tx);
      const open = await links.findOpen('invitation', input.token, true);
      if (!open?.role) throw invitationGone();
      const users = new UsersRepository(tx);
      if (await users.findByEmail(open.email))
        throw new AppError({ status: 409, code: 'ALREADY_A_MEMBER', message: 'This address already has an account: sign in instead.' });
      await links.markUsed(open.id);
      const created = await users.create({ email: open.email, name: input.name, passwordHash, role: open.role });
      await this.audit(tx, { id: created.id, email: created.email }, { action: 'join', targetEmail: created.email, detail: ROLE_LABELS[open.role] });
      return created;
    });
    return this.deps.login.complete(user, null, context);
  }

  /** A new role; that person's sessions end at once (their tokens carried the old role). */
  async changeRole(userId: string, role: StaffRole, actor: Actor): Promise<TeamMember> {
    const user = await this.deps.dataSource.transaction(async (tx) => {
      const users = new UsersRepository(tx);
      await users.lockTeam();
      const found = await users.findById(userId);
      if (!found) throw memberNotFound();
      if (found.role === role) return found;
      if (found.role === 'owner' && (await users.countOwners()) <= 1) throw lastOwner();
      await users.setRole(userId, role);
      await this.audit(tx, actor, {
        action: 'role',
        targetEmail: found.email,
        detail: `${ROLE_LABELS[found.role]} to ${ROLE_LABELS[role]}`,
      });
      return { ...found, role };
    });
    await this.deps.sessions.endAllOf(userId);
    return memberOf(user, null);
  }

  /** Removes a member: the account, its devices and codes go, its sessions end at once. */
  async remove(userId: string, actor: Actor): Promise<void> {
    if (userId === actor.id)
      throw new AppError({ status: 409, code: 'CANNOT_REMOVE_SELF', message: 'You cannot remove yourself; another Owner can.' });
    await this.deps.dataSource.transaction(async (tx) => {
      const users = new UsersRepository(tx);
      await users.lockTeam();
      const found = await users.findById(userId);
      if (!found) throw memberNotFound();
      if (found.role === 'owner' && (await users.countOwners()) <= 1) throw lastOwner();
      await users.delete(userId);
      await this.audit(tx, actor, { action: 'remove', targetEmail: found.email, detail: ROLE_LABELS[found.role] });
    });
    await this.deps.sessions.endAllOf(userId);
  }

  /** For someone who lost their phone and codes: the authenticator goes, their sessions end. */
  async resetTotp(userId: string, actor: Actor): Promise<void> {
    const user = await this.deps.dataSource.transaction(async (tx) => {
      const found = await new UsersRepository(tx).findById(userId);
      if (!found) throw memberNotFound();
      await new UsersRepository(tx).setTotp(userId, null, null);
      await new RecoveryCodesRepository(tx).deleteAllOf(userId);
      await new DevicesRepository(tx).forgetAllOf(userId);
      await this.audit(tx, actor, { action: 'totp-reset', targetEmail: found.email });
      return found;
    });
    await this.deps.sessions.endAllOf(user.id);
  }

  private async mailInvitation(
    tx: EntityManager,
    invitee: { email: string; name: string; role: StaffRole },
    actor: Actor & { name: string },
  ): Promise<TeamInvitation> {
    const links = new LinkTokensRepository(tx);
    await links.revokeOpen('invitation', invitee.email);
    const token = newLinkToken();
    const expiresAt = new Date(Date.now() + this.deps.invitationTtlMs);
    const mailId = await new StaffMailOutbox(tx).add(
      {
        kind: 'staff-invitation',
        to: invitee.email,
        name: invitee.name,
        invitedBy: actor.name,
        roleLabel: ROLE_LABELS[invitee.role],
        acceptUrl: `${this.deps.publicBaseUrl.replace(/\/$/, '')}/login/invitation#${token}`,
        expiresAt: expiresAt.toISOString(),
      },
      actor.requestId,
    );
    const created = await links.create({
      kind: 'invitation',
      token,
      userId: null,
      email: invitee.email,
      name: invitee.name,
      role: invitee.role,
      invitedBy: actor.name,
      mailId,
      ttlMs: this.deps.invitationTtlMs,
    });
    await this.audit(tx, actor, { action: 'invite', targetEmail: invitee.email, detail: ROLE_LABELS[invitee.role] });
    return { ...invitationOf(created), mailStatus: 'pending' };
  }

  private audit(tx: EntityManager, actor: Actor, change: Omit<TeamChange, 'actorId' | 'actorEmail'>): Promise<void> {
    return new TeamAuditRepository(tx).record({ ...change, actorId: actor.id, actorEmail: actor.email, requestId: actor.requestId ?? null });
  }
}

const invitationOf = (token: LinkToken): Omit<TeamInvitation, 'mailStatus'> => ({
  id: token.id,
  email: token.email,
  name: token.name,
  role: token.role ?? 'editor',
  invitedBy: token.invitedBy ?? '',
  createdAt: token.createdAt.toISOString(),
  expiresAt: token.expiresAt.toISOString(),
});

