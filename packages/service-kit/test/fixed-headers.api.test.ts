import express from 'express';
import helmet from 'helmet';
import { PERMISSIONS_POLICY, SERVICE_SECURITY_HEADERS, createSecurityHeaders } from '../src';
import { startTestApp } from '../src/testing';

/** The headers an app with this security middleware answers, minus the per-reply ones. */
async function headersWith(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => {
    res.json({ ok: true });
  });
  const running = await startTestApp(app);
  try {
    const reply = await fetch(`${running.url}/x`);
    await reply.text();
    const headers: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      if (name !== 'date' && name !== 'etag') headers[name] = value;
    });
    return headers;
  } finally {
    await running.close();
  }
}

describe('createSecurityHeaders', () => {
  it("when a service answers, then its headers are exactly helmet's for the same options plus a Permissions-Policy denying every device and payment feature, with no X-Powered-By", async () => {
    const setHeaders = createSecurityHeaders(SERVICE_SECURITY_HEADERS);
    const fixed = await headersWith((_req, res, next) => {
      setHeaders(res);
      next();
    });
    expect(fixed).toEqual({ ...(await headersWith(helmet(SERVICE_SECURITY_HEADERS))), 'permissions-policy': PERMISSIONS_POLICY });
    expect(fixed['permissions-policy']).toBe(
      'accelerometer=(), bluetooth=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
    );
    expect(fixed['content-security-policy']).toBe(
      "default-src 'none';style-src 'unsafe-inline';img-src 'self' data:;base-uri 'none';form-action 'self';frame-ancestors 'none'",
    );
    expect(fixed['x-powered-by']).toBeUndefined();
  });
});
