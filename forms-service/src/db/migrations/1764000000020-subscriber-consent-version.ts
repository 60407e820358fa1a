import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of the consent text a subscriber was shown (CONSENT_VERSIONS in contracts), as the
 * submissions already keep it. Rows whose stored text is the newsletter text of version 2026-11-24
 * (the only version yet, and texts are never edited) get that version; any other row stays null,
 * "from before versions". The literal is copied here on purpose: a migration must not change when
 * the contracts do.
 */
const NEWSLETTER_TEXT_2026_11_24 =
  'By subscribing you agree to receive the Northwire Integration newsletter. Confirm by the link we e-mail you; every mail has an unsubscribe link. Read our privacy statement.';

export class SubscriberConsentVersion1764000000020 implements MigrationInterface {
  name = 'SubscriberConsentVersion1764000000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE forms.subscribers ADD COLUMN IF NOT EXISTS consent_version text`);
    await q.query(
      `UPDATE forms.subscribers SET consent_version = '2026-11-24' WHERE consent_version IS NULL AND consent_text = $1`,
      [NEWSLETTER_TEXT_2026_11_24],
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE forms.subscribers DROP COLUMN IF EXISTS consent_version`);
  }
}
