import { serveAdminShell } from '@/site/admin-shell';

export const prerender = false;

export const GET = serveAdminShell;
