/**
 * The admin SPA's head manager (previews, sign-in): React 19 hoists <title>, <meta> and <link>
 * rendered anywhere into <head>, so a screen states its own title, description and canonical.
 * JSON-LD stays where it is rendered (a `<script type="application/ld+json">`, which search engines
 * read anywhere and CSP never executes). A public page's head is its Astro layout's, built from the
 * props its page passes (src/layouts/site-layout.astro); there, on the server, <Seo> renders nothing.
 */
import { env } from '@/config/env';
import { site } from '@/config/site';
import { SHARE_IMAGE_SIZE, SHARE_IMAGES, type ShareKind } from '@/content/share/share-images';
import { serializeJsonLd, type JsonLd } from './json-ld';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  canonical?: string;
  /** Same as `canonical` (either name works). */
  path?: string;
  /** Which page kind's share image (content/share/share-images.ts) previews the page; the home page's when none. */
  share?: ShareKind;
  /** Articles: when the post was published and last changed (ISO 8601), for article:*_time. */
  publishedTime?: string;
  modifiedTime?: string;
  /** 'article' for news posts; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Structured data for this page, one object or several. */
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
}

/** What search results show in full (docs/decisions/seo.md): longer titles and descriptions are cut. */
export const MAX_TITLE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 160;
/** The share image of a page kind as its tags state it: absolute URL, alt text, size and type. */
export interface ShareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
  type: string;
}

export const shareImageOf = (kind: ShareKind | undefined, siteUrl: string): ShareImage => {
  const image = SHARE_IMAGES[kind ?? 'home'];
  return { url: new URL(image.path, siteUrl).href, alt: image.alt, ...SHARE_IMAGE_SIZE };
};

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
  // No document: Astro is rendering a public page, whose layout writes the head (no tags in the body).
  if (typeof document === 'undefined') return null;
  return <SeoTags {...props} />;
}

function SeoTags({ title, description: fullDescription, canonical, path, share, type = 'website', publishedTime, modifiedTime, jsonLd, noindex = false }: SeoProps) {
  const heading = fullTitle(title);
  const description = shortDescription(fullDescription);
  const where = canonical ?? path;
  const url = where === undefined ? undefined : new URL(where, env.siteUrl).href;
  const image = shareImageOf(share, env.siteUrl);
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
      <meta property="og:image" content={image.url} />
      <meta property="og:image:type" content={image.type} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      {type === 'article' && publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      {type === 'article' && modifiedTime ? <meta property="article:modified_time" content={modifiedTime} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
      {structured.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
