/**
 * A small head manager: React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>,
 * on the client and in a server render, so a page states its own title, description and canonical.
 * JSON-LD stays where it is rendered (a `<script type="application/ld+json">`, which search engines
 * read anywhere and CSP never executes).
 */
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
  /** Share image: a site path (`/media/images/...`) or an absolute URL. */
  image?: string;
  /** 'article' for news posts; 'website' otherwise. */
  type?: 'website' | 'article';
  /** Structured data for this page, one object or several. */
  jsonLd?: JsonLd | readonly JsonLd[];
  noindex?: boolean;
}

export const fullTitle = (title: string): string => (title.includes(site.brand) ? title : `${title} | ${site.brand}`);

export function Seo({ title, description, canonical, path, image, type = 'website', jsonLd, noindex = false }: SeoProps) {
  const heading = fullTitle(title);
  const where = canonical ?? path;
  const url = where === undefined ? undefined : new URL(where, env.siteUrl).href;
  const imageUrl = image ? new URL(image, env.siteUrl).href : undefined;
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
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={heading} />
      <meta name="twitter:description" content={description} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {structured.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
    </>
  );
}
