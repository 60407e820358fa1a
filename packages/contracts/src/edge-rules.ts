// The rules every edge layer applies to a page or reply, stated once: nginx's security-headers.conf and
// page-aliases.conf are generated from this file (deploy/nginx/generate-edge-rules.mjs), the gateway
// builds its headers and 301s from it, and the admin SPA's router its redirects. No imports: the
// generator runs this file with Node's type stripping, and the browser bundle takes it as it is.

/**
 * The one Content-Security-Policy of the site and the admin: scripts only from this origin (no
 * inline script, no inline event handler attributes), styles may be inline (carousels and React
 * style props), images data:/blob: (inline SVG icons in CSS, upload previews), video blob:, no
 * fonts but this origin's (the site uses system fonts), no plugins, no framing.
 * `upgrade-insecure-requests` is left out: the local run is plain HTTP.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** A policy as a header value, in helmet's spelling, so every layer sends the same bytes. */
export const contentSecurityPolicyValue = (policy: Readonly<Record<string, readonly string[]>>): string =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join(';');

/**
 * Browser features no page or reply of the site uses, denied to it and to anything it could embed:
 * a script that slipped in still cannot reach the camera, microphone, location, payments or devices.
 * Autoplay and fullscreen stay allowed: the home video and the media modal use them.
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

/** HTTPS only for a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** Other sites learn the origin only, never a path. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The browser-facing security headers of every page and reply at the edge, by name. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicyValue(CONTENT_SECURITY_POLICY),
  'Strict-Transport-Security': `max-age=${STRICT_TRANSPORT_SECURITY.maxAge}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Old or alternative spellings of a page that answer 301 to its one address (spec section 2:
 * "/home redirects to /"; the privacy page keeps the spec's spelling, so the correct English one
 * is kept as a way in).
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  '/home': '/',
  '/privacy-statement': '/privacy-statment',
};

/**
 * Where a trailing slash belongs to the service behind it (API paths, the build's files, the
 * service-only paths): kept as sent. Every other path drops its trailing slashes with a 301
 * (`/about/` -> `/about`; `/blog/` and `/media/` -> the pages, never the API prefixes behind them).
 */
export const TRAILING_SLASH_KEPT: readonly string[] = ['/api/', '/static/', '/internal/'];

/**
 * Article addresses (`/blogs/{slug}`). Their one spelling needs the slug rule (@site/contracts/slugs),
 * which nginx cannot apply, so nginx leaves every 301 below this prefix, the trailing slash too, to
 * the gateway: `/blogs/My-Post/` answers one 301 to `/blogs/my-post`, not two.
 */
export const ARTICLE_PREFIX = '/blogs/';
