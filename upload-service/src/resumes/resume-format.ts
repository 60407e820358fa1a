import type { ResumeFormat } from '@site/contracts';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_FILE_HEADER = 0x02014b50;
const EOCD_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

/** The parts every Word document has; a zip without them (or an .xlsx, .odt, .jar) is not a resume. */
const DOCX_PARTS = ['[Content_Types].xml', 'word/document.xml'];

/**
 * The names in a zip's central directory, or null when the bytes are not a well-formed zip. Reads
 * only the directory (no decompression), checking every offset against the buffer.
 */
export function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < EOCD_SIZE + 4 || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  // The end record sits at the very end, before an optional comment of up to 64 KiB.
  let eocd = -1;
  const lowest = Math.max(0, bytes.length - EOCD_SIZE - MAX_ZIP_COMMENT);
  for (let i = bytes.length - EOCD_SIZE; i >= lowest; i -= 1) {
    if (bytes.readUInt32LE(i) === ZIP_END_OF_CENTRAL_DIRECTORY) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > eocd) return null;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > eocd || bytes.readUInt32LE(offset) !== ZIP_CENTRAL_FILE_HEADER) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > eocd) return null;
    names.push(bytes.toString('utf8', offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

/** What the bytes are (never the name): a PDF, a Word document, or neither. */
export function detectResumeFormat(bytes: Buffer): ResumeFormat | null {
  if (bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  const names = zipEntryNames(bytes);
  if (names && DOCX_PARTS.every((part) => names.includes(part))) return 'docx';
  return null;
}
