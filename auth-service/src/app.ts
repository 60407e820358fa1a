import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import {
  adminKeySetOf,
  createAdminSessions,
  createMetrics,
  createRateLimit,
  createServiceApp,
  type Logger,
  type Metrics,
} from '@site/service-kit';
import { createAccountRouter } from './account/account-router';
import { AccountService } from './account/account-service';
import { PasswordChange } from './account/password-change';
import { createActivityRouter } from './activity/activity-router';
import { SignInAuditRepository } from './audit/sign-in-audit-repository';
import { TeamAuditRepository } from './audit/team-audit-repository';
import { DevicesRepository } from './devices/devices-repository';
import { createDeviceCookies } from './login/device-cookie';
import { createLoginRouter } from './login/login-router';
import { LoginService } from './login/login-service';
import { LoginThrottle, type ThrottleSettings } from './login/login-throttle';
import { createSignInChallenges } from './login/sign-in-challenges';
import { createMailDeliveryRouter } from './mail/mail-delivery-router';
import { StaffMailOutbox } from './mail/staff-mail-outbox';
import { PasswordResetService } from './recovery/password-reset-service';
import { RecoveryCodesRepository } from './second-factor/recovery-codes-repository';
import { createTeamRouter } from './team/team-router';
import { TeamService } from './team/team-service';
import type { SigningKeys } from './tokens/signing-keys';
import { createTokenSigner } from './tokens/token-signer';
import { UsersRepository } from './users/users-repository';

/** What staff accounts need beyond the throttle (config keys in src/config.ts). */
export interface StaffSettings {
  /** LOGIN_VERIFICATION on: unknown devices need the mailed code, an Owner needs an authenticator. */
  verification: boolean;
  codeTtlSeconds: number;
  /** PUBLIC_BASE_URL: where the links in mails point. */
  publicBaseUrl: string;
  passwordResetTtlMs: number;
  invitationTtlMs: number;
  passwordResetsPerAddress: number;
  passwordResetsPerMailbox: number;
}

export const DEFAULT_STAFF_SETTINGS: StaffSettings = {
  verification: true,
  codeTtlSeconds: 600,
  publicBaseUrl: 'http://localhost:8080',
  passwordResetTtlMs: 60 * 60_000,
  invitationTtlMs: 7 * 24 * 3_600_000,
  passwordResetsPerAddress: 5,
  passwordResetsPerMailbox: 3,
};

export interface AuthAppDeps {
  dataSource: DataSource;
  redis: Redis;
  /** Prefix of every Redis key (REDIS_PREFIX). */
  redisPrefix: string;
  logger: Logger;
  keys: SigningKeys;
  tokenTtlSeconds: number;
  throttle: ThrottleSettings;
  staff?: Partial<StaffSettings>;
  /** The service credential `/internal/*` requires (INTERNAL_TOKEN): the worker's delivery reports. */
  internalToken: string;
  /** After a staff mail is stored: the outbox relay publishes it now (main.ts). */
  onMailQueued?: () => void;
  /** Lifetime of the device cookie of a browser that signed in (default 30 days). */
  deviceCookieMaxAgeSeconds?: number;
  metrics?: Metrics;
}

const DEFAULT_DEVICE_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Staff accounts: sign-in and its second step, sessions, password resets, invitations, the team,
 * one's own authenticator, and the sign-in and team parts of the activity log. No state of its own:
 * accounts in PostgreSQL, throttles, challenges and sessions in Redis.
 */
export function createApp(deps: AuthAppDeps): Express {
  const { dataSource, redis, logger, keys, redisPrefix } = deps;
  const staff = { ...DEFAULT_STAFF_SETTINGS, ...deps.staff };
  const sessions = createAdminSessions(redis, redisPrefix);
  // Staff routes verify tokens as every other service does: this service's own keys, the shared sessions.
  const adminKeys = adminKeySetOf({ JWT_PUBLIC_KEY: keys.publicKey, JWT_PREVIOUS_PUBLIC_KEY: keys.previousPublicKey });
  if (!adminKeys) throw new Error('auth-service: no public key to verify its own tokens');
  const adminAuth = { keys: adminKeys, sessions };
  const metrics = deps.metrics ?? createMetrics('auth-service');
  const attempts = metrics.counter('auth_login_attempts_total', 'Sign-in attempts by outcome', ['outcome']);
  const users = new UsersRepository(dataSource);
  const signInAudit = new SignInAuditRepository(dataSource);
  const throttle = new LoginThrottle(redis, redisPrefix, deps.throttle);
  const deviceCookies = createDeviceCookies(keys, deps.deviceCookieMaxAgeSeconds ?? DEFAULT_DEVICE_COOKIE_SECONDS);
  const login = new LoginService({
    dataSource,
    users,
    devices: new DevicesRepository(dataSource),
    recoveryCodes: new RecoveryCodesRepository(dataSource),
    audit: signInAudit,
    throttle,
    challenges: createSignInChallenges(redis, redisPrefix),
    signer: createTokenSigner(keys, deps.tokenTtlSeconds),
    sessions,
    deviceCookies,
    settings: { verification: staff.verification, codeTtlSeconds: staff.codeTtlSeconds },
    logger,
    onMailQueued: deps.onMailQueued,
    onAttempt: (outcome) => attempts.inc({ outcome }),
  });
  const accounts = new AccountService({ dataSource, sessions, login });
  const passwords = new PasswordChange({
    dataSource,
    sessions,
    throttle,
    publicBaseUrl: staff.publicBaseUrl,
    onMailQueued: deps.onMailQueued,
  });
  const team = new TeamService({
    dataSource,
    sessions,
    login,
    signInAudit,
    publicBaseUrl: staff.publicBaseUrl,
    invitationTtlMs: staff.invitationTtlMs,
    onMailQueued: deps.onMailQueued,
  });
  const hourly = (name: string, points: number) =>
    createRateLimit({ redis, prefix: redisPrefix, rule: { name, points, duration: 3600 } });
  const resets = new PasswordResetService({
    dataSource,
    passwords,
    deviceCookies,
    perAddress: hourly('password-reset-address', staff.passwordResetsPerAddress),
    perMailbox: hourly('password-reset-mailbox', staff.passwordResetsPerMailbox),
    publicBaseUrl: staff.publicBaseUrl,
    ttlMs: staff.passwordResetTtlMs,
    onMailQueued: deps.onMailQueued,
  });
  return createServiceApp({
    name: 'auth-service',
    logger,
    metrics,
    jsonLimit: '10kb',
    internalToken: deps.internalToken,
    readiness: {
      postgres: () => dataSource.query('SELECT 1'),
      redis: () => redis.ping(),
    },
    routes: (app) => {
      app.use(createLoginRouter({ login, resets, team, keys, adminAuth }));
      app.use(createAccountRouter(accounts, adminAuth));
      app.use(createTeamRouter(team, users, adminAuth));
      app.use(createActivityRouter(signInAudit, new TeamAuditRepository(dataSource), adminAuth));
      app.use(createMailDeliveryRouter(new StaffMailOutbox(dataSource)));
    },
  });
}
