import type { ReactNode } from 'react';
import styles from './icon-card.module.css';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';

export interface IconCardProps {
  icon?: string;
  title: string;
  text: ReactNode;
  headingLevel?: 'h3' | 'h4';
  /** Optional link or button under the text. */
  action?: ReactNode;
}

/** A static card: decorative icon, title, text (carousel slides, highlights, values). */
export function IconCard({ icon, title, text, headingLevel: Heading = 'h3', action }: IconCardProps) {
  return (
    <article className={styles.card}>
      {icon ? <InlineSvg svg={icon} className={styles.icon} size={48} /> : null}
      <Heading className={styles.title}>{title}</Heading>
      <div className={styles.text}>{typeof text === 'string' ? <p>{text}</p> : text}</div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
