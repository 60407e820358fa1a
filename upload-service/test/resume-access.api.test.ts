import request from 'supertest';
import { RESUME_KEY_PATTERN, type ResumeLinkReply } from '@site/contracts';
import { bearer, signTestToken } from '@site/service-kit/testing';
import { createSignedLink } from '../src/resumes/signed-link';
import { aClientAddress, INTERNAL, startUploadService, TEST_FILE_LINK_SECRET, type UploadTestContext } from './helpers';
import { aDocx, aPdf } from './fixtures';

jest.setTimeout(30_000);

let ctx: UploadTestContext;

beforeAll(async () => {
  ctx = await startUploadService();
});

afterAll(async () => {
  await ctx.close();
});

const uploaded = async (bytes: Buffer = aPdf(), filename = 'Jane CV.pdf'): Promise<string> => {
  const res = await request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', aClientAddress()).attach('cv', bytes, filename);
  expect(res.status).toBe(200);
  return res.text;
};

const download = (path: string) =>
  request(ctx.url)
    .get(path)
    .set(INTERNAL)
    .buffer(true)
    .parse((s, done) => {
      const chunks: Buffer[] = [];
      s.on('data', (c: Buffer) => chunks.push(c));
      s.on('end', () => done(null, Buffer.concat(chunks)));
    });

const UNKNOWN_KEY = '00000000-0000-4000-8000-000000000000.pdf';
const TRAVERSAL_KEYS = ['..%2F..%2Fetc%2Fpasswd', '..%2Fsite-media%2Fimages', '%2E%2E', 'x.pdf%00.docx', `${UNKNOWN_KEY.toUpperCase()}`];

describe('GET /api/admin/resumes/:key/link', () => {
  it('when an admin asks, then a link valid for 10 minutes is answered and downloads the file as an attachment', async () => {
    const pdf = aPdf();
    const key = await uploaded(pdf, 'Jane CV.pdf');
    const started = Date.now();
    const res = await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer());

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = res.body as ResumeLinkReply;
    expect(Object.keys(link).sort()).toEqual(['expiresAt', 'url']);
    const expires = Date.parse(link.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000 + 600_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 600_000);
    expect(link.url).toMatch(new RegExp(`^/api/files/resumes/${key.replace('.', '\\.')}\\?expires=${expires / 1000}&signature=[A-Za-z0-9_-]{43}$`));

    const file = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Jane CV.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-length': String(pdf.length),
    });
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
  });

  it('when the resume is a Word document, then the download carries the Word type', async () => {
    const key = await uploaded(aDocx(), 'cv.docx');
    const link = (await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer())).body as ResumeLinkReply;
    const file = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(file.headers['content-disposition']).toBe('attachment; filename="cv.docx"');
  });

  it('when there is no token, then 401; when the user is not an admin, then 403', async () => {
    const key = await uploaded();
    const anonymous = await request(ctx.url).get(`/api/admin/resumes/${key}/link`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: 'Sign in as an administrator to do this', code: 'UNAUTHORIZED', requestId: expect.any(String) });
    const visitor = await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer(signTestToken({ isAdmin: false })));
    expect(visitor.status).toBe(403);
  });

  it.each([UNKNOWN_KEY, ...TRAVERSAL_KEYS])('when the key is %s, then 404', async (key) => {
    const res = await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer());
    expect(res.status).toBe(404);
  });
});

describe('GET /api/files/resumes/:key (signed download)', () => {
  it('when the link has expired, then 403 and no bytes', async () => {
    const key = await uploaded();
    const old = createSignedLink({ key, secret: TEST_FILE_LINK_SECRET, ttlSeconds: 600, now: Date.now() - 601_000 });
    const res = await request(ctx.url).get(old.url);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This download link has expired', code: 'LINK_EXPIRED', requestId: expect.any(String) });
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('when the signature is tampered with, then 403', async () => {
    const key = await uploaded();
    const { url } = (await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer())).body as ResumeLinkReply;
    const signature = new URL(url, 'http://x').searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const res = await request(ctx.url).get(url.replace(signature, flipped));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'This download link is not valid', code: 'LINK_INVALID', requestId: expect.any(String) });
  });

  it('when the expiry is pushed later, then the signature no longer matches: 403', async () => {
    const key = await uploaded();
    const { url } = (await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer())).body as ResumeLinkReply;
    const res = await request(ctx.url).get(url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 86_400}`));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('LINK_INVALID');
  });

  it('when a link for one resume is used for another, then 403', async () => {
    const first = await uploaded();
    const second = await uploaded();
    const { url } = (await request(ctx.url).get(`/api/admin/resumes/${first}/link`).set(bearer())).body as ResumeLinkReply;
    const res = await request(ctx.url).get(url.replace(first, second));
    expect(res.status).toBe(403);
  });

  it('when the signature or expiry is missing, then 403', async () => {
    const key = await uploaded();
    expect((await request(ctx.url).get(`/api/files/resumes/${key}`)).status).toBe(403);
    expect((await request(ctx.url).get(`/api/files/resumes/${key}?signature=abc`)).status).toBe(403);
    expect((await request(ctx.url).get(`/api/files/resumes/${key}?expires=99999999999`)).status).toBe(403);
  });

  it('when the link is valid but the resume was deleted, then 404', async () => {
    const key = await uploaded();
    const { url } = (await request(ctx.url).get(`/api/admin/resumes/${key}/link`).set(bearer())).body as ResumeLinkReply;
    expect((await request(ctx.url).delete(`/internal/resumes/${key}`).set(INTERNAL)).status).toBe(204);
    const res = await request(ctx.url).get(url);
    expect(res.status).toBe(404);
  });

  it.each(TRAVERSAL_KEYS)('when the key is %s, then 403 before anything is read', async (key) => {
    const forged = createSignedLink({ key, secret: TEST_FILE_LINK_SECRET, ttlSeconds: 600 });
    const res = await request(ctx.url).get(`/api/files/resumes/${key}${forged.url.slice(forged.url.indexOf('?'))}`);
    expect([403, 404]).toContain(res.status);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});

describe('internal resume API', () => {
  it('when a call comes without the service credential or with a wrong one, then 401 for every internal endpoint and nothing is read or changed', async () => {
    const key = await uploaded();
    const calls = [
      () => request(ctx.url).get(`/internal/resumes/${key}`),
      () => request(ctx.url).get(`/internal/resumes/${key}/content`),
      () => request(ctx.url).post(`/internal/resumes/${key}/attach`).send({ submissionId: 'sub-x' }),
      () => request(ctx.url).post(`/internal/resumes/${key}/link`).send({}),
      () => request(ctx.url).delete(`/internal/resumes/${key}`),
      () => request(ctx.url).get(`/INTERNAL/resumes/${key}`),
    ];
    const before = (await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL)).body as unknown;
    for (const call of calls) {
      for (const credential of [{}, { 'x-internal-token': 'not-the-token-but-long-enough-to-compare' }, bearer()]) {
        const res = await call().set(credential);
        expect({ status: res.status, code: (res.body as { code?: string }).code, disposition: res.headers['content-disposition'] }).toEqual({
          status: 401,
          code: 'INTERNAL_ONLY',
          disposition: undefined,
        });
      }
    }
    expect((await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL)).body).toEqual(before);
  });

  it('when the metadata of an unknown or malformed key is asked, then 404', async () => {
    for (const key of [UNKNOWN_KEY, ...TRAVERSAL_KEYS]) {
      const res = await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL);
      expect(res.status).toBe(404);
    }
  });

  it('when a resume is attached to a submission, then it is marked kept; a second attach (a double submit) answers it unchanged', async () => {
    const key = await uploaded();
    const attached = await request(ctx.url).post(`/internal/resumes/${key}/attach`).set(INTERNAL).send({ submissionId: 'sub-1' });
    expect(attached.status).toBe(200);
    expect(attached.body).toEqual({
      key,
      originalName: 'Jane CV.pdf',
      size: aPdf().length,
      contentType: 'application/pdf',
      uploadedAt: expect.any(String),
      attachedAt: expect.any(String),
      submissionId: 'sub-1',
    });

    const again = await request(ctx.url).post(`/internal/resumes/${key}/attach`).set(INTERNAL).send({ submissionId: 'sub-1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(attached.body);

    const other = await request(ctx.url).post(`/internal/resumes/${key}/attach`).set(INTERNAL).send({ submissionId: 42 });
    expect(other.status).toBe(200);
    expect(other.body).toEqual(attached.body);

    expect((await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL)).body).toEqual(attached.body);
  });

  it('when attach has no submissionId or an unknown key, then 400 naming the field, or 404', async () => {
    const key = await uploaded();
    const missing = await request(ctx.url).post(`/internal/resumes/${key}/attach`).set(INTERNAL).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^submissionId /);
    const unknown = await request(ctx.url).post(`/internal/resumes/${UNKNOWN_KEY}/attach`).set(INTERNAL).send({ submissionId: '7' });
    expect(unknown.status).toBe(404);
  });

  it('when the content is asked, then the bytes come with their type and a download file name', async () => {
    const docx = aDocx();
    const key = await uploaded(docx, 'My CV.docx');
    const res = await download(`/internal/resumes/${key}/content`);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'content-disposition': 'attachment; filename="My CV.docx"',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.compare(res.body as Buffer, docx)).toBe(0);
    expect((await request(ctx.url).get(`/internal/resumes/${UNKNOWN_KEY}/content`).set(INTERNAL)).status).toBe(404);
  });

  it('when a link is asked internally, then it defaults to 10 minutes, takes a longer life on request, and works', async () => {
    const key = await uploaded();
    const short = await request(ctx.url).post(`/internal/resumes/${key}/link`).set(INTERNAL).send({});
    expect(short.status).toBe(200);
    expect(Math.round((Date.parse((short.body as ResumeLinkReply).expiresAt) - Date.now()) / 60_000)).toBe(10);

    const long = await request(ctx.url).post(`/internal/resumes/${key}/link`).set(INTERNAL).send({ ttlSeconds: 7 * 24 * 3600 });
    expect(long.status).toBe(200);
    expect(Math.round((Date.parse((long.body as ResumeLinkReply).expiresAt) - Date.now()) / 86_400_000)).toBe(7);
    expect((await download((long.body as ResumeLinkReply).url)).status).toBe(200);

    const tooLong = await request(ctx.url).post(`/internal/resumes/${key}/link`).set(INTERNAL).send({ ttlSeconds: 30 * 24 * 3600 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/^ttlSeconds /);
    expect((await request(ctx.url).post(`/internal/resumes/${UNKNOWN_KEY}/link`).set(INTERNAL).send({})).status).toBe(404);
  });

  it('when a resume is deleted, then its row and object are gone, and deleting again is still 204', async () => {
    const key = await uploaded();
    expect(key).toMatch(RESUME_KEY_PATTERN);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toContain(key);

    const res = await request(ctx.url).delete(`/internal/resumes/${key}`).set(INTERNAL);
    expect(res.status).toBe(204);
    expect((await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL)).status).toBe(404);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).not.toContain(key);
    expect((await request(ctx.url).delete(`/internal/resumes/${key}`).set(INTERNAL)).status).toBe(204);
  });

  it('when a delete names a traversal key, then nothing else in the bucket is touched', async () => {
    const key = await uploaded();
    const before = await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET);
    for (const bad of TRAVERSAL_KEYS) expect((await request(ctx.url).delete(`/internal/resumes/${bad}`).set(INTERNAL)).status).toBe(204);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toEqual(before);
    expect(before).toContain(key);
  });
});
