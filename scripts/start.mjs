// `npm start` (after `npm run build`): the whole system on this machine at http://localhost:8080.
// PostgreSQL and Redis come from DATABASE_URL/REDIS_URL (local defaults); S3 and SMTP are embedded
// (s3rver, maildev) unless S3_ENDPOINT/SMTP_URL point elsewhere. Ctrl-C stops everything.
import { launch, prepare } from './lib/launch.mjs';
import { DEFAULT_PORTS, allServicesHealthy, redact, resolveSettings, waitForHttp } from './lib/system.mjs';

const gatewayPort = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORTS.gateway;
if (!Number.isInteger(gatewayPort) || gatewayPort <= 0 || gatewayPort > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const settings = resolveSettings({ ports: { ...DEFAULT_PORTS, gateway: gatewayPort } });

let keys;
try {
  keys = await prepare(settings);
} catch (err) {
  console.error(`\nnpm start: ${err.message}`);
  process.exit(1);
}

const system = launch(settings, keys);
const site = `http://localhost:${gatewayPort}`;

const health = `http://127.0.0.1:${settings.ports.gatewayOps}/healthz`;
waitForHttp(health, { timeoutMs: 180_000, isAlive: system.isAlive, accept: allServicesHealthy }).then(
  () => {
    const lines = [
      `site        ${site}`,
      `health      ${health} (every service; with /metrics on the same port, never on the site's)`,
      `database    ${redact(settings.databaseUrl)}`,
      `redis       ${redact(settings.redisUrl)} (prefix ${settings.redisPrefix})`,
      settings.s3Embedded ? `s3 (s3rver) ${settings.s3.endpoint}, files in .local/s3` : `s3          ${settings.s3.endpoint}`,
      settings.smtpEmbedded ? `mails       read them at ${settings.mailWebUrl} (maildev; REST: ${settings.mailWebUrl}/email)` : `smtp        ${redact(settings.smtpUrl)}`,
      `admin       ${settings.admin.email} (password from ADMIN_PASSWORD, see README)`,
      'Ctrl-C stops everything.',
    ];
    console.log(`\n${lines.map((l) => `  ${l}`).join('\n')}\n`);
  },
  (err) => console.error(`\nnpm start: not every service is healthy yet: ${err.message}`),
);

// concurrently forwards these to every child; a stop we were asked for is a clean exit.
let stopRequested = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => (stopRequested = true));

const { ok } = await system.finished;
console.log(stopRequested ? 'stopped' : 'all processes exited');
process.exit(ok || stopRequested ? 0 : 1);
