import request from 'supertest';
import sharp from 'sharp';
import { IMAGE_LOCATION_PATTERN, IMAGE_WIDTHS } from '@site/contracts';
import { bearer, signTestToken } from '@site/service-kit/testing';
import { generateKeyPairSync } from 'node:crypto';
import { aClientAddress, startUploadService, type UploadTestContext } from './helpers';
import { MAX_INPUT_PIXELS, renderImageVariants } from '../src/images/image-variants';
import { aBlankPng, anAnimatedGif, anApng, anElfBinary, anImage, anSvgWithScript, aSidewaysJpegWithExif, aWindowsExe, type TestImageFormat } from './fixtures';

// Each accepted upload encodes up to nine variants and the test decodes them all: seconds on a busy machine.
jest.setTimeout(60_000);

let ctx: UploadTestContext;

beforeAll(async () => {
  ctx = await startUploadService();
});

afterAll(async () => {
  await ctx.close();
});

const upload = (bytes: Buffer, filename = 'photo.jpg', headers: Record<string, string> = bearer()) =>
  request(ctx.url).post('/api/upload').set('X-Forwarded-For', aClientAddress()).set(headers).attach('image', bytes, { filename, contentType: 'image/jpeg' });

const idOf = (location: string): string => {
  const match = IMAGE_LOCATION_PATTERN.exec(location);
  if (!match?.[1]) throw new Error(`not an image location: ${location}`);
  return match[1];
};

const OWN_EXTENSION: Record<TestImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif' };
/** What sharp reports for each stored extension (AVIF is a HEIF container). */
const SHARP_FORMAT: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', avif: 'heif' };
const CONTENT_TYPE: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };

/** Asserts that nothing was stored by a refused upload. */
async function expectNothingStored(before: { rows: number; objects: number }) {
  expect(await ctx.count('images')).toBe(before.rows);
  expect((await ctx.listKeys(ctx.config.S3_PUBLIC_BUCKET)).length).toBe(before.objects);
}
const snapshot = async () => ({ rows: await ctx.count('images'), objects: (await ctx.listKeys(ctx.config.S3_PUBLIC_BUCKET)).length });

describe('POST /api/upload, accepted images', () => {
  it.each<TestImageFormat>(['jpeg', 'png', 'webp', 'gif', 'avif'])(
    'when an admin uploads a real %s, then every width is stored in WebP, AVIF and its own format and served with long-cache headers',
    async (format) => {
      const original = await anImage(format, { width: 2000, height: 1000 });
      const res = await upload(original, `banner.${OWN_EXTENSION[format]}`);

      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const location = res.text;
      expect(location).toMatch(new RegExp(`^/media/images/[0-9a-f-]{36}/1600\\.${OWN_EXTENSION[format]}$`));
      const id = idOf(location);

      const extensions = [...new Set(['webp', 'avif', OWN_EXTENSION[format]])];
      const expectedKeys = IMAGE_WIDTHS.flatMap((w) => extensions.map((ext) => `images/${id}/${w}.${ext}`)).sort();
      expect((await ctx.listKeys(ctx.config.S3_PUBLIC_BUCKET)).filter((k) => k.startsWith(`images/${id}/`))).toEqual(expectedKeys);

      for (const width of IMAGE_WIDTHS) {
        for (const ext of extensions) {
          const served = await request(ctx.url).get(`/media/images/${id}/${width}.${ext}`).buffer(true).parse((r, done) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => done(null, Buffer.concat(chunks)));
          });
          expect(served.status).toBe(200);
          expect(served.headers).toMatchObject({
            'content-type': CONTENT_TYPE[ext],
            'x-content-type-options': 'nosniff',
            'cache-control': 'public, max-age=31536000, immutable',
            'content-length': String((served.body as Buffer).length),
          });
          expect(served.headers.etag).toMatch(/^"[^"]+"$/);
          const meta = await sharp(served.body as Buffer).metadata();
          expect(meta.format).toBe(SHARP_FORMAT[ext]);
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(width / 2);
        }
      }

      const [row] = (await ctx.dataSource.query(
        `SELECT original_format, original_width, original_height, original_bytes, widths, formats, uploaded_by FROM uploads.images WHERE id = $1`,
        [id],
      )) as Record<string, unknown>[];
      expect(row).toEqual({
        original_format: format,
        original_width: 2000,
        original_height: 1000,
        original_bytes: original.length,
        widths: [480, 960, 1600],
        formats: extensions,
        uploaded_by: '1',
      });
    },
  );

  it('when the image is narrower than a width, then that width holds the original size, never upscaled', async () => {
    const res = await upload(await anImage('png', { width: 700, height: 350 }), 'small.png');
    expect(res.status).toBe(200);
    const id = idOf(res.text);
    const widthOf = async (file: string) => {
      const r = await request(ctx.url).get(`/media/images/${id}/${file}`).buffer(true).parse((s, done) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => done(null, Buffer.concat(chunks)));
      });
      return (await sharp(r.body as Buffer).metadata()).width;
    };
    expect(await widthOf('480.png')).toBe(480);
    expect(await widthOf('960.png')).toBe(700);
    expect(await widthOf('1600.png')).toBe(700);
    expect(await widthOf('1600.avif')).toBe(700);
    expect(await widthOf('1600.webp')).toBe(700);
  });

  it('when a photo carries EXIF orientation and personal fields, then the stored image is upright and has no EXIF', async () => {
    const res = await upload(await aSidewaysJpegWithExif(), 'phone.jpg');
    expect(res.status).toBe(200);
    const id = idOf(res.text);
    for (const ext of ['jpg', 'webp', 'avif']) {
      const r = await request(ctx.url).get(`/media/images/${id}/1600.${ext}`).buffer(true).parse((s, done) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const meta = await sharp(r.body as Buffer).metadata();
      // 1200x600 shot rotated 90 degrees: upright it is 600 wide and 1200 high.
      expect({ width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
        width: 600,
        height: 1200,
        exif: undefined,
        orientation: undefined,
      });
    }
  });

  it('when the JPEG is CMYK (print artwork) or the PNG is 16-bit, then the variants are 8-bit sRGB with the right colour', async () => {
    const red = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#ff0000' } }).toColourspace('cmyk').jpeg().toBuffer();
    const green = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#00ff00' } }).toColourspace('rgb16').png().toBuffer();
    for (const [bytes, name, ext, channel] of [[red, 'print.jpg', 'jpg', 0], [green, 'deep.png', 'png', 1]] as const) {
      const res = await upload(bytes, name);
      expect(res.status).toBe(200);
      const served = await request(ctx.url).get(`/media/images/${idOf(res.text)}/480.${ext}`).buffer(true).parse((s2, done) => {
        const chunks: Buffer[] = [];
        s2.on('data', (c: Buffer) => chunks.push(c));
        s2.on('end', () => done(null, Buffer.concat(chunks)));
      });
      const meta = await sharp(served.body as Buffer).metadata();
      expect({ space: meta.space, depth: meta.depth }).toEqual({ space: 'srgb', depth: 'uchar' });
      const stats = await sharp(served.body as Buffer).stats();
      expect(stats.channels[channel]?.mean).toBeGreaterThan(220);
    }
  });

  it('when the PNG is an APNG, then it is accepted as a PNG', async () => {
    const res = await upload(await anApng(), 'moving.png');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/\/1600\.png$/);
  });

  it('when a GIF is animated, then GIF and WebP keep every frame and AVIF holds the first', async () => {
    const res = await upload(await anAnimatedGif(), 'anim.gif');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/\/1600\.gif$/);
    const id = idOf(res.text);
    const pagesOf = async (file: string) => {
      const r = await request(ctx.url).get(`/media/images/${id}/${file}`).buffer(true).parse((s, done) => {
        const chunks: Buffer[] = [];
        s.on('data', (c: Buffer) => chunks.push(c));
        s.on('end', () => done(null, Buffer.concat(chunks)));
      });
      return (await sharp(r.body as Buffer).metadata()).pages ?? 1;
    };
    expect(await pagesOf('480.gif')).toBe(2);
    expect(await pagesOf('480.webp')).toBe(2);
    expect(await pagesOf('480.avif')).toBe(1);
  });
});

describe('POST /api/upload, refusals', () => {
  it.each([
    ['text with an image name', () => Buffer.from('just some text pretending to be a photo'), 'photo.jpg', 'UNSUPPORTED_IMAGE'],
    ['a Linux executable renamed .jpg', anElfBinary, 'photo.jpg', 'UNSUPPORTED_IMAGE'],
    ['a Windows executable renamed .png', aWindowsExe, 'logo.png', 'UNSUPPORTED_IMAGE'],
    ['a PDF renamed .jpg', () => Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.jpg', 'UNSUPPORTED_IMAGE'],
  ])('when the file is %s, then it is refused with 400 and nothing is stored', async (_label, bytes, filename, code) => {
    const before = await snapshot();
    const res = await upload(bytes(), filename);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'image must be a JPEG, PNG, WebP, GIF or AVIF file', code, requestId: expect.any(String) });
    await expectNothingStored(before);
  });

  it('when the file is an SVG with a script, then it is refused with 400 naming SVG and nothing is stored', async () => {
    const before = await snapshot();
    const res = await upload(anSvgWithScript(), 'logo.svg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'image: SVG files are not accepted; image must be a JPEG, PNG, WebP, GIF or AVIF file',
      code: 'SVG_REFUSED',
      requestId: expect.any(String),
    });
    await expectNothingStored(before);
  });

  it('when a PNG header is followed by garbage, then it is refused as unreadable', async () => {
    const png = await anImage('png', { width: 400, height: 200 });
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(500, 7)]);
    const before = await snapshot();
    const res = await upload(broken, 'broken.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'image could not be read: the file is damaged or too large in pixels',
      code: 'UNREADABLE_IMAGE',
      requestId: expect.any(String),
    });
    await expectNothingStored(before);
  });

  it('when a PNG of a few kilobytes declares more pixels than MAX_INPUT_PIXELS (a decompression bomb), then it is refused with 400 before decoding and nothing is stored', async () => {
    const width = 8000;
    const height = Math.floor(MAX_INPUT_PIXELS / width) + 1;
    const bomb = aBlankPng(width, height);
    expect(bomb.length).toBeLessThan(64 * 1024);
    // The guard is what refuses it: the same file one row shorter (at the limit) passes the check.
    await expect(renderImageVariants(bomb, 'png')).rejects.toThrow(/pixel limit/);
    expect(await sharp(aBlankPng(width, height - 1), { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata()).toMatchObject({ width, height: height - 1 });

    const before = await snapshot();
    const res = await upload(bomb, 'bomb.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'image could not be read: the file is damaged or too large in pixels',
      code: 'UNREADABLE_IMAGE',
      requestId: expect.any(String),
    });
    await expectNothingStored(before);
  });

  it('when the file is empty, then it is refused with 400', async () => {
    const res = await upload(Buffer.alloc(0), 'empty.jpg');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'image is empty', code: 'FILE_EMPTY', requestId: expect.any(String) });
  });

  it('when no file is sent, then it is refused with 400 naming the field', async () => {
    const res = await request(ctx.url).post('/api/upload').set(bearer()).field('title', 'no file');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'image is required (multipart field "image")', code: 'IMAGE_MISSING', requestId: expect.any(String) });
  });

  it('when the file comes in another field, then it is refused with 400 naming the field', async () => {
    const res = await request(ctx.url).post('/api/upload').set(bearer()).attach('file', await anImage('png', { width: 10, height: 10 }), 'a.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'send exactly one file, in the multipart field "image"',
      code: 'IMAGE_UNEXPECTED_FIELD',
      requestId: expect.any(String),
    });
  });

  it('when the body is JSON instead of multipart, then it is refused with 400', async () => {
    const res = await request(ctx.url).post('/api/upload').set(bearer()).send({ image: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_MISSING');
  });

  it('when the file is over 10 MB, then it is refused with 400 and nothing is stored', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await anImage('png', { width: 10, height: 10 }), Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'image must be at most 10 MB', code: 'IMAGE_TOO_LARGE', requestId: expect.any(String) });
    await expectNothingStored(before);
  });

  it('when there is no token, then 401 and nothing is stored', async () => {
    const before = await snapshot();
    const res = await upload(await anImage('png', { width: 10, height: 10 }), 'a.png', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Sign in as an administrator to do this', code: 'UNAUTHORIZED', requestId: expect.any(String) });
    await expectNothingStored(before);
  });

  it('when the token is signed by another key, then 401', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256', privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    const res = await upload(await anImage('png', { width: 10, height: 10 }), 'a.png', bearer(signTestToken({ privateKey: other.privateKey })));
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_TOKEN');
  });

  it('when the token has expired, then 401 asking to sign in again', async () => {
    const res = await upload(await anImage('png', { width: 10, height: 10 }), 'a.png', bearer(signTestToken({ expiresIn: -10 })));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Your session has expired. Please sign in again.', code: 'TOKEN_EXPIRED', requestId: expect.any(String) });
  });

  it('when the user is not an admin, then 403', async () => {
    const res = await upload(await anImage('png', { width: 10, height: 10 }), 'a.png', bearer(signTestToken({ isAdmin: false })));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });
});

describe('GET /media/images/:id/:file', () => {
  let id: string;
  beforeAll(async () => {
    id = idOf((await upload(await anImage('jpeg', { width: 500, height: 250 }), 'x.jpg')).text);
  });

  it('when the browser revalidates with the ETag, then 304 without a body', async () => {
    const first = await request(ctx.url).get(`/media/images/${id}/480.webp`);
    const again = await request(ctx.url).get(`/media/images/${id}/480.webp`).set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('when a HEAD request asks, then the headers come without a body', async () => {
    const res = await request(ctx.url).head(`/media/images/${id}/960.avif`);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/avif', 'cache-control': 'public, max-age=31536000, immutable' });
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.text ?? '').toBe('');
  });

  it.each([
    ['a width that is not stored', () => `/media/images/${id}/1200.jpg`],
    ['a format that is not stored', () => `/media/images/${id}/480.gif`],
    ['an SVG name', () => `/media/images/${id}/480.svg`],
    ['an unknown image', () => '/media/images/00000000-0000-4000-8000-000000000000/480.jpg'],
    ['an id that is not a uuid', () => '/media/images/abc/480.jpg'],
    ['an encoded traversal in the file', () => `/media/images/${id}/..%2F..%2F..%2Fetc%2Fpasswd`],
    ['an encoded traversal in the id', () => '/media/images/..%2F..%2Fsite-resumes/480.jpg'],
    ['a dot-dot segment', () => `/media/images/${id}/../../../etc/passwd`],
    ['a backslash traversal', () => `/media/images/${id}/..%5C..%5Cwin.ini`],
  ])('when the path names %s, then 404', async (_label, path) => {
    const res = await request(ctx.url).get(path());
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('POST /api/upload, per-address limit', () => {
  let limited: UploadTestContext;
  beforeAll(async () => {
    limited = await startUploadService({ env: { IMAGE_UPLOADS_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('when one address uploads more images than the hourly limit, then 429 with Retry-After and nothing more is stored', async () => {
    const png = await anImage('png', { width: 20, height: 10 });
    const send = () => request(limited.url).post('/api/upload').set('X-Forwarded-For', '198.51.100.7').set(bearer()).attach('image', png, 'a.png');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many uploads from your address. Please try again later.', code: 'RATE_LIMITED', requestId: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await limited.count('images')).toBe(2);
  });
});
