import { detectResumeFormat, zipEntryNames } from './resume-format';
import { sanitizeFileName } from './file-name';
import { aDocx, aPdf, aPlainZip } from '../../test/fixtures';

describe('detectResumeFormat', () => {
  it('when the bytes start with %PDF-, then pdf; a Word zip, then docx; anything else, null', () => {
    expect(detectResumeFormat(aPdf())).toBe('pdf');
    expect(detectResumeFormat(aDocx())).toBe('docx');
    expect(detectResumeFormat(aPlainZip())).toBeNull();
    expect(detectResumeFormat(Buffer.from('%PDF'))).toBeNull();
    expect(detectResumeFormat(Buffer.from(' %PDF-1.4'))).toBeNull();
  });

  it('when a zip is truncated or its directory points outside the file, then it is not a zip', () => {
    const docx = aDocx();
    expect(zipEntryNames(docx.subarray(0, docx.length - 5))).toBeNull();
    const broken = Buffer.from(docx);
    // Central directory offset (end record + 16) pointing past the end.
    broken.writeUInt32LE(docx.length + 100, docx.length - 22 + 16);
    expect(zipEntryNames(broken)).toBeNull();
    expect(zipEntryNames(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
  });
});

describe('sanitizeFileName', () => {
  it.each([
    ['Jane Doe CV.pdf', 'pdf', 'Jane Doe CV.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\cv.DOCX', 'docx', 'cv.docx'],
    ['"quoted"; name=x.pdf', 'pdf', 'quoted_ name_x.pdf'],
    ['Ünïcödé résumé.pdf', 'pdf', 'Unicode resume.pdf'],
    ['.hidden', 'pdf', 'resume.pdf'],
    ['', 'docx', 'resume.docx'],
    ['简历.pdf', 'pdf', 'resume.pdf'],
    ['cv.exe', 'pdf', 'cv.pdf'],
    [`${'a'.repeat(300)}.pdf`, 'pdf', `${'a'.repeat(100)}.pdf`],
  ])('when the name is %j, then %s gives %j', (raw, ext, expected) => {
    expect(sanitizeFileName(raw, ext)).toBe(expected);
  });
});
