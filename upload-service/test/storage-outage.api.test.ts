import request from 'supertest';
import { bearer } from '@site/service-kit/testing';
import { INTERNAL, startUploadService, type UploadTestContext } from './helpers';
import { anImage, aPdf } from './fixtures';

jest.setTimeout(30_000);

let ctx: UploadTestContext;
let imageLocation: string;
let resumeKey: string;

beforeAll(async () => {
  ctx = await startUploadService();
  imageLocation = (await request(ctx.url).post('/api/upload').set(bearer()).attach('image', await anImage('png', { width: 20, height: 10 }), 'a.png')).text;
  resumeKey = (await request(ctx.url).post('/api/upload/resume').attach('cv', aPdf(), 'cv.pdf')).text;
  await ctx.stopStorage();
});

afterAll(async () => {
  await ctx.close();
});

const unavailable = { message: 'File storage is unavailable, please try again', code: 'STORAGE_UNAVAILABLE', requestId: expect.any(String) };

describe('when the S3 store is down', () => {
  it('then readiness reports it with 503', async () => {
    const res = await request(ctx.url).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 'unavailable', checks: { postgres: 'ok', storage: expect.any(String) } });
    expect(res.body.checks.storage).not.toBe('ok');
  });

  it('then an image request answers 503, not 500', async () => {
    const res = await request(ctx.url).get(imageLocation);
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
  });

  it('then a resume upload answers 503 and leaves no row behind', async () => {
    const before = await ctx.count('resumes');
    const res = await request(ctx.url).post('/api/upload/resume').attach('cv', aPdf(), 'cv.pdf');
    expect(res.status).toBe(503);
    expect(res.body).toEqual(unavailable);
    expect(await ctx.count('resumes')).toBe(before);
  });

  it('then the resume content answers 503 and its metadata is still served', async () => {
    expect((await request(ctx.url).get(`/internal/resumes/${resumeKey}/content`).set(INTERNAL)).status).toBe(503);
    expect((await request(ctx.url).get(`/internal/resumes/${resumeKey}`).set(INTERNAL)).status).toBe(200);
  });

  it('then the sweep removes nothing and keeps the rows for its next run', async () => {
    const before = await ctx.count('resumes');
    expect(before).toBeGreaterThan(0);
    expect(await ctx.services.resumes.sweepUnattached(Date.now() + 25 * 3_600_000)).toBe(0);
    expect(await ctx.count('resumes')).toBe(before);
  });
});
