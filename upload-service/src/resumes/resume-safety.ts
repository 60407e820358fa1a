import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';

/** Why a resume that is a PDF or a Word document by its bytes is still refused. */
export interface ResumeThreat {
  code: string;
  message: string;
}

/**
 * Limits of a Word document's zip (docs/security.md, "What resume uploads check"). A resume of at
 * most 3 MB that expands beyond 20 MB, or one entry that expands over 100 times its packed size once
 * past 1 MiB (small parts compress well and cannot hurt), is a decompression bomb, not a CV.
 */
export const DOCX_LIMITS = {
  maxExpandedBytes: 20 * 1024 * 1024,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxEntries: 5000,
} as const;

/** The most a PDF's object streams may inflate to, all together, while they are scanned. */
export const PDF_MAX_INFLATED_BYTES = 50 * 1024 * 1024;

const REUPLOAD = 'save it again as a plain .docx or PDF and upload it again';
const threats = {
  bomb: {
    code: 'RESUME_ZIP_BOMB',
    message: `The document expands to more than 20 MB, or a part of it over 100 times its packed size; ${REUPLOAD}`,
  },
  path: {
    code: 'RESUME_ZIP_PATH',
    message: `The document holds a part with an absolute or parent-directory (..) path; ${REUPLOAD}`,
  },
  macros: { code: 'RESUME_MACROS', message: `The document contains macros; ${REUPLOAD}` },
  unreadable: { code: 'RESUME_ZIP_UNREADABLE', message: `The document could not be read as a Word file; ${REUPLOAD}` },
  pdfTooLarge: {
    code: 'RESUME_PDF_BOMB',
    message: `The PDF's compressed objects expand to more than 50 MB; ${REUPLOAD}`,
  },
} satisfies Record<string, ResumeThreat>;

const pdfActive = (name: string): ResumeThreat => ({
  code: 'RESUME_PDF_ACTIVE_CONTENT',
  message: `The PDF contains /${name} (scripts, launch actions, embedded files or interactive forms); ${REUPLOAD}`,
});

/** A zip entry name that would land outside the folder it is unpacked into. */
function isUnsafePath(name: string): boolean {
  if (name.startsWith('/') || name.startsWith('\\') || /^[A-Za-z]:/.test(name) || name.includes('\0')) return true;
  return name.split(/[\\/]/).some((segment) => segment === '..');
}

/** Macro storage in an Office zip: the VBA project (Word 2007+ keeps it in word/vbaProject.bin) and its data part. */
function isMacroPart(name: string): boolean {
  const base = (name.split(/[\\/]/).pop() ?? '').toLowerCase();
  return base === 'vbaproject.bin' || base === 'vbadata.xml';
}

/** Content types that only a macro-enabled document declares (.docm main part, VBA project, VBA data). */
const MACRO_CONTENT_TYPE = /application\/vnd\.ms-office\.vba|macroenabled/i;

const openZip = (bytes: Buffer): Promise<ZipFile> =>
  new Promise((resolve, reject) => {
    // decodeStrings off: names arrive as bytes and are judged here (yauzl would refuse unsafe names
    // with an error we could not tell from a broken file).
    fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    );
  });

class Refused extends Error {
  constructor(readonly threat: ResumeThreat) {
    super(threat.code);
  }
}

/**
 * Inflates one entry, counting as it goes; stops (and refuses) the moment the entry or the whole
 * document passes a limit, so a bomb is never expanded beyond the limit. Answers the bytes when
 * `keep` (only [Content_Types].xml is kept, to read it).
 */
function readEntry(zip: ZipFile, entry: Entry, spent: { bytes: number }, keep: boolean): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) {
        reject(err);
        return;
      }
      const chunks: Buffer[] = [];
      let entryBytes = 0;
      const ratioLimit = Math.max(DOCX_LIMITS.ratioFloorBytes, DOCX_LIMITS.maxRatio * Math.max(1, entry.compressedSize));
      stream.on('data', (chunk: Buffer) => {
        entryBytes += chunk.length;
        spent.bytes += chunk.length;
        if (entryBytes > ratioLimit || spent.bytes > DOCX_LIMITS.maxExpandedBytes) {
          stream.destroy();
          reject(new Refused(threats.bomb));
          return;
        }
        if (keep) chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(keep ? Buffer.concat(chunks) : null));
    });
  });
}

/** The parts every Word document has (file-type calls a zip Word from any part under word/). */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * Checks a Word document (file-type recognised it) for what a CV never holds: a decompression
 * bomb, entry names that climb out of the folder, and macros (a VBA project part, or a
 * macro-enabled/VBA content type); and that it has the parts every Word document has. Every entry
 * is inflated, with the limits enforced on the bytes actually produced, not on the sizes the zip
 * declares.
 */
export async function inspectDocx(bytes: Buffer): Promise<ResumeThreat | null> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return threats.unreadable;
  }
  if (zip.entryCount > DOCX_LIMITS.maxEntries) {
    zip.close();
    return threats.bomb;
  }
  const spent = { bytes: 0 };
  let declared = 0;
  let contentTypes = '';
  const names = new Set<string>();
  try {
    await new Promise<void>((resolve, reject) => {
      const refuse = (threat: ResumeThreat) => reject(new Refused(threat));
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        const name = (entry.fileName as unknown as Buffer).toString('utf8');
        names.add(name);
        if (isUnsafePath(name)) return refuse(threats.path);
        if (isMacroPart(name)) return refuse(threats.macros);
        declared += entry.uncompressedSize;
        if (declared > DOCX_LIMITS.maxExpandedBytes) return refuse(threats.bomb);
        const isContentTypes = name === '[Content_Types].xml';
        readEntry(zip, entry, spent, isContentTypes)
          .then((content) => {
            if (content) contentTypes = content.toString('utf8');
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.readEntry();
    });
  } catch (err) {
    zip.close();
    return err instanceof Refused ? err.threat : threats.unreadable;
  }
  if (MACRO_CONTENT_TYPE.test(contentTypes)) return threats.macros;
  return DOCX_PARTS.every((part) => names.has(part)) ? null : threats.unreadable;
}

/** PDF names that run something, open something or carry files: never needed by a CV. */
const ACTIVE_PDF_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia', 'XFA']);

/** A PDF name token: `/` then regular characters (whitespace and delimiters end it). */
const PDF_NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;

/** `#xx` escapes decoded, so /J#61vaScript is /JavaScript (PDF 1.2+). */
const decodeName = (raw: string): string => raw.replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function firstActiveName(text: string): string | null {
  for (const match of text.matchAll(PDF_NAME)) {
    const name = decodeName(match[1] ?? '');
    if (ACTIVE_PDF_NAMES.has(name)) return name;
  }
  return null;
}

/** The stream keyword that opens stream data (never the tail of `endstream`), and its end of line. */
const STREAM_START = /(?<!end)stream(?:\r\n|\n|\r)/g;

/**
 * Checks a PDF for active content: the names /JavaScript, /JS, /Launch, /EmbeddedFile(s), /EF,
 * /RichMedia and /XFA anywhere in its objects (an /OpenAction that runs a script names /JS or
 * /JavaScript, so it is caught by those). Read: every object outside stream data, with `#xx`
 * escapes in names decoded, and the objects packed in FlateDecode object streams (/Type /ObjStm),
 * inflated with Node's zlib (at most 50 MB in all). Not read: other stream data (page contents,
 * images, fonts), object streams under other or chained filters, and encrypted object streams.
 */
export function inspectPdf(bytes: Buffer): ResumeThreat | null {
  const text = bytes.toString('latin1');
  let budget = PDF_MAX_INFLATED_BYTES;
  let from = 0;
  STREAM_START.lastIndex = 0;
  for (let match = STREAM_START.exec(text); match; match = STREAM_START.exec(text)) {
    const found = firstActiveName(text.slice(from, match.index));
    if (found) return pdfActive(found);
    const dataStart = match.index + match[0].length;
    const endstream = text.indexOf('endstream', dataStart);
    const dataEnd = endstream < 0 ? text.length : endstream;
    // The stream's dictionary: from its `obj` keyword to the stream keyword.
    const dictionary = text.slice(Math.max(from, text.lastIndexOf('obj', match.index)), match.index);
    const names = Array.from(dictionary.matchAll(PDF_NAME), (m) => decodeName(m[1] ?? ''));
    if (names.includes('ObjStm') && names.includes('FlateDecode')) {
      let inflated: Buffer | null = null;
      try {
        inflated = inflateSync(bytes.subarray(dataStart, dataEnd), {
          maxOutputLength: Math.max(1, budget),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        });
      } catch (err) {
        if (err instanceof RangeError) return threats.pdfTooLarge;
        // Not zlib data after all (or encrypted): not readable here, see the doc comment.
      }
      if (inflated) {
        budget -= inflated.length;
        const packed = firstActiveName(inflated.toString('latin1'));
        if (packed) return pdfActive(packed);
      }
    }
    from = dataEnd;
    STREAM_START.lastIndex = dataEnd;
  }
  const found = firstActiveName(text.slice(from));
  return found ? pdfActive(found) : null;
}
