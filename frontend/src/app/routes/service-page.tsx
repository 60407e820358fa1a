import { Carousel } from '@/components/ui/carousel/carousel';
import { SERVICE_PAGE_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { IconCard } from '@/components/ui/icon-card/icon-card';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { PromoSection } from '@/components/ui/promo-section/promo-section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { ToggleCard } from '@/components/ui/toggle-card/toggle-card';
import type { SeoProps } from '@/components/seo/seo';
import type { ServicePageSlug } from '@/config/paths';
import { getStartedHref } from '@/config/site';
import { SERVICE_PAGES } from '@/content/service-pages';
import type { ServiceSection } from '@/content/service-pages/service-page-content';
import styles from './service-page.module.css';

/** What a service page's <head> states. */
export const servicePageSeo = (service: ServicePageSlug): SeoProps => {
  const page = SERVICE_PAGES[service];
  return { title: page.seo.title, description: page.seo.description, canonical: `/${page.slug}` };
};

function Section({ section, index, mailSubject }: { section: ServiceSection; index: number; mailSubject: string }) {
  if (section.kind === 'promo') return <PromoSection id={section.id} href={getStartedHref(mailSubject)} {...section.promo} />;
  const headingId = `${section.id}-heading`;
  const tone = index % 2 === 0 ? '' : 'section-alt';
  const heading = <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} lead={section.lead} />;
  switch (section.kind) {
    case 'text-image':
      return (
        <section className={`section ${tone}`} aria-labelledby={headingId}>
          <div className={`container grid-2 ${section.reverse ? 'reverse' : ''}`}>
            <div>
              <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} align="left" />
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul className="check-list">
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <img src={section.image.src} alt={section.image.alt} width={section.image.width} height={section.image.height} loading="lazy" decoding="async" className={styles.image} />
          </div>
        </section>
      );
    case 'cards':
      return (
        <section className={`section ${tone}`} aria-labelledby={headingId}>
          <div className="container">
            {heading}
            <div className={styles.cards}>
              {section.cards.map((card) => (
                <ToggleCard key={card.title} {...card} />
              ))}
            </div>
          </div>
        </section>
      );
    case 'carousel':
      return (
        <section className={`section ${tone}`} aria-labelledby={headingId}>
          <div className="container">
            {heading}
            <Carousel label={`${section.title} carousel`} {...SERVICE_PAGE_CAROUSEL}>
              {section.slides.map((slide) => (
                <IconCard key={slide.title} icon={slide.icon} title={slide.title} text={slide.text} />
              ))}
            </Carousel>
          </div>
        </section>
      );
    case 'highlights':
      return (
        <section className={`section ${tone}`} aria-labelledby={headingId}>
          <div className="container">
            {heading}
            <div className={styles.highlights}>
              {section.items.map((item) => (
                <IconCard key={item.title} icon={item.icon} title={item.title} text={item.text} />
              ))}
            </div>
          </div>
        </section>
      );
    case 'compare':
      return (
        <section className={`section ${tone}`} aria-labelledby={headingId}>
          <div className="container">
            {heading}
            <div className={styles.compare}>
              {section.columns.map((column) => (
                <div key={column.title} className={`${styles.column} ${styles[column.tone]}`}>
                  <h3>{column.title}</h3>
                  <ul>
                    {column.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      );
    default:
      return null;
  }
}

/** The ten service pages, from one template and `content/service-pages` (spec section 2). */
export function ServicePage({ service }: { service: ServicePageSlug }) {
  const page = SERVICE_PAGES[service];
  const mail = getStartedHref(page.hero.mailSubject);
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={<p>{page.hero.lead}</p>} image={page.hero.image}>
        <a className="btn btn-primary" href={mail}>
          {page.hero.cta}
        </a>
      </PageHero>
      {page.sections.map((section, index) => (
        <Section key={section.id} section={section} index={index} mailSubject={page.hero.mailSubject} />
      ))}
    </>
  );
}
