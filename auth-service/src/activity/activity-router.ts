import { Router } from 'express';
import { activityPageOf, activityQuerySchema, type ActivityItem } from '@site/contracts';
import { parseOrThrow, requireStaff, type AdminAuth } from '@site/service-kit';
import type { SignInAuditRepository, SignInAuditRow } from '../audit/sign-in-audit-repository';
import type { TeamAuditRepository, TeamAuditRow } from '../audit/team-audit-repository';
import { deviceLabel } from '../login/login-service';

const SIGN_IN_SUMMARIES: Record<string, string> = {
  wrong_password: 'wrong password',
  unknown_email: 'no such account',
  wrong_code: 'wrong code',
  account_guarded: 'code asked before the password (account under guessing)',
  totp_asked: 'password right, authenticator code asked',
  new_device_code_mailed: 'password right, new device: code mailed',
  code_locked: 'too many wrong codes',
};

const signInItem = (row: SignInAuditRow): ActivityItem => ({
  id: row.id,
  source: 'sign-ins',
  at: row.createdAt.toISOString(),
  actor: row.email,
  action: row.outcome,
  summary: [
    row.outcome === 'success' ? 'Signed in' : row.outcome === 'challenged' ? 'Second step asked' : row.outcome === 'locked' ? 'Refused while throttled' : 'Sign-in failed',
    row.reason ? `(${SIGN_IN_SUMMARIES[row.reason] ?? row.reason.replace(/_/g, ' ')})` : '',
    `with ${deviceLabel(row.userAgent)}`,
  ]
    .filter(Boolean)
    .join(' '),
  address: row.ip,
  newDevice: row.newDevice,
  outcome: row.outcome,
});

const TEAM_SUMMARIES: Record<TeamAuditRow['action'], (row: TeamAuditRow) => string> = {
  invite: (r) => `Invited ${r.targetEmail} as ${r.detail ?? ''}`,
  'invitation-revoked': (r) => `Withdrew the invitation of ${r.targetEmail}`,
  join: (r) => `${r.targetEmail} joined as ${r.detail ?? ''}`,
  role: (r) => `Changed the role of ${r.targetEmail}: ${r.detail ?? ''}`,
  remove: (r) => `Removed ${r.targetEmail} (${r.detail ?? ''}) from the team`,
  'totp-enabled': (r) => `${r.targetEmail} set up an authenticator app`,
  'totp-disabled': (r) => `${r.targetEmail} turned the authenticator app off`,
  'totp-reset': (r) => `Removed the authenticator app of ${r.targetEmail}`,
  'recovery-codes': (r) => `${r.targetEmail} made new recovery codes`,
  'password-reset-requested': (r) => `A password reset link was mailed to ${r.targetEmail} (${r.detail ?? ''})`,
  'password-reset': (r) => `${r.targetEmail} chose a new password with a reset link`,
  'password-set': (r) => `The password of ${r.targetEmail} was set on the server`,
};

const teamItem = (row: TeamAuditRow): ActivityItem => ({
  id: row.id,
  source: 'team',
  at: row.createdAt.toISOString(),
  actor: row.actorEmail,
  action: row.action,
  summary: TEAM_SUMMARIES[row.action](row),
});

/** The Owner's activity log: the sign-in and team parts (the other parts: content- and forms-service). */
export function createActivityRouter(signIns: SignInAuditRepository, team: TeamAuditRepository, adminAuth: AdminAuth): Router {
  const router = Router();
  const staff = requireStaff(adminAuth);

  router.get('/api/admin/activity/sign-ins', staff, async (req, res) => {
    const filter = parseOrThrow(activityQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(activityPageOf((await signIns.page(filter)).map(signInItem), filter.limit));
  });

  router.get('/api/admin/activity/team', staff, async (req, res) => {
    const filter = parseOrThrow(activityQuerySchema, req.query);
    res.set('Cache-Control', 'no-store').json(activityPageOf((await team.page(filter)).map(teamItem), filter.limit));
  });

  return router;
}
