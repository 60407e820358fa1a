import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTE_MANIFEST, routeOf, type RouteEntry, type RouteTarget } from '@site/contracts/route-manifest';
import { BUILD_FILE, freePort, isPageViewMirror, startCheckedNginx, type RunningNginx } from './nginx-harness';

/**
 * nginx.conf held to the one route manifest (@site/contracts/route-manifest), which the gateway's
 * route table reads: each entry's paths, sent through the real nginx, reach the kind of location the
 * manifest names. A route added to one and not the other fails here.
 */

/** What a path is to nginx: its page locations, its API locations, its own files, or refused. */
type NginxKind = 'site' | 'api' | 'files' | 'blocked';

const GATEWAY_CACHE = 'private, max-age=7';

const EXPECTED: Record<RouteTarget, NginxKind> = {
  site: 'site',
  files: 'files',
  blocked: 'blocked',
  // An API path no service has still goes to the gateway as API, which answers its JSON 404.
  none: 'api',
  content: 'api',
  auth: 'api',
  forms: 'api',
  upload: 'api',
};

/** The paths an entry stands for: the path itself and one below it (a file of the build for `files`). */
const samplesOf = (entry: RouteEntry): string[] => {
  if (entry.to === 'files') return [BUILD_FILE];
  if (entry.match === 'exact') return [entry.path];
  const below = entry.path.endsWith('/') ? `${entry.path}1` : `${entry.path}/1`;
  return entry.match === 'under' ? [entry.path, below] : [below];
};

/** Each entry's samples that the manifest resolves to that entry (an earlier one may take a path first). */
const CASES = ROUTE_MANIFEST.flatMap((entry) => {
  const method = entry.writesOnly ? 'POST' : 'GET';
  return samplesOf(entry)
    .filter((path) => routeOf(method, path) === entry)
    .map((path) => [method, path, entry.to] as const);
});

describe('nginx.conf against the route manifest', () => {
  const hits: string[] = [];
  let gateway: http.Server;
  let nginx: RunningNginx;
  let probe = 0;

  beforeAll(async () => {
    // A stand-in gateway that answers everything alike (a Cache-Control no location sets itself), so
    // what differs in a reply is nginx's location.
    gateway = http.createServer((req, res) => {
      // Page requests' copies for the traffic counts (page-view.conf) fetch nothing.
      if (isPageViewMirror(req)) {
        req.resume();
        res.writeHead(204).end();
        return;
      }
      hits.push(req.url ?? '');
      req.resume();
      req.on('end', () => res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': GATEWAY_CACHE }).end('{}'));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    nginx = await startCheckedNginx((gateway.address() as AddressInfo).port, await freePort());
  });

  afterAll(async () => {
    await nginx?.stop();
    await new Promise((resolve) => gateway?.close(resolve));
  });

  /**
   * Which kind of location answered: not passed on, nginx's own file (200) or refusal (404); passed
   * on, the page locations mark the gateway's reply for browsers (rendered pages `no-cache`, the
   * admin shell and the no-script form pages `no-store`, sitemap/robots/RSS an hour), the API
   * locations keep the gateway's own (uploaded images: a year).
   */
  async function nginxKindOf(method: string, path: string): Promise<NginxKind | string> {
    // A query of its own per request: the microcache never answers for the gateway.
    const url = `${path}?probe=${++probe}`;
    const reply = await nginx.request(method, url);
    if (!hits.includes(url)) return reply.status === 200 ? 'files' : reply.status === 404 ? 'blocked' : `nginx ${reply.status}`;
    const cache = reply.headers['cache-control'];
    if (cache === 'no-cache' || cache === 'no-store' || cache === 'public, max-age=3600') return 'site';
    return cache === GATEWAY_CACHE || cache === 'public, max-age=31536000, immutable' ? 'api' : `unknown (${reply.status}, ${cache})`;
  }

  it('when the manifest is read, then every entry is exercised by at least one path', () => {
    expect(ROUTE_MANIFEST.filter((entry) => !CASES.some(([, path]) => routeOf(entry.writesOnly ? 'POST' : 'GET', path) === entry))).toEqual([]);
  });

  it.each(CASES)('when %s %s (manifest: %s) is sent through nginx, then the matching kind of location answers', async (method, path, to) => {
    expect({ method, path, kind: await nginxKindOf(method, path) }).toEqual({ method, path, kind: EXPECTED[to] });
  });

  it.each([
    ['GET', '/about', 'site'],
    ['GET', '/blogs/an-article', 'site'],
    ['POST', '/contact', 'site'],
  ] as const)('when %s %s (no entry: a page) is sent through nginx, then a page location answers', async (method, path, kind) => {
    expect(routeOf(method, path).to).toBe('site');
    expect({ method, path, kind: await nginxKindOf(method, path) }).toEqual({ method, path, kind });
  });
});
