import argon2 from 'argon2';
import { staffPasswordProblem } from '@site/contracts';
import { LOCAL_ADMIN_PASSWORD } from '../config';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, ARGON2_OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the email is unknown, so both failures take the same time. */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0'));

const COMMON = new Set([
  'password1234',
  'changeme1234',
  'administrator',
  'qwertyuiop12',
  '123456789012',
  LOCAL_ADMIN_PASSWORD.toLowerCase(),
]);

/**
 * Why a password may not be a member of staff's, or undefined when it is fine: the contracts rule
 * (12 to 16 characters, three of lower case, upper case, digit and symbol), and not a well-known
 * one (the documented local password included).
 */
export function passwordProblem(password: string | undefined): string | undefined {
  const problem = staffPasswordProblem(password);
  if (problem) return problem;
  if (password && COMMON.has(password.toLowerCase())) return 'is a well-known password';
  return undefined;
}
