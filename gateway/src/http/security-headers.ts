import { createSecurityHeaders } from '@site/service-kit';

/**
 * The headers nginx sends in production, so the local run behaves the same: scripts only from this
 * origin (no inline script), styles may be inline (React style attributes in prerendered HTML),
 * images and video from this origin or data:/blob: (upload previews), no framing, no referrer leaks
 * to other sites. `upgrade-insecure-requests` is left out: the local run is plain HTTP.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Worked out once at start (no nonces); the function sets them on a reply. */
export const createGatewaySecurityHeaders = () =>
  createSecurityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  });
