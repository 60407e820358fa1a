import request from 'supertest';
import { MAX_RESUME_BYTES, MESSAGES, RESUME_KEY_PATTERN, type ResumeMetadata } from '@site/contracts';
import { aClientAddress, INTERNAL, startUploadService, type UploadTestContext } from './helpers';
import { rateLimitReplyOf, theOneRateLimitReply } from '@site/service-kit/testing';
import { aDocx, anElfBinary, anSvgWithScript, aPdf, aPlainZip, aWindowsExe } from './fixtures';

jest.setTimeout(30_000);

let ctx: UploadTestContext;

beforeAll(async () => {
  ctx = await startUploadService();
});

afterAll(async () => {
  await ctx.close();
});

const uploadResume = (bytes: Buffer, filename: string, address = aClientAddress()) =>
  request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', address).attach('cv', bytes, { filename, contentType: 'application/pdf' });

const metadataOf = async (key: string): Promise<ResumeMetadata> => {
  const res = await request(ctx.url).get(`/internal/resumes/${key}`).set(INTERNAL);
  expect(res.status).toBe(200);
  return res.body as ResumeMetadata;
};

const contentOf = async (key: string) =>
  request(ctx.url)
    .get(`/internal/resumes/${key}/content`).set(INTERNAL)
    .buffer(true)
    .parse((s, done) => {
      const chunks: Buffer[] = [];
      s.on('data', (c: Buffer) => chunks.push(c));
      s.on('end', () => done(null, Buffer.concat(chunks)));
    });

const refusal = { message: MESSAGES.resumeUploadFailure, code: expect.stringMatching(/^RESUME_/), requestId: expect.any(String) };

const snapshot = async () => ({ rows: await ctx.count('resumes'), objects: (await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).length });

describe('POST /api/upload/resume, accepted', () => {
  it('when a PDF is uploaded, then its random key is answered as text and the file is kept privately with its metadata', async () => {
    const pdf = aPdf();
    const address = aClientAddress();
    const res = await uploadResume(pdf, 'Jane Doe CV.pdf', address);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toMatch(RESUME_KEY_PATTERN);
    expect(res.text).toMatch(/\.pdf$/);
    const key = res.text;

    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toContain(key);
    expect((await ctx.listKeys(ctx.config.S3_PUBLIC_BUCKET)).some((k) => k.includes(key))).toBe(false);
    expect(await metadataOf(key)).toEqual({
      key,
      originalName: 'Jane Doe CV.pdf',
      size: pdf.length,
      contentType: 'application/pdf',
      uploadedAt: expect.any(String),
      attachedAt: null,
      submissionId: null,
    });
    const [row] = (await ctx.dataSource.query('SELECT ip FROM uploads.resumes WHERE key = $1', [key])) as { ip: string }[];
    expect(row).toEqual({ ip: address });
    const content = await contentOf(key);
    expect(content.status).toBe(200);
    expect(Buffer.compare(content.body as Buffer, pdf)).toBe(0);
  });

  it('when a real Word document is uploaded, then it is stored as .docx with the Word content type', async () => {
    const docx = aDocx();
    const res = await uploadResume(docx, 'résumé final.docx');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(RESUME_KEY_PATTERN);
    expect(res.text).toMatch(/\.docx$/);
    expect(await metadataOf(res.text)).toMatchObject({
      originalName: 'resume final.docx',
      size: docx.length,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('when the Word document is compressed, as Word writes it, then it is accepted too', async () => {
    const res = await uploadResume(aDocx({ deflate: true }), 'cv.docx');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/\.docx$/);
  });

  it('when the file is exactly 3 MB, then it is accepted (the limit is inclusive)', async () => {
    const pdf = aPdf(MAX_RESUME_BYTES);
    expect(pdf.length).toBe(3 * 1024 * 1024);
    const res = await uploadResume(pdf, 'big.pdf');
    expect(res.status).toBe(200);
    expect((await metadataOf(res.text)).size).toBe(MAX_RESUME_BYTES);
  });

  it('when the name carries a path and odd characters, then only a safe base name is kept and the key stays random', async () => {
    const unix = await uploadResume(aPdf(), '../../etc/passwd.pdf');
    expect(unix.status).toBe(200);
    expect(unix.text).toMatch(RESUME_KEY_PATTERN);
    expect((await metadataOf(unix.text)).originalName).toBe('passwd.pdf');

    const windows = await uploadResume(aPdf(), '..\\..\\windows\\<evil>|name.pdf');
    expect(windows.status).toBe(200);
    expect(windows.text).toMatch(RESUME_KEY_PATTERN);
    expect((await metadataOf(windows.text)).originalName).toBe('evil_name.pdf');
  });

  it('when a PDF is named .docx, then the bytes win: it is stored as a PDF', async () => {
    const res = await uploadResume(aPdf(), 'cv.docx');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/\.pdf$/);
    expect(await metadataOf(res.text)).toMatchObject({ originalName: 'cv.pdf', contentType: 'application/pdf' });
  });
});

describe('POST /api/upload/resume, refusals', () => {
  it.each([
    ['3 MB + 1 byte', () => aPdf(MAX_RESUME_BYTES + 1), 'big.pdf'],
    ['empty', () => Buffer.alloc(0), 'empty.pdf'],
    ['a Linux executable named .pdf', anElfBinary, 'cv.pdf'],
    ['a Windows executable named .docx', aWindowsExe, 'cv.docx'],
    ['a plain zip named .docx', aPlainZip, 'cv.docx'],
    ['an SVG with a script named .pdf', anSvgWithScript, 'cv.pdf'],
    ['text named .pdf', () => Buffer.from('Jane Doe, engineer'), 'cv.pdf'],
    ['a truncated zip named .docx', () => aDocx().subarray(0, 200), 'cv.docx'],
  ])('when the file is %s, then it is refused with the careers message and nothing is stored', async (_label, bytes, filename) => {
    const before = await snapshot();
    const res = await uploadResume(bytes(), filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal);
    expect(await snapshot()).toEqual(before);
  });

  it('when no file is sent, then it is refused with the careers message', async () => {
    const res = await request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', aClientAddress()).field('name', 'x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...refusal, code: 'RESUME_MISSING' });
  });

  it('when the file comes in another field, then it is refused with the careers message', async () => {
    const res = await request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', aClientAddress()).attach('resume', aPdf(), 'cv.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...refusal, code: 'RESUME_UNEXPECTED_FIELD' });
  });

  it('when two files are sent, then it is refused', async () => {
    const res = await request(ctx.url)
      .post('/api/upload/resume')
      .set('X-Forwarded-For', aClientAddress())
      .attach('cv', aPdf(), 'a.pdf')
      .attach('cv', aPdf(), 'b.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ ...refusal, code: 'RESUME_UNEXPECTED_FIELD' });
  });
});

describe('POST /api/upload/resume, per-address limit', () => {
  it('when one address uploads more than 10 resumes in an hour, then the 11th gets 429 and another address is still served', async () => {
    const address = aClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await uploadResume(aPdf(), 'cv.pdf', address)).status).toBe(200);
    }
    const before = await snapshot();
    const limited = await uploadResume(aPdf(), 'cv.pdf', address);
    // The one 429 (the gateway's and forms-service's tests hold theirs to the same).
    expect(rateLimitReplyOf(limited)).toEqual(
      theOneRateLimitReply({ message: 'Too many uploads from your address. Please try again later.', requestId: String(limited.headers['x-request-id']) }),
    );
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await snapshot()).toEqual(before);

    expect((await uploadResume(aPdf(), 'cv.pdf', aClientAddress())).status).toBe(200);
  });
});

describe('when Redis is down', () => {
  let offline: UploadTestContext;
  beforeAll(async () => {
    offline = await startUploadService({ redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => {
    await offline.close();
  });

  it('then resume uploads still go through (the limit fails open)', async () => {
    const res = await request(offline.url).post('/api/upload/resume').attach('cv', aPdf(), 'cv.pdf');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(RESUME_KEY_PATTERN);
    expect(await offline.count('resumes')).toBe(1);
  });
});
