import { useEffect } from 'react';
import type { CaseStudy } from '@site/contracts/content';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { useGetCaseStudyQuery } from './case-studies-api';
import { caseStudyCategories, caseStudySections } from './case-study-sections';
import styles from './case-study.module.css';

const isMissing = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

/**
 * A case study an admin wrote (spec section 2, /casestudy/{id}): hero heading and category, then
 * up to nine sections, the first with its image. Unknown ids show a not-found state.
 */
export function CaseStudyView({ id }: { id: string }) {
  const { data: study, isLoading, isError, error } = useGetCaseStudyQuery(id);

  useEffect(() => {
    if (isError && !isMissing(error)) console.error('Case study could not be loaded', error);
  }, [isError, error]);

  if (isLoading) {
    return (
      <div className={styles.state} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p>Loading case study…</p>
      </div>
    );
  }
  if (isError && isMissing(error)) return <CaseStudyNotFound />;
  if (isError || !study) {
    return (
      <div className={styles.state} role="alert">
        <h1>Case study unavailable</h1>
        <p>We couldn't load this case study right now. Please try again in a few minutes.</p>
        <a href={paths.clients}>See our clients</a>
      </div>
    );
  }

  return <CaseStudyContent study={study} />;
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
      <Seo
        title={study.heroHeading || 'Case study'}
        description={`Case study${study.clientName ? ` for ${study.clientName}` : ''}: ${study.heroHeading}.`}
        canonical={paths.caseStudy(study._id)}
        image={study.bannerImage || undefined}
        noindex={noindex}
      />
      <header className={styles.hero}>
        {study.bannerImage ? <img className={styles.heroImage} src={study.bannerImage} alt="" width={1600} height={600} fetchPriority="high" /> : null}
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
                <img src={section.image} alt={section.heading || study.heroHeading} width={800} height={500} loading="lazy" decoding="async" />
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
      <Seo title="Case study not found" description="The case study you are looking for may have moved or no longer exists." noindex />
      <h1>Case study not found</h1>
      <p>The case study you are looking for may have moved or no longer exists.</p>
      <a href={paths.clients}>See our clients and their case studies</a>
    </div>
  );
}
