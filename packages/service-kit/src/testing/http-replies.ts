import http from 'node:http';
import { PERMISSIONS_POLICY } from '../fixed-headers';

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
 * The security headers every reply carries (service-kit fixedSecurityHeaders with the options of
 * the services and the gateway), as they arrive; only the Content-Security-Policy differs.
 */
export const securityHeadersWith = (contentSecurityPolicy: string): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** A sample's value in a process's Prometheus text at `/metrics` (0 when it is not there yet). */
export async function metricValue(baseUrl: string, name: string, labels: string[]): Promise<number> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}
