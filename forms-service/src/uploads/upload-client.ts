import { internalAuthHeaders } from '@site/service-kit';

/** What forms-service asks of upload-service (its `/internal/resumes/*` endpoints). */
export type ResumeCheck = 'exists' | 'missing' | 'unreachable';

export interface UploadClient {
  checkResume(key: string): Promise<ResumeCheck>;
  /** Marks the resume kept for this submission; 'missing' when upload-service no longer has it. */
  attachResume(key: string, submissionId: string): Promise<ResumeCheck>;
  /** Removes the resume; true when it is gone (also when it was already gone). */
  deleteResume(key: string): Promise<boolean>;
  /**
   * Stores a resume a browser posted with the job form (no script): upload-service's own public
   * endpoint, so its type, size and rate-limit checks apply unchanged, rate-limited per visitor.
   */
  uploadResume(file: ResumeFile, clientIp: string | null): Promise<ResumeUpload>;
}

export interface ResumeFile {
  buffer: Buffer;
  name: string;
  type: string;
}

/** The stored key, or upload-service's refusal (status and its message; 503 when unreachable). */
export type ResumeUpload = { key: string } | { status: number; code?: string; message: string };

/** `internalToken`: the service credential upload-service's `/internal/*` requires (INTERNAL_TOKEN). */
export function createUploadClient(options: { baseUrl: string; timeoutMs: number; internalToken: string }): UploadClient {
  const url = (key: string, suffix = '') =>
    `${options.baseUrl.replace(/\/$/, '')}/internal/resumes/${encodeURIComponent(key)}${suffix}`;
  const call = async (target: string, init: RequestInit = {}): Promise<ResumeCheck> => {
    try {
      const res = await fetch(target, {
        ...init,
        headers: { ...(init.headers as Record<string, string> | undefined), ...internalAuthHeaders(options.internalToken) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return 'exists';
      if (res.status === 404) return 'missing';
      // 5xx and anything unexpected: the service is not answering usefully right now.
      return 'unreachable';
    } catch {
      return 'unreachable';
    }
  };
  return {
    checkResume: (key) => call(url(key)),
    attachResume: (key, submissionId) =>
      call(url(key, '/attach'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ submissionId }),
      }),
    deleteResume: async (key) => (await call(url(key), { method: 'DELETE' })) !== 'unreachable',
    async uploadResume(file, clientIp) {
      const body = new FormData();
      body.append('cv', new Blob([new Uint8Array(file.buffer)], { type: file.type || 'application/octet-stream' }), file.name);
      try {
        const res = await fetch(`${options.baseUrl.replace(/\/$/, '')}/api/upload/resume`, {
          method: 'POST',
          body,
          // upload-service trusts its private network's X-Forwarded-For: the limit counts the visitor.
          headers: clientIp ? { 'x-forwarded-for': clientIp } : {},
          signal: AbortSignal.timeout(Math.max(options.timeoutMs, 10_000)),
        });
        const text = await res.text();
        if (res.ok) return { key: text.trim() };
        try {
          const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
          return {
            status: res.status,
            message: typeof parsed.message === 'string' ? parsed.message : '',
            ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}),
          };
        } catch {
          return { status: res.status, message: '' };
        }
      } catch {
        return { status: 503, message: '' };
      }
    },
  };
}
