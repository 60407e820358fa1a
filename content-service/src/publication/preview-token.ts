import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PreviewKind } from '@site/contracts';

export interface PreviewClaims {
  kind: PreviewKind;
  id: string;
  /** Expiry, ms since the epoch. */
  exp: number;
}

const sign = (secret: string, payload: string): string =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `<payload>.<HMAC-SHA256>`, both base64url: a link that needs no sign-in and cannot be altered. */
export function createPreviewToken(secret: string, claims: PreviewClaims): string {
  const payload = Buffer.from(JSON.stringify({ k: claims.kind, i: claims.id, e: claims.exp })).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

export type PreviewCheck =
  { kind: 'valid'; claims: PreviewClaims } | { kind: 'expired' } | { kind: 'invalid' };

export function readPreviewToken(secret: string, token: string, now: number): PreviewCheck {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || token.length > 1000) return { kind: 'invalid' };
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { kind: 'invalid' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { kind: 'invalid' };
  }
  const { k, i, e } = (parsed ?? {}) as { k?: unknown; i?: unknown; e?: unknown };
  if ((k !== 'blog' && k !== 'caseStudy') || typeof i !== 'string' || typeof e !== 'number')
    return { kind: 'invalid' };
  if (e <= now) return { kind: 'expired' };
  return { kind: 'valid', claims: { kind: k, id: i, exp: e } };
}
