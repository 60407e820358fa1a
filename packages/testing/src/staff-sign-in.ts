// Signing a member of staff in through the API as a person does (issue 26): the password, then the
// second step the server asks for (the authenticator's code, or the code mailed for a device new to
// the account), and an Owner without an authenticator sets one up. Used by the browser suites
// (e2e/support/admin-session.ts keeps the keyring in a file per run) and the container suite.
import { Secret, TOTP } from 'otpauth';
import { SECOND_STEP_REQUIRED, type UserInfo } from '@site/contracts';

/**
 * What a member of staff keeps between sign-ins, as a person keeps a phone and a browser: the
 * authenticator's secret (once set up), the device cookie, the last time step a code was used for
 * (a code is never accepted twice), and the last session.
 */
export interface StaffKeyring {
  email: string;
  password: string;
  totpSecret?: string;
  deviceCookie?: string;
  lastStep?: number;
  userInfo?: UserInfo;
}

export interface StaffSignInOptions {
  /** The site's origin (nginx, or the gateway), e.g. http://127.0.0.1:18080. */
  baseUrl: string;
  /** Called before the password is sent; resolves with a function that waits for the code mailed after it. */
  watchForMailedCode: (email: string) => Promise<() => Promise<string>>;
  /** Keeps the keyring where the caller wants it (a file, memory) whenever it changes. */
  save?: (keyring: StaffKeyring) => void;
}

interface Reply {
  status: number;
  body: Record<string, unknown>;
  cookie?: string;
}

async function post(baseUrl: string, pathname: string, body: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const res = await fetch(new URL(pathname, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('nw_login_device='))?.split(';')[0];
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown>, cookie };
}

/** The 6-digit sign-in code of a sign-in code mail's subject ("123456 is your ... sign-in code"). */
export function signInCodeOf(subject: string): string | undefined {
  return /^(\d{6}) .* sign-in code$/.exec(subject)?.[1];
}

/** A code of the keyring's authenticator for a time step not used before (waits for the next one if needed). */
export async function nextTotpCode(keyring: StaffKeyring, save: (keyring: StaffKeyring) => void = () => undefined): Promise<string> {
  if (!keyring.totpSecret) throw new Error(`${keyring.email} has no authenticator`);
  let step = TOTP.counter({ period: 30 });
  while (keyring.lastStep !== undefined && step <= keyring.lastStep) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    step = TOTP.counter({ period: 30 });
  }
  keyring.lastStep = step;
  save(keyring);
  return new TOTP({ secret: Secret.fromBase32(keyring.totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** Sets up an authenticator for a signed-in member (the Owner must); returns the full session that replaces this one. */
export async function setUpAuthenticator(keyring: StaffKeyring, info: UserInfo, options: Pick<StaffSignInOptions, 'baseUrl' | 'save'>): Promise<UserInfo> {
  const save = options.save ?? (() => undefined);
  const auth = { authorization: `Bearer ${info.token}` };
  const setup = await post(options.baseUrl, '/api/users/me/totp', {}, auth);
  keyring.totpSecret = (setup.body.data as { secret: string }).secret;
  save(keyring);
  const confirmed = await post(options.baseUrl, '/api/users/me/totp/confirm', { code: await nextTotpCode(keyring, save) }, auth);
  if (confirmed.status !== 200) throw new Error(`authenticator set-up failed: ${JSON.stringify(confirmed.body)}`);
  return (confirmed.body.data as { user: UserInfo }).user;
}

/** Signs in with the keyring's password and second step; an Owner without an authenticator sets one up. Returns a full session. */
export async function signInStaff(keyring: StaffKeyring, options: StaffSignInOptions): Promise<UserInfo> {
  const save = options.save ?? (() => undefined);
  const waitForCode = await options.watchForMailedCode(keyring.email);
  const cookieHeader = (): Record<string, string> => (keyring.deviceCookie ? { cookie: keyring.deviceCookie } : {});
  const first = await post(options.baseUrl, '/api/users/login', { email: keyring.email, password: keyring.password }, cookieHeader());
  let reply = first;
  if (first.status === 401 && first.body.code === SECOND_STEP_REQUIRED) {
    const code = first.body.method === 'totp' ? await nextTotpCode(keyring, save) : await waitForCode();
    reply = await post(options.baseUrl, '/api/users/login/verify', { challenge: first.body.challenge, code }, cookieHeader());
  }
  if (reply.status !== 200) throw new Error(`sign-in of ${keyring.email} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  if (reply.cookie) keyring.deviceCookie = reply.cookie;
  let info = reply.body as unknown as UserInfo;
  if (info.setupRequired) info = await setUpAuthenticator(keyring, info, options);
  keyring.userInfo = info;
  save(keyring);
  return info;
}
