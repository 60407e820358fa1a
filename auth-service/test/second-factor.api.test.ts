import { totpCodeAt } from '../src/second-factor/totp';
import {
  anAdmin,
  auditOf,
  callWithToken,
  deviceCookieOf,
  lastMailedCode,
  mailsTo,
  postJson,
  postLogin,
  startAuthService,
  type TestAuthService,
} from './helpers';

// LOGIN_VERIFICATION on, as in production.
let svc: TestAuthService;
beforeAll(async () => {
  svc = await startAuthService('second_factor', undefined, { verification: true });
});
afterAll(async () => {
  await svc.close();
});

const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

describe('a sign-in from a device the account has not signed in from', () => {
  test('when the password is right, then it needs the code mailed to the account; the code signs in once, and that browser is known from then on', async () => {
    const editor = await anAdmin(svc.dataSource, { role: 'editor', name: 'Eve Editor' });
    const first = await postLogin(svc.url, { email: editor.email, password: editor.password }, UA);
    expect(first.status).toBe(401);
    expect(first.body).toEqual({
      message:
        'This device has not signed in to this account before: we sent a 6-digit code to its e-mail address. Enter it to finish signing in.',
      code: 'SECOND_STEP_REQUIRED',
      requestId: expect.any(String),
      challenge: expect.stringMatching(/^[\w-]{43}$/),
      method: 'email',
    });
    expect(first.headers.getSetCookie()).toEqual([]);
    const [mail] = await mailsTo(svc.dataSource, editor.email);
    expect(mail).toMatchObject({ kind: 'staff-sign-in-code', to: editor.email, name: 'Eve Editor', device: 'Firefox on Linux', address: '127.0.0.1' });
    const code = await lastMailedCode(svc.dataSource, editor.email);

    const wrong = await postJson(svc.url, '/api/users/login/verify', { challenge: first.body.challenge, code: code === '000000' ? '111111' : '000000' }, UA);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'INVALID_CODE' });

    const verified = await postJson(svc.url, '/api/users/login/verify', { challenge: first.body.challenge, code }, UA);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ email: editor.email, role: 'editor', isAdmin: true, totpEnabled: false, setupRequired: false, token: expect.any(String) });
    // The same challenge does not sign in twice.
    expect((await postJson(svc.url, '/api/users/login/verify', { challenge: first.body.challenge, code }, UA)).body).toMatchObject({ code: 'CHALLENGE_EXPIRED' });

    const again = await postLogin(svc.url, { email: editor.email, password: editor.password }, { ...UA, cookie: deviceCookieOf(verified) });
    expect(again.status).toBe(200);
    expect(await mailsTo(svc.dataSource, editor.email)).toHaveLength(1);
    expect((await auditOf(svc.dataSource, editor.email)).map((r) => [r.outcome, r.reason, r.new_device])).toEqual([
      ['challenged', 'new_device_code_mailed', true],
      ['failure', 'wrong_code', true],
      ['success', null, true],
      ['success', null, false],
    ]);
  });

  test('when the password is wrong, then no code is mailed and the reply is the usual 401', async () => {
    const sales = await anAdmin(svc.dataSource, { role: 'sales' });
    const reply = await postLogin(svc.url, { email: sales.email, password: 'Wrong-Pass-123' });
    expect(reply.body).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect(await mailsTo(svc.dataSource, sales.email)).toEqual([]);
  });
});

describe('the authenticator app (TOTP, RFC 6238) and recovery codes', () => {
  test('when an Owner enrols TOTP, then the set-up-only session becomes a full one, sign-ins ask for a code, a code works once, and a recovery code works once', async () => {
    const owner = await anAdmin(svc.dataSource, { role: 'owner' });
    // First sign-in: a new device (mailed code); an Owner without an authenticator may only set one up.
    const step = await postLogin(svc.url, { email: owner.email, password: owner.password });
    const signedIn = await postJson(svc.url, '/api/users/login/verify', { challenge: step.body.challenge, code: await lastMailedCode(svc.dataSource, owner.email) });
    expect(signedIn.body).toMatchObject({ role: 'owner', setupRequired: true, totpEnabled: false });
    const setupToken = String(signedIn.body.token);
    expect((await callWithToken(svc.url, 'GET', '/api/admin/team', setupToken)).body).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });

    const setup = await callWithToken(svc.url, 'POST', '/api/users/me/totp', setupToken);
    expect(setup.status).toBe(201);
    const { secret, uri, qrCode } = setup.body.data as { secret: string; uri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Northwire%20Integration:${encodeURIComponent(owner.email)}?issuer=Northwire%20Integration&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await callWithToken(svc.url, 'POST', '/api/users/me/totp/confirm', setupToken, { code: '123' })).status).toBe(400);

    const now = Date.now();
    const confirmed = await callWithToken(svc.url, 'POST', '/api/users/me/totp/confirm', setupToken, { code: totpCodeAt(secret, now) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes, user } = confirmed.body.data as { recoveryCodes: string[]; user: { token: string; setupRequired: boolean; totpEnabled: boolean } };
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(user).toMatchObject({ setupRequired: false, totpEnabled: true });
    // The set-up session ended; the new one opens the team.
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', setupToken)).body).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await callWithToken(svc.url, 'GET', '/api/admin/team', user.token)).status).toBe(200);

    // Every sign-in now asks for the authenticator's code, known device or not.
    const cookie = deviceCookieOf(signedIn);
    const asked = await postLogin(svc.url, { email: owner.email, password: owner.password }, { cookie });
    expect(asked.body).toMatchObject({ code: 'SECOND_STEP_REQUIRED', method: 'totp' });
    // The code that confirmed is not accepted again (RFC 6238 5.2); the next step's is.
    const replay = await postJson(svc.url, '/api/users/login/verify', { challenge: asked.body.challenge, code: totpCodeAt(secret, now) });
    expect(replay.body).toMatchObject({ code: 'INVALID_CODE' });
    const withCode = await postJson(svc.url, '/api/users/login/verify', { challenge: asked.body.challenge, code: totpCodeAt(secret, now + 30_000) });
    expect(withCode.status).toBe(200);
    expect(withCode.body).toMatchObject({ totpEnabled: true, setupRequired: false });

    const recovery = recoveryCodes[3]!;
    const second = await postLogin(svc.url, { email: owner.email, password: owner.password }, { cookie });
    const withRecovery = await postJson(svc.url, '/api/users/login/verify', { challenge: second.body.challenge, code: recovery.toUpperCase() });
    expect(withRecovery.status).toBe(200);
    const third = await postLogin(svc.url, { email: owner.email, password: owner.password }, { cookie });
    const reused = await postJson(svc.url, '/api/users/login/verify', { challenge: third.body.challenge, code: recovery });
    expect(reused.body).toMatchObject({ code: 'INVALID_CODE' });
    expect((await callWithToken(svc.url, 'GET', '/api/users/me', String(withRecovery.body.token))).body).toMatchObject({
      data: { totpEnabled: true, recoveryCodesLeft: 9 },
    });
    // An Owner cannot turn the authenticator off.
    expect((await callWithToken(svc.url, 'DELETE', '/api/users/me/totp', user.token, { code: totpCodeAt(secret, now + 60_000) })).body).toMatchObject({ code: 'OWNER_NEEDS_TOTP' });
  });

  test('when a challenge gets five wrong codes, then it is dropped: the right code no longer works there', async () => {
    const editor = await anAdmin(svc.dataSource, { role: 'editor' });
    const step = await postLogin(svc.url, { email: editor.email, password: editor.password });
    const code = await lastMailedCode(svc.dataSource, editor.email);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i += 1) await postJson(svc.url, '/api/users/login/verify', { challenge: step.body.challenge, code: wrongCode });
    expect((await postJson(svc.url, '/api/users/login/verify', { challenge: step.body.challenge, code })).body).toMatchObject({ code: 'CHALLENGE_EXPIRED' });
  });
});
