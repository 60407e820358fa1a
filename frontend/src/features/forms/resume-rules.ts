import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from '@site/contracts/limits';

/** The client-side resume check (spec section 5): a .pdf or .docx file under 3 MB. */
export function isAcceptableResume(file: Pick<File, 'name' | 'size'>): boolean {
  const name = file.name.toLowerCase();
  return RESUME_EXTENSIONS.some((ext) => name.endsWith(ext)) && file.size > 0 && file.size < MAX_RESUME_BYTES;
}
