import { urlFor } from './base-url';

let earned: Promise<string> | undefined;

/**
 * The forms' anti-spam token for a scripted post (`formToken`): fetched once per test file from
 * GET /api/forms/token and used after 3 s, as a page shown that long ago would be. Without one a
 * post is stored but held in the admin spam folder instead of mailed (docs/decisions/forms.md F16).
 */
export function earnedFormToken(base = urlFor('/')): Promise<string> {
  earned ??= (async () => {
    const reply = await fetch(new URL('/api/forms/token', base));
    if (!reply.ok) throw new Error(`GET /api/forms/token answered ${reply.status}`);
    const { token } = (await reply.json()) as { token: string };
    await new Promise((resolve) => setTimeout(resolve, 3200));
    return token;
  })();
  return earned;
}
