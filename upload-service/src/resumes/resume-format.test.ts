import { detectResumeFormat } from './resume-format';
import { inspectDocx } from './resume-safety';
import { sanitizeFileName } from './file-name';
import { aDocx, aPdf, aPlainZip } from '../../test/fixtures';
import { createZip } from '../../test/zip-writer';

const unreadable = {
  code: 'RESUME_ZIP_UNREADABLE',
  message: 'The document could not be read as a Word file; save it again as a plain .docx or PDF and upload it again',
};

describe('detectResumeFormat', () => {
  it('when the bytes start with %PDF-, then pdf; a Word zip, then docx; anything else, null', async () => {
    expect(await detectResumeFormat(aPdf())).toBe('pdf');
    expect(await detectResumeFormat(aDocx())).toBe('docx');
    expect(await detectResumeFormat(aPlainZip())).toBeNull();
    expect(await detectResumeFormat(Buffer.from('%PDF'))).toBeNull();
    expect(await detectResumeFormat(Buffer.from(' %PDF-1.4'))).toBeNull();
  });

  it('when a Word zip is cut short or lacks the main document, then it is refused as unreadable (file-type names no Word without one)', async () => {
    const docx = aDocx();
    const truncated = docx.subarray(0, docx.length - 5);
    expect(await detectResumeFormat(truncated)).toBe('docx');
    expect(await inspectDocx(truncated)).toEqual(unreadable);
    const partsOnly = createZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'word/styles.xml', data: '<w:styles/>' }]);
    expect(await detectResumeFormat(partsOnly)).toBeNull();
    expect(await inspectDocx(partsOnly)).toEqual(unreadable);
    expect(await inspectDocx(docx)).toBeNull();
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
