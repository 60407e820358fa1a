import request from 'supertest';
import { createLogger } from '@site/service-kit';
import { waitFor } from '@site/testing/wait-for';
import { startResumeSweeper } from '../src/resumes/resume-sweeper';
import { aClientAddress, INTERNAL, startUploadService, type UploadTestContext } from './helpers';
import { aPdf } from './fixtures';

jest.setTimeout(30_000);

let ctx: UploadTestContext;

beforeAll(async () => {
  ctx = await startUploadService();
});

afterAll(async () => {
  await ctx.close();
});

const HOUR = 3_600_000;

const uploaded = async (): Promise<string> => {
  const res = await request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', aClientAddress()).attach('cv', aPdf(), 'cv.pdf');
  expect(res.status).toBe(200);
  return res.text;
};

const exists = async (key: string) => ({
  row: (await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL)).status === 200,
  object: (await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).includes(key),
});

describe('the unattached-resume sweep', () => {
  it('when a day has passed, then resumes never attached are removed (row and object) and attached ones are kept', async () => {
    const abandoned = await uploaded();
    const kept = await uploaded();
    expect((await request(ctx.url).post(`/internal/resumes/${kept}/attach`).set(INTERNAL).send({ submissionId: 'job-1' })).status).toBe(200);

    // An hour later nothing is old enough.
    expect(await ctx.services.resumes.sweepUnattached(Date.now() + HOUR)).toBe(0);
    expect(await exists(abandoned)).toEqual({ row: true, object: true });

    expect(await ctx.services.resumes.sweepUnattached(Date.now() + 24 * HOUR + 60_000)).toBe(1);
    expect(await exists(abandoned)).toEqual({ row: false, object: false });
    expect(await exists(kept)).toEqual({ row: true, object: true });
  });

  it('when several instances sweep at once, then each resume is removed exactly once', async () => {
    const keys = await Promise.all(Array.from({ length: 6 }, () => uploaded()));
    const later = Date.now() + 25 * HOUR;
    const counts = await Promise.all([1, 2, 3].map(() => ctx.services.resumes.sweepUnattached(later)));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    for (const key of keys) expect(await exists(key)).toEqual({ row: false, object: false });
    expect(await ctx.count('resumes')).toBe(1);
  });
});

describe('the periodic sweeper', () => {
  let fast: UploadTestContext;
  beforeAll(async () => {
    // Retention of ~0.4 s so the timer has something to remove within the test.
    fast = await startUploadService({ env: { RESUME_RETENTION_HOURS: '0.0001' } });
  });
  afterAll(async () => {
    await fast.close();
  });

  it('when it runs on its interval, then an unattached resume past retention disappears without anyone calling it', async () => {
    const res = await request(fast.url).post('/api/upload/resume').attach('cv', aPdf(), 'cv.pdf');
    expect(res.status).toBe(200);
    const stop = startResumeSweeper({ resumes: fast.services.resumes, intervalMs: 100, logger: createLogger('test', 'silent') });
    try {
      await waitFor(async () => (await fast.count('resumes')) === 0, { timeout: 10_000, interval: 100, what: 'the resume swept' });
    } finally {
      await stop();
    }
    expect(await fast.count('resumes')).toBe(0);
    expect(await fast.listKeys(fast.config.S3_PRIVATE_BUCKET)).toEqual([]);
  });
});
