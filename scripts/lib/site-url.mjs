// The site's public origin, one setting for every absolute link the site states about itself:
// canonical and Open Graph URLs (prerendered pages, the gateway's server render), sitemap, robots
// and RSS (the gateway). The frontend build bakes it in, so the build and the gateway must be given
// the same value (the gateway refuses to start with a build made for another origin).
export const DEFAULT_SITE_URL = 'http://localhost:8080';

/**
 * `SITE_URL` from an environment as an origin (`https://www.example.com`, no trailing slash); when it
 * is not set, the local run's own address: `http://localhost:<PORT>` (`PORT=9000 npm start` builds
 * and serves the site for http://localhost:9000), else the default. Throws a readable error for
 * anything but an http(s) origin. `VITE_SITE_URL`, which the builds derive from it, may not be set
 * to something else (it would silently win in Vite).
 */
export function siteUrlFrom(env) {
  const port = env.PORT?.trim();
  if (!env.SITE_URL?.trim() && port && !/^\d{1,5}$/.test(port)) throw new Error(`PORT must be a port number, got "${port}"`);
  const raw = env.SITE_URL?.trim() || (port ? `http://localhost:${Number(port)}` : DEFAULT_SITE_URL);
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL is not a URL: "${raw}" (e.g. https://www.example.com)`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be an http(s) origin without path, query or credentials, e.g. https://www.example.com; got "${raw}"`);
  }
  const vite = env.VITE_SITE_URL?.trim();
  if (vite && vite.replace(/\/+$/, '') !== url.origin) {
    throw new Error(`VITE_SITE_URL (${vite}) differs from SITE_URL (${url.origin}): set only SITE_URL`);
  }
  return url.origin;
}
