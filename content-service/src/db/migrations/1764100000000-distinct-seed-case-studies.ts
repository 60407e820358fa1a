import type { MigrationInterface, QueryRunner } from 'typeorm';
import { SEED_CASE_STUDIES, SEED_CASE_STUDY_ALTS } from '../seed/seed-case-studies';

const column = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The seeded case studies as first written repeated the static ones with other figures (a 140-store
 * menu board chain against the static 120, a second bank LED wall, a second gourmet grocer; issue
 * 25). On a database seeded then, each seeded row an admin has not changed (its heading is still the
 * first seed's) takes the new seed's content: a clinic group, a school district, a department store.
 * Rows an admin edited or deleted are left as they are. A fresh database gets the new seed directly.
 */
const FIRST_SEED_HEADINGS: Record<string, string> = {
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e01': 'Digital Menu Boards Across 140 Quick-Service Restaurants',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e02': 'A Transparent LED Wall for a Community Bank Lobby',
  '6f1c2a4e-8d3b-4c5a-9e7f-1a2b3c4d5e03': 'A Network Refresh for a Gourmet Grocer',
};

export class DistinctSeedCaseStudies1764100000000 implements MigrationInterface {
  name = 'DistinctSeedCaseStudies1764100000000';

  async up(q: QueryRunner): Promise<void> {
    for (const study of SEED_CASE_STUDIES) {
      const previous = FIRST_SEED_HEADINGS[study._id];
      if (!previous) continue;
      // The new story with the alt texts of its images (their columns exist since 1763800000005).
      const row: Record<string, string> = { ...study, ...SEED_CASE_STUDY_ALTS[study._id] };
      const fields = Object.keys(row).filter((f) => f !== '_id');
      const sets = fields.map((f, i) => `"${column(f)}" = $${i + 3}`).join(', ');
      await q.query(`UPDATE "content"."case_studies" SET ${sets} WHERE "_id" = $1 AND "hero_heading" = $2`, [
        study._id,
        previous,
        ...fields.map((f) => row[f]),
      ]);
    }
  }

  async down(): Promise<void> {
    // The first seed's content is not brought back: it contradicted the site's static case studies.
  }
}
