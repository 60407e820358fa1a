/**
 * The message an admin screen shows for a failed call (spec section 8): the server's message (the
 * blog create reply names it `error`, the others `message`), else the request's own error message.
 */
export function serverMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return 'Request failed';
  const e = error as { status?: unknown; data?: unknown; error?: unknown; message?: unknown; originalStatus?: unknown };
  let data = e.data as { error?: unknown; message?: unknown } | string | null | undefined;
  // Text replies (the upload endpoint is read as text) carry a JSON error body as a string.
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as { error?: unknown; message?: unknown };
    } catch {
      data = undefined;
    }
  }
  if (data && typeof data === 'object') {
    if (typeof data.error === 'string' && data.error) return data.error;
    if (typeof data.message === 'string' && data.message) return data.message;
  }
  if (typeof e.error === 'string' && e.error) return e.error;
  if (typeof e.message === 'string' && e.message) return e.message;
  const status = typeof e.status === 'number' ? e.status : e.originalStatus;
  return typeof status === 'number' ? `Request failed with status code ${status}` : 'Request failed';
}
