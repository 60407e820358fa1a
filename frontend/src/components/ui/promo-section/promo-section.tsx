/**
 * The reusable promotional block of spec section 3: image and text, a Get Started e-mail button and
 * an optional Case Study button.
 *
 * Usage:
 *   <PromoSection
 *     subHeading="Why Northwire"
 *     Heading="installed right, the first time"
 *     HighlightedHeading="Networks"
 *     HighlightedHeadingBefore="Your"        // highlighted text placed before Heading
 *     Paragraph={'First paragraph.\nSecond paragraph.'}  // split at line breaks
 *     imgLink={networkSvg} imgAlt="..." shiftRow secondBtn="/case-study/grocery"
 *   />
 *
 * Background: dark blue by default; `bgImage` puts an image behind the block (with a dark overlay
 * for contrast); `bgTransparent` removes the background. Text colour follows.
 */
import { getStartedHref } from '@/config/site';
import styles from './promo-section.module.css';

export interface PromoSectionProps {
  /** Body text; each line break starts a new paragraph. */
  Paragraph?: string;
  /** Small line above the heading. */
  subHeading?: string;
  /** The plain part of the heading. */
  Heading?: string;
  /** Highlighted words shown after Heading. */
  HighlightedHeading?: string;
  /** Highlighted words shown before Heading. */
  HighlightedHeadingBefore?: string;
  /** Reverses the layout: image first (left on wide screens), text second. */
  shiftRow?: boolean;
  /** Text of the main button (default "Get Started"). */
  btnText?: string;
  /** Address of the main button (default: the prefilled sales and info e-mail). */
  href?: string;
  /** Image beside the text. */
  imgLink?: string;
  /** Alt text of imgLink (empty string when the image is decorative). */
  imgAlt?: string;
  imgWidth?: number;
  imgHeight?: number;
  /** Background image URL; replaces the dark blue background. */
  bgImage?: string;
  /** No background at all (dark text on the page colour). */
  bgTransparent?: boolean;
  /** Route of the Case Study button; the button is shown only when given. */
  secondBtn?: string;
  /** Text of the Case Study button. */
  secondBtnText?: string;
  /** Heading level, h2 by default. */
  headingLevel?: 'h1' | 'h2' | 'h3';
  id?: string;
}

export const splitParagraphs = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function PromoSection({
  Paragraph,
  subHeading,
  Heading,
  HighlightedHeading,
  HighlightedHeadingBefore,
  shiftRow = false,
  btnText = 'Get Started',
  href,
  imgLink,
  imgAlt = '',
  imgWidth = 560,
  imgHeight = 420,
  bgImage,
  bgTransparent = false,
  secondBtn,
  secondBtnText = 'Case Study',
  headingLevel: HeadingTag = 'h2',
  id,
}: PromoSectionProps) {
  const background = bgTransparent ? 'transparent' : bgImage ? 'image' : 'dark';
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.promo, styles[background], shiftRow ? styles.shift : ''].filter(Boolean).join(' ')}
      data-background={background}
      data-shift-row={shiftRow ? 'true' : 'false'}
      style={bgImage && !bgTransparent ? { backgroundImage: `url("${bgImage}")` } : undefined}
    >
      <div className={[styles.inner, imgLink ? styles.withMedia : styles.textOnly].join(' ')}>
        <div className={styles.text}>
          {subHeading ? <p className={styles.sub}>{subHeading}</p> : null}
          {Heading || HighlightedHeading || HighlightedHeadingBefore ? (
            <HeadingTag id={headingId} className={styles.heading}>
              {HighlightedHeadingBefore ? <span className={styles.highlight}>{HighlightedHeadingBefore} </span> : null}
              {Heading}
              {HighlightedHeading ? <span className={styles.highlight}> {HighlightedHeading}</span> : null}
            </HeadingTag>
          ) : null}
          {splitParagraphs(Paragraph).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          <div className={styles.actions}>
            <a className="btn btn-primary" href={href ?? getStartedHref()}>
              {btnText}
            </a>
            {secondBtn ? (
              <a className="btn btn-outline" href={secondBtn}>
                {secondBtnText}
              </a>
            ) : null}
          </div>
        </div>
        {imgLink ? (
          <div className={styles.media}>
            <img src={imgLink} alt={imgAlt} width={imgWidth} height={imgHeight} loading="lazy" decoding="async" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
