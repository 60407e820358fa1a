import { phoneHref, site } from '@/config/site';
import { FOOTER_QUICK_LINKS } from '@/content/navigation';
import type { ReactNode } from 'react';
import { BrandLogo } from './brand-logo';
import { SOCIAL_LINKS } from './social-icons';
import styles from './site-footer.module.css';

type Office = typeof site.canada | typeof site.usa;

/** Ends a sentence after a name that may already end in a period ("… Inc."), never with two. */
export const endSentence = (text: string): string => (text.endsWith('.') ? text : `${text}.`);

function OfficeBlock({ office, heading }: { office: Office; heading: string }) {
  return (
    <div className={styles.office}>
      <h2 className={styles.heading}>{heading}</h2>
      <address>
        {office.street}
        <br />
        {office.city}, {office.region} {office.postalCode}
        <br />
        <a href={phoneHref(office.phone)}>{office.phone}</a>
        <br />
        <a href={`mailto:${office.mail}`}>{office.mail}</a>
      </address>
    </div>
  );
}

/**
 * Footer (spec section 2): newsletter form, quick links, Canada and USA contact blocks, social links.
 * The newsletter form is a feature, so the app hands it in (shared components never import features).
 */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <BrandLogo inverted />
          <p>{site.tagline}</p>
          <p className={styles.claim}>24/7/365 support · ITIL-based service management · Installs, moves, adds and changes nationwide</p>
          <p className={styles.support}>
            24/7 support line: <a href={phoneHref(site.support.phone)}>{site.support.phone}</a>
            <br />
            Answered {site.support.hours}.
          </p>
          <h2 className={styles.heading}>Newsletter</h2>
          <p>Project stories and practical advice, about once a month.</p>
          {newsletter}
        </div>
        <nav aria-label="Quick links" className={styles.links}>
          <h2 className={styles.heading}>Quick links</h2>
          <ul>
            {FOOTER_QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <OfficeBlock office={site.canada} heading="Canada" />
        <OfficeBlock office={site.usa} heading="USA" />
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {endSentence(site.legalName)} Office hours {site.hours}; support line 24/7/365.
        </p>
        <ul className={styles.social} aria-label="Social media">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.name}>
              <a href={social.href} aria-label={`${site.brand} on ${social.name}`} target="_blank" rel="noopener noreferrer">
                {social.icon}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
