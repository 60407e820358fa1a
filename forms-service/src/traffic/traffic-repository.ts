import type { DataSource } from 'typeorm';
import type { TrafficDayCounts, TrafficStore } from '@site/service-kit';

/** Claim records are kept this long: longer than a day's counters can wait in Redis for a flush. */
const CLAIM_RECORD_DAYS = 10;

/**
 * The daily traffic aggregates (forms.traffic_days, traffic_pages, traffic_visits) and the record of
 * the Redis claims added to them. Only ever added to by a flush, read by the report, pruned by age.
 */
export class TrafficRepository implements TrafficStore {
  constructor(private readonly dataSource: DataSource) {}

  async addClaim(claim: string, counts: TrafficDayCounts): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      // A claim id seen before (a flusher that stopped after its commit, then taken over) adds nothing.
      const recorded = (await tx.query(
        `INSERT INTO forms.traffic_flush_claims (claim, day) VALUES ($1, $2) ON CONFLICT (claim) DO NOTHING RETURNING claim`,
        [claim, counts.day],
      )) as unknown[];
      if (recorded.length === 0) return false;
      // Visitors are a set's size, not a sum: the day's figure only ever grows to it.
      await tx.query(
        `INSERT INTO forms.traffic_days (day, visitors) VALUES ($1, $2)
         ON CONFLICT (day) DO UPDATE SET visitors = GREATEST(forms.traffic_days.visitors, EXCLUDED.visitors)`,
        [counts.day, counts.visitors],
      );
      if (counts.pages.length > 0)
        await tx.query(
          `INSERT INTO forms.traffic_pages (day, path, views)
           SELECT $1, path, views FROM unnest($2::text[], $3::int[]) AS t(path, views)
           ON CONFLICT (day, path) DO UPDATE SET views = forms.traffic_pages.views + EXCLUDED.views`,
          [counts.day, counts.pages.map((p) => p.path), counts.pages.map((p) => p.views)],
        );
      if (counts.visits.length > 0)
        await tx.query(
          `INSERT INTO forms.traffic_visits (day, landing_page, source, campaign, visits)
           SELECT $1, landing_page, source, campaign, visits
             FROM unnest($2::text[], $3::text[], $4::text[], $5::int[]) AS t(landing_page, source, campaign, visits)
           ON CONFLICT (day, landing_page, source, campaign) DO UPDATE SET visits = forms.traffic_visits.visits + EXCLUDED.visits`,
          [
            counts.day,
            counts.visits.map((v) => v.landingPage),
            counts.visits.map((v) => v.source),
            counts.visits.map((v) => v.campaign),
            counts.visits.map((v) => v.visits),
          ],
        );
      return true;
    });
  }

  async deleteBefore(day: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      for (const table of ['traffic_days', 'traffic_pages', 'traffic_visits'])
        await tx.query(`DELETE FROM forms.${table} WHERE day < $1`, [day]);
      await tx.query(`DELETE FROM forms.traffic_flush_claims WHERE flushed_at < now() - make_interval(days => $1)`, [CLAIM_RECORD_DAYS]);
    });
  }
}
