/**
 * What the first HTML of each static public route states about itself: title, description, the
 * breadcrumb trail and its structured data. The prerender and the server render use it when a page
 * does not render its own <Seo> tags (src/site/page-head.ts), and always for JSON-LD; the sitemap lists these paths.
 */
import { STATIC_CASE_STUDIES } from '@/content/case-studies/static-case-studies';
import { SERVICES } from '@/content/services';
import { site } from '@/config/site';
import { MEDIA_VIDEOS } from '@/content/media/media-videos';
import type { ShareKind } from '@/content/share/share-images';
import { breadcrumbLd, localBusinessLd, organizationLd, serviceLd, videoLd, websiteLd, type Crumb, type JsonLd } from './json-ld';

export interface RouteSeo {
  path: string;
  title: string;
  description: string;
  /** The trail after Home; empty for the home page. */
  crumbs: readonly Crumb[];
  /** Extra structured data beyond the breadcrumb. */
  jsonLd: (siteUrl: string) => JsonLd[];
  /** The page kind whose share image previews it. */
  share: ShareKind;
}

const HOME: Crumb = { name: 'Home', path: '/' };
const SERVICES_CRUMB: Crumb = { name: 'Services', path: '/services' };
const CLIENTS_CRUMB: Crumb = { name: 'Clients', path: '/client' };

const none = (_siteUrl: string): JsonLd[] => [];

const page = (
  path: string,
  share: ShareKind,
  title: string,
  description: string,
  parent: readonly Crumb[] = [],
  jsonLd: (siteUrl: string) => JsonLd[] = none,
): RouteSeo => ({
  path,
  share,
  title,
  description,
  crumbs: [...parent, { name: title, path }],
  jsonLd,
});

export const STATIC_ROUTE_SEO: readonly RouteSeo[] = [
  {
    path: '/',
    title: `${site.brand}: networks, digital signage and AV installed and supported`,
    description: `${site.tagline} 24/7/365 support, an ITIL-based approach, and installs, moves, adds and changes nationwide in the USA and Canada.`,
    share: 'home',
    crumbs: [],
    jsonLd: (siteUrl) => [websiteLd(siteUrl), organizationLd(siteUrl), localBusinessLd(siteUrl, 'canada'), localBusinessLd(siteUrl, 'usa')],
  },
  page('/about', 'about', 'About us', `Our mission, vision, customer promise and core values: how ${site.brand} designs, installs and supports networks and digital signage for businesses across North America.`),
  page('/services', 'services', 'Services', 'Network design, digital signage, audio, structured wiring, preventative maintenance and break-fix, logistics, environment surveys, remote monitoring and certified LED engineers.'),
  ...SERVICES.map((service) =>
    page(service.path, 'service', service.title, service.summary, [SERVICES_CRUMB], (siteUrl) => [
      serviceLd(siteUrl, { name: service.title, description: service.summary, path: service.path }),
    ]),
  ),
  page('/client', 'clients', 'Clients', 'Restaurants, retail, healthcare, finance, education and convention venues: the sectors we serve, with case studies and what our clients say.'),
  page('/contact', 'contact', 'Contact us (Canada)', `Let's get in touch: call, e-mail or write to our Canadian office in ${site.canada.city}. ${site.hours}.`, [], (siteUrl) => [
    organizationLd(siteUrl),
    localBusinessLd(siteUrl, 'canada'),
  ]),
  page('/contact-usa', 'contact', 'Contact us (USA)', `Call, e-mail or write to our USA office in ${site.usa.city}, ${site.usa.region}. ${site.hours}.`, [], (siteUrl) => [
    organizationLd(siteUrl),
    localBusinessLd(siteUrl, 'usa'),
  ]),
  page('/careers', 'careers', 'Careers', 'Join our field teams: lead engineers and technicians, field technicians, smart hands and management. Apply with your resume.'),
  page('/media', 'media', 'Media', 'Short videos from the field: digital signage rollouts, LED walls, structured cabling, network cutovers, audio and 24/7 monitoring.', [], (siteUrl) =>
    MEDIA_VIDEOS.map((video) => videoLd(siteUrl, video)),
  ),
  page('/blog', 'news', 'News', `Project stories, product notes and announcements from ${site.brand}: digital signage, networks, cabling and support.`),
  page('/casestudy', 'case-study', 'Case studies', 'How we install and support networks, digital signage, audio and cabling: project write-ups from restaurants, retail, banks, schools and convention venues.', [CLIENTS_CRUMB]),
  ...Object.values(STATIC_CASE_STUDIES).map((study) => page(`/case-study/${study.slug}`, 'case-study', study.title, study.summary, [CLIENTS_CRUMB])),
  page('/privacy-statment', 'privacy', 'Privacy statement', `How ${site.brand} collects, uses and protects the information you send through this website.`),
];

export const routeSeoFor = (path: string): RouteSeo | undefined => STATIC_ROUTE_SEO.find((route) => route.path === path);

/** Every static public path, for the prerender and the sitemap. */
export const STATIC_PUBLIC_PATHS: readonly string[] = STATIC_ROUTE_SEO.map((route) => route.path);

export const breadcrumbsFor = (siteUrl: string, crumbs: readonly Crumb[]): JsonLd[] =>
  crumbs.length === 0 ? [] : [breadcrumbLd(siteUrl, [HOME, ...crumbs])];
