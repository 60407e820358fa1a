import http from 'node:http';
import { SECURITY_HEADERS } from '@site/contracts/edge-rules';

/** A whole reply: status, every header (lower-case names) and the body. */
export interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A request sent exactly as written: the target without URL normalisation (dot segments, a
 * fragment), any method, only the headers given (and Host), so a test can assert the whole reply.
 */
export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawReply> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port: Number(port), path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The reply without its Date header, to compare two replies sent a moment apart. */
export function withoutDate(reply: RawReply): RawReply {
  const { date: _date, ...headers } = reply.headers;
  return { ...reply, headers };
}

/**
 * The security headers every reply carries (service-kit createSecurityHeaders with the options of
 * the services and the gateway), as they arrive: the edge's (@site/contracts/edge-rules, which
 * nginx's copy is generated from) plus helmet's own; only the Content-Security-Policy differs.
 */
export const securityHeadersWith = (contentSecurityPolicy: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(SECURITY_HEADERS).map(([name, value]) => [name.toLowerCase(), value])),
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** A sample's value in a process's Prometheus text at `/metrics` (0 when it is not there yet). */
export async function metricValue(baseUrl: string, name: string, labels: string[]): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** A reply as the one-429 check reads it: fetch's Response fields, or `rawRequest`'s. */
export interface ReplyToCheck {
  status: number;
  headers: Headers | http.IncomingHttpHeaders;
  /** The JSON body, parsed or as text. */
  body: unknown;
}

/**
 * A reply reduced to what makes the one 429 (service-kit `tooManyRequests`): status, Retry-After in
 * whole seconds, JSON, the body. Compare it with `theOneRateLimitReply(...)` in every limit's test,
 * so every workspace holds its 429 to the same shape.
 */
export function rateLimitReplyOf(reply: ReplyToCheck): Record<string, unknown> {
  const header = (name: string): string =>
    String((reply.headers instanceof Headers ? reply.headers.get(name) : reply.headers[name]) ?? '');
  const retryAfter = header('retry-after');
  return {
    status: reply.status,
    retryAfter: /^[1-9]\d*$/.test(retryAfter) ? 'whole seconds' : retryAfter,
    contentType: header('content-type').split(';')[0],
    body: typeof reply.body === 'string' ? (JSON.parse(reply.body) as unknown) : reply.body,
  };
}

/** The one 429: the kit's error body (`code: 'RATE_LIMITED'`, the limit's message, the request id), plus the path's own failure fields (`msg: 'fail'` on the form paths). */
export const theOneRateLimitReply = (body: { message: string; requestId: string | null; msg?: 'fail' }): Record<string, unknown> => ({
  status: 429,
  retryAfter: 'whole seconds',
  contentType: 'application/json',
  body: { ...body, code: 'RATE_LIMITED' },
});
