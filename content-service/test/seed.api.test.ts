import { statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { BlogRecord, CaseStudy } from '@site/contracts';
import { sanitizeParagraph } from '../src/common/html-sanitizer';
import { SEED_BLOGS, seedCoverPath } from '../src/db/seed/seed-blogs';
import { SEED_CASE_STUDIES, seededCaseStudy } from '../src/db/seed/seed-case-studies';
import { call, startContentService, type TestService } from './helpers';

const publicDir = path.resolve(__dirname, '../../frontend/public');

let svc: TestService;
beforeAll(async () => {
  svc = await startContentService('content_seed');
});
afterAll(async () => {
  await svc.close();
});

describe('seeded content', () => {
  it('when the service starts on an empty database, then at least eight substantial articles are served', async () => {
    const res = await call<{ status: string; data: BlogRecord[] }>(svc.url, 'GET', '/blogs');
    expect(res.body.data.length).toBeGreaterThanOrEqual(8);
    for (const blog of res.body.data) {
      expect(blog.title.length).toBeGreaterThan(20);
      expect(blog.brief_paragraph.length).toBeGreaterThan(120);
      expect(blog.published_date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      expect(blog.blogs_content.length).toBeGreaterThanOrEqual(3);
      expect(blog.blogs_content.length).toBeLessThanOrEqual(6);
      for (const section of blog.blogs_content) expect(section.paragraph.split(/[.!?](\s|<)/).length).toBeGreaterThan(3);
    }
    expect(new Set(res.body.data.map((b) => b.slug_url)).size).toBe(res.body.data.length);
  });

  it('when a seeded paragraph passes the sanitiser, then it is unchanged (the seed is already safe HTML)', () => {
    for (const blog of SEED_BLOGS) for (const s of blog.sections) expect(sanitizeParagraph(s.paragraph)).toBe(s.paragraph);
    for (const cs of SEED_CASE_STUDIES) for (const [key, value] of Object.entries(cs)) if (/Para/.test(key)) expect(sanitizeParagraph(value)).toBe(value);
  });

  it.each(SEED_BLOGS.map((b) => b.slug))('when the post %s is seeded, then its cover is a 1200x630 WebP under 60 KB in the frontend', async (slug) => {
    const file = path.join(publicDir, seedCoverPath(slug));
    expect(statSync(file).size).toBeLessThan(60 * 1024);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
  });

  it('when case studies are seeded, then each is served with images that exist', async () => {
    const list = await call<CaseStudy[]>(svc.url, 'GET', '/api/caseStudies');
    expect(list.body.length).toBeGreaterThanOrEqual(2);
    for (const cs of SEED_CASE_STUDIES) {
      expect(list.body).toContainEqual(seededCaseStudy(cs));
      for (const image of [cs.bannerImage, cs.sec1Img]) expect(statSync(path.join(publicDir, image)).size).toBeLessThan(60 * 1024);
    }
  });
});
