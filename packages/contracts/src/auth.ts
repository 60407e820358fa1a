import { z } from 'zod';
import { LIMITS } from './limits';

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().min(1, 'is required').max(LIMITS.loginEmail).pipe(z.email('must be a valid email address')),
  password: z.string().min(1, 'is required').max(LIMITS.loginPassword),
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
