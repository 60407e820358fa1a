import { z } from 'zod';
import { LIMITS } from './limits';

/** "is required" when the field is absent, rather than zod's type message. */
const requiredString = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') });

export const loginRequestSchema = z.strictObject({
  email: requiredString()
    .trim()
    .min(1, 'is required')
    .max(LIMITS.loginEmail)
    .pipe(z.email('must be a valid email address')),
  password: requiredString().min(1, 'is required').max(LIMITS.loginPassword),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
}

/** JWT claims shared by the auth-service (issuer) and every verifier. */
export const JWT_ISSUER = 'auth-service';
export const JWT_AUDIENCE = 'site-admin';
export const JWT_ALGORITHM = 'ES256';
