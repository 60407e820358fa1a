import type { ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features no page or reply of the site uses, denied to it and to anything it could embed:
 * a script that slipped in still cannot reach the camera, microphone, location, payments or devices.
 * nginx sends the same value (deploy/nginx/security-headers.conf; deploy/test/nginx.test.ts checks
 * they agree). Autoplay and fullscreen stay allowed: the home video and the media modal use them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

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
