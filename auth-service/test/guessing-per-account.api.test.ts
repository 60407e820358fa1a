import { UsersRepository } from '../src/users/users-repository';
import { newTotpSecret, totpCodeAt } from '../src/second-factor/totp';
import {
  anAdmin,
  deviceCookieOf,
  DEFAULT_THROTTLE,
  lastMailedCode,
  mailsTo,
  postJson,
  postLogin,
  startAuthService,
  type TestAuthService,
} from './helpers';

// The limits as shipped (src/config.ts defaults), LOGIN_VERIFICATION on, as in production.
let svc: TestAuthService;
beforeAll(async () => {
  svc = await startAuthService('guessing', undefined, { verification: true });
});
afterAll(async () => {
  await svc.close();
});

const addressOf = (n: number) => ({ 'x-forwarded-for': `203.0.${Math.floor(n / 250)}.${(n % 250) + 1}` });

/** How often the account's password was actually checked, and how often it was refused unchecked. */
async function checks(email: string): Promise<Record<string, number>> {
  const rows = (await svc.dataSource.query(
    `SELECT reason, count(*)::int AS n FROM auth.sign_in_audit WHERE email = $1 GROUP BY reason`,
    [email],
  )) as Array<{ reason: string | null; n: number }>;
  return Object.fromEntries(rows.map((r) => [r.reason ?? 'none', r.n]));
}

describe('guessing bounded per account, whatever the addresses', () => {
  test('when one account gets failures from 20 addresses, then a 21st address with the right password but no known device cannot sign in without the mailed code, while the Owner\'s known device still can', async () => {
    const owner = await anAdmin(svc.dataSource, { role: 'owner' });
    const secret = newTotpSecret();
    await new UsersRepository(svc.dataSource).setTotp(owner.id, secret, null);
    // The Owner's own browser, known from a sign-in before the attack.
    const before = await postLogin(svc.url, { email: owner.email, password: owner.password }, addressOf(900));
    const known = await postJson(svc.url, '/api/users/login/verify', { challenge: before.body.challenge, code: totpCodeAt(secret, Date.now()) });
    expect(known.status).toBe(200);
    const cookie = deviceCookieOf(known);

    for (let n = 0; n < 20; n += 1) {
      const guess = await postLogin(svc.url, { email: owner.email, password: `Wrong-Guess-${n}` }, addressOf(n));
      // The first 10 (LOGIN_MAX_ACCOUNT_FAILURES_ALL_ADDRESSES) are told "wrong"; from then on every
      // unknown device gets the second-step reply, right password or not: a guess tells nothing.
      expect(guess.status).toBe(401);
      expect(guess.body.code).toBe(n < DEFAULT_THROTTLE.maxAccountFailures ? 'INVALID_CREDENTIALS' : 'SECOND_STEP_REQUIRED');
    }
    expect(await checks(owner.email)).toMatchObject({ wrong_password: 10, wrong_password_guarded: 10 });

    // The 21st address has the right password: the reply is the one any guess gets, with no token.
    const right = await postLogin(svc.url, { email: owner.email, password: owner.password }, addressOf(20));
    const wrong = await postLogin(svc.url, { email: owner.email, password: 'Another-Guess-1' }, addressOf(21));
    const shape = (r: typeof right) => ({ status: r.status, code: r.body.code, message: r.body.message, method: r.body.method, token: r.body.token, keys: Object.keys(r.body).sort() });
    expect(shape(right)).toMatchObject({ status: 401, code: 'SECOND_STEP_REQUIRED', method: 'totp', token: undefined });
    expect(shape(wrong)).toEqual(shape(right));
    // A made-up code opens nothing.
    const guessedCode = await postJson(svc.url, '/api/users/login/verify', { challenge: right.body.challenge, code: '000000' }, addressOf(20));
    expect(guessedCode.body).toMatchObject({ code: 'INVALID_CODE' });

    // The known device signs in as ever (its password checked, then the authenticator's code).
    const fromKnown = await postLogin(svc.url, { email: owner.email, password: owner.password }, { ...addressOf(22), cookie });
    expect(fromKnown.body).toMatchObject({ code: 'SECOND_STEP_REQUIRED', method: 'totp' });
    const done = await postJson(svc.url, '/api/users/login/verify', { challenge: fromKnown.body.challenge, code: totpCodeAt(secret, Date.now() + 30_000) });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: owner.email, token: expect.any(String) });
  });

  test('when the account has no authenticator, then the 21st address with the right password needs the code mailed to the account, and with it signs in; wrong passwords mail nothing', async () => {
    const editor = await anAdmin(svc.dataSource, { role: 'editor' });
    for (let n = 0; n < 20; n += 1) await postLogin(svc.url, { email: editor.email, password: `Wrong-Guess-${n}` }, addressOf(300 + n));
    const right = await postLogin(svc.url, { email: editor.email, password: editor.password }, addressOf(320));
    expect(right.body).toMatchObject({ code: 'SECOND_STEP_REQUIRED', method: 'email' });
    expect((await mailsTo(svc.dataSource, editor.email)).map((m) => m.kind)).toEqual(['staff-sign-in-code']);
    const signedIn = await postJson(svc.url, '/api/users/login/verify', { challenge: right.body.challenge, code: await lastMailedCode(svc.dataSource, editor.email) }, addressOf(320));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ email: editor.email, role: 'editor' });
  });

  test('when an attacker has 1,000 addresses, then 10 of his guesses in the hour get an answer that tells anything', async () => {
    const target = await anAdmin(svc.dataSource, { role: 'owner' });
    const started = Date.now();
    // Four at a time (argon2 checks each password, right or wrong: the reply may not depend on it).
    for (let n = 0; n < 1000; n += 4)
      await Promise.all([0, 1, 2, 3].map((i) => postLogin(svc.url, { email: target.email, password: `Guess-Number-${n + i}` }, addressOf(1000 + n + i))));
    const seconds = Math.round((Date.now() - started) / 1000);
    expect(await checks(target.email)).toEqual({ wrong_password: 10, wrong_password_guarded: 990 });
    // The guard lasts LOGIN_ACCOUNT_GUARD_SECONDS (an hour) from the 10th failure.
    const ttl = await svc.redis.pttl(`${svc.redisPrefix}:rl:login-fail-account:${target.email}`);
    expect(ttl).toBeGreaterThan((3600 - 5 - seconds) * 1000);
    expect(ttl).toBeLessThanOrEqual(3600 * 1000);
  }, 120_000);
});
