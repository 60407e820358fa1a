import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TRAFFIC_PERIODS, TRAFFIC_SOURCE_LABELS, type TrafficPeriod, type TrafficReply } from '@site/contracts/traffic';
import { canOpenScreen } from '@site/contracts/staff';
import { useGetTrafficReportQuery } from '@/components/admin/dashboard-api';
import { serverMessage } from '@/components/admin/server-message';
import { StatusLine } from '@/components/admin/status-line';
import { useAppSelector } from '@/lib/hooks';
import { leadsLink, type LeadsFilter } from './leads-link';
import { TrafficChart } from './traffic-chart';
import { conversionRate, formatCount, formatDay, formatRate } from './traffic-format';
import styles from './traffic-report.module.css';

type ReportData = TrafficReply['data'];

/** The period when the address names none or one the report does not offer (the service's default too). */
export const DEFAULT_TRAFFIC_PERIOD: TrafficPeriod = 30;

/** `?days=` of the address, so a link or a reload keeps the period. */
export function periodOf(value: string | null): TrafficPeriod {
  return TRAFFIC_PERIODS.find((days) => String(days) === value) ?? DEFAULT_TRAFFIC_PERIOD;
}

/** A lead figure: its number, a link to exactly the leads it counts, named with what they are ("3 leads from Search"). */
function LeadsCount({ count, filter, what }: { count: number; filter: LeadsFilter; what: string }) {
  return (
    <Link to={leadsLink(filter)} aria-label={`${formatCount(count)} ${count === 1 ? 'lead' : 'leads'} ${what}`}>
      {formatCount(count)}
    </Link>
  );
}

/** 7 / 30 / 90 days as links (a period can be opened in a new tab, bookmarked or sent). */
function PeriodSwitch({ days }: { days: TrafficPeriod }) {
  const [params] = useSearchParams();
  return (
    <nav aria-label="Period">
      <ul className={styles.periods}>
        {TRAFFIC_PERIODS.map((period) => {
          const next = new URLSearchParams(params);
          next.set('days', String(period));
          return (
            <li key={period}>
              <Link to={{ search: `?${next.toString()}` }} aria-current={period === days ? 'page' : undefined}>
                Last {period} days
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Totals({ report }: { report: ReportData }) {
  const { totals } = report;
  const figure = (label: string, value: ReactNode) => (
    <li className="admin-count">
      <span className="admin-count__value">{value}</span>
      <span>{label}</span>
    </li>
  );
  return (
    <ul className="admin-counts" aria-label="Totals">
      {figure('Visitors', formatCount(totals.visitors))}
      {figure('Visits', formatCount(totals.visits))}
      {figure('Page views', formatCount(totals.pageViews))}
      {figure('Leads', <LeadsCount count={totals.leads} filter={{ from: report.from, to: report.to }} what="in the period" />)}
      {figure('Conversion rate', formatRate(conversionRate(totals.leads, totals.visits)))}
    </ul>
  );
}

/** The figures of each day, the chart's numbers as a table (closed until asked for). */
function DailyTable({ report }: { report: ReportData }) {
  return (
    <details className={styles.daily}>
      <summary>Figures per day</summary>
      <table className={`admin-table ${styles.numbers}`}>
        <caption className="visually-hidden">Visitors and leads per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Visitors</th>
            <th scope="col">Visits</th>
            <th scope="col">Page views</th>
            <th scope="col">Leads</th>
          </tr>
        </thead>
        <tbody>
          {report.daily.map((d) => (
            <tr key={d.day}>
              <th scope="row" data-label="Day">
                <time dateTime={d.day}>{formatDay(d.day, true)}</time>
              </th>
              <td data-label="Visitors">{formatCount(d.visitors)}</td>
              <td data-label="Visits">{formatCount(d.visits)}</td>
              <td data-label="Page views">{formatCount(d.pageViews)}</td>
              <td data-label="Leads">
                <LeadsCount count={d.leads} filter={{ from: d.day, to: d.day }} what={`on ${formatDay(d.day, true)}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function PagesTable({ report }: { report: ReportData }) {
  const period = { from: report.from, to: report.to };
  return (
    <table className={`admin-table ${styles.numbers}`}>
      <caption>Top landing pages</caption>
      <thead>
        <tr>
          <th scope="col">Landing page</th>
          <th scope="col">Page views</th>
          <th scope="col">Visits</th>
          <th scope="col">Leads</th>
          <th scope="col">Conversion rate</th>
        </tr>
      </thead>
      <tbody>
        {report.pages.map((row) => (
          <tr key={row.path}>
            <th scope="row" data-label="Landing page" className={styles.path}>
              {row.path}
            </th>
            <td data-label="Page views">{formatCount(row.pageViews)}</td>
            <td data-label="Visits">{formatCount(row.visits)}</td>
            <td data-label="Leads">
              <LeadsCount count={row.leads} filter={{ ...period, landingPage: row.path }} what={`that landed on ${row.path}`} />
            </td>
            <td data-label="Conversion rate">{formatRate(row.conversionRate)}</td>
          </tr>
        ))}
        {report.pages.length === 0 ? (
          <tr>
            <td colSpan={5}>No page views counted in this period.</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

interface OutcomeRow {
  key: string;
  label: string;
  visits: number;
  leads: number;
  conversionRate: number | null;
  won: number;
  lost: number;
  /** The inbox filter of this row's leads. */
  filter: Pick<LeadsFilter, 'source' | 'campaign'>;
}

/** Sources and campaigns: visits, leads, conversion and the leads' outcome, each lead figure a link. */
function OutcomeTable({ caption, heading, rows, report, empty }: { caption: string; heading: string; rows: OutcomeRow[]; report: ReportData; empty: string }) {
  const period = { from: report.from, to: report.to };
  return (
    <table className={`admin-table ${styles.numbers}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Visits</th>
          <th scope="col">Leads</th>
          <th scope="col">Conversion rate</th>
          <th scope="col">Won</th>
          <th scope="col">Lost</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label={heading}>
              {row.label}
            </th>
            <td data-label="Visits">{formatCount(row.visits)}</td>
            <td data-label="Leads">
              <LeadsCount count={row.leads} filter={{ ...period, ...row.filter }} what={`from ${row.label}`} />
            </td>
            <td data-label="Conversion rate">{formatRate(row.conversionRate)}</td>
            <td data-label="Won">
              <LeadsCount count={row.won} filter={{ ...period, ...row.filter, leadStatus: 'won' }} what={`won from ${row.label}`} />
            </td>
            <td data-label="Lost">
              <LeadsCount count={row.lost} filter={{ ...period, ...row.filter, leadStatus: 'lost' }} what={`lost from ${row.label}`} />
            </td>
          </tr>
        ))}
        {rows.length === 0 ? (
          <tr>
            <td colSpan={6}>{empty}</td>
          </tr>
        ) : null}
      </tbody>
    </table>
  );
}

/**
 * The dashboard's "Traffic and leads" (issue 27): visitors and leads per day, the totals, and which
 * landing pages, sources and campaigns bring leads, for the period in `?days=`. Every lead figure
 * links to the inbox list it counts (the `leads` view with the same days and attribution filter).
 * Shown to the roles that may open the inbox: the figures are about leads.
 */
export function TrafficReport() {
  const role = useAppSelector((s) => s.session.user?.role);
  return canOpenScreen(role, 'inbox') ? <Report /> : null;
}

function Report() {
  const [params] = useSearchParams();
  const days = periodOf(params.get('days'));
  // currentData: the figures of the chosen period only, never the last period's under the new label.
  const { currentData: report, isFetching, error } = useGetTrafficReportQuery(days, { refetchOnMountOrArgChange: true });
  return (
    <section aria-labelledby="dashboard-traffic">
      <h2 id="dashboard-traffic">Traffic and leads</h2>
      <PeriodSwitch days={days} />
      {isFetching ? <StatusLine kind="loading">Loading traffic figures…</StatusLine> : null}
      {error ? <StatusLine kind="error">{serverMessage(error)}</StatusLine> : null}
      {report ? (
        <div aria-busy={isFetching}>
          <p className="admin-hint">
            {formatDay(report.from, true)} to {formatDay(report.to, true)} (UTC days). Visits and visitors are counted without cookies; leads are contact enquiries
            and job applications not held as spam.
          </p>
          <Totals report={report} />
          <TrafficChart report={report} />
          <DailyTable report={report} />
          <div className={styles.tables}>
            <PagesTable report={report} />
            <OutcomeTable
              caption="Sources"
              heading="Source"
              report={report}
              rows={report.sources.map((row) => ({ ...row, key: row.source, label: TRAFFIC_SOURCE_LABELS[row.source], filter: { source: row.source } }))}
              empty="No visits counted in this period."
            />
            <OutcomeTable
              caption="Campaigns"
              heading="Campaign"
              report={report}
              rows={report.campaigns.map((row) => ({ ...row, key: row.campaign, label: row.campaign, filter: { campaign: row.campaign } }))}
              empty="No visits with a utm_campaign in this period."
            />
          </div>
        </div>
      ) : null}
    </section>
  );
}
