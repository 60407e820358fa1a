import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import draft07 from 'ajv/dist/refs/json-schema-draft-07.json';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');

interface Healthcheck {
  test?: string | string[];
  disable?: boolean;
}
interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string; args?: Record<string, string> };
  ports?: unknown[];
  expose?: unknown[];
  container_name?: string;
  command?: string | string[];
  restart?: string;
  environment?: Record<string, string>;
  healthcheck?: Healthcheck;
  depends_on?: Record<string, { condition: string }> | string[];
  volumes?: string[];
  user?: string;
  deploy?: {
    update_config?: Record<string, unknown>;
    restart_policy?: Record<string, unknown>;
    resources?: { limits?: { memory?: string } };
  };
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

// YAML anchors and merge keys (<<) resolved, as docker compose reads the file.
const compose = parse(composeText, { merge: true }) as ComposeFile;
const services = compose.services;
/** Jobs that run once and exit (started through service_completed_successfully). */
const oneShot = (s: ComposeService) => s.restart === 'no';
const longRunning = Object.entries(services).filter(([, s]) => !oneShot(s));

const NODE_SERVICES = ['gateway', 'content-service', 'auth-service', 'forms-service', 'upload-service', 'worker'];

const dockerfile = (name: string) => readFileSync(path.join(ROOT, 'deploy', name), 'utf8');
/** A Dockerfile's stages by name (`FROM ... AS <name>`), each with its instruction lines (continuations joined). */
function stages(text: string): Record<string, string[]> {
  const lines = text.replace(/\\\n/g, ' ').split('\n').filter((l) => l.trim() && !l.trim().startsWith('#'));
  const out: Record<string, string[]> = {};
  let current = '';
  for (const line of lines) {
    const from = /^FROM \S+ AS (\S+)/.exec(line);
    if (from) current = from[1]!;
    else if (current) (out[current] ??= []).push(line.trim().replace(/\s+/g, ' '));
  }
  return out;
}

describe('docker-compose.yml', () => {
  it('when validated against the Compose specification schema bundled with dclint, then it has no errors', () => {
    const schemaPath = path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
    const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    // The schema names draft-07 by its https address; register Ajv's bundled draft-07 meta-schema under it.
    ajv.addMetaSchema({ ...draft07, $id: 'https://json-schema.org/draft-07/schema' });
    const validate = ajv.compile(schema);
    // The raw document (merge keys included) is what the schema describes.
    const valid = validate(parse(composeText, { merge: true }));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('when the stack is listed, then it has nginx, the gateway, the four services, the worker, the site, postgres 16, redis 7, minio and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      [...NODE_SERVICES, 'site', 'nginx', 'postgres', 'redis', 'minio', 'mailpit', 'keys'].sort(),
    );
    expect(services.postgres?.image).toMatch(/^postgres:16/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
  });

  it('when ports are published, then only nginx publishes one, HTTP_PORT (8080) to its port 80', () => {
    const publishing = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(publishing.map(([name]) => name)).toEqual(['nginx']);
    expect(services.nginx?.ports).toEqual(['${HTTP_PORT:-8080}:80']);
  });

  it('when a service is scaled (--scale content-service=3), then nothing pins a container name', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, container_name: service.container_name }).toEqual({ name, container_name: undefined });
    }
  });

  it('when any long-running service starts, then it has a healthcheck, stated once: by its image (deploy/Dockerfile) for the images built here, by the compose file for the others', () => {
    const built = stages(dockerfile('Dockerfile'));
    for (const [name, service] of longRunning) {
      expect({ name, disabled: service.healthcheck?.disable ?? false }).toEqual({ name, disabled: false });
      const target = service.build?.target;
      if (target) {
        const fromImage = (built[target] ?? []).filter((line) => line.startsWith('HEALTHCHECK '));
        expect({ name, target, imageHealthchecks: fromImage.length, composeHealthcheck: service.healthcheck }).toEqual({
          name,
          target,
          imageHealthchecks: 1,
          composeHealthcheck: undefined,
        });
      } else {
        const test = service.healthcheck?.test;
        expect({ name, hasTest: Array.isArray(test) ? test.length > 1 : typeof test === 'string' && test.length > 0 }).toEqual({ name, hasTest: true });
      }
    }
  });

  it('when a service depends on another, then it waits for it to be healthy (or for a one-shot job to succeed)', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = service.depends_on ?? {};
      expect({ name, longForm: !Array.isArray(deps) }).toEqual({ name, longForm: true });
      for (const [dep, { condition }] of Object.entries(deps as Record<string, { condition: string }>)) {
        const target = services[dep];
        expect({ name, dep, exists: Boolean(target) }).toEqual({ name, dep, exists: true });
        const expected = target && oneShot(target) ? 'service_completed_successfully' : 'service_healthy';
        expect({ name, dep, condition }).toEqual({ name, dep, condition: expected });
      }
    }
  });

  it('when the one-shot jobs are listed, then each one is something another service waits for', () => {
    const jobs = Object.entries(services).filter(([, s]) => oneShot(s)).map(([name]) => name);
    for (const job of jobs) {
      const waiters = Object.values(services).filter((s) => !Array.isArray(s.depends_on) && s.depends_on?.[job]);
      expect({ job, waited: waiters.length > 0 }).toEqual({ job, waited: true });
    }
  });

  it('when redis starts, then it never evicts keys and keeps an append-only file', () => {
    const command = services.redis?.command;
    const args = Array.isArray(command) ? command.join(' ') : String(command);
    expect(args).toMatch(/--maxmemory-policy noeviction/);
    expect(args).toMatch(/--appendonly yes/);
    expect(services.redis?.volumes).toEqual(['redis-data:/data']);
  });

  it('when the Node services are built, then each uses the one Dockerfile\'s service target with its own workspace, a named image, and the wiring of the brief', () => {
    for (const name of NODE_SERVICES) {
      const service = services[name]!;
      expect({ name, build: service.build, image: service.image }).toEqual({
        name,
        build: { context: '.', dockerfile: 'deploy/Dockerfile', target: 'service', args: { WORKSPACE: name } },
        image: `northwire/${name}:\${IMAGE_TAG:-local}`,
      });
      const env = service.environment ?? {};
      // The password travels as PGPASSWORD, never inside the URL (a / or @ in it would break the URL).
      expect(env.DATABASE_URL).toBe('postgres://site@postgres:5432/site');
      expect(env.PGPASSWORD).toBe('${POSTGRES_PASSWORD:-site-local-only}');
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.JWT_PUBLIC_KEY_FILE).toBe('/run/keys/jwt-public.pem');
      expect(env.JWT_PREVIOUS_PUBLIC_KEY_FILE).toBe('/run/keys/jwt-public-previous.pem');
      expect(env.NODE_ENV).toBe('production');
    }
    expect(services.gateway?.environment).toMatchObject({
      PORT: '8080',
      CONTENT_URL: 'http://content-service:4001',
      AUTH_URL: 'http://auth-service:4002',
      FORMS_URL: 'http://forms-service:4003',
      UPLOAD_URL: 'http://upload-service:4004',
    });
    expect(services['auth-service']?.environment).toMatchObject({ JWT_PRIVATE_KEY_FILE: '/run/keys/jwt-private.pem' });
    expect(services['upload-service']?.environment).toMatchObject({ S3_ENDPOINT: 'http://minio:9000' });
    expect(services.worker?.environment?.SMTP_URL).toMatch(/mailpit:1025/);
    // Only auth-service holds the signing key.
    const withPrivateKey = Object.entries(services).filter(([, s]) => s.environment && 'JWT_PRIVATE_KEY_FILE' in s.environment);
    expect(withPrivateKey.map(([name]) => name)).toEqual(['auth-service']);
  });

  it('when the services are deployed to a Swarm, then each long-running Node service updates one task at a time, new before old, rolls back on failure, restarts with a pause and has a memory limit; the key job never loops', () => {
    for (const name of [...NODE_SERVICES, 'site']) {
      const deploy = services[name]?.deploy;
      expect({ name, update: deploy?.update_config, restart: deploy?.restart_policy, memory: deploy?.resources?.limits?.memory }).toEqual({
        name,
        update: { parallelism: 1, order: 'start-first', failure_action: 'rollback', monitor: '30s' },
        restart: { condition: 'any', delay: '5s' },
        memory: expect.stringMatching(/^\d+M$/),
      });
    }
    // nginx binds a host port: the old task must stop first.
    expect(services.nginx?.deploy?.update_config?.order).toBe('stop-first');
    expect(services.keys?.deploy?.restart_policy).toEqual({ condition: 'on-failure', max_attempts: 3 });
  });

  it('when the nginx image is built, then it ships every file nginx.conf includes beside it', () => {
    const nginxDir = path.join(ROOT, 'deploy', 'nginx');
    const included = new Set<string>();
    const visit = (file: string) => {
      for (const [, name] of readFileSync(path.join(nginxDir, file), 'utf8').matchAll(/^\s*include (\S+);/gm)) {
        // mime.types comes with the nginx image.
        if (name === 'mime.types' || included.has(name!)) continue;
        included.add(name!);
        visit(name!);
      }
    };
    visit('nginx.conf');
    expect([...included].sort()).toEqual([
      'api-proxy.conf',
      'canonical-redirect.conf',
      'gateway-proxy.conf',
      'microcache.conf',
      'page-aliases.conf',
      'page-view.conf',
      'proxy-headers.conf',
      'real-ip.conf',
      'rendered-page.conf',
      'security-headers.conf',
    ]);
    const nginxStage = stages(dockerfile('Dockerfile')).nginx ?? [];
    const shipped = nginxStage.filter((l) => l.startsWith('COPY deploy/nginx/') && l.endsWith(' /etc/nginx/')).flatMap((l) => l.split(/\s+/).slice(1, -1));
    expect(shipped.map((f) => path.basename(f)).sort()).toEqual([...included].sort());
    expect(services.nginx?.build).toEqual({ context: '.', dockerfile: 'deploy/Dockerfile', target: 'nginx', args: { SITE_URL: '${SITE_URL:-http://localhost:8080}' } });
  });

  it('when the site is built, then it is the service target for the frontend workspace, and the gateway sends pages to it', () => {
    const site = services.site!;
    // No command of its own: the image's `node $WORKSPACE/dist/main.js` is the site process (frontend/server).
    expect({ build: site.build, command: site.command }).toEqual({
      build: { context: '.', dockerfile: 'deploy/Dockerfile', target: 'service', args: { WORKSPACE: 'frontend', SITE_URL: '${SITE_URL:-http://localhost:8080}' } },
      command: undefined,
    });
    expect(site.environment).toMatchObject({ PORT: '4321', HOST: '0.0.0.0', CONTENT_SERVICE_URL: 'http://content-service:4001' });
    expect(services.gateway?.environment?.SITE_SERVER_URL).toBe(`http://site:${site.environment?.PORT}`);
  });

  it('when the public origin is set (SITE_URL), then the one value reaches the frontend build (nginx and the site), the site\'s start check and the links in mails', () => {
    const origin = '${SITE_URL:-http://localhost:8080}';
    expect(services.nginx?.build?.args).toEqual({ SITE_URL: origin });
    expect(services.site?.build?.args?.SITE_URL).toBe(origin);
    expect(services.site?.environment?.SITE_URL).toBe(origin);
    for (const name of NODE_SERVICES) {
      expect({ name, mailLinks: services[name]?.environment?.PUBLIC_BASE_URL }).toEqual({ name, mailLinks: origin });
    }
  });
});
