import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Queue } from 'bullmq';
import { createRedis } from '@site/service-kit';
import { MAIL_QUEUE } from '@site/contracts';
import { waitFor } from '@site/testing/wait-for';
import { createOutboxRelay, type OutboxRelay } from '../src/outbox/outbox-relay';
import { aContactForm, logger, outbox, startForms, type FormsHarness } from './helpers';

/** A private redis-server this test can stop and start again, like an outage of the real one. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const probe = createRedis(`redis://127.0.0.1:${port}`, { retryStrategy: () => 50 });
  probe.on('error', () => undefined);
  await new Promise((resolve) => probe.once('ready', resolve));
  probe.disconnect();
  return child;
}

const stopRedis = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

let h: FormsHarness;
let redisProcess: ChildProcess | undefined;
let port: number;
let relay: OutboxRelay;
let queue: Queue;
let connection: ReturnType<typeof createRedis>;

beforeAll(async () => {
  port = await freePort();
  redisProcess = await startRedis(port);
  // Wired as main.ts does: one fail-fast connection for the rate limits and the queue.
  h = await startForms({ label: 'redis_restart', redisUrl: `redis://127.0.0.1:${port}` });
  connection = createRedis(`redis://127.0.0.1:${port}`);
  connection.on('error', () => undefined);
  queue = new Queue(MAIL_QUEUE, { connection, prefix: h.prefix });
  queue.on('error', () => undefined);
  relay = createOutboxRelay({
    dataSource: h.dataSource,
    queue,
    logger,
    intervalMs: 100,
    attempts: 3,
    backoffMs: 100,
    publishTimeoutMs: 500,
  });
});
afterAll(async () => {
  await relay.stop();
  await queue.close().catch(() => undefined);
  connection.disconnect();
  await h.close();
  if (redisProcess) await stopRedis(redisProcess);
});

it('when Redis stops while forms are submitted and comes back, then every form was answered success and the same relay publishes them', async () => {
  expect(await h.post('/send-contact-form-main', aContactForm({ name: 'Before Outage' }))).toEqual({
    status: 200,
    body: { msg: 'success' },
  });
  expect(await relay.runOnce()).toBe(1);

  await stopRedis(redisProcess!);
  redisProcess = undefined;
  for (const name of ['During Outage A', 'During Outage B']) {
    expect(await h.post('/send-contact-form-usa', aContactForm({ name }))).toEqual({
      status: 200,
      body: { msg: 'success' },
    });
  }
  expect(await relay.runOnce()).toBe(0);
  expect((await outbox(h)).filter((r) => r.published_at === null)).toHaveLength(2);

  redisProcess = await startRedis(port);
  relay.start();
  await waitFor(async () => (await outbox(h)).every((r) => r.published_at !== null), { timeout: 15_000, interval: 100, what: 'every outbox row published' });
  const rows = await outbox(h);
  expect(rows.filter((r) => r.published_at === null)).toHaveLength(0);
  const names = await Promise.all(
    rows
      .slice(1)
      .map(
        async (r) =>
          ((await queue.getJob(r.job_id))?.data as { form: { name: string } } | undefined)?.form.name,
      ),
  );
  expect(names).toEqual(['During Outage A', 'During Outage B']);
});
