import type { AuthConfig } from './config';
import type { ThrottleSettings } from './login/login-throttle';

export const throttleSettingsOf = (config: AuthConfig): ThrottleSettings => ({
  maxAccountFailures: config.LOGIN_MAX_ACCOUNT_FAILURES,
  maxIpFailures: config.LOGIN_MAX_IP_FAILURES,
  windowSeconds: config.LOGIN_FAILURE_WINDOW_SECONDS,
  lockoutSeconds: config.LOGIN_LOCKOUT_SECONDS,
});
