import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import request from 'supertest';
import { MESSAGES, RESUME_KEY_PATTERN } from '@site/contracts';
import { aClientAddress, startUploadService, type UploadTestContext } from './helpers';
import { aDocx, aPdf } from './fixtures';

jest.setTimeout(60_000);

let ctx: UploadTestContext;
beforeAll(async () => {
  ctx = await startUploadService();
});
afterAll(async () => {
  await ctx.close();
});

const upload = (bytes: Buffer, filename: string) =>
  request(ctx.url).post('/api/upload/resume').set('X-Forwarded-For', aClientAddress()).attach('cv', bytes, { filename });
const stored = async () => ({ rows: await ctx.count('resumes'), objects: (await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).length });

const REUPLOAD = 'save it again as a plain .docx or PDF and upload it again';
const BOMB = {
  code: 'RESUME_ZIP_BOMB',
  message: `The document expands to more than 20 MB, or a part of it over 100 times its packed size; ${REUPLOAD}`,
};
const PATH = {
  code: 'RESUME_ZIP_PATH',
  message: `The document holds a part with an absolute or parent-directory (..) path; ${REUPLOAD}`,
};
const MACROS = { code: 'RESUME_MACROS', message: `The document contains macros; ${REUPLOAD}` };
const activePdf = (name: string) => ({
  code: 'RESUME_PDF_ACTIVE_CONTENT',
  message: `The PDF contains /${name} (scripts, launch actions, embedded files or interactive forms); ${REUPLOAD}`,
});

/** A PDF whose objects are `objects` (raw text), after a catalog and an empty page tree. */
const aPdfWith = (...objects: Array<string | Buffer>): Buffer =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n', 'latin1'),
    ...objects.map((o) => (Buffer.isBuffer(o) ? o : Buffer.from(`${o}\n`, 'latin1'))),
    Buffer.from('trailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);

/** An object stream (/Type /ObjStm, FlateDecode) packing `packed`, as PDF 1.5+ writers do. */
const anObjectStream = (id: number, packed: string): Buffer => {
  const data = deflateSync(Buffer.from(packed, 'latin1'));
  return Buffer.concat([
    Buffer.from(`${id} 0 obj << /Type /ObjStm /N 1 /First 6 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
};

/** A stream whose data is `data` (a page content stream or an image: not objects). */
const aDataStream = (id: number, data: Buffer): Buffer =>
  Buffer.concat([
    Buffer.from(`${id} 0 obj << /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);

describe('POST /api/upload/resume, Word documents that are not plain CVs', () => {
  it.each([
    ['a zip bomb: 25 MB of zeros in one part (over 20 MB expanded)', () => aDocx({ deflate: true, extra: [{ name: 'word/media/zeros.bin', data: Buffer.alloc(25 * 1024 * 1024) }] })],
    ['a ratio bomb: 2 MB of zeros packed over 1000:1 (over 100:1 past 1 MiB)', () => aDocx({ deflate: true, extra: [{ name: 'word/media/zeros.bin', data: Buffer.alloc(2 * 1024 * 1024) }] })],
    ['many parts that add up past 20 MB', () => aDocx({ deflate: true, extra: Array.from({ length: 25 }, (_, i) => ({ name: `word/media/part${i}.bin`, data: Buffer.alloc(900 * 1024, i) })) })],
  ])('when it is %s, then 400 RESUME_ZIP_BOMB and nothing is stored', async (_case, make) => {
    const before = await stored();
    const res = await upload(make(), 'cv.docx');
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...BOMB, requestId: expect.any(String) } });
    expect(await stored()).toEqual(before);
  });

  it.each(['../../../etc/cron.d/evil', '/etc/passwd', 'C:\\Windows\\evil.dll', 'word/..\\..\\evil.exe', 'word/../../evil.xml'])(
    'when a part is named %j, then 400 RESUME_ZIP_PATH and nothing is stored',
    async (name) => {
      const before = await stored();
      const res = await upload(aDocx({ extra: [{ name, data: 'x' }] }), 'cv.docx');
      expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...PATH, requestId: expect.any(String) } });
      expect(await stored()).toEqual(before);
    },
  );

  it.each([
    ['a VBA project part (word/vbaProject.bin)', () => aDocx({ extra: [{ name: 'word/vbaProject.bin', data: Buffer.from('d0cf11e0a1b11ae1', 'hex') }] })],
    ['the macro-enabled (.docm) main content type', () => aDocx({ mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' })],
    ['the VBA project content type', () => aDocx({ types: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' })],
    ['VBA data (word/vbaData.xml)', () => aDocx({ deflate: true, extra: [{ name: 'word/vbaData.xml', data: '<wne:vbaSuppData/>' }] })],
  ])('when it carries %s, then 400 RESUME_MACROS and nothing is stored', async (_case, make) => {
    const before = await stored();
    const res = await upload(make(), 'cv.docx');
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...MACROS, requestId: expect.any(String) } });
    expect(await stored()).toEqual(before);
  });

  it('when it is a plain Word document with a compressed 1.5 MB photo, then it is stored', async () => {
    const photo = randomBytes(1536 * 1024);
    const res = await upload(aDocx({ deflate: true, extra: [{ name: 'word/media/image1.png', data: photo }] }), 'cv.docx');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(RESUME_KEY_PATTERN);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toContain(res.text);
  });
});

describe('POST /api/upload/resume, PDFs with active content', () => {
  it.each([
    // Every reference names an object that exists: a reference to a missing one is null, and a PDF
    // reader (and qpdf) treats a null entry as absent.
    ['JavaScript', 'a document-level script', aPdfWith('3 0 obj << /Names << /JavaScript 4 0 R >> >> endobj', '4 0 obj << /Names [(init) 5 0 R] >> endobj', '5 0 obj << /S /JavaScript /JS (app.alert\\(1\\)) >> endobj')],
    ['JavaScript', 'an /OpenAction that runs a script', aPdfWith('3 0 obj << /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >> endobj')],
    ['JS', 'a script action named by /JS alone', aPdfWith('3 0 obj << /AA << /O << /JS 4 0 R >> >> >> endobj', '4 0 obj (app.alert\\(1\\)) endobj')],
    ['JavaScript', 'a name hidden with #xx escapes', aPdfWith('3 0 obj << /S /J#61va#53cript /JS#20 >> endobj')],
    ['Launch', 'a launch action', aPdfWith('3 0 obj << /Type /Action /S /Launch /F (cmd.exe) >> endobj')],
    ['EmbeddedFiles', 'an embedded file tree', aPdfWith('3 0 obj << /Names << /EmbeddedFiles 4 0 R >> >> endobj', '4 0 obj << /Names [] >> endobj')],
    ['EmbeddedFile', 'an embedded file stream', aPdfWith(aDataStream(3, Buffer.from('MZ')).toString('latin1').replace('<< /Length', '<< /Type /EmbeddedFile /Length'))],
    ['RichMedia', 'rich media (Flash)', aPdfWith('3 0 obj << /Type /Annot /Subtype /RichMedia >> endobj')],
    ['XFA', 'an XFA form', aPdfWith('3 0 obj << /AcroForm << /XFA 4 0 R >> >> endobj', '4 0 obj (<xdp:xdp/>) endobj')],
    ['JavaScript', 'a script packed in a compressed object stream', aPdfWith(anObjectStream(4, '5 0 << /S /JavaScript /JS (app.launchURL\\("x"\\)) >>'))],
  ])('when it holds /%s (%s), then 400 RESUME_PDF_ACTIVE_CONTENT and nothing is stored', async (name, _case, pdf) => {
    const before = await stored();
    const res = await upload(pdf, 'cv.pdf');
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...activePdf(name), requestId: expect.any(String) } });
    expect(await stored()).toEqual(before);
  });

  it('when a plain PDF opens at a page and its page and image data happen to hold the bytes "/JS ", then it is stored', async () => {
    const pdf = aPdfWith(
      '3 0 obj << /OpenAction [4 0 R /Fit] /PageMode /UseOutlines >> endobj',
      aDataStream(5, Buffer.from('BT /F1 12 Tf (Jane Doe) Tj ET /JS \x00\xff binary', 'latin1')),
      anObjectStream(6, '7 0 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    );
    const res = await upload(pdf, 'cv.pdf');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/\.pdf$/);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toContain(res.text);
  });

  it('when the plain test PDF is uploaded, then it is stored', async () => {
    const res = await upload(aPdf(), 'cv.pdf');
    expect(res.status).toBe(200);
  });
});

// Issue 25's security probe: two resumes passed the checks above and were mailed to info@.
// - a PDF whose `/OpenAction /S /JavaScript` sat behind a comment or a string ending in `stream`:
//   the byte scanner took what followed for stream data and skipped it. PDFs are now parsed by qpdf.
// - a DOCX whose macro was declared with an XML character reference (`vb&#97;Project`): the raw
//   text never said vbaProject, Word's XML parser does. Its XML parts are now read as XML.
const SCRIPT = {
  code: 'RESUME_PDF_ACTIVE_CONTENT',
  message: `The PDF contains /JavaScript (scripts, launch actions, embedded files or interactive forms); ${REUPLOAD}`,
};

/** A one-page PDF whose catalog opens with action 4, written by hand around `action` (raw PDF text). */
const aPdfOpeningWith = (action: string): Buffer =>
  Buffer.from(
    [
      '%PDF-1.7',
      '1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
      action,
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );

describe('the probe\'s resumes', () => {
  it.each([
    [
      'a comment ending in "stream" before it (and "endstream" in a later comment)',
      '4 0 obj\n<< /Type /Action % the next line is not stream\n/S /JavaScript /JS (app.launchURL\\(\'http://evil.example\'\\)) % endstream\n>>\nendobj',
    ],
    [
      'a string ending in "stream" before it',
      '4 0 obj\n<< /Type /Action /T (a title that ends in stream\n) /S /JavaScript /JS (app.alert\\(1\\)) /U (endstream) >>\nendobj',
    ],
    [
      'a name written with #xx escapes after a fake stream keyword',
      '4 0 obj\n<< /Type /Action /Note (stream\r\n) /S /J#61v#61Script /JS (app.alert\\(1\\)) /End (endstream) >>\nendobj',
    ],
  ])('when a PDF runs JavaScript when opened, hidden behind %s, then 400 RESUME_PDF_ACTIVE_CONTENT and nothing is stored', async (_case, action) => {
    const before = await stored();
    const res = await upload(aPdfOpeningWith(action), 'cv.pdf');
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...SCRIPT, requestId: expect.any(String) } });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['its VBA content type written with a character reference', { types: '<Override PartName="/word/macros.bin" ContentType="application/vnd.ms-office.vb&#97;Project"/>', extra: [{ name: 'word/macros.bin', data: Buffer.from('d0cf11e0a1b11ae1', 'hex') }] }],
    [
      'a VBA project relationship whose type is written with a character reference',
      {
        extra: [
          { name: 'word/macros.bin', data: Buffer.from('d0cf11e0a1b11ae1', 'hex') },
          {
            name: 'word/_rels/document.xml.rels',
            data:
              '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
              '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vb&#97;Project" Target="macros.bin"/></Relationships>',
          },
        ],
      },
    ],
    ['a part named vbaProject.bin with a character reference', { types: '<Override PartName="/word/vb&#97;Project.bin" ContentType="application/octet-stream"/>' }],
  ])('when a Word document carries %s, then 400 RESUME_MACROS and nothing is stored', async (_case, options) => {
    const before = await stored();
    const res = await upload(aDocx({ deflate: true, ...options }), 'cv.docx');
    expect({ status: res.status, body: res.body as unknown }).toEqual({ status: 400, body: { ...MACROS, requestId: expect.any(String) } });
    expect(await stored()).toEqual(before);
  });

  it('when a Word document declares its main part macro-enabled with a hexadecimal reference, then 400 RESUME_TYPE and nothing is stored: no Word writes one, and file-type names the zip by the main part it declares', async () => {
    const before = await stored();
    const res = await upload(aDocx({ deflate: true, mainType: 'application/vnd.ms-word.document.m&#x61;croEnabled.main+xml' }), 'cv.docx');
    expect({ status: res.status, body: res.body as unknown }).toEqual({
      status: 400,
      body: { code: 'RESUME_TYPE', message: MESSAGES.resumeUploadFailure, requestId: expect.any(String) },
    });
    expect(await stored()).toEqual(before);
  });

  it('when a Word document\'s content types are not well-formed XML, then 400 RESUME_ZIP_UNREADABLE (Word would not open it either) and nothing is stored', async () => {
    const before = await stored();
    const res = await upload(aDocx({ types: '<Default Extension="bin" ContentType="x"' }), 'cv.docx');
    expect({ status: res.status, code: (res.body as { code?: string }).code }).toEqual({ status: 400, code: 'RESUME_ZIP_UNREADABLE' });
    expect(await stored()).toEqual(before);
  });

  it('when a PDF cannot be parsed at all, then 400 RESUME_PDF_UNREADABLE and nothing is stored', async () => {
    const before = await stored();
    const res = await upload(Buffer.from('%PDF-1.7\nthis is not a PDF body at all\n', 'latin1'), 'cv.pdf');
    expect({ status: res.status, body: res.body as unknown }).toEqual({
      status: 400,
      body: { code: 'RESUME_PDF_UNREADABLE', message: `The PDF could not be read; ${REUPLOAD}`, requestId: expect.any(String) },
    });
    expect(await stored()).toEqual(before);
  });

  it('when a PDF packs an object stream that inflates to 100 MB (from 100 KB), then 400 RESUME_PDF_BOMB: qpdf stops at its output limit and nothing is stored', async () => {
    const zeros = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
    const pdf = Buffer.concat([
      Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n4 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${zeros.length} >>\nstream\n`, 'latin1'),
      zeros,
      Buffer.from('\nendstream\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    ]);
    expect(pdf.length).toBeLessThan(200 * 1024);
    const before = await stored();
    const res = await upload(pdf, 'cv.pdf');
    expect({ status: res.status, code: (res.body as { code?: string }).code }).toEqual({ status: 400, code: 'RESUME_PDF_BOMB' });
    expect(await stored()).toEqual(before);
  });

  it('when a real one-page PDF opens at its page and a Word document uses character references in its text, then both are stored', async () => {
    const pdf = await upload(aPdfOpeningWith('4 0 obj [3 0 R /Fit] endobj'), 'cv.pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.text).toMatch(RESUME_KEY_PATTERN);
    const docx = await upload(aDocx({ types: '<Default Extension="png" ContentType="image/&#112;ng"/>' }), 'cv.docx');
    expect(docx.status).toBe(200);
    expect(await ctx.listKeys(ctx.config.S3_PRIVATE_BUCKET)).toEqual(expect.arrayContaining([pdf.text, docx.text]));
  });
});
