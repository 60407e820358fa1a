import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cookie-free traffic counts as daily aggregates (issue 27, docs/decisions/traffic.md): visitors per
 * day, page views per day and path, visits per day, landing page, source and campaign. Counted in
 * Redis by the gateway and added here by the flusher; no address or user agent is ever stored.
 * `traffic_flush_claims` records which Redis claims were added, so a claim taken over after a
 * flusher stopped halfway is never added twice (pruned with the aggregates).
 */
export class TrafficAggregates1795600000000 implements MigrationInterface {
  name = 'TrafficAggregates1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE forms.traffic_days (
        day date PRIMARY KEY,
        visitors integer NOT NULL DEFAULT 0
      )`);
    await q.query(`
      CREATE TABLE forms.traffic_pages (
        day date NOT NULL,
        path text NOT NULL,
        views integer NOT NULL,
        PRIMARY KEY (day, path)
      )`);
    await q.query(`
      CREATE TABLE forms.traffic_visits (
        day date NOT NULL,
        landing_page text NOT NULL,
        source text NOT NULL CHECK (source IN ('campaign', 'search', 'social', 'referral', 'direct')),
        campaign text NOT NULL DEFAULT '',
        visits integer NOT NULL,
        PRIMARY KEY (day, landing_page, source, campaign)
      )`);
    await q.query(`
      CREATE TABLE forms.traffic_flush_claims (
        claim text PRIMARY KEY,
        day date NOT NULL,
        flushed_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE forms.traffic_flush_claims`);
    await q.query(`DROP TABLE forms.traffic_visits`);
    await q.query(`DROP TABLE forms.traffic_pages`);
    await q.query(`DROP TABLE forms.traffic_days`);
  }
}
