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
  build?: { context: string; dockerfile?: string; args?: Record<string, string> };
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

  it('when the stack is listed, then it has nginx, the gateway, the four services, the worker, postgres 16, redis 7, minio and a mail catcher', () => {
    expect(Object.keys(services).sort()).toEqual(
      [...NODE_SERVICES, 'nginx', 'postgres', 'redis', 'minio', 'mailpit', 'keys'].sort(),
    );
    expect(services.postgres?.image).toMatch(/^postgres:16/);
    expect(services.redis?.image).toMatch(/^redis:7/);
    expect(services.minio?.image).toMatch(/^minio\/minio:/);
    expect(services.mailpit?.image).toMatch(/^axllent\/mailpit:/);
  });

  it('when ports are published, then only nginx publishes one, 8080 to its port 80', () => {
    const publishing = Object.entries(services).filter(([, s]) => (s.ports ?? []).length > 0);
    expect(publishing.map(([name]) => name)).toEqual(['nginx']);
    expect(services.nginx?.ports).toEqual(['8080:80']);
  });

  it('when a service is scaled (--scale content-service=3), then nothing pins a container name', () => {
    for (const [name, service] of Object.entries(services)) {
      expect({ name, container_name: service.container_name }).toEqual({ name, container_name: undefined });
    }
  });

  it('when any long-running service starts, then it has a healthcheck', () => {
    for (const [name, service] of longRunning) {
      const test = service.healthcheck?.test;
      expect({ name, hasTest: Array.isArray(test) ? test.length > 1 : typeof test === 'string' && test.length > 0 }).toEqual({ name, hasTest: true });
      expect({ name, disabled: service.healthcheck?.disable ?? false }).toEqual({ name, disabled: false });
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

  it('when the Node services are built, then each uses the shared Dockerfile with its own workspace and the wiring of the brief', () => {
    for (const name of NODE_SERVICES) {
      const service = services[name]!;
      expect({ name, dockerfile: service.build?.dockerfile, workspace: service.build?.args?.WORKSPACE }).toEqual({
        name,
        dockerfile: 'deploy/Dockerfile.service',
        workspace: name,
      });
      const env = service.environment ?? {};
      expect(env.DATABASE_URL).toMatch(/^postgres:\/\/site:.+@postgres:5432\/site$/);
      expect(env.REDIS_URL).toBe('redis://redis:6379');
      expect(env.JWT_PUBLIC_KEY_FILE).toBe('/run/keys/jwt-public.pem');
      expect(env.NODE_ENV).toBe('production');
    }
    expect(services.gateway?.environment).toMatchObject({
      PORT: '8080',
      CONTENT_URL: 'http://content-service:4001',
      AUTH_URL: 'http://auth-service:4002',
      FORMS_URL: 'http://forms-service:4003',
      UPLOAD_URL: 'http://upload-service:4004',
    });
    expect(services['auth-service']?.environment).toMatchObject({ JWT_PRIVATE_KEY_FILE: '/run/keys/jwt-private.pem', JWT_KEY_ID_FILE: '/run/keys/jwt-key-id' });
    expect(services['upload-service']?.environment).toMatchObject({ S3_ENDPOINT: 'http://minio:9000' });
    expect(services.worker?.environment?.SMTP_URL).toMatch(/mailpit:1025/);
    // Only auth-service holds the signing key.
    const withPrivateKey = Object.entries(services).filter(([, s]) => s.environment && 'JWT_PRIVATE_KEY_FILE' in s.environment);
    expect(withPrivateKey.map(([name]) => name)).toEqual(['auth-service']);
  });

  it('when a Dockerfile is read, then it builds in stages and runs as a non-root user with a healthcheck', () => {
    for (const file of ['Dockerfile.service', 'Dockerfile.nginx']) {
      const text = readFileSync(path.join(ROOT, 'deploy', file), 'utf8');
      const stages = text.match(/^FROM /gm) ?? [];
      expect({ file, multiStage: stages.length >= 2 }).toEqual({ file, multiStage: true });
      expect(text).toMatch(/^RUN npm ci\b/m);
      const users = [...text.matchAll(/^USER (\S+)/gm)].map((m) => m[1]);
      expect({ file, user: users.at(-1) }).toEqual({ file, user: file === 'Dockerfile.nginx' ? 'nginx' : 'node' });
      expect(text).toMatch(/^HEALTHCHECK /m);
    }
  });
});
