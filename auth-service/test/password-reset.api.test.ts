import { rateLimitReplyOf, theOneRateLimitReply } from '@site/service-kit/testing';
import {
  anAdmin,
  callWithToken,
  mailsTo,
  postJson,
  postLogin,
  startAuthService,
  type TestAuthService,
} from './helpers';

let svc: TestAuthService;
beforeAll(async () => {
  svc = await startAuthService('password_reset');
});
afterAll(async () => {
  await svc.close();
});

const SENT = {
  status: 'success',
  message:
    'If that address belongs to a member of staff, we have sent it a link to choose a new password. The link works once, within an hour.',
};
let address = 0;
/** Each test asks from addresses of its own (the per-address limit is 5 an hour). */
const from = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1)}` });
const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);

describe('"Forgot password?"', () => {
  test('when a member asks and uses the mailed link, then the password changes, every old session stops working, the link works once and a notice is mailed', async () => {
    const editor = await anAdmin(svc.dataSource, { role: 'editor' });
    const before = [await postLogin(svc.url, { email: editor.email, password: editor.password }), await postLogin(svc.url, { email: editor.email, password: editor.password })];
    for (const s of before) expect((await callWithToken(svc.url, 'GET', '/api/users/me', String(s.body.token))).status).toBe(200);

    const asked = await postJson(svc.url, '/api/users/password-reset', { email: editor.email.toUpperCase() }, from());
    expect(asked.status).toBe(202);
    expect(asked.body).toEqual(SENT);
    const [mail] = await mailsTo(svc.dataSource, editor.email);
    expect(mail).toMatchObject({ kind: 'staff-password-reset', to: editor.email, resetUrl: expect.stringMatching(/^http:\/\/localhost:8080\/login\/reset#[\w-]{43}$/) });
    const token = tokenOf(mail!.resetUrl!);

    const weak = await postJson(svc.url, '/api/users/password-reset/complete', { token, password: 'short' });
    expect(weak.status).toBe(400);
    const done = await postJson(svc.url, '/api/users/password-reset/complete', { token, password: 'Brand-New#2026' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'success', sessionsEnded: 2 });
    expect(done.headers.getSetCookie()[0]).toMatch(/^nw_login_device=/);

    for (const s of before)
      expect((await callWithToken(svc.url, 'GET', '/api/users/me', String(s.body.token))).body).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await postLogin(svc.url, { email: editor.email, password: editor.password })).body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await postLogin(svc.url, { email: editor.email, password: 'Brand-New#2026' })).status).toBe(200);
    expect((await postJson(svc.url, '/api/users/password-reset/complete', { token, password: 'Other-New#2026' })).body).toMatchObject({
      code: 'RESET_LINK_INVALID',
    });
    expect((await mailsTo(svc.dataSource, editor.email)).map((m) => m.kind)).toEqual(['staff-password-reset', 'staff-password-changed']);
  });

  test('when the address has no account, then the reply is the same and no mail is stored', async () => {
    const member = await anAdmin(svc.dataSource);
    const known = await postJson(svc.url, '/api/users/password-reset', { email: member.email }, from());
    const unknown = await postJson(svc.url, '/api/users/password-reset', { email: 'nobody.here@northwire.example' }, from());
    expect({ status: unknown.status, body: { ...unknown.body, requestId: 'x' } }).toEqual({ status: known.status, body: { ...known.body, requestId: 'x' } });
    expect(await mailsTo(svc.dataSource, 'nobody.here@northwire.example')).toEqual([]);
    const [{ n }] = (await svc.dataSource.query(`SELECT count(*)::int AS n FROM auth.outbox WHERE payload->>'to' ILIKE '%nobody.here%'`)) as [{ n: number }];
    expect(n).toBe(0);
  });

  test('when one mailbox is asked for five times from five addresses, then it gets 3 mails, with the same reply each time', async () => {
    const member = await anAdmin(svc.dataSource);
    for (let i = 0; i < 5; i += 1) expect((await postJson(svc.url, '/api/users/password-reset', { email: member.email }, from())).body).toEqual(SENT);
    expect((await mailsTo(svc.dataSource, member.email)).map((m) => m.kind)).toEqual(['staff-password-reset', 'staff-password-reset', 'staff-password-reset']);
  });

  test('when aliases of a Gmail mailbox are asked for, then they count against that mailbox too', async () => {
    const member = await anAdmin(svc.dataSource, { email: `reset.cap.${process.pid}@gmail.com` });
    const [local] = member.email.split('@') as [string];
    // Two aliases (no account of their own, the same mailbox), then the address itself three times.
    for (const email of [`${local}+news@gmail.com`, `${local.replace(/\./g, '')}@googlemail.com`, member.email, member.email, member.email])
      expect((await postJson(svc.url, '/api/users/password-reset', { email }, from())).body).toEqual(SENT);
    expect(await mailsTo(svc.dataSource, member.email)).toHaveLength(1);
  });

  test('when one client address asks a sixth time within the hour, then the one 429 with Retry-After (it learns nothing about accounts)', async () => {
    const one = from();
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(svc.url, '/api/users/password-reset', { email: `someone${i}@northwire.example` }, one)).status).toBe(202);
    const sixth = await postJson(svc.url, '/api/users/password-reset', { email: 'someone6@northwire.example' }, { ...one, 'x-request-id': 'req-reset-6' });
    expect(rateLimitReplyOf(sixth)).toEqual(
      theOneRateLimitReply({ message: 'Too many password reset requests from this address. Try again in 60 minutes.', requestId: 'req-reset-6' }),
    );
  });
});
