import type { SeoProps } from '@/components/seo/seo';
import { Carousel } from '@/components/ui/carousel/carousel';
import { HERO_LOGOS_CAROUSEL, TESTIMONIALS_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { PromoSection } from '@/components/ui/promo-section/promo-section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';
import { getStartedHref } from '@/config/site';
import { CLIENT_SECTORS } from '@/content/clients';
import { INDUSTRIES } from '@/content/industries';
import { PARTNER_LOGOS } from '@/content/partners';
import { TESTIMONIALS } from '@/content/testimonials';
import styles from './clients.module.css';

const iconOf = (id: string) => INDUSTRIES.find((industry) => industry.id === id)?.icon;

export const clientsSeo: SeoProps = {
  title: 'Clients',
  description: 'Restaurants, retailers, healthcare providers, banks, schools and convention venues across the USA and Canada rely on Northwire Integration. Read their case studies and testimonials.',
  canonical: '/client',
};

/** Clients (spec section 2): sector sections each linking to its case study, and the testimonials carousel. */
export function ClientsPage() {
  return (
    <>
      <PageHero
        eyebrow="Our clients"
        title="Trusted where downtime is not an option"
        lead={<p>We work with operators who run dozens to hundreds of locations. Here is what we do for each sector, and the case studies that show how.</p>}
        footer={
          <div className={styles.heroLogos}>
            <Carousel label="Client logos carousel" {...HERO_LOGOS_CAROUSEL} spaceBetween={16}>
              {PARTNER_LOGOS.map((logo) => (
                <div key={logo.name} className={styles.heroLogo}>
                  <InlineSvg svg={logo.svg} label={logo.name} />
                </div>
              ))}
            </Carousel>
          </div>
        }
      >
        <a className="btn btn-primary" href={getStartedHref('Becoming a Northwire client')}>
          Get Started
        </a>
      </PageHero>

      <nav className={styles.jump} aria-label="Sectors">
        <ul className="container">
          {CLIENT_SECTORS.map((sector) => (
            <li key={sector.id}>
              <a href={`#${sector.id}`}>{sector.title}</a>
            </li>
          ))}
        </ul>
      </nav>

      {CLIENT_SECTORS.map((sector, index) => (
        <section key={sector.id} id={sector.id} className={`section ${index % 2 ? 'section-alt' : ''}`} aria-labelledby={`${sector.id}-heading`}>
          <div className={`container ${styles.sector}`}>
            <div>
              <InlineSvg svg={iconOf(sector.id) ?? ''} size={56} />
              <h2 id={`${sector.id}-heading`}>{sector.title}</h2>
              {sector.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 20)}>{paragraph}</p>
              ))}
            </div>
            <div className={styles.side}>
              <ul className="check-list">
                {sector.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
              <div className={styles.links}>
                <a className="btn btn-dark" href={sector.caseStudy.href}>
                  {sector.caseStudy.label}
                </a>
                {sector.moreCaseStudy ? (
                  <a className="text-link" href={sector.moreCaseStudy.href}>
                    {sector.moreCaseStudy.label}
                  </a>
                ) : null}
              </div>
            </div>
          </div>
        </section>
      ))}

      <section className="section section-dark" aria-labelledby="testimonials-heading">
        <div className="container">
          <SectionHeading id="testimonials-heading" eyebrow="Testimonials" title="What our clients say" inverted />
          <Carousel label="Testimonials carousel" {...TESTIMONIALS_CAROUSEL}>
            {TESTIMONIALS.map((testimonial) => (
              <figure key={testimonial.name} className={styles.quote}>
                <blockquote>
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span>
                    {testimonial.role}, {testimonial.company}
                  </span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
          <p className={styles.note}>
            Want to hear it first-hand? Ask us for a reference in your sector and we will put you in touch with a client who has run the same kind of rollout.
          </p>
        </div>
      </section>

      <PromoSection
        id="clients-cta"
        bgTransparent
        subHeading="Join them"
        Heading="Let us make your locations"
        HighlightedHeading="the easy ones"
        Paragraph="Whatever your sector, the first step is a conversation about your sites, your timelines and what is not working today."
        btnText="Let's Connect"
        secondBtn="/casestudy"
        secondBtnText="All case studies"
      />
    </>
  );
}
