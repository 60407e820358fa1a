import type { Logger } from '@site/service-kit';
import type { TrafficPeriod, TrafficReply } from '@site/contracts';
import type { TrafficReportRepository } from './traffic-report-repository';

type Report = TrafficReply['data'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** leads / visits, null without visits (a rate of nothing is not 0 %). */
const conversionRate = (leads: number, visits: number): number | null => (visits > 0 ? leads / visits : null);

/** The period's first and last UTC day, YYYY-MM-DD: `days` days ending today. */
export function periodOf(days: TrafficPeriod, now: Date): { from: string; to: string } {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The dashboard's traffic and conversion figures (issue 27). The counts still in Redis are flushed
 * first, when the counting's flusher is wired, so the figures include today's page views so far.
 */
export class TrafficReportService {
  constructor(
    private readonly deps: {
      report: TrafficReportRepository;
      logger: Logger;
      /** Writes the counts waiting in Redis to forms.traffic_* (the traffic counting's flusher). */
      flusher?: { flush(): Promise<unknown> };
      now?: () => Date;
    },
  ) {}

  async report(days: TrafficPeriod): Promise<Report> {
    await this.flushQuietly();
    const { from, to } = periodOf(days, this.deps.now?.() ?? new Date());
    const { report } = this.deps;
    const [daily, pages, sources, campaigns] = await Promise.all([
      report.daily(from, to),
      report.pages(from, to),
      report.sources(from, to),
      report.campaigns(from, to),
    ]);
    const sum = (key: 'visitors' | 'visits' | 'pageViews' | 'leads') => daily.reduce((total, d) => total + d[key], 0);
    return {
      days,
      from,
      to,
      totals: { visitors: sum('visitors'), visits: sum('visits'), pageViews: sum('pageViews'), leads: sum('leads') },
      daily,
      pages: pages.map((p) => ({ ...p, conversionRate: conversionRate(p.leads, p.visits) })),
      sources: sources.map((s) => ({ ...s, conversionRate: conversionRate(s.leads, s.visits) })),
      campaigns: campaigns.map((c) => ({ ...c, conversionRate: conversionRate(c.leads, c.visits) })),
    };
  }

  /** A flush that fails (Redis away) leaves the figures as last flushed: the report still answers. */
  private async flushQuietly(): Promise<void> {
    if (!this.deps.flusher) return;
    try {
      await this.deps.flusher.flush();
    } catch (err) {
      this.deps.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'traffic flush failed; report shows the counts last flushed');
    }
  }
}
