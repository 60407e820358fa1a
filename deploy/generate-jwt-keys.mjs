// The ES256 key pair of the admin tokens, in a directory (the compose `keys` job):
// jwt-private.pem (auth-service only), jwt-public.pem (every verifier) and jwt-public-previous.pem
// (the key signed with before the last rotation; empty when there is none). The `kid` is not stored:
// auth-service and every verifier derive it from the public key (service-kit `keyIdOf`).
//   node deploy/generate-jwt-keys.mjs [dir]           once: an existing pair is kept, so restarts
//                                                     never invalidate signed-in admins
//   node deploy/generate-jwt-keys.mjs [dir] --rotate  a new pair; the current public key becomes
//                                                     the previous one (docs/operations.md)
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const rotate = args.includes('--rotate');
const dir = args.find((arg) => !arg.startsWith('--')) ?? '/run/keys';
const privatePath = path.join(dir, 'jwt-private.pem');
const publicPath = path.join(dir, 'jwt-public.pem');
const previousPath = path.join(dir, 'jwt-public-previous.pem');

mkdirSync(dir, { recursive: true });
// Services always read the previous-key file (JWT_PREVIOUS_PUBLIC_KEY_FILE); empty means "none".
if (!existsSync(previousPath)) writeFileSync(previousPath, '', { mode: 0o644 });
const exists = existsSync(privatePath) && existsSync(publicPath);
if (exists && !rotate) {
  console.log(`keys exist in ${dir}; kept`);
  process.exit(0);
}
if (exists) renameSync(publicPath, previousPath);
const { privateKey, publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
// Public first: a verifier restarted now already accepts the new key before anything signs with it.
writeFileSync(publicPath, publicKey, { mode: 0o644 });
writeFileSync(privatePath, privateKey, { mode: 0o600 });
console.log(
  exists
    ? `rotated the ES256 key pair in ${dir}; the old public key is jwt-public-previous.pem`
    : `generated an ES256 key pair in ${dir}`,
);
