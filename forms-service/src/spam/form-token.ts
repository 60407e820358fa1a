import { createHmac, timingSafeEqual } from 'node:crypto';
import { FORM_TOKEN_TTL_MS, MIN_FILL_MS } from '@site/contracts';

/**
 * Why a token does not vouch for a submission; stored as the submission's spam reason.
 * `token-used-up`: it already carried FORM_TOKEN_MAX_SUBMISSIONS (TokenUses).
 */
export type TokenProblem = 'token-missing' | 'token-bad' | 'token-expired' | 'too-fast' | 'token-used-up';

/** A clock may run a little ahead on another instance; a token from further ahead is forged. */
const CLOCK_SKEW_MS = 30_000;

/**
 * The anti-spam token: `v1.<issued at, epoch ms>.<HMAC-SHA256 of both, base64url>`. It states when
 * the page was shown (the page loads the token as it is shown, docs/decisions/forms.md F16), and
 * only the server can write one, so a client cannot claim a time. It is not single-use (a visitor
 * may send two forms from one page view), but it carries at most FORM_TOKEN_MAX_SUBMISSIONS
 * (TokenUses), whoever posts it from wherever.
 */
export class FormTokens {
  constructor(
    private readonly secret: string,
    private readonly options: { ttlMs?: number; minFillMs?: number } = {},
  ) {}

  issue(now = Date.now()): string {
    const body = `v1.${now}`;
    return `${body}.${this.sign(body)}`;
  }

  /** Null when the token shows a page shown long enough ago and recently enough; else the problem. */
  check(token: string | undefined, now = Date.now()): TokenProblem | null {
    if (token === undefined || token === '') return 'token-missing';
    const match = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return 'token-bad';
    const expected = Buffer.from(this.sign(`v1.${match[1]}`));
    const given = Buffer.from(match[2]!);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'token-bad';
    const elapsed = now - Number(match[1]);
    if (elapsed < -CLOCK_SKEW_MS) return 'token-bad';
    if (elapsed < (this.options.minFillMs ?? MIN_FILL_MS)) return 'too-fast';
    if (elapsed > (this.options.ttlMs ?? FORM_TOKEN_TTL_MS)) return 'token-expired';
    return null;
  }

  /** How long ago a well-formed token says it was issued (Infinity for a malformed one). */
  ageOf(token: string, now = Date.now()): number {
    const match = /^v1\.(\d{1,15})\./.exec(token);
    return match ? now - Number(match[1]) : Number.POSITIVE_INFINITY;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
