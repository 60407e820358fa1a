import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where each lead came from (issue 27): the visit's landing page, the page the form was sent from,
 * the referrer's host, the visit's source and its UTM values. Nullable: rows from before, and leads
 * whose visit was not seen (Do Not Track, a failed lookup), have none. The indexes serve the inbox's
 * exact filters and the traffic report, both of which read a period of created_at (the leads per day
 * use submissions_created_idx).
 */
export class LeadAttribution1795600000027 implements MigrationInterface {
  name = 'LeadAttribution1795600000027';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE forms.submissions
        ADD COLUMN landing_page text,
        ADD COLUMN sent_from text,
        ADD COLUMN referrer_host text,
        ADD COLUMN traffic_source text
          CHECK (traffic_source IN ('campaign', 'search', 'social', 'referral', 'direct')),
        ADD COLUMN utm_source text,
        ADD COLUMN utm_medium text,
        ADD COLUMN utm_campaign text,
        ADD COLUMN utm_term text,
        ADD COLUMN utm_content text`);
    await q.query(`CREATE INDEX submissions_landing_page_idx ON forms.submissions (landing_page, created_at) WHERE landing_page IS NOT NULL`);
    await q.query(`CREATE INDEX submissions_traffic_source_idx ON forms.submissions (traffic_source, created_at) WHERE traffic_source IS NOT NULL`);
    await q.query(`CREATE INDEX submissions_utm_campaign_idx ON forms.submissions (utm_campaign, created_at) WHERE utm_campaign IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE forms.submissions
        DROP COLUMN landing_page, DROP COLUMN sent_from, DROP COLUMN referrer_host, DROP COLUMN traffic_source,
        DROP COLUMN utm_source, DROP COLUMN utm_medium, DROP COLUMN utm_campaign, DROP COLUMN utm_term,
        DROP COLUMN utm_content`);
  }
}
