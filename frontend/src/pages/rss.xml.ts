import type { APIRoute } from 'astro';
import { env } from '@/config/env';
import { site } from '@/config/site';
import { listBlogs } from '@/site/content-client';
import { buildRss } from '@/site/feeds';
import { CACHE_FEED, loadContent } from '@/site/on-request';

export const prerender = false;

/** RSS 2.0 of the news, newest first (content-service's order). */
export const GET: APIRoute = async () => {
  const blogs = await loadContent(listBlogs);
  if (!blogs) return new Response('Content service unavailable', { status: 503 });
  const xml = await buildRss({ siteUrl: env.siteUrl, brand: site.brand, blogs });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': CACHE_FEED } });
};
