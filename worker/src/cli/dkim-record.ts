/**
 * Prints the DNS TXT record of the worker's DKIM key, for the domain's DNS zone:
 *   npm run dkim-record                     (the local install's key, generated once by npm start)
 *   node worker/dist/cli/dkim-record.js     (in a worker container: the key of its environment)
 * It reads the worker's own configuration (DKIM_PRIVATE_KEY, DKIM_SELECTOR, DKIM_DOMAIN, MAIL_FROM),
 * so the record is the one for exactly the key and selector the worker signs with.
 */
import { dkimSettingsOf, readConfig } from '../config';
import { dkimDnsRecord, zoneLine } from '../mail/dkim';

export function dkimRecordLines(env: Record<string, string | undefined>): string[] {
  const config = readConfig(env);
  const settings = dkimSettingsOf(config);
  if (!settings) {
    throw new Error(
      config.DKIM_SIGNING === 'relay'
        ? 'DKIM_SIGNING=relay: the SMTP relay signs, publish the record your relay gives you'
        : 'no DKIM_PRIVATE_KEY: the worker does not sign (npm start generates .local/secrets/dkim-private.pem)',
    );
  }
  const record = dkimDnsRecord(settings);
  return [
    `# DKIM public key of selector "${settings.keySelector}" for ${settings.domainName} (docs/operations.md, Mail authentication)`,
    `# name:  ${record.name}`,
    `# type:  TXT`,
    `# value: ${record.value}`,
    zoneLine(record),
  ];
}

if (require.main === module) {
  try {
    console.log(dkimRecordLines(process.env).join('\n'));
  } catch (err) {
    console.error(`dkim-record: ${(err as Error).message}`);
    process.exit(1);
  }
}
