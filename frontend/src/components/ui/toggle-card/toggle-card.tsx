/**
 * A card whose click toggles between its brief text and its full text (service-page card grids), or,
 * without a brief, an expandable card that shows only its title until opened (accordion use).
 *
 * Usage:
 *   <ToggleCard title="Lower total cost" brief="One line." full={'Paragraph one.\nParagraph two.'} icon={iconSvg} />
 *
 * The whole card is clickable for pointer users; the title is a real button with aria-expanded for
 * keyboard and screen-reader users.
 */
import { useId, useState } from 'react';
import { splitParagraphs } from '../promo-section/promo-section';
import styles from './toggle-card.module.css';
import { defineIsland } from '@/components/islands/island';
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
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  return (
    <article className={[styles.card, open ? styles.open : ''].filter(Boolean).join(' ')} onClick={() => setOpen((value) => !value)}>
      {icon ? <InlineSvg svg={icon} className={styles.icon} size={48} /> : null}
      <Heading className={styles.title}>
        <button type="button" className={styles.trigger} aria-expanded={open} aria-controls={bodyId}>
          <span>{title}</span>
          <span className={styles.sign} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
      </Heading>
      <div id={bodyId} className={styles.body}>
        {open
          ? splitParagraphs(full).map((paragraph, index) => <p key={index}>{paragraph}</p>)
          : brief
            ? <p>{brief}</p>
            : null}
      </div>
      <p className={styles.hint} aria-hidden="true">
        {open ? 'Show less' : brief ? 'Read more' : 'Open'}
      </p>
    </article>
  );
}

export const ToggleCardIsland = defineIsland('toggle-card', ToggleCard, 'visible');
