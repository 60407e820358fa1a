import type { FormTokens, TokenProblem } from './form-token';

export interface AntiSpamSignals {
  /** The honeypot: people never see it, so anything in it (even blanks) marks a bot. */
  website?: string;
  /** Tokens the request carries (the posted `formToken`, the cookie), in any order. */
  tokens: Array<string | undefined>;
}

export type SpamReason = 'honeypot' | TokenProblem;

/**
 * The reason a submission is held for review, or null. Only signals the server can verify count:
 * the honeypot and a signed token. A client's own `startedAt` is not read any more. When several
 * tokens come, one good one is enough; else the reason of the first one given.
 */
export function spamReason(signals: AntiSpamSignals, tokens: FormTokens, now = Date.now()): SpamReason | null {
  if (signals.website !== undefined && signals.website !== '') return 'honeypot';
  const given = signals.tokens.filter((t): t is string => t !== undefined && t !== '');
  if (given.length === 0) return 'token-missing';
  const problems = given.map((t) => tokens.check(t, now));
  if (problems.includes(null)) return null;
  return problems[0] ?? 'token-missing';
}
