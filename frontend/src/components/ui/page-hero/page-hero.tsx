/**
 * The banner at the top of a page: the page's one h1, an optional eyebrow and lead, actions, and an
 * illustration on the right (below on narrow screens).
 *
 * Usage:
 *   <PageHero eyebrow="Services" title="Network design" lead="..." image={{ src, alt, width, height }}>
 *     <a className="btn btn-primary" href={getStartedHref()}>Get Started</a>
 *   </PageHero>
 *
 * The image is the first screen's largest element, so it loads eagerly with high priority.
 */
import type { ReactNode } from 'react';
import styles from './page-hero.module.css';

export interface HeroImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  image?: HeroImage;
  /** Buttons or links under the lead. */
  children?: ReactNode;
  /** Extra content under the hero (e.g. a logo strip). */
  footer?: ReactNode;
}

export function PageHero({ title, eyebrow, lead, image, children, footer }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={[styles.inner, image ? styles.withImage : ''].filter(Boolean).join(' ')}>
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <div className={styles.lead}>{lead}</div> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {image ? (
          <div className={styles.media}>
            <img src={image.src} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" decoding="async" />
          </div>
        ) : null}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </header>
  );
}
