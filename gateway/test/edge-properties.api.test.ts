import http from 'node:http';
import fc from 'fast-check';
import {
  FUZZ_RUNS,
  contentEncodingHeader,
  contentTypeHeader,
  expectNoServerError,
  jsonBody,
  nonObjectBody,
  oddHeaders,
  sendRaw,
} from '@site/testing/fuzz';
import { startGateway, type TestGateway } from './helpers';
import type { ServiceName } from '../src/routing/route-table';

// Each property sends FUZZ_RUNS real requests (200 in CI, 10,000 in the full run).
jest.setTimeout(Math.max(120_000, FUZZ_RUNS * 60));

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
      { numRuns: FUZZ_RUNS },
    );
  });

  /** How many requests each fake service has received so far; `since` lists the ones received after. */
  const counts = () => Object.values(gw.services).map((service) => service.received.length);
  const since = (before: number[]) => Object.values(gw.services).flatMap((service, i) => service.received.slice(before[i]));
  const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;
  /** The client's address as the service sees it last in X-Forwarded-For: the gateway's peer, whatever the client claimed. */
  const LAST_HOP = /(^|,\s*)(::ffff:)?127\.0\.0\.1$/;

  /** Public writes the gateway streams to a service, each with a valid body to start the generator from. */
  const PUBLIC_WRITES: Array<[string, ServiceName, Record<string, unknown>]> = [
    ['/send-contact-form-main', 'forms', { email: 'jane@client.example', name: 'Jane Doe', message: 'Hello', phoneNum: '4165550100', formType: 'Contact page Form', startedAt: 1 }],
    ['/send-contact-form-usa', 'forms', { email: 'jane@client.example', name: 'Jane Doe', message: 'Hello', phoneNum: '4165550100', formType: 'Contact page Form', startedAt: 1 }],
    ['/send-newsletter', 'forms', { email: 'reader@example.com', formType: 'Newsletter', startedAt: 1 }],
    ['/job-opportunity-form', 'forms', { fname: 'Sam', lname: 'Rivera', email: 'sam@applicant.example', phoneNum: '5035550100', city: 'Portland', state: 'Oregon', jobInterested: 'Smart Hands', resume: 'a.pdf', formType: 'job Form' }],
    ['/api/users/login', 'auth', { email: 'admin@northwire.example', password: 'Wrong-Pass#1' }],
    ['/api/upload/resume', 'upload', { cv: 'not multipart at all' }],
  ];

  test.each(PUBLIC_WRITES)('when POST %s gets any body, content type, encoding and headers, then the %s service receives it once, byte for byte, with a safe request id echoed to the client and the real last hop, and nothing answers 5xx', async (path, service, valid) => {
    const body = fc.oneof({ weight: 4, arbitrary: jsonBody(valid) }, { weight: 1, arbitrary: nonObjectBody });
    await fc.assert(
      fc.asyncProperty(body, contentTypeHeader, contentEncodingHeader, oddHeaders, async (text, contentType, encoding, headers) => {
        const before = counts();
        const reply = await sendRaw(gw.url, { method: 'POST', path, headers: { ...headers, 'content-type': contentType, 'content-encoding': encoding }, body: text });
        expectNoServerError(reply, `POST ${path}`);
        const seen = since(before);
        const echoedId = String(reply.headers['x-request-id'] ?? '');
        expect(echoedId).toMatch(SAFE_ID);
        const sentId = headers['x-request-id'];
        if (sentId !== undefined && SAFE_ID.test(sentId)) expect(echoedId).toBe(sentId);
        expect(seen.map((r) => ({ service: r.service, method: r.method, url: r.url, body: r.body, requestId: r.requestId }))).toEqual([
          { service, method: 'POST', url: path, body: Buffer.from(text, 'utf8').toString('utf8'), requestId: echoedId },
        ]);
        expect(seen[0]!.forwardedFor).toMatch(LAST_HOP);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  test('when a public read gets any headers, then the content or forms service receives it once with the same safe request id the client gets back, and nothing answers 5xx', async () => {
    const reads: Array<[string, ServiceName]> = [
      ['/blogs', 'content'],
      ['/api/caseStudies', 'content'],
      ['/api/categories', 'content'],
      ['/api/newsletter/confirm?token=abc', 'forms'],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...reads), oddHeaders, async ([path, service], headers) => {
        const before = counts();
        const reply = await sendRaw(gw.url, { method: 'GET', path, headers });
        expectNoServerError(reply, `GET ${path}`);
        const echoedId = String(reply.headers['x-request-id'] ?? '');
        expect(echoedId).toMatch(SAFE_ID);
        expect(since(before).map((r) => ({ service: r.service, url: r.url, requestId: r.requestId }))).toEqual([{ service, url: path, requestId: echoedId }]);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });
});
