import { z } from 'zod';

/**
 * The Owner's activity log: four sources, each read from the audit table of the service that owns
 * it (sign-ins and team changes: auth-service; content: content-service; leads: forms-service),
 * merged by time in the browser. Newest first; `next` pages further back.
 */
export const ACTIVITY_SOURCES = ['sign-ins', 'team', 'content', 'leads'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

export const ACTIVITY_SOURCE_LABELS: Record<ActivitySource, string> = {
  'sign-ins': 'Sign-ins',
  team: 'Team changes',
  content: 'Content changes',
  leads: 'Lead changes',
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Query of GET /api/admin/activity/<source>. */
export const activityQuerySchema = z.strictObject({
  /** Only entries older than this one (the `next` of the previous page). */
  before: z.string().regex(/^\d{1,19}$/, 'must be the next value of a previous page').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of the e-mail of who did it (for sign-ins: who tried). */
  actor: z.string().trim().max(100).optional(),
  from: z.string().regex(isoDate, 'must be a date YYYY-MM-DD').optional(),
  to: z.string().regex(isoDate, 'must be a date YYYY-MM-DD').optional(),
  /** Sign-ins only. */
  outcome: z.enum(['success', 'failure', 'locked', 'challenged']).optional(),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;
export type ActivityFilter = z.output<typeof activityQuerySchema>;

export interface ActivityItem {
  /** Unique within its source; sources are told apart by `source`. */
  id: string;
  source: ActivitySource;
  at: string;
  /** Who did it (e-mail), or for a sign-in who tried. */
  actor: string;
  /** A short machine word: success, failure, create, publish, status, invite, role, ... */
  action: string;
  /** What happened, in a line. */
  summary: string;
  /** Sign-ins: the client address, whether the device was new to the account, and the outcome. */
  address?: string | null;
  newDevice?: boolean | null;
  outcome?: 'success' | 'failure' | 'locked' | 'challenged';
}

export interface ActivityPage {
  status: 'success';
  data: ActivityItem[];
  /** Pass as `before` for the next (older) page; null at the end. */
  next: string | null;
}

/** A page of items, newest first: `next` is the last id when the page is full (there may be older ones). */
export const activityPageOf = (data: ActivityItem[], limit: number): ActivityPage => ({
  status: 'success',
  data,
  next: data.length === limit ? (data.at(-1)?.id ?? null) : null,
});

/**
 * The parameters $1..$5 of an activity query, in the one order every service's SQL uses: `before`
 * (id), part of the actor's e-mail, from, until (timestamps), limit.
 */
export const activitySqlParams = (filter: ActivityFilter): [string | null, string | null, string | null, string | null, number] => {
  const { from, until } = activityDateBounds(filter);
  return [filter.before ?? null, filter.actor || null, from ?? null, until ?? null, filter.limit];
};

/** The SQL bounds of a filter's dates: `from` at midnight UTC, `to` through the end of that day. */
export const activityDateBounds = (filter: Pick<ActivityFilter, 'from' | 'to'>): { from?: string; until?: string } => ({
  ...(filter.from ? { from: `${filter.from}T00:00:00Z` } : {}),
  ...(filter.to ? { until: new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000).toISOString() } : {}),
});
