import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenAction = 'confirm' | 'unsubscribe';

/** Confirm links expire; unsubscribe links must keep working for every mail ever sent. */
const CONFIRM_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** `<base64url(json)>.<base64url(hmac-sha256)>`: the subscriber id, the action and (confirm only) an expiry. */
export function signNewsletterToken(
  secret: string,
  subscriberId: string,
  action: TokenAction,
  now = Date.now(),
): string {
  const body = b64(
    JSON.stringify({
      s: subscriberId,
      a: action,
      ...(action === 'confirm' ? { e: now + CONFIRM_TTL_MS } : {}),
    }),
  );
  const sig = b64(createHmac('sha256', secret).update(body).digest());
  return `${body}.${sig}`;
}

/** The subscriber id when the token is genuine, of this action and not expired; otherwise null. */
export function verifyNewsletterToken(
  secret: string,
  token: string,
  action: TokenAction,
  now = Date.now(),
): string | null {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      s?: unknown;
      a?: unknown;
      e?: unknown;
    };
    if (claims.a !== action || typeof claims.s !== 'string') return null;
    if (typeof claims.e === 'number' && claims.e < now) return null;
    return claims.s;
  } catch {
    return null;
  }
}
