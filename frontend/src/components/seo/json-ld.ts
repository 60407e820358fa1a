/**
 * Structured data (schema.org JSON-LD) for the first HTML of each page. Plain objects only, so the
 * site's server render (src/site) and the admin previews share one source of truth.
 */
import { site } from '@/config/site';
import type { MediaVideo } from '@/content/media/media-videos';
import { LOGO_IMAGE, SHARE_IMAGES } from '@/content/share/share-images';

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

/** The logo search engines show for the company (Google: at least 112x112). */
const logoLd = (siteUrl: string): JsonLd => ({
  '@type': 'ImageObject',
  url: absolute(siteUrl, LOGO_IMAGE.path),
  width: LOGO_IMAGE.width,
  height: LOGO_IMAGE.height,
});

const ORGANIZATION_ID = '/#organization';

/** The site itself (the home page): its name for search results, published by the company. */
export function websiteLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absolute(siteUrl, '/#website'),
    name: site.brand,
    url: absolute(siteUrl, '/'),
    inLanguage: 'en',
    publisher: { '@id': absolute(siteUrl, ORGANIZATION_ID) },
  };
}

export function organizationLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absolute(siteUrl, '/#organization'),
    name: site.brand,
    legalName: site.legalName,
    url: absolute(siteUrl, '/'),
    logo: logoLd(siteUrl),
    image: absolute(siteUrl, SHARE_IMAGES.home.path),
    email: site.mailboxes.info,
    sameAs: Object.values(site.social),
    contactPoint: [
      ...[site.canada, site.usa].map((office) => ({
        '@type': 'ContactPoint',
        telephone: office.phone,
        email: office.mail,
        contactType: 'sales',
        areaServed: office.country,
      })),
      // The 24/7/365 support line: apart from the offices' hours.
      {
        '@type': 'ContactPoint',
        telephone: site.support.phone,
        contactType: 'technical support',
        areaServed: ['US', 'CA'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '00:00',
          closes: '23:59',
        },
      },
    ],
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
    image: absolute(siteUrl, SHARE_IMAGES.contact.path),
    logo: logoLd(siteUrl),
    address: postalAddress(data),
    geo: { '@type': 'GeoCoordinates', latitude: data.geo.latitude, longitude: data.geo.longitude },
    parentOrganization: { '@id': absolute(siteUrl, ORGANIZATION_ID) },
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
    provider: { '@id': absolute(siteUrl, ORGANIZATION_ID) },
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
    // The banner; a post without one is shown by the news share image (search results want an image).
    image: [absolute(siteUrl, image || SHARE_IMAGES.news.path)],
    // published_date is free text (spec section 3): only a parseable date is stated.
    ...(date && !Number.isNaN(date.getTime()) ? { datePublished: date.toISOString() } : {}),
    ...(modified && !Number.isNaN(modified.getTime()) ? { dateModified: modified.toISOString() } : {}),
    // Posts are written by the company's team: the author is the company, its About page says who it is.
    author: { '@type': 'Organization', name: site.brand, url: absolute(siteUrl, '/about') },
    publisher: { '@id': absolute(siteUrl, ORGANIZATION_ID), '@type': 'Organization', name: site.brand, logo: logoLd(siteUrl) },
  };
}

/** One of the Media page's videos (Google's VideoObject: name, thumbnailUrl and uploadDate required). */
export function videoLd(siteUrl: string, video: MediaVideo): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.heading,
    description: video.text,
    thumbnailUrl: [absolute(siteUrl, video.thumbnail)],
    uploadDate: video.uploadDate,
    duration: video.duration,
    contentUrl: absolute(siteUrl, video.video),
    width: video.width,
    height: video.height,
    publisher: { '@id': absolute(siteUrl, ORGANIZATION_ID) },
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
