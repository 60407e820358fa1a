import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createZip, type ZipEntry } from './zip-writer';

export type TestImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** A real image made by sharp: a two-colour picture, so encoders have something to compress. */
export async function anImage(format: TestImageFormat, size: { width: number; height: number } = { width: 2000, height: 1000 }): Promise<Buffer> {
  const half = Math.max(1, Math.floor(size.width / 2));
  const right = await sharp({ create: { width: size.width - half || 1, height: size.height, channels: 3, background: '#f2a900' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: size.width, height: size.height, channels: 3, background: '#1d4f91' } })
    .composite([{ input: right, left: half, top: 0 }])
    // AVIF at the default effort takes seconds to make; the tests need a real one, not a small one.
    .toFormat(format, format === 'avif' ? { effort: 1 } : {})
    .toBuffer();
}

/** One PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/** A PNG carrying an APNG animation-control chunk, which file-type names image/apng. */
export async function anApng(): Promise<Buffer> {
  const png = await anImage('png', { width: 40, height: 20 });
  const data = Buffer.alloc(8);
  data.writeUInt32BE(1, 0); // frames
  data.writeUInt32BE(0, 4); // plays
  // Right after the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([png.subarray(0, 33), pngChunk('acTL', data), png.subarray(33)]);
}

/**
 * A complete, valid black-and-white PNG (1 bit per pixel, all white) of any size: its pixel data is
 * one bit each and deflates to almost nothing, so a file of a few kilobytes can declare tens of
 * millions of pixels (a decompression bomb once decoded to 8 bits or more per pixel).
 */
export function aBlankPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, adaptive filters, no interlace
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A two-frame animated GIF. */
export async function anAnimatedGif(width = 600, height = 300): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif({ delay: [200, 200], loop: 0 })
    .toBuffer();
}

/** A JPEG shot sideways (EXIF orientation 6) that carries personal EXIF fields. */
export async function aSidewaysJpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Private Person', Copyright: 'secret location' } })
    .toBuffer();
}

/** A small but well-formed PDF, padded with a comment to the size asked for. */
export function aPdf(totalBytes?: number): Buffer {
  const body = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n',
    'latin1',
  );
  const eof = Buffer.from('%%EOF\n', 'latin1');
  if (totalBytes === undefined) return Buffer.concat([body, eof]);
  const padding = totalBytes - body.length - eof.length;
  if (padding < 2) throw new Error('size too small for a PDF');
  return Buffer.concat([body, Buffer.from('%'), Buffer.alloc(padding - 2, 'x'), Buffer.from('\n'), eof]);
}

/** The main part's content type of a .docx (a macro-enabled .docm declares another). */
export const DOCX_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/**
 * A real Word document's skeleton: the parts Word itself needs to open it (deflated, as Word writes
 * them, on request), plus any `extra` parts and `types` (extra lines of [Content_Types].xml).
 */
export function aDocx(options: { deflate?: boolean; extra?: ZipEntry[]; mainType?: string; types?: string } = {}): Buffer {
  return createZip([
    {
      name: '[Content_Types].xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        (options.types ?? '') +
        `<Override PartName="/word/document.xml" ContentType="${options.mainType ?? DOCX_MAIN_TYPE}"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    {
      name: 'word/document.xml',
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:body><w:p><w:r><w:t>Jane Doe, Lead Engineer</w:t></w:r></w:p></w:body></w:document>',
    },
    ...(options.extra ?? []),
  ], options);
}

/** A zip that is not a Word document. */
export const aPlainZip = (): Buffer => createZip([{ name: 'notes.txt', data: 'hello' }, { name: 'photo/readme.md', data: '# hi' }]);

/** The first bytes of a Linux executable. */
export const anElfBinary = (): Buffer => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048, 0x90)]);

/** The first bytes of a Windows executable. */
export const aWindowsExe = (): Buffer => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('PE\0\0'), Buffer.alloc(2048, 0)]);

export const anSvgWithScript = (): Buffer =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
  );
