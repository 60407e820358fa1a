import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from './app-error';
import { ConfigError } from './config';
import { INTERNAL_TOKEN_HEADER } from './internal-client';

/** The local default of `INTERNAL_TOKEN` (public, in the code): refused outside development and test. */
export const LOCAL_INTERNAL_TOKEN = 'local-internal-token-for-development-and-tests-only';

/**
 * `INTERNAL_TOKEN`, the secret every service shares for `/internal/*` (generated once per install by
 * `npm start` in `.local/`, set in `.env` for compose). Spread into a service's config schema, and
 * check the loaded config with `assertInternalToken`.
 */
export const internalTokenEnv = {
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters').default(LOCAL_INTERNAL_TOKEN),
};

/** Stops the boot when a service outside development and test would use the public local default. */
export function assertInternalToken(service: string, config: { NODE_ENV: string; INTERNAL_TOKEN: string }): void {
  if (config.NODE_ENV === 'development' || config.NODE_ENV === 'test') return;
  if (config.INTERNAL_TOKEN === LOCAL_INTERNAL_TOKEN)
    throw new ConfigError(service, ['INTERNAL_TOKEN: is required outside development and test (a random secret of 32+ characters, the same for every service)']);
}

/**
 * Guards `/internal/*`: only a caller holding the service credential gets past (compared in
 * constant time). Anyone else who reaches a service port gets 401, the same for a missing or a
 * wrong credential.
 */
export function requireInternalToken(token: string): RequestHandler {
  const expected = Buffer.from(token);
  return (req, _res, next) => {
    const given = Buffer.from(req.get(INTERNAL_TOKEN_HEADER) ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError({ status: 401, code: 'INTERNAL_ONLY', message: 'Service credential required' });
    }
    next();
  };
}
