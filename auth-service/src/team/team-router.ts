import { Router, type Response } from 'express';
import { z } from 'zod';
import { invitationRequestSchema, roleChangeSchema, type TeamInvitation, type TeamMember, type TeamReply } from '@site/contracts';
import { getRequestId, parseOrThrow, requireStaff, type AdminAuth, type AdminClaims } from '@site/service-kit';
import type { Actor } from '../account/account-service';
import type { UsersRepository } from '../users/users-repository';
import type { TeamService } from './team-service';

/** The Owner's Team page: members, invitations, roles, removals (roles: contracts STAFF_ROUTES). */
export function createTeamRouter(team: TeamService, users: UsersRepository, adminAuth: AdminAuth): Router {
  const router = Router();
  const staff = requireStaff(adminAuth);
  const id = (value: unknown) => parseOrThrow(z.uuid('id must be a member or invitation id'), value);
  const actorOf = (res: Response): Actor => {
    const claims = res.locals.admin as AdminClaims;
    return { id: claims.sub, email: claims.email, requestId: getRequestId(res) };
  };
  /** The inviter's name, for the invitation mail. */
  const inviterOf = async (res: Response) => {
    const actor = actorOf(res);
    return { ...actor, name: (actor.id ? (await users.findById(actor.id))?.name : undefined) ?? actor.email };
  };
  router.use('/api/admin/team', (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/api/admin/team', staff, async (_req, res) => {
    res.json({ status: 'success', data: await team.list() } satisfies TeamReply);
  });

  router.post('/api/admin/team/invitations', staff, async (req, res) => {
    const invitation = await team.invite(parseOrThrow(invitationRequestSchema, req.body ?? {}), await inviterOf(res));
    res.status(201).json({ status: 'success', data: invitation } satisfies { status: 'success'; data: TeamInvitation });
  });

  router.post('/api/admin/team/invitations/:id/resend', staff, async (req, res) => {
    const invitation = await team.resend(id(req.params.id), await inviterOf(res));
    res.json({ status: 'success', data: invitation } satisfies { status: 'success'; data: TeamInvitation });
  });

  router.delete('/api/admin/team/invitations/:id', staff, async (req, res) => {
    await team.revoke(id(req.params.id), actorOf(res));
    res.json({ status: 'success', message: 'Invitation withdrawn' });
  });

  router.put('/api/admin/team/members/:id/role', staff, async (req, res) => {
    const { role } = parseOrThrow(roleChangeSchema, req.body ?? {});
    const member = await team.changeRole(id(req.params.id), role, actorOf(res));
    res.json({ status: 'success', data: member } satisfies { status: 'success'; data: TeamMember });
  });

  router.delete('/api/admin/team/members/:id/totp', staff, async (req, res) => {
    await team.resetTotp(id(req.params.id), actorOf(res));
    res.json({ status: 'success', message: 'Their authenticator app was removed and they were signed out.' });
  });

  router.delete('/api/admin/team/members/:id', staff, async (req, res) => {
    await team.remove(id(req.params.id), actorOf(res));
    res.json({ status: 'success', message: 'Removed from the team, and signed out everywhere.' });
  });

  return router;
}
