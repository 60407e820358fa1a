/**
 * The <head> of a public page (title, description, canonical, Open Graph, Twitter, JSON-LD), from
 * the SEO props its page passes the layout, or the route table (components/seo/route-seo.ts) when it
 * passes none, plus the route's structured data: breadcrumbs, Organization, Service, Article.
 */
import type { Blog, CaseStudy } from '@site/contracts/content';
import { fullTitle, shareImageOf, shortDescription, type SeoProps, type ShareImage } from '@/components/seo/seo';
import { articleLd, type JsonLd } from '@/components/seo/json-ld';
import { breadcrumbsFor, routeSeoFor } from '@/components/seo/route-seo';
import { articleTimes } from '@/features/blog/article-record';

export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  type: 'website' | 'article';
  /** The page kind's share image, with what Open Graph and X cards state of it. */
  image: ShareImage;
  publishedTime?: string;
  modifiedTime?: string;
  noindex: boolean;
  jsonLd: JsonLd[];
}

/** The record an article or case study page shows, for its structured data. */
export interface HeadData {
  article?: Blog;
  caseStudy?: CaseStudy | null;
}

const asList = (jsonLd: SeoProps['jsonLd']): JsonLd[] =>
  jsonLd === undefined ? [] : Array.isArray(jsonLd) ? [...(jsonLd as readonly JsonLd[])] : [jsonLd as JsonLd];

export function pageHead(pathname: string, stated: SeoProps | undefined, siteUrl: string, data: HeadData = {}): PageHead {
  const route = routeSeoFor(pathname);
  const seo: SeoProps | undefined = stated ?? (route ? { title: route.title, description: route.description, canonical: route.path } : undefined);
  const where = seo?.canonical ?? seo?.path;
  const jsonLd = asList(seo?.jsonLd);
  if (route) jsonLd.push(...route.jsonLd(siteUrl), ...breadcrumbsFor(siteUrl, route.crumbs));
  const { article, caseStudy } = data;
  if (article) {
    const times = articleTimes(article);
    jsonLd.push(
      articleLd(siteUrl, {
        headline: article.title,
        description: article.brief_paragraph,
        path: pathname,
        image: article.blog_image || undefined,
        // content-service's instants (published_date is free text): the same ones as article:*_time.
        datePublished: times.published ?? article.published_date,
        dateModified: times.modified,
      }),
      ...breadcrumbsFor(siteUrl, [
        { name: 'News', path: '/blog' },
        { name: article.title, path: pathname },
      ]),
    );
  }
  if (caseStudy) {
    jsonLd.push(
      ...breadcrumbsFor(siteUrl, [
        { name: 'Clients', path: '/client' },
        { name: caseStudy.heroHeading || 'Case study', path: pathname },
      ]),
    );
  }
  // The page kind's share image: what the page stated, else its route's, else (articles and case
  // studies) their kind's. Banners stay in the Article's structured data: a share image needs its size.
  const share = seo?.share ?? route?.share ?? (article ? 'news' : caseStudy ? 'case-study' : undefined);
  return {
    title: fullTitle(seo?.title ?? 'Page'),
    description: shortDescription(seo?.description ?? ''),
    ...(where === undefined ? {} : { canonical: new URL(where, siteUrl).href }),
    type: seo?.type ?? 'website',
    image: shareImageOf(share, siteUrl),
    ...(seo?.type === 'article' && seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
    ...(seo?.type === 'article' && seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    noindex: seo?.noindex ?? false,
    jsonLd,
  };
}
