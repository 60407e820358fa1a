import { Readable, Writable } from 'node:stream';
import { adminKeySetOf, createAdminSessions, verifyAdminSession, type AdminAuth } from '@site/service-kit';
import { testRedisPrefix, TEST_REDIS_URL } from '@site/service-kit/testing';
import { runAdminCli } from '../src/cli/admin-cli';
import { keys, postLogin, postWithToken, startAuthService, type TestAuthService } from './helpers';

let svc: TestAuthService;

beforeAll(async () => {
  svc = await startAuthService('auth_cli');
});
afterAll(async () => {
  await svc.close();
});

/** What any other service verifies admin tokens with (same keys, same Redis sessions). */
const verifier = (): AdminAuth => ({
  keys: adminKeySetOf({ JWT_PUBLIC_KEY: keys.publicKey })!,
  sessions: createAdminSessions(svc.redis, svc.redisPrefix),
});

class Capture extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

async function cli(argv: string[], stdinText: string, env: Record<string, string> = {}) {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await runAdminCli(argv, {
    stdin: Readable.from([stdinText]),
    stdout,
    stderr,
    env: {
      DATABASE_URL: svc.db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: svc.redisPrefix,
      NODE_ENV: 'test',
      ...env,
    },
  });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('npm run admin', () => {
  test('when an Owner is created with a password on stdin, then they can sign in', async () => {
    const result = await cli(['create', 'Ops.Lead@northwire.example', 'Ops', 'Lead'], 'Fresh-Pass#2026\n');
    expect(result).toEqual({
      code: 0,
      stdout: 'Created Owner ops.lead@northwire.example.\n',
      stderr: '',
    });
    const login = await postLogin(svc.url, {
      email: 'ops.lead@northwire.example',
      password: 'Fresh-Pass#2026',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      name: 'Ops Lead',
      email: 'ops.lead@northwire.example',
      isAdmin: true,
      role: 'owner',
    });
  });

  test('when the email already exists, then create refuses and changes nothing', async () => {
    await cli(['create', 'dup@northwire.example', 'First'], 'Fresh-Pass#2026\n');
    const again = await cli(['create', 'DUP@northwire.example', 'Second'], 'Other-Pass#2026\n');
    expect(again).toEqual({
      code: 1,
      stdout: '',
      stderr: 'An account with the email dup@northwire.example already exists; use reset-password.\n',
    });
    expect(
      (await postLogin(svc.url, { email: 'dup@northwire.example', password: 'Fresh-Pass#2026' })).body.name,
    ).toBe('First');
  });

  test('when a password is reset (from ADMIN_PASSWORD), then the new one works, the old one does not, and every open session ends at once', async () => {
    await cli(['create', 'reset.me@northwire.example', 'Reset Me'], 'Old-Pass#20260\n');
    const tokens: string[] = [];
    for (const ip of ['192.0.2.200', '192.0.2.201']) {
      const login = await postLogin(
        svc.url,
        { email: 'reset.me@northwire.example', password: 'Old-Pass#20260' },
        { 'x-forwarded-for': ip },
      );
      tokens.push(String(login.body.token));
    }
    // Both sessions are live before the reset.
    for (const token of tokens) await expect(verifyAdminSession(`Bearer ${token}`, verifier())).resolves.toMatchObject({ email: 'reset.me@northwire.example' });

    const result = await cli(['reset-password', 'reset.me@northwire.example'], '', {
      ADMIN_PASSWORD: 'New-Pass#20261',
    });
    expect(result).toEqual({
      code: 0,
      stdout: 'Password reset for reset.me@northwire.example; 2 session(s) ended.\n',
      stderr: '',
    });
    for (const token of tokens) {
      await expect(verifyAdminSession(`Bearer ${token}`, verifier())).rejects.toMatchObject({ status: 401, code: 'SESSION_ENDED' });
      expect(await postWithToken(svc.url, '/api/users/logout', token)).toEqual({
        status: 401,
        body: { message: 'Your session has ended. Please sign in again.', code: 'SESSION_ENDED', requestId: expect.any(String) },
      });
    }
    expect(
      (await postLogin(svc.url, { email: 'reset.me@northwire.example', password: 'Old-Pass#20260' })).status,
    ).toBe(401);
    expect(
      (await postLogin(svc.url, { email: 'reset.me@northwire.example', password: 'New-Pass#20261' })).status,
    ).toBe(200);
  });

  test('when the password is weak, then nothing is created and the reason is printed', async () => {
    const result = await cli(['create', 'weak@northwire.example', 'Weak'], 'password\n');
    expect(result).toEqual({ code: 1, stdout: '', stderr: 'The password must be at least 12 characters.\n' });
    expect((await postLogin(svc.url, { email: 'weak@northwire.example', password: 'password' })).status).toBe(
      401,
    );
  });

  test('when the account does not exist, then reset-password fails', async () => {
    const result = await cli(['reset-password', 'nobody@northwire.example'], 'Fresh-Pass#2026\n');
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'No account with the email nobody@northwire.example.\n',
    });
  });

  test('when the command is unknown, then the usage is printed', async () => {
    const result = await cli(['delete', 'x@northwire.example'], '');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Usage:');
  });

  test('when Redis is away during a reset, then the password is reset but the command fails, saying the sessions are not ended', async () => {
    await cli(['create', 'noredis@northwire.example', 'No Redis'], 'Old-Pass#20260\n');
    const result = await cli(['reset-password', 'noredis@northwire.example'], 'New-Pass#20261\n', {
      REDIS_URL: 'redis://127.0.0.1:1',
      REDIS_PREFIX: testRedisPrefix('x'),
    });
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'Password reset for noredis@northwire.example, but Redis is unreachable: its sessions are NOT ended. Run reset-password again once Redis is back.\n',
    });
    expect(
      (await postLogin(svc.url, { email: 'noredis@northwire.example', password: 'New-Pass#20261' })).status,
    ).toBe(200);
  });
});
