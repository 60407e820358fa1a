/**
 * The admin single-page app's document (React Router + Redux Toolkit, src/main.tsx), built by Vite
 * from admin.html before the site (scripts/build-frontend.mjs), for /login, /admin/* and /preview/*.
 */
import type { APIRoute } from 'astro';
import shell from '../../build-admin/admin.html?raw';

export const serveAdminShell: APIRoute = () =>
  new Response(shell, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' } });
