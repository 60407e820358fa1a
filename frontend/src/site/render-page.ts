/** A public page for the site layout: the route's markup, its status and its <head>. */
import { env } from '@/config/env';
import type { PageData } from '@/page-data';
import { pageHead, type PageHead } from './page-head';
import { renderRoute, type PublicRoute } from './render-route';

export interface RenderedPage {
  status: number;
  head: PageHead;
  body: string;
}

/** Canonical URLs use the origin the build was made for (VITE_SITE_URL), as every page states it. */
export async function renderPage(url: URL, route: PublicRoute, data: PageData = {}): Promise<RenderedPage> {
  const rendered = await renderRoute(url, route, data);
  return { status: rendered.status, head: pageHead(url.pathname, rendered.seo, env.siteUrl, data), body: rendered.html };
}
