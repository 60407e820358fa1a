import type { DeliveryReport } from '@site/contracts';
import { createInternalClient } from '@site/service-kit';

/** requestId: the job's, sent as X-Request-Id so forms-service logs the report under the same id. */
export type ReportDelivery = (
  submissionId: string,
  report: DeliveryReport,
  requestId?: string,
) => Promise<void>;

/**
 * Reports a delivery attempt to the service that owns the mail: forms-service for a submission's
 * mails (`/internal/submissions/:id/delivery`), auth-service for a staff mail
 * (`/internal/mails/:id/delivery`); `internalToken` is the service credential their `/internal/*`
 * requires (INTERNAL_TOKEN).
 */
export function createDeliveryReporter(options: {
  baseUrl: string;
  timeoutMs: number;
  internalToken: string;
  /** Whose mails: 'submissions' (forms-service, the default) or 'mails' (auth-service). */
  resource?: 'submissions' | 'mails';
}): ReportDelivery {
  const resource = options.resource ?? 'submissions';
  const owner = resource === 'mails' ? 'auth-service' : 'forms-service';
  const client = createInternalClient(options);
  return async (submissionId, report, requestId) => {
    const res = await client.request(`/internal/${resource}/${encodeURIComponent(submissionId)}/delivery`, {
      method: 'POST',
      json: report,
      requestId,
    });
    // 404: the record is gone meanwhile (a deleted submission); there is nothing left to report to.
    if (!res.ok && res.status !== 404) throw new Error(`${owner} answered ${res.status} to the delivery report`);
  };
}
