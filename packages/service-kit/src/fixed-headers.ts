import type { ServerResponse } from 'node:http';
import { PERMISSIONS_POLICY } from '@site/contracts/edge-rules';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Permissions-Policy of every reply: the edge's (@site/contracts/edge-rules, which nginx's
 * security-headers.conf is generated from).
 */
export { PERMISSIONS_POLICY } from '@site/contracts/edge-rules';

/**
 * helmet's headers for these options (plus Permissions-Policy, which helmet does not set), worked out once: none of them depends on the request (no
 * nonces), so each reply only gets the same list set, instead of helmet building the policy
 * strings again for every request. It also drops X-Powered-By, as helmet does. The returned
 * function sets them on a reply (Express or not).
 */
export function createSecurityHeaders(options: HelmetOptions): (res: ServerResponse) => void {
  const headers: [string, string][] = [];
  let ran = false;
  helmet(options)(
    {} as never,
    {
      setHeader: (name: string, value: string) => headers.push([name, value]),
      removeHeader: () => undefined,
    } as never,
    () => {
      ran = true;
    },
  );
  // helmet calls next synchronously when it sets static headers; anything else would be a surprise.
  if (!ran) throw new Error('helmet did not finish synchronously: its headers cannot be fixed');
  headers.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    res.removeHeader('X-Powered-By');
  };
}
