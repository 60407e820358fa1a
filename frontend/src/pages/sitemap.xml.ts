import type { APIRoute } from 'astro';
import { STATIC_PUBLIC_PATHS } from '@/components/seo/route-seo';
import { env } from '@/config/env';
import { listBlogs, listCaseStudies } from '@/site/content-client';
import { buildSitemap } from '@/site/feeds';
import { CACHE_FEED, loadContent } from '@/site/on-request';

export const prerender = false;

/** Every public page: the static routes, every article and every case study (admin and login never). */
export const GET: APIRoute = async () => {
  const lists = await loadContent(() => Promise.all([listBlogs(), listCaseStudies()]));
  if (!lists) return new Response('Content service unavailable', { status: 503 });
  const [blogs, caseStudies] = lists;
  const xml = buildSitemap({ siteUrl: env.siteUrl, staticPaths: STATIC_PUBLIC_PATHS, blogs, caseStudies });
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': CACHE_FEED } });
};
