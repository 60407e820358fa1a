import { ATTRIBUTION_MAX_LENGTH, NO_ATTRIBUTION, TRAFFIC_SOURCES, type LeadAttribution, type TrafficSource } from '@site/contracts';
import { TimeoutError, withTimeout, type Logger } from '@site/service-kit';

/** What the traffic counting knows of a visit: its landing data, as first seen in that visit. */
export type VisitLanding = Omit<LeadAttribution, 'sentFrom'>;

/** Who the visitor is for the traffic counting: the same client address and user agent it hashes. */
export interface VisitKey {
  address: string;
  userAgent: string;
}

/**
 * The port to the cookie-free traffic counting (service kit's `createTrafficCounter` provides it):
 * the visit this visitor is in today, or null when none was counted (Do Not Track, a bot, no page
 * view yet, or the visit ended).
 */
export interface VisitLookup {
  visitOf(input: VisitKey): Promise<VisitLanding | null>;
}

/** A lookup slower than this is given up: the lead is stored without its visit rather than late. */
export const VISIT_LOOKUP_TIMEOUT_MS = 500;

/**
 * A stored value: trimmed, then cut to ATTRIBUTION_MAX_LENGTH (as the counting cuts the values it
 * counts, so a lead's campaign is the very string of its visits' row), and null when empty.
 */
export const attributionText = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, ATTRIBUTION_MAX_LENGTH);
  return text === '' ? null : text;
};

const sourceOf = (value: unknown): TrafficSource | null =>
  (TRAFFIC_SOURCES as readonly unknown[]).includes(value) ? (value as TrafficSource) : null;

/** A path as the inbox filters it: starts with '/', no query or fragment. */
const pathOf = (value: unknown): string | null => {
  const text = attributionText(value);
  return text?.startsWith('/') ? text : null;
};

/** The stored form of a visit's landing data, whatever the counting handed over. */
function cleanLanding(visit: VisitLanding): VisitLanding {
  return {
    landingPage: pathOf(visit.landingPage),
    referrerHost: attributionText(visit.referrerHost)?.toLowerCase() ?? null,
    source: sourceOf(visit.source),
    utmSource: attributionText(visit.utmSource),
    utmMedium: attributionText(visit.utmMedium),
    utmCampaign: attributionText(visit.utmCampaign),
    utmTerm: attributionText(visit.utmTerm),
    utmContent: attributionText(visit.utmContent),
  };
}

/**
 * A lead's attribution: the page it was sent from, and its visit's landing data when the counting
 * knows the visit. Never throws and never waits past VISIT_LOOKUP_TIMEOUT_MS: a failed or slow
 * lookup is logged and the lead is stored with nulls, because attribution must not cost a lead.
 */
export async function attributionOf(
  deps: { visits: VisitLookup | undefined; logger: Logger; timeoutMs?: number },
  input: { visitor: VisitKey | null; sentFrom: string | null },
): Promise<LeadAttribution> {
  const base: LeadAttribution = { ...NO_ATTRIBUTION, sentFrom: pathOf(input.sentFrom) };
  if (!deps.visits || !input.visitor) return base;
  const timeoutMs = deps.timeoutMs ?? VISIT_LOOKUP_TIMEOUT_MS;
  try {
    const visit = await withTimeout(deps.visits.visitOf(input.visitor), timeoutMs);
    return visit ? { ...cleanLanding(visit), sentFrom: base.sentFrom } : base;
  } catch (err) {
    if (err instanceof TimeoutError) deps.logger.warn({ timeoutMs }, 'visit lookup timed out; lead stored without its visit');
    else deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'visit lookup failed; lead stored without its visit');
    return base;
  }
}
