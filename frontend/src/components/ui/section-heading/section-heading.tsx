import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

export interface SectionHeadingProps {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  id?: string;
  align?: 'left' | 'center';
  level?: 'h2' | 'h3';
  /** Light text for dark sections. */
  inverted?: boolean;
}

/** The eyebrow + heading + lead that opens most page sections. */
export function SectionHeading({ title, eyebrow, lead, id, align = 'center', level: Heading = 'h2', inverted = false }: SectionHeadingProps) {
  return (
    <div className={[styles.heading, styles[align], inverted ? styles.inverted : ''].filter(Boolean).join(' ')}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </div>
  );
}
