import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';

export type SniffedType = FileTypeResult;

/** What the BYTES are, by file-type (never the name or the declared type), or null when it cannot tell. */
export async function sniffType(bytes: Buffer): Promise<SniffedType | null> {
  try {
    return (await fileTypeFromBuffer(bytes)) ?? null;
  } catch {
    // file-type throws End-Of-Stream on a file cut short after its signature: not a file we take.
    return null;
  }
}
