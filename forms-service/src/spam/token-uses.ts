import type { Redis } from 'ioredis';
import { FORM_TOKEN_MAX_SUBMISSIONS, FORM_TOKEN_TTL_MS } from '@site/contracts';
import { createRateLimit, type Logger } from '@site/service-kit';

/**
 * How many submissions each anti-spam token has carried (docs/decisions/forms.md F24): issue 25's
 * probe sent 66 mailed submissions from 10 addresses on one token. Counted in Redis on the service
 * kit's limit, so every instance shares the count, for the token's whole life (its window opens at
 * its first use and lasts as long as a token can live). Like the per-address limits, it lets
 * submissions through while Redis is away: losing a lead costs more than a burst of spam.
 */
export interface TokenUses {
  /** Counts one submission against the token; false when it had already carried its share. */
  consume(token: string): Promise<boolean>;
  /** True when the token has no submission left (the pixel then hands out a new one). */
  spent(token: string): Promise<boolean>;
}

export function createTokenUses(options: { redis: Redis; prefix: string; logger: Logger; max?: number }): TokenUses {
  const limit = createRateLimit({
    redis: options.redis,
    prefix: `${options.prefix}:forms`,
    rule: { name: 'form-token', points: options.max ?? FORM_TOKEN_MAX_SUBMISSIONS, duration: FORM_TOKEN_TTL_MS / 1000 },
    whenRedisDown: 'allow',
    logger: options.logger,
  });
  return {
    consume: async (token) => (await limit.consume(token)).allowed,
    spent: async (token) => !(await limit.get(token)).allowed,
  };
}
