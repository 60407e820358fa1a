/**
 * A small head manager: React 19 hoists <title>, <meta> and <link> rendered anywhere into <head>,
 * on the client and in a server render, so a page states its own title, description and canonical.
 */
import { env } from '@/config/env';
import { site } from '@/config/site';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/about". */
  canonical?: string;
  noindex?: boolean;
}

export function Seo({ title, description, canonical, noindex = false }: SeoProps) {
  const fullTitle = title.includes(site.brand) ? title : `${title} | ${site.brand}`;
  const url = canonical === undefined ? undefined : new URL(canonical, env.siteUrl).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url ? <link rel="canonical" href={url} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:type" content="website" />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary" />
    </>
  );
}
