import { internalAuthHeaders } from '@site/service-kit';

/** What forms-service asks of upload-service (its `/internal/resumes/*` endpoints). */
export type ResumeCheck = 'exists' | 'missing' | 'unreachable';

export interface UploadClient {
  checkResume(key: string): Promise<ResumeCheck>;
  /** Marks the resume kept for this submission; 'missing' when upload-service no longer has it. */
  attachResume(key: string, submissionId: string): Promise<ResumeCheck>;
  /** Removes the resume; true when it is gone (also when it was already gone). */
  deleteResume(key: string): Promise<boolean>;
}

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
  };
}
