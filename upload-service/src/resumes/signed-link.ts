import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ResumeLinkReply } from '@site/contracts';

const sign = (secret: string, key: string, expires: number): string =>
  createHmac('sha256', secret).update(`resume:${key}:${expires}`).digest('base64url');

export const resumeDownloadPath = (key: string): string => `/api/files/resumes/${key}`;

/** A download link that works for anyone holding it, until it expires; the HMAC covers key and expiry. */
export function createSignedLink(options: { key: string; secret: string; ttlSeconds: number; now?: number }): ResumeLinkReply {
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + options.ttlSeconds;
  const signature = sign(options.secret, options.key, expires);
  return {
    url: `${resumeDownloadPath(options.key)}?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkSignedLink(options: {
  key: string;
  expires: unknown;
  signature: unknown;
  secret: string;
  now?: number;
}): LinkCheck {
  const { expires, signature } = options;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return 'invalid';
  const expected = Buffer.from(sign(options.secret, options.key, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  if (Number(expires) * 1000 <= (options.now ?? Date.now())) return 'expired';
  return 'valid';
}
