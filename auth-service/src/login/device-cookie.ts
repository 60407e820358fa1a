import { randomBytes } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { JWT_ALGORITHM, JWT_ISSUER } from '@site/contracts';
import type { SigningKeys } from '../tokens/signing-keys';

export const DEVICE_COOKIE_NAME = 'nw_login_device';
/** Sent only to the sign-in call: no other request carries it. */
export const DEVICE_COOKIE_PATH = '/api/users/login';
const DEVICE_AUDIENCE = 'login-device';

export interface DeviceCookies {
  readonly maxAgeSeconds: number;
  /** A device cookie value for this account and device (signed). */
  issue(email: string, deviceId: string): string;
  /** The device id, when the value is a valid, unexpired device cookie of this very account. */
  deviceIdOf(value: string | undefined, email: string): string | undefined;
}

/**
 * OWASP's device cookie: after a successful sign-in the browser keeps a signed
 * (account, device id) pair; the throttle then judges that browser by its own failures only. Signed
 * with the auth-service's ES256 key (another audience than admin tokens, so it is never a token).
 */
export function createDeviceCookies(keys: SigningKeys, maxAgeSeconds: number): DeviceCookies {
  const verifying = [keys.publicKey, keys.previousPublicKey].filter((key): key is string => !!key);
  return {
    maxAgeSeconds,
    issue: (email, deviceId) =>
      jwt.sign({ did: deviceId }, keys.privateKey, {
        algorithm: JWT_ALGORITHM,
        issuer: JWT_ISSUER,
        audience: DEVICE_AUDIENCE,
        subject: email,
        expiresIn: maxAgeSeconds,
      }),
    deviceIdOf: (value, email) => {
      if (!value) return undefined;
      for (const key of verifying) {
        try {
          const payload = jwt.verify(value, key, {
            algorithms: [JWT_ALGORITHM],
            issuer: JWT_ISSUER,
            audience: DEVICE_AUDIENCE,
            subject: email,
          });
          if (typeof payload !== 'string' && typeof payload.did === 'string') return payload.did;
        } catch {
          // Not signed by this key, expired or another account's: try the next key, else no device.
        }
      }
      return undefined;
    },
  };
}

/** A new device id (a browser that has not signed in to this account before). */
export const newDeviceId = (): string => randomBytes(16).toString('base64url');
