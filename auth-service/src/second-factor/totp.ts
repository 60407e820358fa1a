import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { COMPANY } from '@site/contracts';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const DIGITS = 6;
/** A code of the previous or the next step is accepted too (clocks drift; a code typed as it changes). */
const WINDOW = 1;

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: COMPANY.brand, label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: DIGITS, period: PERIOD });

/** A new secret (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the set-up screen shows: the secret, its otpauth:// URI and that URI as a QR code (SVG data URL). */
export async function totpSetupOf(secret: string, email: string): Promise<{ secret: string; uri: string; qrCode: string }> {
  const uri = totpOf(secret, email).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a valid code belongs to, or undefined. The caller still refuses a step used before. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** A code for tests and the e2e helper's twin: never used by the service to accept anything. */
export const totpCodeAt = (secret: string, timestamp: number): string => totpOf(secret).generate({ timestamp });

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of two groups of five characters (about 49 bits each), e.g. `k7m2p-x9qrt`. */
export function newRecoveryCodes(): string[] {
  const one = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${one()}-${one()}`);
}

/** Recovery codes as typed: case, spaces and the hyphen do not matter. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Stored as SHA-256: the codes are random and long, so a fast hash is enough (no dictionary to try),
 * and lookups need no per-code salt.
 */
export const hashSecretCode = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A six-digit code for a mail (sign-in from a new device). */
export const newMailedCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** A random token for a mailed link or a challenge: 32 bytes, base64url (43 characters). */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');
