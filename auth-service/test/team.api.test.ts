import type { ActivityPage, TeamReply } from '@site/contracts';
import { createTokenSigner } from '../src/tokens/token-signer';
import {
  anAdmin,
  callWithToken,
  deviceCookieOf,
  keys,
  mailsTo,
  postJson,
  postLogin,
  startAuthService,
  type TestAuthService,
} from './helpers';

let svc: TestAuthService;
let owner: Awaited<ReturnType<typeof anAdmin>>;
let ownerToken: string;
beforeAll(async () => {
  svc = await startAuthService('team');
  owner = await anAdmin(svc.dataSource, { role: 'owner', name: 'Olivia Owner' });
  ownerToken = String((await postLogin(svc.url, { email: owner.email, password: owner.password })).body.token);
});
afterAll(async () => {
  await svc.close();
});

const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

/** Invites and accepts; returns the invitee's sign-in reply (token, device cookie). */
async function join(email: string, role: 'editor' | 'sales', name: string) {
  const invited = await callWithToken(svc.url, 'POST', '/api/admin/team/invitations', ownerToken, { email, name, role });
  expect(invited.status).toBe(201);
  const mail = (await mailsTo(svc.dataSource, email)).find((m) => m.kind === 'staff-invitation');
  expect(mail).toMatchObject({ to: email, name, invitedBy: 'Olivia Owner', roleLabel: role === 'editor' ? 'Editor' : 'Sales' });
  const token = tokenOf(mail!.acceptUrl!);
  expect((await postJson(svc.url, '/api/users/invitations/lookup', { token })).body).toMatchObject({ data: { email, name, role, invitedBy: 'Olivia Owner' } });
  const accepted = await postJson(svc.url, '/api/users/invitations/accept', { token, name, password: 'Joined-Pass#26' });
  expect(accepted.status).toBe(200);
  expect(accepted.body).toMatchObject({ email, name, role, isAdmin: true, setupRequired: false, token: expect.any(String) });
  expect(deviceCookieOf(accepted)).toMatch(/^nw_login_device=/);
  // The link works once.
  expect((await postJson(svc.url, '/api/users/invitations/accept', { token, name, password: 'Joined-Pass#27' })).body).toMatchObject({ code: 'INVITATION_INVALID' });
  return accepted;
}

describe('the team', () => {
  test('when the Owner invites an Editor and a Sales person, then each joins through the mailed link with that role, and the team lists them', async () => {
    const editor = await join(`eve.${process.pid}@northwire.example`, 'editor', 'Eve Editor');
    const sales = await join(`sam.${process.pid}@northwire.example`, 'sales', 'Sam Sales');
    const team = (await callWithToken(svc.url, 'GET', '/api/admin/team', ownerToken)).body as unknown as TeamReply;
    expect(team.data.members.map((m) => [m.email, m.role])).toEqual(
      expect.arrayContaining([
        [owner.email, 'owner'],
        [editor.body.email, 'editor'],
        [sales.body.email, 'sales'],
      ]),
    );
    expect(team.data.invitations.map((i) => i.email)).not.toContain(editor.body.email);
    // Already a member: a second invitation is refused.
    expect((await callWithToken(svc.url, 'POST', '/api/admin/team/invitations', ownerToken, { email: editor.body.email, name: 'Eve', role: 'sales' })).body).toMatchObject({
      code: 'ALREADY_A_MEMBER',
    });
  });

  test('when a role changes, then that person\'s sessions end at once and the next sign-in carries the new role', async () => {
    const member = await anAdmin(svc.dataSource, { role: 'editor' });
    const signedIn = await postLogin(svc.url, { email: member.email, password: member.password });
    const token = String(signedIn.body.token);
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', token)).status).toBe(200);
    const changed = await callWithToken(svc.url, 'PUT', `/api/admin/team/members/${member.id}/role`, ownerToken, { role: 'sales' });
    expect(changed.body).toMatchObject({ status: 'success', data: { id: member.id, role: 'sales' } });
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', token)).body).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await postLogin(svc.url, { email: member.email, password: member.password })).body).toMatchObject({ role: 'sales' });
  });

  test('when a member is removed, then their open session ends at once and they cannot sign in', async () => {
    const member = await anAdmin(svc.dataSource, { role: 'editor' });
    const token = String((await postLogin(svc.url, { email: member.email, password: member.password })).body.token);
    expect((await callWithToken(svc.url, 'DELETE', `/api/admin/team/members/${member.id}`, ownerToken)).status).toBe(200);
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', token)).body).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await postLogin(svc.url, { email: member.email, password: member.password })).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  test('when the last Owner would be demoted, then 409 and nothing changes; an Owner cannot remove themselves', async () => {
    const [{ n }] = (await svc.dataSource.query(`SELECT count(*)::int AS n FROM auth.users WHERE role = 'owner'`)) as [{ n: number }];
    expect(n).toBe(1);
    expect((await callWithToken(svc.url, 'PUT', `/api/admin/team/members/${owner.id}/role`, ownerToken, { role: 'editor' })).body).toMatchObject({ code: 'LAST_OWNER' });
    expect((await callWithToken(svc.url, 'DELETE', `/api/admin/team/members/${owner.id}`, ownerToken)).body).toMatchObject({ code: 'CANNOT_REMOVE_SELF' });
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', ownerToken)).body).toMatchObject({ data: { role: 'owner' } });
  });

  test('when an invitation is withdrawn, then its link no longer works', async () => {
    const email = `withdrawn.${process.pid}@northwire.example`;
    const invited = await callWithToken(svc.url, 'POST', '/api/admin/team/invitations', ownerToken, { email, name: 'Wendy', role: 'sales' });
    const id = String((invited.body.data as { id: string }).id);
    expect((await callWithToken(svc.url, 'DELETE', `/api/admin/team/invitations/${id}`, ownerToken)).status).toBe(200);
    const token = tokenOf((await mailsTo(svc.dataSource, email))[0]!.acceptUrl!);
    expect((await postJson(svc.url, '/api/users/invitations/lookup', { token })).status).toBe(410);
  });

  test('when the Owner reads the activity log, then sign-ins (who, address, new device, outcome) and team changes are there, newest first, filterable', async () => {
    const signIns = (await callWithToken(svc.url, 'GET', `/api/admin/activity/sign-ins?actor=${encodeURIComponent(owner.email)}&limit=5`, ownerToken)).body as unknown as ActivityPage;
    expect(signIns.data[0]).toMatchObject({ source: 'sign-ins', actor: owner.email, action: 'success', outcome: 'success', address: '127.0.0.1', newDevice: true });
    const failures = (await callWithToken(svc.url, 'GET', '/api/admin/activity/sign-ins?outcome=failure', ownerToken)).body as unknown as ActivityPage;
    expect(failures.data.every((item) => item.outcome === 'failure')).toBe(true);
    const team = (await callWithToken(svc.url, 'GET', '/api/admin/activity/team?limit=3', ownerToken)).body as unknown as ActivityPage;
    expect(team.data).toHaveLength(3);
    expect(team.next).toBe(team.data[2]!.id);
    const older = (await callWithToken(svc.url, 'GET', `/api/admin/activity/team?limit=100&before=${team.next}`, ownerToken)).body as unknown as ActivityPage;
    expect(older.data.map((i) => i.summary)).toEqual(expect.arrayContaining([expect.stringMatching(/^Invited eve\.\d+@northwire\.example as Editor$/)]));
    expect(Number(older.data[0]!.id)).toBeLessThan(Number(team.next));
  });

  test('when a token carries a role the account no longer has, then it is the session that decides: a role change ended it', async () => {
    // A token signed by the service for a session that was never opened is refused like an ended one.
    const forged = createTokenSigner(keys, 600).sign({ id: owner.id, email: owner.email, role: 'owner', setup: false }, 'no-such-session');
    expect((await callWithToken(svc.url, 'GET', '/api/admin/team', forged)).body).toMatchObject({ code: 'SESSION_ENDED' });
  });
});
