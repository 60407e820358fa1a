import type { SeoProps } from '@/components/seo/seo';
import { IconCard } from '@/components/ui/icon-card/icon-card';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { PromoSection } from '@/components/ui/promo-section/promo-section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { ToggleCard } from '@/components/ui/toggle-card/toggle-card';
import { getStartedHref } from '@/config/site';
import { ABOUT } from '@/content/about';
import styles from './about.module.css';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';

export const aboutSeo: SeoProps = {
  title: ABOUT.seo.title,
  description: ABOUT.seo.description,
  canonical: '/about',
};

/** About (spec section 2): mission, vision, customer promise (expandable cards), core values, text sections. */
export function AboutPage() {
  return (
    <>
      <PageHero eyebrow={ABOUT.hero.eyebrow} title={ABOUT.hero.title} lead={<p>{ABOUT.hero.lead}</p>} image={ABOUT.hero.image}>
        <a className="btn btn-primary" href={getStartedHref()}>
          Get Started
        </a>
      </PageHero>

      <section className="section" aria-label="Mission and vision">
        <div className={`container ${styles.pair}`}>
          {[ABOUT.mission, ABOUT.vision].map((block) => (
            <article key={block.title} className={styles.statement}>
              <InlineSvg svg={block.icon} size={48} />
              <h2>{block.title}</h2>
              <p>{block.text}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="promise-heading">
        <div className="container">
          <SectionHeading id="promise-heading" eyebrow={ABOUT.promise.eyebrow} title={ABOUT.promise.title} lead="Open a card to read the commitment in full." />
          <div className={styles.cards}>
            {ABOUT.promise.cards.map((card) => (
              <ToggleCard key={card.title} title={card.title} full={card.full} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="values-heading">
        <div className="container">
          <SectionHeading id="values-heading" eyebrow={ABOUT.values.eyebrow} title={ABOUT.values.title} />
          <div className="grid">
            {ABOUT.values.items.map((value) => (
              <IconCard key={value.title} icon={value.icon} title={value.title} text={value.text} />
            ))}
          </div>
        </div>
      </section>

      {ABOUT.sections.map((section, index) => (
        <section key={section.title} className={`section ${index % 2 === 0 ? 'section-alt' : ''}`} aria-labelledby={`about-section-${index}`}>
          <div className={`container ${'image' in section ? 'grid-2' : styles.narrow}`}>
            <div>
              <SectionHeading id={`about-section-${index}`} title={section.title} align="left" />
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 20)}>{paragraph}</p>
              ))}
            </div>
            {'image' in section ? <img className={styles.image} {...section.image} loading="lazy" decoding="async" /> : null}
          </div>
        </section>
      ))}

      <PromoSection
        id="about-cta"
        subHeading="Work with us"
        HighlightedHeadingBefore="Ready"
        Heading="for your next rollout?"
        Paragraph={'Tell us how many locations you have and what needs to change.\nA project manager will come back within one business day with next steps.'}
        secondBtn="/case-study/fast-food-and-hospitality"
      />
    </>
  );
}
