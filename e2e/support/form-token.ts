import type { Page } from 'playwright-core';
import { FORM_TOKEN_COOKIE, FORM_TOKEN_MAX_SUBMISSIONS } from '@site/contracts/form-fields';
import { waitForValue } from '@site/testing/wait-for';
import { urlFor } from './base-url';

let earned: Promise<string> | undefined;
let uses = 0;

/**
 * The forms' anti-spam token for a scripted post (`formToken`): fetched from GET /api/forms/token
 * and used after 3 s, as a page shown that long ago would be. Without one a post is stored but held
 * in the admin spam folder instead of mailed (docs/decisions/forms.md F16). One token carries at
 * most FORM_TOKEN_MAX_SUBMISSIONS mailed posts (F24), so every that many calls a new one is earned,
 * as a visitor's next page view would.
 */
export function earnedFormToken(base = urlFor('/')): Promise<string> {
  if (uses >= FORM_TOKEN_MAX_SUBMISSIONS) {
    earned = undefined;
    uses = 0;
  }
  uses += 1;
  earned ??= (async () => {
    const reply = await fetch(new URL('/api/forms/token', base));
    if (!reply.ok) throw new Error(`GET /api/forms/token answered ${reply.status}`);
    const { token } = (await reply.json()) as { token: string };
    await new Promise((resolve) => setTimeout(resolve, 3200));
    return token;
  })();
  return earned;
}

/** forms-service holds a form sent sooner than MIN_FILL_MS (3 s) after its page was shown; a margin on top. */
const HUMAN_FILL_MS = 3300;

/**
 * Waits until the page's anti-spam cookie (set by the form's pixel as the page was shown) is as old
 * as a person's fill would make it, so the next submit is mailed, not held as too fast. Reads the
 * issue time from the token itself (`v1.<issued at ms>.<signature>`), so a test that spent the time
 * filling the form waits no more.
 */
export async function untilFormTokenAged(page: Page): Promise<void> {
  const cookie = await waitForValue(
    async () => (await page.context().cookies()).find((c) => c.name === FORM_TOKEN_COOKIE),
    (found) => found !== undefined,
    { timeout: 10_000, interval: 100 },
  );
  const issuedAt = Number(decodeURIComponent(cookie!.value).split('.')[1]);
  const left = issuedAt + HUMAN_FILL_MS - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}
