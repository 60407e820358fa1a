import type { Blog } from '@site/contracts/content';
import { STATISTICS } from '@site/contracts/limits';
import type { SeoProps } from '@/components/seo/seo';
import { Carousel } from '@/components/ui/carousel/carousel';
import { INDUSTRIES_CAROUSEL, PARTNER_LOGOS_CAROUSEL, SERVICES_CAROUSEL } from '@/components/ui/carousel/carousel-presets';
import { IconCard } from '@/components/ui/icon-card/icon-card';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { StatCounter } from '@/components/ui/stat-counter/stat-counter';
import { paths } from '@/config/paths';
import { getStartedHref } from '@/config/site';
import { HOME } from '@/content/home';
import { INDUSTRIES } from '@/content/industries';
import { PARTNER_LOGOS } from '@/content/partners';
import { SERVICE_ICONS } from '@/content/service-icons';
import { SERVICES } from '@/content/services';
import { HeroVideo } from '@/features/company/hero-video';
import { LatestBlogs } from '@/features/company/latest-blogs';
import styles from './home.module.css';

export const homeSeo: SeoProps = { title: HOME.seo.title, description: HOME.seo.description, canonical: '/' };

/**
 * Home (spec section 2): hero video, partner logos, about, services, reports, statistics, industries,
 * latest blogs (`blogs`: every post; null when content-service could not be asked).
 */
export function HomePage({ blogs }: { blogs: readonly Blog[] | null }) {
  return (
    <>
      <header className={styles.hero}>
        <HeroVideo alt={HOME.hero.videoAlt} />
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>{HOME.hero.eyebrow}</p>
          <h1 className={styles.title}>{HOME.hero.title}</h1>
          <p className={styles.lead}>{HOME.hero.lead}</p>
          <div className={styles.actions}>
            <a className="btn btn-primary" href={getStartedHref()}>
              Get Started
            </a>
            <a className="btn btn-outline" href={paths.services}>
              Explore services
            </a>
          </div>
          <ul className={styles.claims}>
            <li>24/7/365 support</li>
            <li>ITIL-based approach</li>
            <li>USA and Canada</li>
          </ul>
        </div>
      </header>

      <section className={styles.partners} aria-labelledby="partners-heading">
        <div className="container">
          <h2 id="partners-heading" className={styles.partnersHeading}>
            Trusted by multi-site brands across North America
          </h2>
          <Carousel label="Partner logos carousel" {...PARTNER_LOGOS_CAROUSEL} spaceBetween={16}>
            {PARTNER_LOGOS.map((logo) => (
              <div key={logo.name} className={styles.logo}>
                <InlineSvg svg={logo.svg} label={logo.name} />
              </div>
            ))}
          </Carousel>
        </div>
      </section>

      <section className="section" aria-labelledby="about-heading">
        <div className="container grid-2">
          <div>
            <SectionHeading id="about-heading" eyebrow={HOME.about.eyebrow} title={HOME.about.title} align="left" />
            {HOME.about.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 20)}>{paragraph}</p>
            ))}
            <a className="btn btn-dark" href={paths.about}>
              More about us
            </a>
          </div>
          <img className={styles.illustration} {...HOME.about.image} loading="lazy" decoding="async" />
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="services-heading">
        <div className="container">
          <SectionHeading id="services-heading" eyebrow={HOME.services.eyebrow} title={HOME.services.title} lead={HOME.services.lead} />
          <Carousel label="Services carousel" {...SERVICES_CAROUSEL}>
            {SERVICES.map((service) => (
              <IconCard
                key={service.slug}
                icon={SERVICE_ICONS[service.slug]}
                title={service.title}
                text={service.summary}
                action={
                  // The spec's words, with the service named for screen readers and search engines (a
                  // link that says only "Read More" tells neither where it goes).
                  <a className="text-link" href={service.path}>
                    Read More<span className="visually-hidden"> about {service.title}</span>
                  </a>
                }
              />
            ))}
          </Carousel>
        </div>
      </section>

      <section className="section" aria-labelledby="reports-heading">
        <div className="container grid-2 reverse">
          <div>
            <SectionHeading id="reports-heading" eyebrow={HOME.reports.eyebrow} title={HOME.reports.title} lead={HOME.reports.lead} align="left" />
            <ul className={styles.reports}>
              {HOME.reports.items.map((item) => (
                <li key={item.title}>
                  <InlineSvg svg={item.icon} size={40} />
                  <div>
                    <h3>{item.title}</h3>
                    <p>{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <a className="btn btn-dark" href="/environment-surveys">
              Explore environment surveys
            </a>
          </div>
          <img className={styles.illustration} {...HOME.reports.image} loading="lazy" decoding="async" />
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="stats-heading">
        <div className="container">
          <SectionHeading id="stats-heading" eyebrow={HOME.stats.eyebrow} title={HOME.stats.title} inverted />
          <div className={styles.stats}>
            {STATISTICS.map((stat) => (
              <StatCounter key={stat.label} value={stat.value} suffix={stat.suffix} label={stat.label} />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="industries-heading">
        <div className="container">
          <SectionHeading id="industries-heading" eyebrow={HOME.industries.eyebrow} title={HOME.industries.title} lead={HOME.industries.lead} />
          <Carousel label="Industries carousel" {...INDUSTRIES_CAROUSEL}>
            {INDUSTRIES.map((industry) => (
              <IconCard key={industry.id} icon={industry.icon} title={industry.title} text={industry.text} />
            ))}
          </Carousel>
          <p className={styles.center}>
            <a className="btn btn-outline" href={paths.clients}>
              See our clients
            </a>
          </p>
        </div>
      </section>

      <LatestBlogs blogs={blogs} eyebrow={HOME.blogs.eyebrow} title={HOME.blogs.title} />
    </>
  );
}
