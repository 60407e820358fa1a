import type { DeliveryReport } from '@site/contracts';
import { internalAuthHeaders, REQUEST_ID_HEADER } from '@site/service-kit';

/** requestId: the job's, sent as X-Request-Id so forms-service logs the report under the same id. */
export type ReportDelivery = (
  submissionId: string,
  report: DeliveryReport,
  requestId?: string,
) => Promise<void>;

export const requestIdHeader = (requestId: string | undefined): Record<string, string> =>
  requestId ? { [REQUEST_ID_HEADER]: requestId } : {};

/**
 * Reports a delivery attempt to forms-service, which owns the submission's status; `internalToken`
 * is the service credential its `/internal/*` requires (INTERNAL_TOKEN).
 */
export function createDeliveryReporter(options: { baseUrl: string; timeoutMs: number; internalToken: string }): ReportDelivery {
  return async (submissionId, report, requestId) => {
    const res = await fetch(
      `${options.baseUrl.replace(/\/$/, '')}/internal/submissions/${encodeURIComponent(submissionId)}/delivery`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...requestIdHeader(requestId),
          ...internalAuthHeaders(options.internalToken),
        },
        body: JSON.stringify(report),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
    );
    await res.arrayBuffer().catch(() => undefined);
    // 404: an admin deleted the submission meanwhile; there is nothing left to report to.
    if (!res.ok && res.status !== 404)
      throw new Error(`forms-service answered ${res.status} to the delivery report`);
  };
}
