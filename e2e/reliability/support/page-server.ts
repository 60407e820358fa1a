// A stand-in for the site renderer (SITE_SERVER_URL) of a private gateway: a page naming a build
// script, and the script. It sends no security header of its own, so whatever a spec finds on
// these replies through the gateway, the gateway added.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The script the page names; its path is a build file (`/static/...`), like the site's bundles. */
export const PAGE_SCRIPT = '/static/js/app-3f9a1c.js';

export interface PageServer {
  url: string;
  close: () => Promise<void>;
}

export async function startPageServer(): Promise<PageServer> {
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(`<!doctype html><html><head><title>Home</title><script type="module" src="${PAGE_SCRIPT}"></script></head><body><h1>Home</h1></body></html>`);
    } else if (req.url === PAGE_SCRIPT) {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      res.end('console.log("home");');
    } else {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><title>Page not found</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
