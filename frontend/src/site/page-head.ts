/**
 * The <head> of a public page (title, description, canonical, Open Graph, Twitter, JSON-LD), from
 * what the page's <Seo> stated, or the route table (components/seo/route-seo.ts) when it stated
 * nothing, plus the route's structured data: breadcrumbs, Organization, Service, Article.
 */
import { DEFAULT_SHARE_IMAGE, fullTitle, shortDescription, type SeoProps } from '@/components/seo/seo';
import { articleLd, type JsonLd } from '@/components/seo/json-ld';
import { breadcrumbsFor, routeSeoFor } from '@/components/seo/route-seo';
import { articleTimes } from '@/features/blog/article-record';
import type { PageData } from '@/page-data';

export interface PageHead {
  title: string;
  description: string;
  canonical?: string;
  type: 'website' | 'article';
  image: string;
  publishedTime?: string;
  modifiedTime?: string;
  noindex: boolean;
  jsonLd: JsonLd[];
}

const asList = (jsonLd: SeoProps['jsonLd']): JsonLd[] =>
  jsonLd === undefined ? [] : Array.isArray(jsonLd) ? [...(jsonLd as readonly JsonLd[])] : [jsonLd as JsonLd];

export function pageHead(pathname: string, stated: SeoProps | undefined, siteUrl: string, data: PageData = {}): PageHead {
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
  const image = seo?.image || article?.blog_image || caseStudy?.bannerImage || DEFAULT_SHARE_IMAGE;
  return {
    title: fullTitle(seo?.title ?? 'Page'),
    description: shortDescription(seo?.description ?? ''),
    ...(where === undefined ? {} : { canonical: new URL(where, siteUrl).href }),
    type: seo?.type ?? 'website',
    image: new URL(image, siteUrl).href,
    ...(seo?.type === 'article' && seo.publishedTime ? { publishedTime: seo.publishedTime } : {}),
    ...(seo?.type === 'article' && seo.modifiedTime ? { modifiedTime: seo.modifiedTime } : {}),
    noindex: seo?.noindex ?? false,
    jsonLd,
  };
}
