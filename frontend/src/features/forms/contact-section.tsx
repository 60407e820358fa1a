import { Seo } from '@/components/seo/seo';
import { phoneHref, site } from '@/config/site';
import { ContactForm } from './contact-form';
import styles from './contact-section.module.css';

const OFFICES = { canada: site.canada, usa: site.usa } as const;

/** The hero of both contact pages: the enquiry form next to the office's phone, mail, hours and address. */
export function ContactSection({
  region,
  heading,
  intro,
}: {
  region: keyof typeof OFFICES;
  heading: string;
  intro: string;
}) {
  const office = OFFICES[region];
  return (
    <>
      <Seo
        title={heading}
        description={`${intro.split('. ')[0]}.`}
        canonical={region === 'canada' ? '/contact' : '/contact-usa'}
      />
      <section className={styles.hero} aria-labelledby="contact-heading">
        <div className={styles.inner}>
          <div className={styles.details}>
            <h1 id="contact-heading">{heading}</h1>
            <p>{intro}</p>
            <dl>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={phoneHref(office.phone)}>{office.phone}</a>
                </dd>
              </div>
              <div>
                <dt>Mail</dt>
                <dd>
                  <a href={`mailto:${office.mail}`}>{office.mail}</a>
                </dd>
              </div>
              <div>
                <dt>Office hours</dt>
                <dd>{site.hours}</dd>
              </div>
              <div>
                <dt>24/7 support line</dt>
                <dd>
                  <a href={phoneHref(site.support.phone)}>{site.support.phone}</a>
                  <br />
                  For clients' systems, {site.support.hours}
                </dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>
                  <address>
                    {office.street}
                    <br />
                    {office.city}, {office.region} {office.postalCode}
                    <br />
                    {office.country === 'CA' ? 'Canada' : 'United States'}
                  </address>
                </dd>
              </div>
            </dl>
          </div>
          <div className={styles.card}>
            <ContactForm region={region} />
          </div>
        </div>
      </section>
    </>
  );
}
