import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import type { UserInfo } from '@site/contracts';
import {
  nextTotpCode as sharedNextTotpCode,
  setUpAuthenticator as sharedSetUpAuthenticator,
  signInCodeOf,
  signInStaff as sharedSignInStaff,
  type StaffKeyring,
} from '@site/testing/staff-sign-in';
import { baseUrl, urlFor } from './base-url';
import { newContext } from './browser';
import { listMails, waitForMail, isAddressedTo } from './mail-catcher';

/** The admin account scripts/e2e.mjs gives auth-service (ADMIN_EMAIL/ADMIN_PASSWORD): the first Owner. */
export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@northwire.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'ChangeMe-2026!',
};

/** The localStorage key the frontend restores the session from (spec section 3). */
export const USER_INFO_KEY = 'userInfo';

export type { StaffKeyring } from '@site/testing/staff-sign-in';

const runId = (process.env.E2E_REDIS_PREFIX ?? new URL(baseUrl).port).replace(/[^\w-]/g, '_');
const keyringDir = path.join(tmpdir(), 'northwire-e2e-keyrings', runId);
const keyringFile = (email: string) => path.join(keyringDir, `${email.replace(/[^\w.@-]/g, '_')}.json`);

/**
 * The keyring of a member of staff (authenticator secret, device cookie, last code step, session),
 * kept in a file per run: every spec file has a module registry of its own, and the Owner must not
 * set up a second authenticator.
 */
export function loadKeyring(credentials: { email: string; password: string }): StaffKeyring {
  const file = keyringFile(credentials.email);
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StaffKeyring) : undefined;
  return { ...saved, ...credentials };
}

export function saveKeyring(keyring: StaffKeyring): void {
  mkdirSync(keyringDir, { recursive: true });
  writeFileSync(keyringFile(keyring.email), JSON.stringify(keyring));
}

/** A code of the keyring's authenticator for a time step not used before (the step is kept in the file). */
export const nextTotpCode = (keyring: StaffKeyring): Promise<string> => sharedNextTotpCode(keyring, saveKeyring);

/** The code of the newest sign-in code mail to this address that `seen` did not hold yet. */
export async function mailedSignInCode(email: string, seen: ReadonlySet<string>): Promise<string> {
  const mail = await waitForMail((m) => !seen.has(m.id) && isAddressedTo(m, email) && signInCodeOf(m.subject) !== undefined);
  return signInCodeOf(mail.subject)!;
}

/** The run's options of the shared sign-in: this system, its mail catcher, the keyring file. */
const signInOptions = {
  baseUrl,
  watchForMailedCode: async (email: string) => {
    const seen = new Set((await listMails()).map((m) => m.id));
    return () => mailedSignInCode(email, seen);
  },
  save: saveKeyring,
};

/** True while the session of this user info is open (its token still works). */
export async function sessionIsOpen(info: UserInfo | undefined): Promise<boolean> {
  if (!info) return false;
  const res = await fetch(urlFor('/api/users/me'), { headers: { authorization: `Bearer ${info.token}` } });
  await res.arrayBuffer();
  return res.ok;
}

/** Signs a member of staff in through the API as a person would (@site/testing/staff-sign-in). */
export const signInStaff = (keyring: StaffKeyring): Promise<UserInfo> => sharedSignInStaff(keyring, signInOptions);

/** Sets up an authenticator for a signed-in member (the Owner must); returns the full session that replaces this one. */
export const setUpAuthenticator = (keyring: StaffKeyring, info: UserInfo): Promise<UserInfo> => sharedSetUpAuthenticator(keyring, info, signInOptions);

let cached: Promise<UserInfo> | undefined;

/**
 * The e2e Owner's session: the one kept in the keyring while it is open (another spec file signed
 * in already), else a new sign-in (with the authenticator's code). Once per spec file.
 */
export function adminUserInfo(): Promise<UserInfo> {
  cached ??= (async () => {
    const keyring = loadKeyring(adminCredentials);
    if (await sessionIsOpen(keyring.userInfo)) return keyring.userInfo!;
    return signInStaff(keyring);
  })();
  return cached;
}

/** `Authorization` header value for admin API calls made directly from a spec. */
export const adminBearer = async (): Promise<string> => `Bearer ${(await adminUserInfo()).token}`;

/** A browser context signed in with this user info (stored where the app restores the session). */
export function contextWithSession(browser: Browser, userInfo: UserInfo): Promise<BrowserContext> {
  return newContext(browser, {
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: USER_INFO_KEY, value: JSON.stringify(userInfo) }] }],
    },
  });
}

/** A browser context already signed in as the admin (the Owner). */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  return contextWithSession(browser, await adminUserInfo());
}
