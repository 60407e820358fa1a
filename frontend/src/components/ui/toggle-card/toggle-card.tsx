/**
 * A card whose click toggles between its brief text and its full text (service-page card grids), or,
 * without a brief, an expandable card that shows only its title until opened (accordion use).
 *
 * Usage:
 *   <ToggleCard title="Lower total cost" brief="One line." full={'Paragraph one.\nParagraph two.'} icon={iconSvg} />
 *
 * A native `<details>`: the closed card is its `<summary>` (icon, title, brief, hint), so a click
 * anywhere on it toggles the card with no script at all, before or after any has loaded, and the
 * browser reports the expanded state to assistive technology. Server HTML only; not an island.
 */
import { splitParagraphs } from '../promo-section/promo-section';
import styles from './toggle-card.module.css';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';

export interface ToggleCardProps {
  title: string;
  /** Shown while closed. Omit for a plain expandable card. */
  brief?: string;
  /** Shown while open; line breaks start new paragraphs. */
  full: string;
  /** Decorative icon, SVG markup (the title says what the card is). */
  icon?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  defaultOpen?: boolean;
}

export function ToggleCard({ title, brief, full, icon, headingLevel: Heading = 'h3', defaultOpen = false }: ToggleCardProps) {
  return (
    <details className={styles.card} open={defaultOpen || undefined}>
      <summary className={styles.summary}>
        {icon ? <InlineSvg svg={icon} className={styles.icon} size={48} /> : null}
        <Heading className={styles.title}>
          <span>{title}</span>
          <span className={styles.sign} aria-hidden="true" />
        </Heading>
        {brief ? <span className={styles.brief}>{brief}</span> : null}
        <span className={styles.hint} aria-hidden="true">
          {brief ? 'Read more' : 'Open'}
        </span>
      </summary>
      <div className={styles.body}>
        {splitParagraphs(full).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
