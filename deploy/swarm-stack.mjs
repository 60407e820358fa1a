// The Swarm stack file, derived from docker-compose.yml (one source for the stack):
//   docker compose build && node deploy/swarm-stack.mjs > stack.yml && docker stack deploy -c stack.yml northwire
// Options (after the script name): --env-file <file> (default .env, as compose reads it),
// --endpoint-mode vip|dnsrr (default vip; dnsrr where the kernel has no IPVS, as on this project's CI
// machines), --out <file> (default: standard output).
// `docker compose config` resolves what `docker stack deploy` would not: the .env file (stack deploy
// reads none), anchors and merge keys. Then, for a Swarm:
// - `build`, `depends_on` (the long form with conditions is compose-only), `restart` and
//   `container_name` go: a Swarm restarts tasks by `deploy.restart_policy` and orders nothing, so
//   every service waits for what it needs itself (the services retry PostgreSQL and Redis at start,
//   and the restart policy starts them again until they are up).
// - published ports use `mode: host`: the client address reaches nginx as is (the routing mesh would
//   replace it with its own), and the ingress network needs IPVS, which some kernels lack.
// - `deploy.endpoint_mode` is set on every service (dnsrr: service names resolve to the tasks).
// - the one-shot `keys` job keeps its `deploy.restart_policy` (on-failure, at most 3 attempts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The compose file as `docker compose config` resolves it, as an object. */
export function resolvedCompose({ envFile, projectName = 'northwire-site', cwd = ROOT } = {}) {
  const args = ['compose', '--project-directory', cwd, '-f', path.join(cwd, 'docker-compose.yml'), '-p', projectName];
  if (envFile) args.push('--env-file', envFile);
  return JSON.parse(execFileSync('docker', [...args, 'config', '--format', 'json'], { encoding: 'utf8', cwd }));
}

/** `value` without its null fields (compose config writes `command: null`, which stack deploy refuses). */
const withoutNulls = (value) =>
  Array.isArray(value)
    ? value.map(withoutNulls)
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null).map(([k, v]) => [k, withoutNulls(v)]))
      : value;

/** The stack file object for `docker stack deploy`, from a resolved compose object. */
export function toStack(compose, { endpointMode = 'vip' } = {}) {
  const services = {};
  for (const [name, original] of Object.entries(compose.services)) {
    const service = withoutNulls(original);
    const { build: _build, depends_on: _dependsOn, restart: _restart, container_name: _containerName, pull_policy: _pull, ...rest } = service;
    const out = { ...rest };
    if (!out.image) throw new Error(`swarm-stack: service ${name} has no image name (a Swarm cannot build)`);
    if (out.ports) out.ports = out.ports.map((port) => ({ ...port, published: Number(port.published), mode: 'host' }));
    out.deploy = { ...out.deploy, endpoint_mode: endpointMode };
    // compose config writes networks as { default: null }; the stack schema wants an object or a list.
    if (original.networks) out.networks = Object.keys(original.networks);
    services[name] = out;
  }
  const stack = { version: '3.9', services };
  if (compose.volumes) stack.volumes = Object.fromEntries(Object.keys(compose.volumes).map((v) => [v, {}]));
  if (compose.networks) stack.networks = Object.fromEntries(Object.keys(compose.networks).map((n) => [n, { driver: 'overlay', attachable: true }]));
  return stack;
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const endpointMode = option('--endpoint-mode') ?? 'vip';
  if (!['vip', 'dnsrr'].includes(endpointMode)) {
    console.error('swarm-stack: --endpoint-mode is vip or dnsrr');
    process.exit(2);
  }
  const stack = toStack(resolvedCompose({ envFile: option('--env-file') }), { endpointMode });
  const text = `# Derived from docker-compose.yml by deploy/swarm-stack.mjs; do not edit, derive again.\n${stringify(stack, { lineWidth: 0 })}`;
  const out = option('--out');
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
}
