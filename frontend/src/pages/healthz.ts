import type { APIRoute } from 'astro';

export const prerender = false;

/** Liveness of the site process (scripts/e2e.mjs and the bench wait for it, as for every service). */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ status: 'ok' }), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' } });
