// Property-based fuzzing of every upload-service endpoint over real HTTP, PostgreSQL, Redis and an
// s3rver: generated multipart bodies (wrong field names, several files, hostile filenames and part
// headers, bytes that start like a PDF, PNG, JPEG or zip and then are junk), lying headers, hostile
// paths and query strings, generated JSON for the internal endpoints. Properties: never a 5xx or a
// stack; a refused upload leaves no row and no object; Object.prototype untouched; still healthy.
import fc from 'fast-check';
import { bearer } from '@site/service-kit/testing';
import {
  FUZZ_RUNS,
  encodePart,
  expectNoServerError,
  jsonBody,
  nastyString,
  nonObjectBody,
  oddHeaders,
  pathSegment,
  prototypeKeys,
  sendRaw,
} from '@site/testing/fuzz';
import { INTERNAL, startUploadService, type UploadTestContext } from './helpers';

jest.setTimeout(Math.max(180_000, FUZZ_RUNS * 1500));

let ctx: UploadTestContext;
let protoBefore: string[];
beforeAll(async () => {
  ctx = await startUploadService();
  protoBefore = prototypeKeys();
});
afterAll(async () => {
  await ctx?.close();
});
afterEach(async () => {
  expect(prototypeKeys()).toEqual(protoBefore);
  expect((await sendRaw(ctx.url, { method: 'GET', path: '/healthz' })).status).toBe(200);
});

let addresses = 0;
/** A new client address per request, so the per-address upload limit never hides a code path. */
const nextAddress = () => {
  addresses += 1;
  return `198.18.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const state = async () => ({
  images: await ctx.count('images'),
  resumes: await ctx.count('resumes'),
  publicObjects: (await ctx.listKeys(ctx.config.S3_PUBLIC_BUCKET)).length,
  privateObjects: (await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).length,
});

const MAGIC = {
  pdf: Buffer.from('%PDF-1.7\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  gif: Buffer.from('GIF89a'),
  zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">'),
  html: Buffer.from('<!doctype html><script>alert(1)</script>'),
  none: Buffer.alloc(0),
};

const fileBytes = fc
  .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 2048 }), fc.constantFrom(0, 0, 0, 3 * 1024 * 1024 + 1))
  .map(([magic, junk, pad]) => Buffer.concat([magic, Buffer.from(junk), Buffer.alloc(pad)]));

const filename = fc.oneof(
  fc.constantFrom('cv.pdf', 'photo.jpg', '../../etc/passwd', '..\\..\\boot.ini', 'a.pdf\u0000.exe', 'résumé 2026.docx', '', '.htaccess', 'x'.repeat(500) + '.pdf', 'cv.pdf"; name="image'),
  nastyString,
);

interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

const part: fc.Arbitrary<Part> = fc.record(
  {
    field: fc.constantFrom('cv', 'image', 'file', '__proto__', 'cv[]', 'constructor', ''),
    filename,
    contentType: fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml', 'text/html', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    data: fileBytes,
  },
  { requiredKeys: ['field', 'data'] },
);

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
/** Header values are written as raw bytes, so quotes, CR/LF and NUL from the generator really arrive. */
function multipart(parts: Part[], terminated: boolean): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`, 'utf8'), p.data, Buffer.from('\r\n'));
  }
  if (terminated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

const uploadRequest = fc.record({
  parts: fc.array(part, { minLength: 0, maxLength: 3 }),
  terminated: fc.boolean(),
  contentType: fc.constantFrom(`multipart/form-data; boundary=${BOUNDARY}`, `multipart/form-data; boundary=${BOUNDARY}`, 'multipart/form-data', 'application/json', 'application/pdf', undefined),
  headers: oddHeaders,
});

describe('upload-service under generated input', () => {
  test('when an image is cut short right after its PNG signature (found by the fuzzer), then 400 and nothing stored', async () => {
    const before = await state();
    const reply = await sendRaw(ctx.url, {
      method: 'POST',
      path: '/api/upload',
      headers: { ...bearer(), 'x-forwarded-for': nextAddress(), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: multipart([{ field: 'image', filename: 'cut.png', contentType: 'image/png', data: MAGIC.png }], true),
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(await state()).toEqual(before);
  });

  test.each([
    ['/api/upload/resume', 'resumes', false],
    ['/api/upload', 'images', true],
  ] as const)('when POST %s gets any multipart body, then no 5xx and a refused upload leaves no row and no object', async (path, table, admin) => {
    await fc.assert(
      fc.asyncProperty(uploadRequest, async (r) => {
        const before = await state();
        const reply = await sendRaw(ctx.url, {
          method: 'POST',
          path,
          headers: { ...r.headers, ...(admin ? bearer() : {}), 'x-forwarded-for': nextAddress(), 'content-type': r.contentType },
          body: multipart(r.parts, r.terminated),
        });
        expectNoServerError(reply, `POST ${path}`);
        const after = await state();
        if (reply.status >= 400) expect(after).toEqual(before);
        else expect(after[table]).toBe(before[table] + 1);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when media, signed-file and admin-link paths get any key, id, file name or query, then no 5xx and no file is served without a valid signature', async () => {
    const query = fc.oneof(
      fc.constant(''),
      fc.tuple(fc.oneof(fc.integer().map(String), nastyString.map(encodePart)), fc.oneof(fc.stringMatching(/^[0-9a-f]{0,64}$/), nastyString.map(encodePart))).map(([e, s]) => `?expires=${e}&signature=${s}`),
      fc.constantFrom('?expires[]=1&signature=a', '?expires=99999999999&signature=', '?__proto__[x]=1'),
    );
    const path = fc.oneof(
      fc.tuple(pathSegment, fc.oneof(pathSegment, fc.constantFrom('1600.jpg', '480.webp', '960.avif', '2000.jpg', '1600.svg', '..%2f1600.jpg'))).map(([id, file]) => `/media/images/${id}/${file}`),
      fc.tuple(pathSegment, query).map(([key, q]) => `/api/files/resumes/${key}${q}`),
      pathSegment.map((key) => `/api/admin/resumes/${key}/link`),
    );
    await fc.assert(
      fc.asyncProperty(path, fc.constantFrom('GET', 'HEAD', 'DELETE', 'PUT'), fc.boolean(), async (p, method, admin) => {
        const reply = await sendRaw(ctx.url, { method, path: p, headers: admin ? bearer() : {} });
        expectNoServerError(reply, `${method} ${p}`);
        if (p.startsWith('/api/files/')) expect(reply.status).not.toBe(200);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when the internal resume endpoints get any key and body, then no 5xx and nothing is stored', async () => {
    const before = await state();
    const body = fc.oneof(jsonBody({ submissionId: '3f1c2e1a-0000-4000-8000-000000000001', ttlSeconds: 600 }), nonObjectBody);
    const action = fc.constantFrom(['GET', ''], ['GET', '/content'], ['POST', '/attach'], ['POST', '/link'], ['DELETE', '']);
    await fc.assert(
      fc.asyncProperty(pathSegment, action, body, async (key, [method, tail], text) => {
        const reply = await sendRaw(ctx.url, {
          method,
          path: `/internal/resumes/${key}${tail}`,
          headers: { 'content-type': 'application/json', ...INTERNAL },
          body: method === 'POST' ? text : undefined,
        });
        expectNoServerError(reply, `${method} /internal/resumes/${key}${tail}`);
      }),
      { numRuns: FUZZ_RUNS },
    );
    expect(await state()).toEqual(before);
  });
});
