import type { CaseStudy } from '@site/contracts/content';
import { Seo, type SeoProps } from '@/components/seo/seo';
import { ContentUnavailable } from '@/components/ui/content-unavailable/content-unavailable';
import { paths } from '@/config/paths';
import { caseStudyCategories, caseStudySections } from './case-study-sections';
import styles from './case-study.module.css';

/**
 * A case study an admin wrote (spec section 2, /casestudy/{id}), as its page fetched it
 * (src/pages/casestudy/[id].astro): the study, null when there is none (not found), undefined when
 * content-service could not be asked.
 */
export function CaseStudyPage({ study }: { study: CaseStudy | null | undefined }) {
  if (study === undefined) return <CaseStudyUnavailable />;
  if (study === null) return <CaseStudyNotFound />;
  return <CaseStudyContent study={study} />;
}

/** What a case study's <head> states (the site's layout and the previews' <Seo> alike). */
export const caseStudySeo = (study: CaseStudy): SeoProps => ({
  title: study.heroHeading || 'Case study',
  description: `Case study${study.clientName ? ` for ${study.clientName}` : ''}: ${study.heroHeading}.`,
  canonical: paths.caseStudy(study._id),
  share: 'case-study',
});

export const CASE_STUDY_NOT_FOUND_SEO: SeoProps = { title: 'Case study not found', description: 'The case study you are looking for may have moved or no longer exists.', noindex: true };
export const CASE_STUDY_UNAVAILABLE_SEO: SeoProps = { title: 'Case study unavailable', description: 'This case study cannot be shown right now. Please try again in a few minutes.', noindex: true };

/** content-service could not be asked: the page says so (and answers 503). */
export function CaseStudyUnavailable() {
  const { title, description } = CASE_STUDY_UNAVAILABLE_SEO;
  return <ContentUnavailable className={styles.state} title={title} text={description} back={{ href: paths.clients, label: 'See our clients' }} />;
}

/**
 * The page of one case study; the public route and the draft previews render exactly this.
 * Paragraphs are HTML, sanitised by content-service before they are stored, as on the article page.
 */
export function CaseStudyContent({ study, noindex = false }: { study: CaseStudy; noindex?: boolean }) {
  const categories = caseStudyCategories(study);
  const sections = caseStudySections(study);

  return (
    <article>
      <Seo {...caseStudySeo(study)} noindex={noindex} />
      <header className={styles.hero}>
        {study.bannerImage ? <img className={styles.heroImage} src={study.bannerImage} alt={study.bannerImageAlt ?? ''} width={1600} height={600} fetchPriority="high" /> : null}
        <div className={styles.heroInner}>
          {categories.length > 0 ? <p className={styles.category}>{categories.join(' · ')}</p> : null}
          <h1>{study.heroHeading || 'Case study'}</h1>
          {study.clientName ? <p className={styles.lead}>Client: {study.clientName}</p> : null}
        </div>
      </header>
      <div className={styles.body}>
        {sections.map((section, index) => (
          <section key={index} className={`${styles.section} ${section.image ? styles.withFigure : ''}`}>
            <div>
              {section.heading ? <h2>{section.heading}</h2> : null}
              {section.paragraphs.map((html, i) => (
                // Sanitised server-side (content-service, sanitize-html) before it is stored.
                <div key={i} className={styles.html} dangerouslySetInnerHTML={{ __html: html }} />
              ))}
            </div>
            {section.image ? (
              <figure className={styles.figure}>
                <img src={section.image} alt={section.imageAlt || section.heading || study.heroHeading} width={800} height={500} loading="lazy" decoding="async" />
              </figure>
            ) : null}
          </section>
        ))}
      </div>
    </article>
  );
}

export function CaseStudyNotFound() {
  return (
    <div className={styles.state}>
      <Seo {...CASE_STUDY_NOT_FOUND_SEO} />
      <h1>{CASE_STUDY_NOT_FOUND_SEO.title}</h1>
      <p>{CASE_STUDY_NOT_FOUND_SEO.description}</p>
      <a href={paths.clients}>See our clients and their case studies</a>
    </div>
  );
}
