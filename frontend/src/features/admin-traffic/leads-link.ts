import type { InboxView, LeadStatus } from '@site/contracts/admin';
import type { TrafficSource } from '@site/contracts/traffic';
import { paths } from '@/config/paths';

/** What a lead figure of the traffic report counts, as the inbox filters it. */
export interface LeadsFilter {
  /** First and last day, YYYY-MM-DD (UTC), as the report's `from`/`to` or one day of it. */
  from: string;
  to: string;
  landingPage?: string;
  source?: TrafficSource;
  campaign?: string;
  leadStatus?: Extract<LeadStatus, 'won' | 'lost'>;
}

const LEADS_VIEW: InboxView = 'leads';

/**
 * The inbox list behind a lead figure: the `leads` view (contact enquiries and job applications not
 * held as spam, what the report counts) of every type, narrowed exactly as the figure is.
 */
export function leadsLink({ from, to, landingPage, source, campaign, leadStatus }: LeadsFilter): string {
  const params = new URLSearchParams({ type: 'all', view: LEADS_VIEW, from, to });
  if (landingPage !== undefined) params.set('landingPage', landingPage);
  if (source !== undefined) params.set('source', source);
  if (campaign !== undefined) params.set('campaign', campaign);
  if (leadStatus !== undefined) params.set('leadStatus', leadStatus);
  return `${paths.adminInbox}?${params.toString()}`;
}
