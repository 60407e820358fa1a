import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` (the i-th from the gateway) may state the address before it. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Express reads its "trust proxy" setting: `true`/`false`, a hop count, or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 * The gateway gives Express this very function, so Express, the rate limits, the access log and the
 * forwarded hops trust the same peers.
 */
export function compileTrustProxy(setting: string): TrustProxy {
  if (setting === 'true') return () => true;
  if (setting === 'false') return proxyAddr.compile([]);
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting.split(',').map((value) => value.trim()));
}

/**
 * The client's address as the trusted hops saw it (Express's `req.ip`): the peer's own address
 * unless the peer is trusted, never a value a client made up.
 */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string | undefined {
  return proxyAddr(req, trust);
}

/**
 * Passes on only the X-Forwarded-* a trusted proxy (nginx) wrote: the client's address as the
 * trusted hops saw it, never a value the client made up, then this peer, so the services' rate
 * limits, lockouts and audit log record real addresses. The peer is written here: the proxy (httpxy)
 * writes X-Forwarded-* only where there are none, it never appends.
 */
export function forwardTrustedHops(req: IncomingMessage, trust: TrustProxy): void {
  // The peer first, then each trusted hop back towards the client (Express's `req.ips` reversed).
  const hops = proxyAddr.all(req, trust);
  if (hops.length > 1) {
    req.headers['x-forwarded-for'] = hops.reverse().join(', ');
    return;
  }
  delete req.headers['x-forwarded-for'];
  delete req.headers['x-forwarded-proto'];
  delete req.headers['x-forwarded-host'];
  delete req.headers['x-forwarded-port'];
}
