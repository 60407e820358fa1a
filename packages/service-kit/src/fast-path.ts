import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Answers a request without Express, or returns false to leave it to the app. It must take a
 * request only when it answers exactly what the app would, doing the same per-request work (the
 * same functions: request id, access log, security headers, metrics).
 */
export type FastPath = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The app behind a fast path: hot requests (a proxied API call at the gateway, a cached public list
 * in a service) skip Express's router and its per-request objects, which cost more CPU than the
 * work itself; every other request goes to the app unchanged.
 */
export function withFastPath(app: RequestListener, fast: FastPath): RequestListener {
  return (req, res) => {
    if (!fast(req, res)) app(req, res);
  };
}

const handedOver = new WeakMap<IncomingMessage, { error: unknown }>();

/**
 * A fast path's failure (a rate limit, a refused token, a database error) answered by the app's one
 * error handler, as if a route had thrown it: same status, JSON body, headers and logging. The
 * request's start (id, headers, access log) is already done; the app's first middleware,
 * raiseHandedOverErrors, sends it straight to the error handler, so nothing runs twice.
 */
export function failThroughApp(app: RequestListener, req: IncomingMessage, res: ServerResponse, err: unknown): void {
  handedOver.set(req, { error: err });
  app(req, res);
}

/** The first middleware of an app behind a fast path (see failThroughApp). */
export function raiseHandedOverErrors(): RequestHandler {
  return (req, _res, next) => {
    const failure = handedOver.get(req);
    if (!failure) {
      next();
      return;
    }
    handedOver.delete(req);
    // As Express does for a promise rejected without a reason.
    next(failure.error || new Error('Rejected promise'));
  };
}

/**
 * The path of a request target exactly as Express reads it (parseurl), for the targets parseurl
 * reads without url.parse: starting with `/`, without `#`, whitespace, NBSP or BOM. Anything
 * else answers undefined: leave that request to Express, which reads it the long way.
 */
export function simplePathOf(url: string | undefined): string | undefined {
  if (!url || url.charCodeAt(0) !== 0x2f) return undefined;
  let end = url.length;
  for (let i = 1; i < url.length; i += 1) {
    switch (url.charCodeAt(i)) {
      case 0x3f /* ? */:
        if (end === url.length) end = i;
        break;
      case 0x09:
      case 0x0a:
      case 0x0c:
      case 0x0d:
      case 0x20:
      case 0x23 /* # */:
      case 0xa0:
      case 0xfeff:
        return undefined;
    }
  }
  return url.slice(0, end);
}
