import type { FormTokens, TokenProblem } from './form-token';

export interface AntiSpamSignals {
  /** The honeypot: people never see it, so anything in it (even blanks) marks a bot. */
  website?: string;
  /** Tokens the request carries (the posted `formToken`, the cookie), in any order. */
  tokens: Array<string | undefined>;
}

export type SpamReason = 'honeypot' | TokenProblem;

/**
 * The reason a submission is held for review, or null with the token that vouches for it (whose use
 * is then counted). Only signals the server can verify count: the honeypot and a signed token. A
 * client's own `startedAt` is not read any more. When several tokens come, one good one is enough;
 * else the reason of the first one given.
 */
export function spamVerdict(
  signals: AntiSpamSignals,
  tokens: FormTokens,
  now = Date.now(),
): { reason: SpamReason; token?: undefined } | { reason: null; token: string } {
  if (signals.website !== undefined && signals.website !== '') return { reason: 'honeypot' };
  const given = signals.tokens.filter((t): t is string => t !== undefined && t !== '');
  if (given.length === 0) return { reason: 'token-missing' };
  const problems = given.map((t) => tokens.check(t, now));
  const good = problems.indexOf(null);
  if (good >= 0) return { reason: null, token: given[good]! };
  return { reason: problems[0] ?? 'token-missing' };
}
