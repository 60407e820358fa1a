import { createInternalClient, ServiceUnreachableError, type InternalReply } from '@site/service-kit';

/** What forms-service asks of upload-service (its `/internal/resumes/*` endpoints). */
export type ResumeCheck = 'exists' | 'missing' | 'unreachable';

/**
 * Every call takes the request id of the work it is part of (the visitor's request, or the sweep's
 * own), so upload-service logs it under the same id.
 */
export interface UploadClient {
  checkResume(key: string, requestId: string | undefined): Promise<ResumeCheck>;
  /** Marks the resume kept for this submission; 'missing' when upload-service no longer has it. */
  attachResume(key: string, submissionId: string, requestId: string | undefined): Promise<ResumeCheck>;
  /** Removes the resume; true when it is gone (also when it was already gone). */
  deleteResume(key: string, requestId: string | undefined): Promise<boolean>;
}

/** `internalToken`: the service credential upload-service's `/internal/*` requires (INTERNAL_TOKEN). */
export function createUploadClient(options: { baseUrl: string; timeoutMs: number; internalToken: string }): UploadClient {
  const client = createInternalClient(options);
  const path = (key: string, suffix = '') => `/internal/resumes/${encodeURIComponent(key)}${suffix}`;
  const check = async (reply: Promise<InternalReply>): Promise<ResumeCheck> => {
    try {
      const { ok, status } = await reply;
      if (ok) return 'exists';
      if (status === 404) return 'missing';
      // 5xx and anything unexpected: the service is not answering usefully right now.
      return 'unreachable';
    } catch (err) {
      if (err instanceof ServiceUnreachableError) return 'unreachable';
      throw err;
    }
  };
  return {
    checkResume: (key, requestId) => check(client.request(path(key), { requestId })),
    attachResume: (key, submissionId, requestId) =>
      check(client.request(path(key, '/attach'), { method: 'POST', json: { submissionId }, requestId })),
    deleteResume: async (key, requestId) =>
      (await check(client.request(path(key), { method: 'DELETE', requestId }))) !== 'unreachable',
  };
}
