import type { DeliveryReport } from '@site/contracts';

export type ReportDelivery = (submissionId: string, report: DeliveryReport) => Promise<void>;

/** Reports a delivery attempt to forms-service, which owns the submission's status. */
export function createDeliveryReporter(options: { baseUrl: string; timeoutMs: number }): ReportDelivery {
  return async (submissionId, report) => {
    const res = await fetch(
      `${options.baseUrl.replace(/\/$/, '')}/internal/submissions/${encodeURIComponent(submissionId)}/delivery`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
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
