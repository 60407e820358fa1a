// Shared generators and a raw HTTP client for the property-based fuzz tests of every service
// (`<service>/test/fuzz.api.test.ts`), the gateway's and the reliability suite. Bodies are built as
// JSON TEXT, so keys such as `__proto__` really reach the server's parser (JSON.stringify would drop them).
import http from 'node:http';
import fc from 'fast-check';

/** Cases per property: ~200 in CI, `FUZZ_RUNS=10000` for the full run. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.FULL_RELIABILITY === '1' ? 10_000 : 200));

/** Keys that have broken JavaScript servers before: prototype pollution and look-alikes. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '__defineGetter__', 'valueOf'];

/** Strings that are long, odd or hostile: unicode, control characters, CRLF, markup, SQL, paths. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\r\nBcc: victim@example.com',
    '\r\n\r\n<script>alert(1)</script>',
    "' OR 1=1 --",
    '"; DROP TABLE submissions; --',
    '../../../../etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    '${jndi:ldap://x}',
    '{{7*7}}',
    '\u202e\u0041\u0301\ud83d\ude00',
    '\ud800',
    'NaN',
    '1e309',
    '=cmd|/c calc!A1',
  ),
  // Beyond every field limit; some beyond the JSON body limits (413).
  fc.integer({ min: 37, max: 400 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom(10_000, 120_000).map((n) => 'é'.repeat(n)),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, true, false, null),
);

/** Any JSON value: wrong types for a field, nested objects and arrays included. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

const jsonPair = (key: string, value: unknown): string => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;

/**
 * A JSON object body as text: a subset of the endpoint's real keys, each with a valid value (from
 * `valid`) or a hostile one, plus sometimes unknown keys and prototype-pollution keys (with object
 * values, as a pollution payload would have).
 */
export function jsonBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const field = fc.constantFrom(...keys).chain((key) =>
    fc.oneof(fc.constant(valid[key]), nastyValue).map((value) => [key, value] as const),
  );
  const extra = fc.oneof(
    fc.tuple(fc.constantFrom(...POLLUTION_KEYS), fc.constantFrom<unknown>({ polluted: 'yes', isAdmin: true }, 'yes', [1])),
    fc.tuple(fc.string({ maxLength: 12 }), nastyValue),
  );
  return fc
    .tuple(fc.array(field, { maxLength: keys.length + 2 }), fc.array(extra, { maxLength: 2 }), fc.boolean())
    .map(([fields, extras, allValidFirst]) => {
      // Half of the cases start from the whole valid body, so each field is tested alone too.
      const base = allValidFirst ? Object.entries(valid) : [];
      return `{${[...base, ...fields, ...extras].map(([k, v]) => jsonPair(k, v)).join(',')}}`;
    });
}

/** A body that is not a JSON object at all: other JSON values, broken JSON, junk bytes. */
export const nonObjectBody: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.constantFrom('', '{', '{"a":', '[', 'null', '"x"', '{"__proto__":{"polluted":1}}', '{"a":1}{"b":2}', '\u0000', '{\'a\':1}'),
  fc.string({ unit: 'binary', maxLength: 64 }),
  // Deeply nested arrays: a parser's stack, not a field check, must refuse these.
  fc.integer({ min: 100, max: 5000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
);

/** Content types and encodings a client may lie about. */
export const contentTypeHeader: fc.Arbitrary<string | undefined> = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/merge-patch+json',
  'application/json; charset=',
  undefined,
);
export const contentEncodingHeader: fc.Arbitrary<string | undefined> = fc.constantFrom(undefined, undefined, undefined, 'gzip', 'deflate', 'br', 'identity', 'x-unknown');

/** Extra request headers with odd (but sendable) values. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    'x-request-id': fc.oneof(fc.stringMatching(/^[ -~]{0,200}$/), fc.constant('a'.repeat(5000))),
    'x-forwarded-for': fc.constantFrom('203.0.113.9', 'not-an-ip', '::1, 10.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3', ''),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/*', ''),
    'accept-language': fc.stringMatching(/^[ -~]{0,40}$/),
    'user-agent': fc.stringMatching(/^[ -~]{0,300}$/),
  },
  { requiredKeys: [] },
);

/** A path segment where an id or key goes: numbers, slugs, traversal, encodings, huge values. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 53 }).map(String),
  fc.constantFrom('0', '-1', '1e3', '9'.repeat(40), '..', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%00', '%ff', '%', 'a%2fb', 'null', 'undefined', '__proto__', 'constructor', "1'%20OR%20'1'='1"),
  fc.stringMatching(/^[A-Za-z0-9._~-]{1,64}$/),
  fc.uuid(),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.constant('x'.repeat(3000)),
);

export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string | undefined>;
  body?: string | Buffer;
}

/** One request exactly as given (no client-side normalisation of the path or the body). */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(request.headers ?? {})) if (v !== undefined) headers[k] = v;
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    let answered: RawReply | undefined;
    const req = http.request({ host: hostname, port: Number(port), method: request.method, path: request.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      const head = { status: res.statusCode ?? 0, headers: res.headers, body: '' };
      answered = head;
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ ...head, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    // A server that refuses a request it is still receiving (431 for an oversized head) answers, then
    // closes: since Node 22 the client also reports the reset. The answer is the server's verdict.
    req.on('error', (err) => (answered ? resolve(answered) : reject(err)));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/** Own properties added to Object.prototype since the snapshot (pollution shows up here). */
export const prototypeKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort();

/** A reply must never be a 5xx; a failure must be JSON without a stack trace. */
export function expectNoServerError(reply: RawReply, label: string): void {
  if (reply.status >= 500) {
    throw new Error(`${label} answered ${reply.status}: ${reply.body.slice(0, 500)}`);
  }
  if (/\bat [\w.<>]+ \(.*:\d+:\d+\)/.test(reply.body)) throw new Error(`${label} leaked a stack trace: ${reply.body.slice(0, 500)}`);
}

/** encodeURIComponent that also takes lone surrogates (sent as the raw bytes a broken client would). */
export const encodePart = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return Buffer.from(value, 'latin1').toString('hex').replace(/(..)/g, '%$1');
  }
};
