import type { CaseStudy } from '@site/contracts';
import { SEEDED_CASE_STUDY_IDS } from '@site/contracts';
import { DistinctSeedCaseStudies1764100000000 } from '../src/db/migrations/1764100000000-distinct-seed-case-studies';
import { SEED_CASE_STUDIES, seededCaseStudy } from '../src/db/seed/seed-case-studies';
import { call, startContentService, type TestService } from './helpers';

// Issue 25: the seeded case studies repeated the static ones with other figures (140 restaurants
// against 120, a second bank LED wall, a second gourmet grocer). A database seeded before gets the
// new stories, unless an admin changed the row.
let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_seed_studies');
});
afterAll(async () => {
  await svc.close();
});

const headingOf = async (id: string) =>
  ((await svc.dataSource.query('SELECT hero_heading FROM content.case_studies WHERE _id = $1', [id])) as Array<{ hero_heading: string }>)[0]?.hero_heading;

describe('the seeded case studies', () => {
  it('when a fresh database is seeded, then they tell a clinic group, a school district and a department store, none a menu board chain, a bank LED wall or a grocer', async () => {
    const list = (await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies')).body;
    const seeded = list.filter((cs) => Object.values(SEEDED_CASE_STUDY_IDS).includes(cs._id as never));
    expect(seeded.map((cs) => cs.clientName).sort()).toEqual(['Cedar Valley School District', 'Harbour Street Department Store', 'Riverside Family Health']);
    for (const cs of seeded) expect(JSON.stringify(cs)).not.toMatch(/menu board|LED wall|grocer|\b140\b/i);
  });

  it('when the migration runs on a database seeded with the first stories, then untouched rows take the new ones (with their alt texts) and a row an admin edited is left alone', async () => {
    const [clinic, school, store] = SEED_CASE_STUDIES;
    await svc.dataSource.query(
      `UPDATE content.case_studies SET hero_heading = 'Digital Menu Boards Across 140 Quick-Service Restaurants', client_name = 'Harbourline Burgers', banner_image_alt = '', sec1_img_alt = '' WHERE _id = $1`,
      [clinic!._id],
    );
    await svc.dataSource.query(`UPDATE content.case_studies SET hero_heading = 'A Transparent LED Wall for a Community Bank Lobby' WHERE _id = $1`, [school!._id]);
    await svc.dataSource.query(`UPDATE content.case_studies SET hero_heading = 'Our own store audio story' WHERE _id = $1`, [store!._id]);

    const runner = svc.dataSource.createQueryRunner();
    try {
      await new DistinctSeedCaseStudies1764100000000().up(runner);
    } finally {
      await runner.release();
    }

    expect(await headingOf(clinic!._id)).toBe(clinic!.heroHeading);
    // The new story with the alt texts of its images.
    expect((await call<CaseStudy>(svc.url, 'GET', `/api/caseStudies/${clinic!._id}`)).body).toEqual(seededCaseStudy(clinic!));
    expect(await headingOf(school!._id)).toBe(school!.heroHeading);
    expect(await headingOf(store!._id)).toBe('Our own store audio story');
  });
});
