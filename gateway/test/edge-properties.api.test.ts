import http from 'node:http';
import fc from 'fast-check';
import { startGateway, type TestGateway } from './helpers';

// The property sends hundreds of real requests.
jest.setTimeout(120_000);

let gw: TestGateway;

beforeAll(async () => {
  gw = await startGateway({ RATE_LIMIT_MAX: '0', LOGIN_RATE_LIMIT_MAX: '0' });
});
afterAll(async () => {
  await gw.close();
});

/** Sends the path exactly as generated (no client-side normalisation). */
function send(method: string, path: string): Promise<number> {
  const { hostname, port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port: Number(port), method, path, headers: { accept: '*/*' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'API',
    'Api',
    'admin',
    'ADMIN',
    'blog',
    'Blog',
    'blogs',
    'caseStudies',
    'casestudies',
    'CASESTUDIES',
  ),
  fc.constantFrom(
    'upload',
    'Upload',
    'resume',
    'internal',
    'Internal',
    'users',
    'login',
    'submissions',
    'media',
    'files',
    'resumes',
  ),
  fc.constantFrom('..', '.', '%2e%2e', '%2E', '%2f', 'a%2fb', '', ';', '%00', 'x.csv', '%41pi'),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,8}$/),
);
const pathArb = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);
const methodArb = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND');

/**
 * An oracle independent of the route table: how a case-insensitive service would read the path,
 * after normalising dots and percent-encoding. Anything it would treat as an admin call must never
 * arrive without a token.
 */
function isProtected(method: string, path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = path;
  }
  const normal = new URL(
    decoded
      .replace(/\\/g, '/')
      .replace(/\/{2,}/g, '/')
      .replace(/%/g, '%25'),
    'http://x',
  ).pathname.toLowerCase();
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (normal.startsWith('/internal')) return true;
  if (normal.startsWith('/api/admin')) return true;
  if (
    write &&
    (normal.startsWith('/blog') ||
      normal.startsWith('/api/casestudies') ||
      normal.startsWith('/api/categories'))
  )
    return true;
  if (write && normal.startsWith('/api/upload') && normal.replace(/\/+$/, '') !== '/api/upload/resume')
    return true;
  return false;
}

describe('edge properties (fast-check)', () => {
  test('when any method and path arrives without a token, then no admin or internal call reaches a service and nothing answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(methodArb, pathArb, async (method, path) => {
        const before = Object.values(gw.services).reduce((n, s) => n + s.received.length, 0);
        const status = await send(method, path);
        const after = Object.values(gw.services).reduce((n, s) => n + s.received.length, 0);
        expect(status).toBeLessThan(500);
        if (isProtected(method, path)) expect(after).toBe(before);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });
});
