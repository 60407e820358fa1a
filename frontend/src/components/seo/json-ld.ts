/**
 * Structured data (schema.org JSON-LD) for the first HTML of each page. Plain objects only, so the
 * site's server render (src/site) and the admin previews share one source of truth.
 */
import { site } from '@/config/site';

export type JsonLd = Record<string, unknown>;

const absolute = (siteUrl: string, path: string): string => new URL(path, siteUrl).href;

type Office = (typeof site)['canada'] | (typeof site)['usa'];

const postalAddress = (office: Office): JsonLd => ({
  '@type': 'PostalAddress',
  streetAddress: office.street,
  addressLocality: office.city,
  addressRegion: office.region,
  postalCode: office.postalCode,
  addressCountry: office.country,
});

export function organizationLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absolute(siteUrl, '/#organization'),
    name: site.brand,
    legalName: site.legalName,
    url: absolute(siteUrl, '/'),
    logo: absolute(siteUrl, '/favicon.svg'),
    email: site.mailboxes.info,
    sameAs: Object.values(site.social),
    contactPoint: [site.canada, site.usa].map((office) => ({
      '@type': 'ContactPoint',
      telephone: office.phone,
      email: office.mail,
      contactType: 'sales',
      areaServed: office.country,
    })),
  };
}

/** One LocalBusiness per office (Toronto and Portland); hours are the spec's Monday to Friday 8am-5pm. */
export function localBusinessLd(siteUrl: string, office: 'canada' | 'usa'): JsonLd {
  const data = site[office];
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absolute(siteUrl, office === 'canada' ? '/contact#office' : '/contact-usa#office'),
    name: `${site.brand} (${data.label})`,
    url: absolute(siteUrl, office === 'canada' ? '/contact' : '/contact-usa'),
    telephone: data.phone,
    email: data.mail,
    address: postalAddress(data),
    parentOrganization: { '@id': absolute(siteUrl, '/#organization') },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '17:00',
    },
  };
}

export function serviceLd(siteUrl: string, { name, description, path }: { name: string; description: string; path: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absolute(siteUrl, path),
    provider: { '@id': absolute(siteUrl, '/#organization') },
    areaServed: ['US', 'CA'],
  };
}

export function articleLd(
  siteUrl: string,
  { headline, description, path, image, datePublished, dateModified }: { headline: string; description: string; path: string; image?: string; datePublished?: string; dateModified?: string },
): JsonLd {
  const date = datePublished ? new Date(datePublished) : undefined;
  const modified = dateModified ? new Date(dateModified) : date;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: headline.slice(0, 110),
    description,
    url: absolute(siteUrl, path),
    mainEntityOfPage: absolute(siteUrl, path),
    ...(image ? { image: [absolute(siteUrl, image)] } : {}),
    // published_date is free text (spec section 3): only a parseable date is stated.
    ...(date && !Number.isNaN(date.getTime()) ? { datePublished: date.toISOString() } : {}),
    ...(modified && !Number.isNaN(modified.getTime()) ? { dateModified: modified.toISOString() } : {}),
    author: { '@type': 'Organization', name: site.brand },
    publisher: { '@id': absolute(siteUrl, '/#organization'), '@type': 'Organization', name: site.brand },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.path),
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no value can close the script. */
export const serializeJsonLd = (data: JsonLd): string => JSON.stringify(data).replace(/</g, '\\u003c');
