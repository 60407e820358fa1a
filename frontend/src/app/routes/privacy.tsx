import type { SeoProps } from '@/components/seo/seo';
import { PageHero } from '@/components/ui/page-hero/page-hero';
import { phoneHref, site } from '@/config/site';
import { PRIVACY_EFFECTIVE_DATE, PRIVACY_SECTIONS } from '@/content/privacy';
import styles from './privacy.module.css';

export const privacySeo: SeoProps = {
  title: 'Privacy Statement',
  description: `How ${site.brand} collects, uses, stores and protects the personal information you send through this website, and how to exercise your privacy rights.`,
  canonical: '/privacy-statment',
};

/** Privacy statement at /privacy-statment (the spec's spelling; /privacy-statement redirects here). */
export function PrivacyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy statement" lead={<p>Effective {PRIVACY_EFFECTIVE_DATE}. Plain language, no surprises: what we collect through this website and what we do with it.</p>} />
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
            <li>
              <a href="#contact-us">Contact us</a>
            </li>
          </ol>
        </nav>
        <article className={styles.body}>
          {PRIVACY_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 30)}>{paragraph}</p>
              ))}
              {section.bullets ? (
                <ul>
                  {section.bullets.map((bullet) => (
                    <li key={bullet.slice(0, 30)}>{bullet}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
          <section id="contact-us" aria-labelledby="contact-us-heading">
            <h2 id="contact-us-heading">Contact us</h2>
            <p>
              For any privacy question or request, write to <a href={`mailto:${site.mailboxes.info}?subject=Privacy%20request`}>{site.mailboxes.info}</a> with
              "Privacy request" in the subject, or contact either office:
            </p>
            <div className={styles.offices}>
              {[site.canada, site.usa].map((office) => (
                <address key={office.label}>
                  <strong>
                    {site.legalName} ({office.label})
                  </strong>
                  <br />
                  {office.street}
                  <br />
                  {office.city}, {office.region} {office.postalCode}
                  <br />
                  <a href={phoneHref(office.phone)}>{office.phone}</a>
                </address>
              ))}
            </div>
            <p>Office hours are {site.hours}.</p>
          </section>
        </article>
      </div>
    </>
  );
}
