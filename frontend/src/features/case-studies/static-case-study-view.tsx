import type { ReactElement } from 'react';
import { getStartedHref } from '@/config/site';
import { SECTION_TITLES, type StaticCaseStudy } from '@/content/case-studies/static-case-studies';
import styles from './case-study.module.css';

const ORDER = ['clientOverview', 'problem', 'solution', 'implementation', 'resolution', 'conclusion'] as const;

/**
 * One of the six static case studies (spec section 2): hero, key figures, then Client Overview,
 * Problem, Solution, Implementation, Resolution and Conclusion, with illustrations and an optional video.
 */
export function StaticCaseStudyView({ study }: { study: StaticCaseStudy }) {
  const [first, second] = study.images;
  // The illustrations sit beside the Problem and Implementation sections; the video beside Resolution.
  const figures: Partial<Record<(typeof ORDER)[number], ReactElement>> = {
    problem: (
      <figure className={styles.figure}>
        <img src={first.src} alt={first.alt} width={first.width} height={first.height} decoding="async" />
      </figure>
    ),
    implementation: (
      <figure className={styles.figure}>
        <img src={second.src} alt={second.alt} width={second.width} height={second.height} loading="lazy" decoding="async" />
      </figure>
    ),
  };
  if (study.video) {
    figures.resolution = (
      <figure className={styles.figure}>
        <video src={study.video.src} poster={study.video.poster} controls muted playsInline preload="none" width={640} height={360} />
        <figcaption>{study.video.caption}</figcaption>
      </figure>
    );
  }

  return (
    <article>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <p className={styles.category}>Case study · {study.category}</p>
          <h1>{study.title}</h1>
          <p className={styles.lead}>{study.summary}</p>
        </div>
      </header>
      <div className={styles.body}>
        <ul className={styles.facts} aria-label="Key figures">
          {study.facts.map((fact) => (
            <li key={fact.label}>
              <strong>{fact.value}</strong> {fact.label}
            </li>
          ))}
        </ul>
        {ORDER.map((key, index) => {
          const figure = figures[key];
          return (
            <section key={key} className={`${styles.section} ${figure ? styles.withFigure : ''} ${index % 2 ? styles.flip : ''}`} aria-labelledby={`cs-${key}`}>
              <div>
                <h2 id={`cs-${key}`}>{SECTION_TITLES[key]}</h2>
                {study.sections[key].map((p, i) => (
                  <p key={i}>{p}</p>
                ))}
              </div>
              {figure ?? null}
            </section>
          );
        })}
        <p>
          <a className={styles.cta} href={getStartedHref(`A project like: ${study.title}`)}>
            Get Started
          </a>
        </p>
      </div>
    </article>
  );
}
