import { MAX_RESUME_BYTES, RESUME_EXTENSIONS } from '@site/contracts/limits';

/** The client-side resume check (spec section 5): a .pdf or .docx file under 3 MB. */
export function isAcceptableResume(file: Pick<File, 'name' | 'size'>): boolean {
  const name = file.name.toLowerCase();
  return RESUME_EXTENSIONS.some((ext) => name.endsWith(ext)) && file.size > 0 && file.size < MAX_RESUME_BYTES;
}

/** The line under the resume input: nothing yet (the server's markup), uploading, stored. */
export const RESUME_STATUS = {
  none: 'No resume uploaded yet.',
  uploading: 'Uploading your resume…',
  stored: 'Resume uploaded.',
} as const;
