import type { Browser, BrowserContext } from 'playwright-core';
import type { UserInfo } from '@site/contracts';
import { baseUrl, urlFor } from './base-url';
import { newContext } from './browser';

/** The admin account scripts/e2e.mjs gives auth-service (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const adminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@northwire.local',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'ChangeMe-2026!',
};

/** The localStorage key the frontend restores the session from (spec section 3). */
export const USER_INFO_KEY = 'userInfo';

let cached: Promise<UserInfo> | undefined;

/** Signs in through POST /api/users/login once per spec file and returns the user info. */
export function adminUserInfo(): Promise<UserInfo> {
  cached ??= (async () => {
    const res = await fetch(urlFor('/api/users/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(adminCredentials),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${body}`);
    return JSON.parse(body) as UserInfo;
  })();
  return cached;
}

/** `Authorization` header value for admin API calls made directly from a spec. */
export const adminBearer = async (): Promise<string> => `Bearer ${(await adminUserInfo()).token}`;

/** A browser context already signed in as the admin: user info stored where the app restores it. */
export async function adminContext(browser: Browser): Promise<BrowserContext> {
  const userInfo = await adminUserInfo();
  return newContext(browser, {
    storageState: {
      cookies: [],
      origins: [{ origin: new URL(baseUrl).origin, localStorage: [{ name: USER_INFO_KEY, value: JSON.stringify(userInfo) }] }],
    },
  });
}
