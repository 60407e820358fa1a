/**
 * A small head manager: React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>,
 * on the client and in a server render, so a page states its own title, description and canonical.
 * JSON-LD stays where it is rendered (a `<script type="application/ld+json">`, which search engines
 * read anywhere and CSP never executes).
 */
import { createContext, useContext } from 'react';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { serializeJsonLd, type JsonLd } from './json-ld';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  canonical?: string;
  /** Same as `canonical` (either name works). */
  path?: string;
  /** Share image: a site path (`/media/images/...`) or an absolute URL; the site's default when none. */
  image?: string;
  /** Articles: when the post was published and last changed (ISO 8601), for article:*_time. */
  publishedTime?: string;
  modifiedTime?: string;
  /** 'article' for news posts; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Structured data for this page, one object or several. */
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
}

/**
 * Where a page's <Seo> goes in the site's server render (src/site/render-route.tsx): the props are
 * collected and the Astro layout writes the head from them, so no head tag is rendered in the body.
 * Outside it (the admin SPA, previews, tests) React 19 hoists the tags into <head> itself.
 */
export const SeoCollectorContext = createContext<SeoProps[] | null>(null);

/** What search results show in full (docs/decisions/seo.md): longer titles and descriptions are cut. */
export const MAX_TITLE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 160;
/** The share image of every page that has none of its own (a shipped file, frontend/public/images). */
export const DEFAULT_SHARE_IMAGE = '/images/share-default.jpg';

/** `text` cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export const clipText = (text: string, max: number): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
};

/**
 * The page title with the brand after it while both fit in 60 characters; a longer page title
 * goes alone (its own words are what a search result needs), cut to 60 if it must be.
 */
export const fullTitle = (title: string): string => {
  if (title.includes(site.brand)) return clipText(title, MAX_TITLE_LENGTH);
  const branded = `${title} | ${site.brand}`;
  return branded.length <= MAX_TITLE_LENGTH ? branded : clipText(title, MAX_TITLE_LENGTH);
};

export const shortDescription = (description: string): string => clipText(description, MAX_DESCRIPTION_LENGTH);

export function Seo(props: SeoProps) {
  const collector = useContext(SeoCollectorContext);
  if (collector) {
    collector.push(props);
    return null;
  }
  return <SeoTags {...props} />;
}

function SeoTags({ title, description: fullDescription, canonical, path, image, type = 'website', publishedTime, modifiedTime, jsonLd, noindex = false }: SeoProps) {
  const heading = fullTitle(title);
  const description = shortDescription(fullDescription);
  const where = canonical ?? path;
  const url = where === undefined ? undefined : new URL(where, env.siteUrl).href;
  const imageUrl = new URL(image || DEFAULT_SHARE_IMAGE, env.siteUrl).href;
  const structured = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? (jsonLd as readonly JsonLd[]) : [jsonLd as JsonLd];
  return (
    <>
      <title>{heading}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={heading} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content={type} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={imageUrl} />
      {type === 'article' && publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {type === 'article' && modifiedTime ? <meta property="article:modified_time" content={modifiedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {structured.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
