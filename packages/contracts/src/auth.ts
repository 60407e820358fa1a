import { z } from 'zod';
import { LIMITS } from './limits';
import { SECOND_STEP_REQUIRED, STAFF_ROLES, staffPasswordProblem, type SecondStepMethod, type StaffRole } from './staff';

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

/**
 * The spec's user info (section 3), plus what a member of staff is. `isAdmin` keeps the spec's
 * meaning for its screens: true for every role, since each may use the Admin Portal (/admin);
 * which other screens and calls a role may use is `role`'s (STAFF_SCREENS, STAFF_ROUTES).
 */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
  role: StaffRole;
  /** The account has an authenticator app (TOTP); every sign-in then asks for its code. */
  totpEnabled: boolean;
  /** An Owner without an authenticator: this session may only set one up, or sign out. */
  setupRequired: boolean;
}

const newPassword = requiredString().superRefine((value, ctx) => {
  const problem = staffPasswordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A single-use token from a mailed link (invitation, password reset): 43 base64url characters. */
const linkToken = requiredString().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid link');

/**
 * The second step of a sign-in (POST /api/users/login answers 401 SECOND_STEP_REQUIRED with this):
 * `totp` asks for the authenticator's code or a recovery code, `email` for the code mailed to the
 * account. While an account is guarded against guessing, every sign-in from an unknown device gets
 * this reply, whether its password was right or not: only a right one leads anywhere.
 */
export interface SecondStepReply {
  message: string;
  code: typeof SECOND_STEP_REQUIRED;
  requestId?: string;
  challenge: string;
  method: SecondStepMethod;
}

/** POST /api/users/login/verify: the challenge and the code (6 digits, or a recovery code). */
export const loginVerifySchema = z.strictObject({
  challenge: requiredString().regex(/^[A-Za-z0-9_-]{22,64}$/, 'is not a valid sign-in challenge'),
  code: requiredString()
    .trim()
    .min(6, 'must be the 6-digit code or a recovery code')
    .max(24, 'must be the 6-digit code or a recovery code'),
});
export type LoginVerifyRequest = z.infer<typeof loginVerifySchema>;

/** POST /api/users/password-reset: always the same 202 reply, whether or not the address has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: loginRequestSchema.shape.email });
export const PASSWORD_RESET_SENT =
  'If that address belongs to a member of staff, we have sent it a link to choose a new password. The link works once, within an hour.';

/** POST /api/users/password-reset/complete */
export const passwordResetSchema = z.strictObject({ token: linkToken, password: newPassword });

/** POST /api/users/invitations/lookup (what the invitation page shows) and .../accept (sets the password, signs in). */
export const invitationLookupSchema = z.strictObject({ token: linkToken });
export const invitationAcceptSchema = z.strictObject({
  token: linkToken,
  name: z.string().trim().min(1, 'is required').max(100),
  password: newPassword,
});
export interface InvitationDetails {
  email: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: string;
}

/** POST /api/admin/team/invitations */
export const invitationRequestSchema = z.strictObject({
  email: loginRequestSchema.shape.email,
  name: z.string().trim().min(1, 'is required').max(100),
  role: z.enum(STAFF_ROLES, 'must be one of owner, editor, sales'),
});
export type InvitationRequest = z.infer<typeof invitationRequestSchema>;

/** PUT /api/admin/team/members/:id/role */
export const roleChangeSchema = z.strictObject({ role: z.enum(STAFF_ROLES, 'must be one of owner, editor, sales') });

/** The delivery of a staff mail as the worker reported it. */
export type StaffMailStatus = 'pending' | 'sent' | 'failed';

export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface TeamInvitation {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  mailStatus: StaffMailStatus;
}

/** GET /api/admin/team */
export interface TeamReply {
  status: 'success';
  data: { members: TeamMember[]; invitations: TeamInvitation[] };
}

/** GET /api/users/me: the caller's own account. */
export interface AccountReply {
  status: 'success';
  data: TeamMember & { recoveryCodesLeft: number; setupRequired: boolean };
}

/** POST /api/users/me/totp: a new secret to confirm with a code (the QR code is an SVG data URL). */
export interface TotpSetupReply {
  status: 'success';
  data: { secret: string; uri: string; qrCode: string };
}

/** POST /api/users/me/totp/confirm */
export const totpConfirmSchema = z.strictObject({ code: requiredString().trim().regex(/^\d{6}$/, 'must be the 6-digit code') });

/** The recovery codes, shown once (confirm and POST /api/users/me/recovery-codes); with a fresh session after confirming. */
export interface RecoveryCodesReply {
  status: 'success';
  data: { recoveryCodes: string[]; user?: UserInfo };
}

/** JWT claims shared by the auth-service (issuer) and every verifier. */
export const JWT_ISSUER = 'auth-service';
export const JWT_AUDIENCE = 'site-admin';
export const JWT_ALGORITHM = 'ES256';
