import type { APIRoute } from 'astro';
import { env } from '@/config/env';
import { buildRobots } from '@/site/feeds';
import { CACHE_FEED } from '@/site/on-request';

export const prerender = false;

// Never the request's Host: nginx caches it, and a client chooses its Host header.
export const GET: APIRoute = () =>
  new Response(buildRobots(env.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_FEED } });
