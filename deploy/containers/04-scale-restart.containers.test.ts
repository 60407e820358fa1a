// Scaling and rolling restarts as ops run them with docker compose: every stateless service at two
// containers, then each container restarted one after the other while visitors read and send forms.
// Not one request may fail, and every accepted form is stored once and mailed.
import { waitFor } from '@site/testing/wait-for';
import { mailWith } from './support/journey';
import { failedReads, startLoad, type FormResult, type ReadResult } from './support/load';
import { BASE, compose, containersOf, docker, mailpit, psql } from './support/stack';

/** nginx's fail_timeout for the gateways (deploy/nginx/nginx.conf: the default, 10 s), and a second. */
const NGINX_FAIL_TIMEOUT_MS = 11_000;

const BEHIND_GATEWAY = ['site', 'content-service', 'auth-service', 'forms-service', 'upload-service', 'worker'];
const STATELESS = ['gateway', ...BEHIND_GATEWAY];

/** True once the process in `container` answers its own /healthz (it listens again after a restart). */
async function listening(container: string): Promise<boolean> {
  const script = "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))";
  try {
    await docker('exec', container, 'node', '-e', script);
    return true;
  } catch {
    return false;
  }
}

describe('scaling and rolling restarts under load', () => {
  it('when every stateless service is scaled to two containers, then each has two running, healthy containers and nginx serves through both gateways', async () => {
    await compose('up', '-d', '--no-recreate', '--wait', '--wait-timeout', '300', ...STATELESS.flatMap((s) => ['--scale', `${s}=2`]));
    // nginx resolves `gateway` to one upstream server per address when it loads its configuration.
    await compose('exec', '-T', 'nginx', 'nginx', '-s', 'reload');
    const counts = Object.fromEntries(await Promise.all(STATELESS.map(async (s) => [s, (await containersOf(s)).length])));
    expect(counts).toEqual(Object.fromEntries(STATELESS.map((s) => [s, 2])));
    for (const service of STATELESS) for (const id of await containersOf(service)) expect({ service, up: await listening(id) }).toEqual({ service, up: true });
  });

  it('when each stateless service is restarted one container at a time while visitors read pages and the API and send forms, then no request fails and every accepted form is stored once and mailed', async () => {
    const load = startLoad(BASE(), { label: 'rolling' });
    const restarted: string[] = [];
    const restart = async (service: string, id: string) => {
      // SIGTERM, the drain (SHUTDOWN_DRAIN_MS), then the same container starts again.
      await docker('restart', '--time', '20', id);
      await waitFor(() => listening(id), { timeout: 120_000, interval: 500, what: `${service} ${id.slice(0, 12)} listening again` });
      restarted.push(service);
    };
    let reads: ReadResult[];
    let forms: FormResult[];
    try {
      const containers = Object.fromEntries(await Promise.all(STATELESS.map(async (s) => [s, await containersOf(s)] as const)));
      // The services behind the gateway, every service in step: round n restarts the n-th container of
      // each at once, so each service always has its other container serving (the gateway finds
      // replicas by DNS on each new connection).
      for (const round of [0, 1]) await Promise.all(BEHIND_GATEWAY.map((service) => restart(service, containers[service]![round]!)));
      // Then the gateways as docs/operations.md says: one at a time, alone (a restarted container gets
      // its address back, which nginx resolved when it loaded), and the next only after nginx's
      // fail_timeout (10 s): nginx leaves a gateway that refused a connection out that long.
      for (const id of containers.gateway!) {
        await restart('gateway', id);
        await new Promise((resolve) => setTimeout(resolve, NGINX_FAIL_TIMEOUT_MS));
      }
    } finally {
      ({ reads, forms } = await load.stop());
    }

    // The figures the docs quote (docs/operations.md, Rolling restarts).
    console.log(`rolling restart: ${restarted.length} containers, ${reads.length} reads and ${forms.length} forms, ${reads.filter((r) => r.status !== 200).length} failed`);
    expect(restarted).toHaveLength(STATELESS.length * 2);
    expect(reads.length).toBeGreaterThan(100);
    expect(failedReads(reads)).toEqual({});
    // A form every 13 s (the per-address limit is 5 a minute) over the restarts' 40 s and more.
    expect(forms.length).toBeGreaterThanOrEqual(3);
    expect(forms.filter((f) => f.status !== 200 || f.msg !== 'success')).toEqual([]);
    for (const form of forms) {
      const rows = await psql(`SELECT count(*) FROM forms.submissions WHERE payload->>'message' = 'Hello from ${form.marker}'`);
      expect({ marker: form.marker, stored: rows[0] }).toEqual({ marker: form.marker, stored: '1' });
      await mailWith(form.marker, (p) => mailpit(p));
    }
  });
});
