import type { FieldError } from '@site/contracts/content';

type ErrorBody = { error?: unknown; message?: unknown; fields?: unknown };

/** The JSON body of a failed call (text replies carry it as a string), or undefined. */
function bodyOf(error: unknown): ErrorBody | undefined {
  if (!error || typeof error !== 'object') return undefined;
  let data = (error as { data?: unknown }).data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data) as unknown;
    } catch {
      data = undefined;
    }
  }
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

/**
 * The message an admin screen shows for a failed call (spec section 8): the server's message (the
 * blog create reply names it `error`, the others `message`), else the request's own error message.
 */
export function serverMessage(error: unknown): string {
  if (!error || typeof error !== 'object') return 'Request failed';
  const e = error as { status?: unknown; error?: unknown; message?: unknown; originalStatus?: unknown };
  const data = bodyOf(error);
  if (data) {
    if (typeof data.error === 'string' && data.error) return data.error;
    if (typeof data.message === 'string' && data.message) return data.message;
  }
  if (e.status === 'FETCH_ERROR') return 'The server could not be reached. Check the connection and try again.';
  if (typeof e.error === 'string' && e.error) return e.error;
  if (typeof e.message === 'string' && e.message) return e.message;
  const status = typeof e.status === 'number' ? e.status : e.originalStatus;
  return typeof status === 'number' ? `Request failed with status code ${status}` : 'Request failed';
}

/** The fields a content write refused, each with its message in plain words (content-service). */
export function serverFieldErrors(error: unknown): FieldError[] {
  const fields = bodyOf(error)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((f): f is FieldError => !!f && typeof f === 'object' && typeof (f as FieldError).field === 'string' && typeof (f as FieldError).message === 'string');
}
