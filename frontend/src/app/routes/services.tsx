import type { Blog } from '@site/contracts/content';
import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { PromoSection } from '@/components/ui/promo-section/promo-section';
import { SectionHeading } from '@/components/ui/section-heading/section-heading';
import { getStartedHref } from '@/config/site';
import { SERVICE_ICONS } from '@/content/service-icons';
import { SERVICES } from '@/content/services';
import networkImage from '@/content/images/illustrations/network-design.svg?url';
import { LatestBlogs } from '@/features/company/latest-blogs';
import styles from './services.module.css';
import { InlineSvg } from '@/components/ui/inline-svg/inline-svg';

export const servicesSeo: SeoProps = {
  title: 'Services',
  description: 'Network design, digital signage, audio, preventative maintenance, structured wiring, logistics, environment surveys, remote monitoring, a 24/7 support hub and NovaStar-certified LED engineers.',
  canonical: '/services',
};

/** Services (spec section 2): a card per service with Read More to its page, then the latest blogs. */
export function ServicesPage({ blogs }: { blogs: readonly Blog[] | null }) {
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Everything your locations need, from one accountable partner"
        lead={<p>Design, installation, logistics and 24/7/365 support for networks, screens and sound, delivered nationwide in the USA and Canada under an ITIL-based service model.</p>}
        image={{ src: networkImage, alt: 'Server rack connected to switches, routers and wireless access points', width: 560, height: 420 }}
      >
        <a className="btn btn-primary" href={getStartedHref('Services enquiry')}>
          Get Started
        </a>
      </PageHero>

      <section className="section" aria-labelledby="service-list-heading">
        <div className="container">
          <SectionHeading id="service-list-heading" eyebrow="What we do" title="Our services" lead="Choose a service to see how we deliver it, what is included and the results customers get." />
          <ul className={styles.list}>
            {SERVICES.map((service) => (
              <li key={service.slug} className={styles.card}>
                <InlineSvg svg={SERVICE_ICONS[service.slug]} size={56} />
                <h3>{service.title}</h3>
                <p>{service.summary}</p>
                {/* The spec's words; the service's name completes them for screen readers and search engines. */}
                <a className="btn btn-outline" href={service.path}>
                  Read More<span className="visually-hidden"> about {service.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PromoSection
        id="services-cta"
        subHeading="Installs, moves, adds and changes"
        Heading="One call for every change at"
        HighlightedHeading="every location"
        Paragraph={'Opening a new store, moving a department or adding screens to fifty sites? Our project team plans it, our logistics team kits it, and our technicians install it nationwide.\nOur support hub then looks after it 24/7/365.'}
        secondBtn="/case-study/commercial-and-large-scale"
      />

      <LatestBlogs blogs={blogs} />
    </>
  );
}
