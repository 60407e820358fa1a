import { Queue } from 'bullmq';
import { createRedis } from '@site/service-kit';
import { MAIL_QUEUE } from '@site/contracts';
import { createOutboxRelay } from '../src/outbox/outbox-relay';
import { aContactForm, CLOSED_PORT_URL, logger, outbox, startForms, type FormsHarness } from './helpers';

let h: FormsHarness;
beforeAll(async () => {
  h = await startForms({ label: 'relay' });
});
afterAll(async () => {
  await h.close();
});

describe('outbox relay', () => {
  it('when two relay instances run at once, then every row is published exactly once and the queue holds one job per submission', async () => {
    for (let i = 0; i < 30; i += 1)
      await h.post(
        '/send-contact-form-main',
        aContactForm({ name: `Lead ${String.fromCharCode(65 + (i % 26))}` }),
      );
    const second = createOutboxRelay({
      dataSource: h.dataSource,
      queue: h.queue,
      logger,
      intervalMs: 1000,
      attempts: 3,
      backoffMs: 100,
      batchSize: 5,
    });
    const [a, b] = await Promise.all([h.relay.runOnce(), second.runOnce()]);
    expect(a + b).toBe(30);
    const rows = (await h.dataSource.query(
      'SELECT publish_attempts, published_at FROM forms.outbox',
    )) as Array<{ publish_attempts: number; published_at: Date | null }>;
    expect(rows.every((r) => r.publish_attempts === 1 && r.published_at instanceof Date)).toBe(true);
    expect(await h.queue.getJobCountByTypes('waiting', 'delayed', 'active', 'completed')).toBe(30);
    await second.stop();
  });

  it('when Redis cannot be reached, then rows stay unpublished with the error, and a later pass with Redis publishes them', async () => {
    const downRedis = createRedis(CLOSED_PORT_URL('redis'), { retryStrategy: () => null });
    downRedis.on('error', () => undefined);
    const downQueue = new Queue(MAIL_QUEUE, { connection: downRedis, prefix: h.prefix });
    downQueue.on('error', () => undefined);
    const down = createOutboxRelay({
      dataSource: h.dataSource,
      queue: downQueue,
      logger,
      intervalMs: 1000,
      attempts: 3,
      backoffMs: 100,
      publishTimeoutMs: 300,
    });

    await h.post('/send-contact-form-usa', aContactForm({ name: 'While Down' }));
    expect(await down.runOnce()).toBe(0);
    const pending = (await outbox(h)).filter((r) => r.published_at === null);
    expect(pending).toEqual([expect.objectContaining({ last_error: expect.any(String) })]);

    expect(await h.relay.runOnce()).toBe(1);
    expect((await h.queue.getJob(pending[0]!.job_id))?.data).toMatchObject({ form: { name: 'While Down' } });
    await down.stop();
    downRedis.disconnect();
  });

  it('when a row is published twice (a crash before it was marked), then the queue still has one job for it', async () => {
    await h.post('/send-contact-form-main', aContactForm({ name: 'Twice Published' }));
    await h.relay.runOnce();
    const row = (await outbox(h)).at(-1)!;
    await h.dataSource.query('UPDATE forms.outbox SET published_at = NULL WHERE job_id = $1', [row.job_id]);
    expect(await h.relay.runOnce()).toBe(1);
    const jobs = await h.queue.getJobs(['waiting', 'delayed', 'active', 'completed']);
    expect(jobs.filter((j) => j.id === row.job_id)).toHaveLength(1);
  });

  it('when Redis lost a published job (restart without persistence) and no delivery was reported, then the relay publishes it again', async () => {
    await h.post('/send-contact-form-main', aContactForm({ name: 'Lost In Redis' }));
    await h.relay.runOnce();
    const row = (await outbox(h)).at(-1)!;
    const lost = await h.queue.getJob(row.job_id);
    await lost!.remove();
    const relay = createOutboxRelay({
      dataSource: h.dataSource,
      queue: h.queue,
      logger,
      // The re-publish sweep runs at most once per interval, measured in Date.now() milliseconds: with
      // 1 ms, a second pass in the same millisecond as the first skipped it (CI's failure). 0: every pass.
      intervalMs: 0,
      attempts: 3,
      backoffMs: 100,
      republishAfterMs: 60_000,
    });

    expect(await relay.runOnce()).toBe(0);
    await h.dataSource.query(
      `UPDATE forms.outbox SET published_at = now() - interval '2 minutes' WHERE job_id = $1`,
      [row.job_id],
    );
    expect(await relay.runOnce()).toBe(1);
    expect((await h.queue.getJob(row.job_id))?.data).toMatchObject({ form: { name: 'Lost In Redis' } });
    await relay.stop();
  });
});
