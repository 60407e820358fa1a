import { fromBuffer } from 'file-type';

export type SniffedType = NonNullable<Awaited<ReturnType<typeof fromBuffer>>>;

/** What the BYTES are, by file-type (never the name or the declared type), or null when it cannot tell. */
export async function sniffType(bytes: Buffer): Promise<SniffedType | null> {
  try {
    return (await fromBuffer(bytes)) ?? null;
  } catch {
    // file-type throws End-Of-Stream on a file cut short after its signature: not a file we take.
    return null;
  }
}
