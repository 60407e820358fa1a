import { env } from '@/config/env';

/** Starts a browser download of a URL (object URLs and signed attachment links alike). */
export function triggerDownload(href: string, filename?: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  if (filename) anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}

export class CsvDownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * The CSV endpoints need the admin token, which a plain link cannot send: fetch with the bearer header,
 * then save the blob through an object URL.
 */
export async function downloadCsv(path: string, token: string, filename: string): Promise<void> {
  const response = await fetch(`${env.apiBase}${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'text/csv' } });
  if (!response.ok) {
    let message = `Request failed with status code ${response.status}`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string' && body.message) message = body.message;
    } catch {
      // Not JSON: keep the status message.
    }
    throw new CsvDownloadError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    triggerDownload(url, filename);
  } finally {
    // Revoke after the click has been handled; revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
