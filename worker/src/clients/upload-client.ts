import { MAX_RESUME_LINK_TTL_SECONDS } from '@site/contracts';
import { createInternalClient } from '@site/service-kit';

export type ResumeFetch =
  | { kind: 'file'; filename: string; contentType: string; content: Buffer }
  | { kind: 'link'; url: string; expiresAt: string }
  | { kind: 'missing' };

/**
 * Reads a resume from upload-service: the bytes, else a signed link (made absolute with the public
 * base URL, valid as long as upload-service allows: a mail is read later); throws when neither answers.
 * Both calls carry the job's request id, so upload-service logs them under the request that queued the mail.
 */
export function createResumeFetcher(options: {
  baseUrl: string;
  publicBaseUrl: string;
  timeoutMs: number;
  /** The service credential upload-service's `/internal/*` requires (INTERNAL_TOKEN). */
  internalToken: string;
}): (key: string, requestId?: string) => Promise<ResumeFetch> {
  const client = createInternalClient(options);
  const path = (key: string) => `/internal/resumes/${encodeURIComponent(key)}`;
  return async (key, requestId) => {
    let contentError: string;
    try {
      const res = await client.request(`${path(key)}/content`, { requestId });
      if (res.ok) {
        const disposition = res.headers.get('content-disposition') ?? '';
        const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
        const filename = match?.[1] ? decodeURIComponent(match[1]) : key;
        return {
          kind: 'file',
          filename,
          contentType: res.headers.get('content-type') ?? 'application/octet-stream',
          content: Buffer.from(res.body),
        };
      }
      if (res.status === 404) return { kind: 'missing' };
      contentError = `content answered ${res.status}`;
    } catch (err) {
      contentError = err instanceof Error ? err.message : String(err);
    }
    try {
      const res = await client.request(`${path(key)}/link`, {
        method: 'POST',
        json: { ttlSeconds: MAX_RESUME_LINK_TTL_SECONDS },
        requestId,
      });
      const body = res.ok ? res.json<{ url?: unknown; expiresAt?: unknown }>() : null;
      if (typeof body?.url === 'string') {
        const url = new URL(body.url, options.publicBaseUrl).toString();
        return { kind: 'link', url, expiresAt: String(body.expiresAt ?? '') };
      }
      if (res.status === 404) return { kind: 'missing' };
      throw new Error(`link answered ${res.status}`);
    } catch (err) {
      throw new Error(
        `resume ${key} unavailable (${contentError}; ${err instanceof Error ? err.message : String(err)})`,
        { cause: err },
      );
    }
  };
}
