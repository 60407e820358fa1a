// `npm run dkim-record`: prints the DNS TXT record of the worker's DKIM key (docs/operations.md, Mail
// authentication). Locally the key is the install's (.local/secrets/dkim-private.pem, generated on
// first use like the other secrets; DKIM_PRIVATE_KEY in the environment wins), and the record is
// printed by the worker's own command (worker/src/cli/dkim-record.ts, after `npm run build`), which
// reads the worker's configuration: DKIM_SELECTOR, DKIM_DOMAIN or the domain of MAIL_FROM.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './lib/run.mjs';
import { ensureLocalSecrets } from './lib/system.mjs';

const cli = path.join(ROOT, 'worker', 'dist', 'cli', 'dkim-record.js');
if (!existsSync(cli)) {
  console.error('dkim-record: the worker is not built; run `npm run build` first');
  process.exit(1);
}
const { dkimPrivateKey } = ensureLocalSecrets();
process.exit(await run(process.execPath, [cli], { env: { ...process.env, DKIM_PRIVATE_KEY: dkimPrivateKey } }));
