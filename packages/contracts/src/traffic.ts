import { z } from 'zod';

/**
 * Where leads come from (issue 27): the visit a lead came in, and the cookie-free traffic counts the
 * admin dashboard compares them with. Shared by the gateway (counts page views), forms-service
 * (stores a lead's attribution, flushes the counts to PostgreSQL, answers the report) and the admin.
 * docs/decisions/traffic.md says what is counted and why.
 */

/** How a visit arrived, decided once at its first page view (`classifyVisit`, service kit). */
export const TRAFFIC_SOURCES = ['campaign', 'search', 'social', 'referral', 'direct'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

export const TRAFFIC_SOURCE_LABELS: Record<TrafficSource, string> = {
  campaign: 'Campaign',
  search: 'Search',
  social: 'Social',
  referral: 'Referral',
  direct: 'Direct',
};

/** The UTM parameters read from a visit's landing address, in the order the inbox and the CSV show them. */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmParameter = (typeof UTM_PARAMETERS)[number];

/** A UTM value or a path is kept to this many characters (longer is cut, never refused). */
export const ATTRIBUTION_MAX_LENGTH = 200;

/** A visit ends after this long without a page view (as Plausible and Google Analytics count them). */
export const VISIT_IDLE_MS = 30 * 60 * 1000;

/** Daily aggregates older than this many days are deleted (13 months: a year against the same month). */
export const TRAFFIC_RETENTION_DAYS = 400;

/** The dashboard's periods, in days ending today (UTC days, as the inbox's from/to filter). */
export const TRAFFIC_PERIODS = [7, 30, 90] as const;
export type TrafficPeriod = (typeof TRAFFIC_PERIODS)[number];

/** What a lead stores of the visit it came in; every field null when none was seen (Do Not Track, say). */
export interface LeadAttribution {
  /** The path of the visit's first page (no query string). */
  landingPage: string | null;
  /** The path of the page the form was sent from. */
  sentFrom: string | null;
  /** The host of the visit's referrer when it was another site's (`www.linkedin.com`). */
  referrerHost: string | null;
  source: TrafficSource | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

/** A lead's attribution in words, in the order the inbox and the CSV show it (one list of labels for both). */
export const ATTRIBUTION_LABELS: Record<keyof LeadAttribution, string> = {
  landingPage: 'Landing page',
  sentFrom: 'Sent from',
  referrerHost: 'Referrer',
  source: 'Source',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
};

/** GET /api/admin/stats/traffic?days=7|30|90 */
export const trafficReportQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days): days is TrafficPeriod => (TRAFFIC_PERIODS as readonly number[]).includes(days), {
      message: `must be one of ${TRAFFIC_PERIODS.join(', ')}`,
    })
    .default(30),
});

/** One row of a table of the report: visits that landed there / came that way, and their leads. */
export interface TrafficRow {
  visits: number;
  /** Contact enquiries and job applications not held as spam (the inbox's `view=leads`). */
  leads: number;
  /** leads / visits, 0..1, null with no visits. */
  conversionRate: number | null;
}

export interface TrafficReply {
  status: 'success';
  data: {
    days: TrafficPeriod;
    /** First and last day of the period, YYYY-MM-DD (UTC), for the inbox links' from/to. */
    from: string;
    to: string;
    totals: { visitors: number; visits: number; pageViews: number; leads: number };
    /** Every day of the period, oldest first, zeros included. */
    daily: Array<{ day: string; visitors: number; visits: number; pageViews: number; leads: number }>;
    /** Landing pages, most visits first (at most 20); `pageViews` are the views of that path. */
    pages: Array<TrafficRow & { path: string; pageViews: number }>;
    /** Every source, in TRAFFIC_SOURCES order, with its leads won and lost. */
    sources: Array<TrafficRow & { source: TrafficSource; won: number; lost: number }>;
    /** utm_campaign values, most visits first (at most 20). */
    campaigns: Array<TrafficRow & { campaign: string; won: number; lost: number }>;
  };
}

/** The attribution fields in display order (the keys of ATTRIBUTION_LABELS). */
export const ATTRIBUTION_FIELDS = Object.keys(ATTRIBUTION_LABELS) as Array<keyof LeadAttribution>;

/** A lead with no visit seen (Do Not Track, a bot-like client, a lookup that failed): every field null. */
export const NO_ATTRIBUTION: LeadAttribution = {
  landingPage: null,
  sentFrom: null,
  referrerHost: null,
  source: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};
