import type { ResumeFormat } from '@site/contracts';
import { sniffType } from '../sniff-type';

/**
 * file-type's names for what a resume may be. `ai` is an Illustrator file saved PDF-compatible:
 * a PDF all the same. file-type names a Word zip by the main part its `[Content_Types].xml`
 * declares (macro-enabled `docm`, templates `dotx`/`dotm`); each is Word to resume-safety, which
 * refuses the macro-enabled ones with their own message.
 */
const FORMAT_OF: Partial<Record<string, ResumeFormat>> = { pdf: 'pdf', ai: 'pdf', docx: 'docx', docm: 'docx', dotx: 'docx', dotm: 'docx' };

/** The header the PDF standard requires; file-type settles for `%PDF`, which no PDF reader opens. */
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/**
 * What the bytes are (never the name): a PDF, a Word document, or neither. A zip that is not Word
 * (.xlsx, .odt, .jar, a plain zip) is neither; resume-safety then checks the Word parts themselves.
 */
export async function detectResumeFormat(bytes: Buffer): Promise<ResumeFormat | null> {
  const sniffed = await sniffType(bytes);
  const format = sniffed ? FORMAT_OF[sniffed.ext] : undefined;
  if (format === 'pdf' && !bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER)) return null;
  return format ?? null;
}
