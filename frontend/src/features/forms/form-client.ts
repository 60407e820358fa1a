/**
 * The scripted path of the public forms (enhance/*): JSON posts in the spec's shape and the resume
 * upload. Each form names its JSON path (`data-api`), so this module needs no routes.
 */
import type { FormReply } from '@site/contracts/forms';
import { FORM_MESSAGES, MESSAGES, resumeRefusalMessage } from '@site/contracts/messages';
import { HttpError, postJson, request } from '@/lib/api-client';

/** sent: on its way; held: stored, waiting for a person's check (the message says so); fail: not stored. */
export type SendResult = { kind: 'sent' } | { kind: 'held'; message: string } | { kind: 'fail' };

/**
 * A form post counts as sent only when the reply says `{ msg: 'success' }`; a failed request, a
 * 4xx/5xx or `{ msg: 'fail' }` is the spec's fail (sections 4 and 8). A held reply is neither: the
 * visitor is told it waits for a check, never "success" (docs/decisions/forms.md F17).
 */
export async function sendForm(path: string, form: Record<string, string>): Promise<SendResult> {
  try {
    const reply = await postJson<FormReply | null>(path, form);
    if (reply?.msg !== 'success') return { kind: 'fail' };
    if (reply.held) return { kind: 'held', message: reply.message ?? FORM_MESSAGES.held };
    return { kind: 'sent' };
  } catch {
    return { kind: 'fail' };
  }
}

export type UploadResult = { key: string } | { error: string };

/**
 * Uploads a resume (multipart field `cv`); resolves with the stored key the server returns as text,
 * or the message to show: the server's own reason for a rate limit or a size, the spec's otherwise.
 */
export async function uploadResume(file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('cv', file);
  try {
    const key = await request<unknown>('/api/upload/resume', { method: 'POST', body });
    const value = typeof key === 'string' || typeof key === 'number' ? String(key).trim() : '';
    return value ? { key: value } : { error: MESSAGES.resumeUploadFailure };
  } catch (err) {
    if (!(err instanceof HttpError)) return { error: MESSAGES.resumeUploadFailure };
    const reply = err.body && typeof err.body === 'object' ? (err.body as { code?: unknown; message?: unknown }) : {};
    return { error: resumeRefusalMessage({ status: err.status, code: reply.code, message: reply.message }) };
  }
}
