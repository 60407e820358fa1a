/**
 * The admin single-page app's document (React Router + Redux Toolkit, src/main.tsx), built by Vite
 * from admin.html before the site (scripts/build-frontend.mjs), for /login, /admin/* and /preview/*.
 * None of them is ever indexed, a shared preview link included: X-Robots-Tag says so before any script.
 */
import type { APIRoute } from 'astro';
import shell from '../../build-admin/admin.html?raw';

export const serveAdminShell: APIRoute = () =>
  new Response(shell, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex, nofollow' } });
