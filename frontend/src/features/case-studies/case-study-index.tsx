import type { CaseStudy } from '@site/contracts/content';
import { paths } from '@/config/paths';
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { caseStudyCategories } from './case-study-sections';
import styles from './case-study-index.module.css';

/**
 * A case study an admin has published: one with a heading. "Create Case Study" stores an empty
 * record first (spec section 4), which is a draft until its editor gives it a heading.
 */
export const isPublished = (study: CaseStudy): boolean => study.heroHeading.trim() !== '' && String(study._id) !== '';

interface IndexEntry {
  href: string;
  title: string;
  meta: string;
  summary?: string;
}

function Entries({ entries, label }: { entries: readonly IndexEntry[]; label: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.href} className={styles.card}>
          <p className={styles.meta}>{entry.meta}</p>
          <h3 className={styles.title}>
            <a href={entry.href}>{entry.title}</a>
          </h3>
          {entry.summary ? <p>{entry.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}

const STATIC_ENTRIES: IndexEntry[] = Object.values(STATIC_CASE_STUDIES).map((study) => ({
  href: `/case-study/${study.slug}`,
  title: study.title,
  meta: 'Case study',
  summary: study.summary,
}));

/** What the index says of the admins' case studies when content-service is away. */
export const RECENT_PROJECTS_UNAVAILABLE = 'Recent projects cannot be shown right now. Please try again in a few minutes.';

/**
 * Every case study in one list with a link to each: the ones admins publish (GET /api/caseStudies,
 * fetched by the page; null when content-service could not be asked) and the six static ones.
 * Without it a dynamic case study would be reachable only through the sitemap.
 */
export function CaseStudyIndex({ caseStudies }: { caseStudies: readonly CaseStudy[] | null }) {
  const dynamic: IndexEntry[] = (caseStudies ?? []).filter(isPublished).map((study) => ({
    href: paths.caseStudy(encodeURIComponent(String(study._id))),
    title: study.heroHeading,
    meta: [study.clientName, ...caseStudyCategories(study)].filter(Boolean).join(' · ') || 'Case study',
  }));

  return (
    <div className={styles.page}>
      <section aria-labelledby="recent-case-studies">
        <h2 id="recent-case-studies">Recent projects</h2>
        {!caseStudies ? (
          <p role="alert">{RECENT_PROJECTS_UNAVAILABLE}</p>
        ) : dynamic.length > 0 ? (
          <Entries entries={dynamic} label="Recent projects" />
        ) : (
          <p>New project write-ups are on their way.</p>
        )}
      </section>
      <section aria-labelledby="sector-case-studies">
        <h2 id="sector-case-studies">By sector</h2>
        <Entries entries={STATIC_ENTRIES} label="Case studies by sector" />
      </section>
    </div>
  );
}
