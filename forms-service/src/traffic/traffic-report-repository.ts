import type { DataSource } from 'typeorm';
import { TRAFFIC_SOURCES, type TrafficSource } from '@site/contracts';
import { fromDay, LEADS, toDay } from '../submissions/submissions-repository';

/** The report's tables list at most this many rows (landing pages, campaigns). */
export const TOP_ROWS = 20;

export interface DayFigures {
  day: string;
  visitors: number;
  visits: number;
  pageViews: number;
  leads: number;
}

export interface PageFigures {
  path: string;
  visits: number;
  pageViews: number;
  leads: number;
}

export interface OutcomeFigures {
  visits: number;
  leads: number;
  won: number;
  lost: number;
}

/**
 * Leads of a period: the inbox's `view=leads` with its from/to, `$1` and `$2` the first and last UTC
 * day. Every count of the report is a count of these rows, so each equals the total of the inbox
 * list it links to (the same filters narrowed by landingPage, source or campaign, and leadStatus).
 */
const LEADS_OF_PERIOD = `FROM forms.submissions s WHERE ${LEADS} AND ${fromDay('$1')} AND ${toDay('$2')}`;

/** How each outcome is counted from lead_status (the inbox's leadStatus=won|lost). */
const OUTCOMES = `count(*)::int AS leads,
  count(*) FILTER (WHERE s.lead_status = 'won')::int AS won,
  count(*) FILTER (WHERE s.lead_status = 'lost')::int AS lost`;

/**
 * The traffic report's reads: the daily aggregates the traffic counting flushed to forms.traffic_*
 * (days, pages, visits by landing page, source and campaign) beside the leads of forms.submissions.
 */
export class TrafficReportRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Every day from `from` to `to` (UTC), oldest first, zeros included. */
  async daily(from: string, to: string): Promise<DayFigures[]> {
    return (await this.dataSource.query(
      `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
            leads AS (SELECT (s.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS leads ${LEADS_OF_PERIOD} GROUP BY 1),
            visits AS (SELECT day, sum(visits)::int AS visits FROM forms.traffic_visits WHERE day BETWEEN $1 AND $2 GROUP BY day),
            views AS (SELECT day, sum(views)::int AS views FROM forms.traffic_pages WHERE day BETWEEN $1 AND $2 GROUP BY day)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
              coalesce(t.visitors, 0)::int AS visitors,
              coalesce(visits.visits, 0)::int AS visits,
              coalesce(views.views, 0)::int AS "pageViews",
              coalesce(leads.leads, 0)::int AS leads
         FROM days
         LEFT JOIN forms.traffic_days t ON t.day = days.day
         LEFT JOIN visits ON visits.day = days.day
         LEFT JOIN views ON views.day = days.day
         LEFT JOIN leads ON leads.day = days.day
        ORDER BY days.day`,
      [from, to],
    )) as DayFigures[];
  }

  /**
   * Landing pages with visits or leads in the period, most visits first (then most leads, then by
   * path), at most TOP_ROWS; `pageViews` are the views of that path in the period.
   */
  async pages(from: string, to: string): Promise<PageFigures[]> {
    return (await this.dataSource.query(
      `WITH v AS (SELECT landing_page AS path, sum(visits)::int AS visits FROM forms.traffic_visits
                   WHERE day BETWEEN $1 AND $2 GROUP BY landing_page),
            l AS (SELECT s.landing_page AS path, count(*)::int AS leads ${LEADS_OF_PERIOD} AND s.landing_page IS NOT NULL GROUP BY 1),
            top AS (SELECT coalesce(v.path, l.path) AS path, coalesce(v.visits, 0) AS visits, coalesce(l.leads, 0) AS leads
                      FROM v FULL JOIN l ON l.path = v.path
                     ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${TOP_ROWS})
       SELECT top.path, top.visits::int AS visits, top.leads::int AS leads,
              coalesce((SELECT sum(p.views) FROM forms.traffic_pages p WHERE p.path = top.path AND p.day BETWEEN $1 AND $2), 0)::int AS "pageViews"
         FROM top ORDER BY top.visits DESC, top.leads DESC, top.path`,
      [from, to],
    )) as PageFigures[];
  }

  /** Every source, in TRAFFIC_SOURCES order, with its visits, leads and leads won and lost. */
  async sources(from: string, to: string): Promise<Array<OutcomeFigures & { source: TrafficSource }>> {
    return (await this.dataSource.query(
      `WITH v AS (SELECT source, sum(visits)::int AS visits FROM forms.traffic_visits WHERE day BETWEEN $1 AND $2 GROUP BY source),
            l AS (SELECT s.traffic_source AS source, ${OUTCOMES} ${LEADS_OF_PERIOD} AND s.traffic_source IS NOT NULL GROUP BY 1)
       SELECT t.source, coalesce(v.visits, 0)::int AS visits, coalesce(l.leads, 0)::int AS leads,
              coalesce(l.won, 0)::int AS won, coalesce(l.lost, 0)::int AS lost
         FROM unnest($3::text[]) WITH ORDINALITY AS t(source, n)
         LEFT JOIN v ON v.source = t.source
         LEFT JOIN l ON l.source = t.source
        ORDER BY t.n`,
      [from, to, [...TRAFFIC_SOURCES]],
    )) as Array<OutcomeFigures & { source: TrafficSource }>;
  }

  /** utm_campaign values with visits or leads in the period, most visits first, at most TOP_ROWS. */
  async campaigns(from: string, to: string): Promise<Array<OutcomeFigures & { campaign: string }>> {
    return (await this.dataSource.query(
      `WITH v AS (SELECT campaign, sum(visits)::int AS visits FROM forms.traffic_visits
                   WHERE day BETWEEN $1 AND $2 AND campaign <> '' GROUP BY campaign),
            l AS (SELECT s.utm_campaign AS campaign, ${OUTCOMES} ${LEADS_OF_PERIOD} AND s.utm_campaign IS NOT NULL GROUP BY 1)
       SELECT coalesce(v.campaign, l.campaign) AS campaign, coalesce(v.visits, 0)::int AS visits,
              coalesce(l.leads, 0)::int AS leads, coalesce(l.won, 0)::int AS won, coalesce(l.lost, 0)::int AS lost
         FROM v FULL JOIN l ON l.campaign = v.campaign
        ORDER BY 2 DESC, 3 DESC, 1 LIMIT ${TOP_ROWS}`,
      [from, to],
    )) as Array<OutcomeFigures & { campaign: string }>;
  }
}
