const MAX_STEM = 100;

/**
 * The applicant's file name made safe to store, log and send back in a Content-Disposition header:
 * no path, no quotes or control characters, ASCII only, and the extension of what the bytes really are.
 */
export function sanitizeFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const ascii = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/\s+/g, ' ');
  const stem = ascii
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/^[\s._-]+|[\s._-]+$/g, '')
    .slice(0, MAX_STEM)
    .trim();
  return `${stem || 'resume'}.${ext}`;
}
