// The multi-host path on one node: the stack file derived from docker-compose.yml (deploy/swarm-stack.mjs)
// deployed with `docker stack deploy` to a single-node Swarm, the smoke journey through nginx, and
// `docker service scale`. Runs after the compose stack is down (scripts/containers.mjs), on its port.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from '@site/testing/wait-for';
import { mailWith, sendContact, signIn, uploadImage, visitorPages, fetchFrom } from './support/journey';
import { BASE, docker, ENV_FILE, ROOT, stackEnv } from './support/stack';

const STACK = 'northwire-swarm';
const STACK_FILE = path.join(ROOT, '.local', 'containers', 'stack.yml');
let initialisedSwarm = false;

const swarmState = async () => (await docker('info', '--format', '{{.Swarm.LocalNodeState}}')).trim();

/** `<service> <replicas>` of the stack, e.g. `northwire-swarm_gateway 1/1`. */
const replicas = async () =>
  Object.fromEntries(
    (await docker('service', 'ls', '--filter', `label=com.docker.stack.namespace=${STACK}`, '--format', '{{.Name}} {{.Replicas}}'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]),
  );

/** The container of the stack's mail catcher task (for its API, which is not published). */
const mailpitContainer = async () => (await docker('ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_mailpit`)).trim().split('\n')[0]!;

beforeAll(async () => {
  if ((await swarmState()) !== 'active') {
    // One node; its address on the default route is what other nodes would join.
    const address = execFileSync('sh', ['-c', "ip -4 route get 1.1.1.1 | sed -n 's/.* src \\([0-9.]*\\).*/\\1/p'"], { encoding: 'utf8' }).trim();
    await docker('swarm', 'init', '--advertise-addr', address);
    initialisedSwarm = true;
  }
  mkdirSync(path.dirname(STACK_FILE), { recursive: true });
  // dnsrr: this kernel has no IPVS, which the routing mesh and virtual IPs need (deploy/README.md).
  execFileSync(process.execPath, [path.join(ROOT, 'deploy', 'swarm-stack.mjs'), '--env-file', ENV_FILE, '--endpoint-mode', 'dnsrr', '--out', STACK_FILE], { cwd: ROOT });
  await docker('stack', 'deploy', '--prune', '-c', STACK_FILE, STACK);
  await waitFor(
    async () => {
      const state = await replicas();
      const pending = Object.entries(state).filter(([name, count]) => !name.endsWith('_keys') && count.split('/')[0] !== count.split('/')[1]);
      if (pending.length) return false;
      // The gateway's operations port reports every service ready (its public /healthz is liveness only).
      const gateway = (await docker('ps', '-q', '--filter', `label=com.docker.swarm.service.name=${STACK}_gateway`)).trim().split('\n')[0];
      if (!gateway) return false;
      const script = "fetch('http://127.0.0.1:'+process.env.OPS_PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
      await docker('exec', gateway, 'node', '-e', script);
      return (await fetchFrom(BASE(), '/healthz')).status === 200;
    },
    { timeout: 300_000, interval: 2_000, what: 'every service of the stack running and the gateway reporting them healthy' },
  );
}, 360_000);

afterAll(async () => {
  // Every step runs whatever the one before did, so a failed removal never leaves this node in a Swarm.
  const problems: string[] = [];
  const attempt = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      problems.push(`${what}: ${(err as Error).message}`);
    }
  };
  await attempt('stack rm', () => docker('stack', 'rm', STACK));
  // Task containers, exited ones too (a Swarm keeps them as history), hold the volumes until removed.
  await attempt('containers gone', () =>
    waitFor(async () => (await docker('ps', '-aq', '--filter', `label=com.docker.stack.namespace=${STACK}`)).trim() === '', { timeout: 120_000, interval: 1_000, what: 'the stack\'s containers gone' }),
  );
  await attempt('volumes', async () => {
    const volumes = (await docker('volume', 'ls', '-q', '--filter', `label=com.docker.stack.namespace=${STACK}`)).split('\n').filter(Boolean);
    if (volumes.length) await docker('volume', 'rm', ...volumes);
  });
  if (initialisedSwarm) await attempt('swarm leave', () => docker('swarm', 'leave', '--force'));
  if (problems.length) throw new Error(`cleaning up the Swarm stack: ${problems.join('; ')}`);
}, 180_000);

describe('the stack on a single-node Swarm', () => {
  it('when the stack has converged, then every long-running service has its replica and the one-shot key job ran once and completed', async () => {
    const state = await replicas();
    const services = Object.keys(state).map((name) => name.replace(`${STACK}_`, ''));
    expect(services.sort()).toEqual(['auth-service', 'content-service', 'forms-service', 'gateway', 'keys', 'mailpit', 'minio', 'nginx', 'postgres', 'redis', 'site', 'upload-service', 'worker']);
    const keyTasks = (await docker('service', 'ps', `${STACK}_keys`, '--format', '{{.CurrentState}}')).split('\n').filter(Boolean);
    expect(keyTasks).toHaveLength(1);
    expect(keyTasks[0]).toMatch(/^Complete/);
  });

  it('when a visitor and the admin take the smoke journey through nginx, then pages, sign-in, the contact form and its mail, and an upload all work', async () => {
    const pages = await visitorPages(BASE());
    expect(pages).toMatchObject({ home: { status: 200 }, blog: { status: 200 }, contact: { status: 200, form: true }, list: { status: 200 }, article: { status: 200, mentionsPost: true }, admin: { status: 200 } });
    const container = await mailpitContainer();
    const readMail = async <T>(urlPath: string) => JSON.parse(await docker('exec', container, 'wget', '-qO-', `http://localhost:8025${urlPath}`)) as T;
    const env = stackEnv();
    const session = await signIn(BASE(), env.ADMIN_EMAIL!, env.ADMIN_PASSWORD!, readMail);
    expect(session).toMatchObject({ isAdmin: true, role: 'owner', token: expect.stringMatching(/^ey/) });
    const upload = await uploadImage(BASE(), session.token);
    expect(upload).toMatchObject({ status: 200, image: { status: 200, type: expect.stringMatching(/^image\//) } });
    const sent = await sendContact(BASE(), 'swarm-smoke');
    expect(sent).toMatchObject({ status: 200, msg: 'success' });
    await mailWith(sent.marker, readMail);
  });

  it('when `docker service scale` sets content-service to three replicas, then three run and uncached reads keep answering', async () => {
    await docker('service', 'scale', '--detach=false', `${STACK}_content-service=3`);
    expect((await replicas())[`${STACK}_content-service`]).toBe('3/3');
    const statuses = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await fetchFrom(BASE(), `/api/caseStudies?scale=${Date.now()}-${i}`)).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });
});
