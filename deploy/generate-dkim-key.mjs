// The worker's DKIM signing key (docs/decisions/ops.md O17): a 2048-bit RSA private key (PKCS#8 PEM),
// made once. `npm start` keeps it in .local/secrets (scripts/lib/system.mjs); the compose `keys` job
// writes it to the `dkim-key` volume, which only the worker mounts:
//   node deploy/generate-dkim-key.mjs [dir]     once: an existing key is kept (its DNS record stays true)
// `npm run dkim-record` (the worker's command) prints the DNS TXT record to publish for it.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A new 2048-bit RSA private key, PKCS#8 PEM. */
export const newDkimKey = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;

if (import.meta.main) {
  const dir = process.argv[2] ?? '/run/dkim';
  const file = path.join(dir, 'dkim-private.pem');
  mkdirSync(dir, { recursive: true });
  if (existsSync(file)) {
    console.log(`the DKIM key exists in ${dir}; kept`);
  } else {
    writeFileSync(file, newDkimKey(), { mode: 0o600 });
    console.log(`generated a DKIM key in ${dir}`);
  }
}
