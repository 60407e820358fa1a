import type { StaffSettings } from './app';
import type { AuthConfig } from './config';
import type { ThrottleSettings } from './login/login-throttle';

export const throttleSettingsOf = (config: AuthConfig): ThrottleSettings => ({
  maxPairFailures: config.LOGIN_MAX_ACCOUNT_FAILURES,
  maxIpFailures: config.LOGIN_MAX_IP_FAILURES,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  lockoutSeconds: config.LOGIN_LOCKOUT_SECONDS,
  maxAccountFailures: config.LOGIN_MAX_ACCOUNT_FAILURES_ALL_ADDRESSES,
  accountWindowSeconds: config.LOGIN_ACCOUNT_WINDOW_SECONDS,
  accountGuardSeconds: config.LOGIN_ACCOUNT_GUARD_SECONDS,
  codeMailsPerAccount: config.LOGIN_CODE_MAILS_PER_ACCOUNT,
  maxCodeFailures: config.LOGIN_MAX_CODE_FAILURES,
});

export const staffSettingsOf = (config: AuthConfig): StaffSettings => ({
  verification: config.LOGIN_VERIFICATION === 'on',
  codeTtlSeconds: config.LOGIN_CODE_TTL_SECONDS,
  publicBaseUrl: config.PUBLIC_BASE_URL,
  passwordResetTtlMs: config.PASSWORD_RESET_TTL_MINUTES * 60_000,
  invitationTtlMs: config.INVITATION_TTL_DAYS * 24 * 3_600_000,
  passwordResetsPerAddress: config.PASSWORD_RESETS_PER_ADDRESS,
  passwordResetsPerMailbox: config.PASSWORD_RESETS_PER_MAILBOX,
});
