import type { Redis } from 'ioredis';
import type { SecondStepMethod } from '@site/contracts';
import { newLinkToken } from '../second-factor/totp';

/** A sign-in waiting for its second step (kept in Redis, shared by every instance). */
export interface SignInChallenge {
  /** Null for an address with no account: the step then never succeeds, and the reply said nothing. */
  userId: string | null;
  email: string;
  method: SecondStepMethod;
  /**
   * False for a wrong password while the account was guarded against guessing: the reply looked
   * the same as for a right one, but no code can ever complete this challenge.
   */
  passwordOk: boolean;
  /** The SHA-256 of the mailed code (method email). */
  codeHash: string | null;
  /** The device id of a known device (kept), else null (a new one is made on success). */
  deviceId: string | null;
  wrongCodes: number;
}

/** Wrong codes one challenge takes before it is dropped (the account's own limit counts as well). */
export const CODES_PER_CHALLENGE = 5;

export interface SignInChallenges {
  start(challenge: Omit<SignInChallenge, 'wrongCodes'>, ttlSeconds: number): Promise<string>;
  get(id: string): Promise<SignInChallenge | undefined>;
  /** Counts a wrong code; drops the challenge at CODES_PER_CHALLENGE. */
  wrongCode(id: string, challenge: SignInChallenge): Promise<void>;
  /** Single use: true for the one caller that ends it. */
  end(id: string): Promise<boolean>;
}

export function createSignInChallenges(redis: Redis, prefix: string): SignInChallenges {
  const key = (id: string) => `${prefix}:sign-in-challenge:${id}`;
  return {
    async start(challenge, ttlSeconds) {
      const id = newLinkToken();
      await redis.set(key(id), JSON.stringify({ ...challenge, wrongCodes: 0 }), 'EX', ttlSeconds);
      return id;
    },
    async get(id) {
      const raw = await redis.get(key(id));
      return raw ? (JSON.parse(raw) as SignInChallenge) : undefined;
    },
    async wrongCode(id, challenge) {
      const wrongCodes = challenge.wrongCodes + 1;
      if (wrongCodes >= CODES_PER_CHALLENGE) await redis.del(key(id));
      else await redis.set(key(id), JSON.stringify({ ...challenge, wrongCodes }), 'KEEPTTL');
    },
    async end(id) {
      return (await redis.del(key(id))) === 1;
    },
  };
}
