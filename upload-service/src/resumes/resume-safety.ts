import { SaxesParser } from 'saxes';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { inspectPdf as parsePdf } from './pdf-inspection';

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
    message: `The PDF could not be read within our time and memory limits (it expands too far); ${REUPLOAD}`,
  },
  pdfUnreadable: { code: 'RESUME_PDF_UNREADABLE', message: `The PDF could not be read; ${REUPLOAD}` },
  pdfEncrypted: { code: 'RESUME_PDF_ENCRYPTED', message: `The PDF is protected by a password; ${REUPLOAD}` },
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
/** Relationship types that attach a VBA project or its data (…/relationships/vbaProject, wordVbaData). */
const MACRO_RELATIONSHIP = /\/vbaProject$|\/wordVbaData$/i;

/** The parts read as XML: the content types and every relationships part. */
const isXmlPartToRead = (name: string): boolean => name === '[Content_Types].xml' || /(^|\/)_rels\/[^/]*\.rels$/i.test(name);

/**
 * The attributes of every element of an XML part, as an XML parser reads them: entity and character
 * references decoded (issue 25: `vb&#97;Project` is vbaProject to Word, so it must be to this check).
 * saxes is strict (XML 1.0 well-formedness) and expands no entity a DTD declares; a part it refuses
 * is one Word would refuse too. Throws on malformed XML.
 */
function attributesOf(xml: string): Array<Record<string, string>> {
  const found: Array<Record<string, string>> = [];
  const parser = new SaxesParser({ xmlns: false });
  let failure: Error | undefined;
  parser.on('error', (err) => {
    failure ??= err;
  });
  parser.on('opentag', (tag) => {
    // Without namespaces (xmlns: false) saxes gives each attribute as its decoded string.
    found.push({ ...(tag.attributes as Record<string, string>) });
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return found;
}

/** True when a content-types or relationships part declares macros: a VBA content type, relationship or part name. */
function declaresMacros(xml: string): boolean {
  return attributesOf(xml).some(
    (attrs) =>
      MACRO_CONTENT_TYPE.test(attrs.ContentType ?? '') ||
      MACRO_RELATIONSHIP.test(attrs.Type ?? '') ||
      isMacroPart(attrs.PartName ?? '') ||
      isMacroPart(attrs.Target ?? ''),
  );
}

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
 * `keep` (the content types and relationships parts are kept, to read them).
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

/** The parts every Word document has (file-type names a zip Word by the main part its [Content_Types].xml declares, not by the part itself). */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * Checks a Word document (file-type recognised it) for what a CV never holds: a decompression
 * bomb, entry names that climb out of the folder, and macros (a VBA project part, or a
 * macro-enabled/VBA content type, relationship or part name in [Content_Types].xml or a .rels part,
 * read as XML); and that it has the parts every Word document has. Every entry is inflated, with
 * the limits enforced on the bytes actually produced, not on the sizes the zip declares.
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
  const xmlParts: string[] = [];
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
        readEntry(zip, entry, spent, isXmlPartToRead(name))
          .then((content) => {
            if (content) xmlParts.push(content.toString('utf8'));
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
  if (!DOCX_PARTS.every((part) => names.has(part))) return threats.unreadable;
  try {
    if (xmlParts.some(declaresMacros)) return threats.macros;
  } catch {
    return threats.unreadable;
  }
  return null;
}

/**
 * Checks a PDF for active content (pdf-inspection.ts: qpdf parses it): the names /JavaScript, /JS,
 * /Launch, /EmbeddedFile(s), /EF, /RichMedia and /XFA as a key or name value of any object, object
 * streams included (an /OpenAction that runs a script names /JS or /JavaScript). A PDF qpdf cannot
 * read, one that needs a password, or one that passes its time or memory limits is refused too.
 */
export async function inspectPdf(bytes: Buffer): Promise<ResumeThreat | null> {
  const finding = await parsePdf(bytes);
  if (finding === null) return null;
  if (finding.kind === 'active') return pdfActive(finding.name);
  if (finding.kind === 'encrypted') return threats.pdfEncrypted;
  if (finding.kind === 'too-large') return threats.pdfTooLarge;
  return threats.pdfUnreadable;
}
