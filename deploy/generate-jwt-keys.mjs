// Creates the ES256 key pair of the admin tokens in a directory, once (the compose `keys` job):
// jwt-private.pem (auth-service only), jwt-public.pem (every verifier), jwt-key-id.
// An existing pair is kept, so restarts never invalidate signed-in admins.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '/run/keys';
const privatePath = path.join(dir, 'jwt-private.pem');
const publicPath = path.join(dir, 'jwt-public.pem');
if (existsSync(privatePath) && existsSync(publicPath)) {
  console.log(`keys exist in ${dir}; kept`);
  process.exit(0);
}
mkdirSync(dir, { recursive: true });
const { privateKey, publicKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
writeFileSync(privatePath, privateKey, { mode: 0o600 });
writeFileSync(publicPath, publicKey, { mode: 0o644 });
writeFileSync(path.join(dir, 'jwt-key-id'), createHash('sha256').update(publicKey).digest('hex').slice(0, 16));
console.log(`generated an ES256 key pair in ${dir}`);
