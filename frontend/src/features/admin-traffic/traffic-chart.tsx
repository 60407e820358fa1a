import { useId } from 'react';
import type { TrafficReply } from '@site/contracts/traffic';
import { formatCount, formatDay } from './traffic-format';
import styles from './traffic-report.module.css';

type Day = TrafficReply['data']['daily'][number];

// The drawing's own units (the SVG scales to its box); two panels share the days' axis.
const WIDTH = 720;
const LEFT = 8;
const RIGHT = 8;
const VISITORS = { top: 24, height: 120 };
const LEADS = { top: 184, height: 48 };
const HEIGHT = 262;

/** The day with the most of a figure (the first such), or null when every day has none. */
function peak(daily: Day[], figure: 'visitors' | 'leads'): Day | null {
  let best: Day | null = null;
  for (const day of daily) if (day[figure] > 0 && (best === null || day[figure] > best[figure])) best = day;
  return best;
}

/** The chart in words: what a screen reader reads, and what everyone sees under the chart. */
export function chartSummary(report: Pick<TrafficReply['data'], 'from' | 'to' | 'totals' | 'daily'>): string {
  const most = (figure: 'visitors' | 'leads', noun: string) => {
    const day = peak(report.daily, figure);
    return day ? `most ${noun} on ${formatDay(day.day)} (${formatCount(day[figure])})` : `no ${noun} on any day`;
  };
  return (
    `Visitors and leads per day, ${formatDay(report.from)} to ${formatDay(report.to, true)}: ` +
    `${formatCount(report.totals.visitors)} visitors and ${formatCount(report.totals.leads)} leads in all; ` +
    `${most('visitors', 'visitors')}, ${most('leads', 'leads')}.`
  );
}

function Bars({ daily, figure, panel, className }: { daily: Day[]; figure: 'visitors' | 'leads'; panel: { top: number; height: number }; className: string | undefined }) {
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(daily.length, 1);
  const max = Math.max(1, ...daily.map((d) => d[figure]));
  const bottom = panel.top + panel.height;
  return (
    <g className={className}>
      {daily.map((d, i) => {
        if (d[figure] === 0) return null;
        // A day with some but few is still drawn (one unit high), so it differs from a day with none.
        const height = Math.max((d[figure] / max) * panel.height, 1);
        return <rect key={d.day} x={LEFT + i * slot + slot * 0.15} y={bottom - height} width={slot * 0.7} height={height} />;
      })}
      <line className={styles.axis} x1={LEFT} x2={WIDTH - RIGHT} y1={bottom} y2={bottom} />
    </g>
  );
}

/**
 * Visitors and leads per day as an inline SVG (no chart library, nothing fetched): two panels on one
 * axis of days, each on its own scale, since a day has hundreds of visitors and a handful of leads.
 * Its name is the summary shown under it; the figures themselves are in the table the report adds.
 */
export function TrafficChart({ report }: { report: Pick<TrafficReply['data'], 'from' | 'to' | 'totals' | 'daily'> }) {
  const summaryId = useId();
  const { daily } = report;
  const maxVisitors = Math.max(0, ...daily.map((d) => d.visitors));
  const maxLeads = Math.max(0, ...daily.map((d) => d.leads));
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(daily.length, 1);
  const ticks = daily.length > 0 ? [...new Set([0, Math.floor((daily.length - 1) / 2), daily.length - 1])] : [];
  return (
    <figure className={styles.figure}>
      <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={summaryId} focusable="false">
        <text className={styles.panelTitle} x={LEFT} y={VISITORS.top - 8}>
          Visitors per day (highest {formatCount(maxVisitors)})
        </text>
        <Bars daily={daily} figure="visitors" panel={VISITORS} className={styles.visitors} />
        <text className={styles.panelTitle} x={LEFT} y={LEADS.top - 8}>
          Leads per day (highest {formatCount(maxLeads)})
        </text>
        <Bars daily={daily} figure="leads" panel={LEADS} className={styles.leads} />
        {ticks.map((i) => (
          <text
            key={daily[i]!.day}
            className={styles.tick}
            x={LEFT + i * slot + slot / 2}
            y={HEIGHT - 8}
            textAnchor={i === 0 ? 'start' : i === daily.length - 1 ? 'end' : 'middle'}
          >
            {formatDay(daily[i]!.day)}
          </text>
        ))}
      </svg>
      <figcaption id={summaryId}>{chartSummary(report)}</figcaption>
    </figure>
  );
}
