import { z } from 'zod';

/**
 * An `X-Request-Id` value that is safe to log and echo: what nginx's `$request_id` and a UUID look
 * like, and nothing that could break a log line or a header. Anything else is replaced by a new id.
 */
/** The header every hop passes the request id in (nginx, the gateway, the services, the site). */
export const REQUEST_ID_HEADER = 'x-request-id';

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

export const requestIdSchema = z.string().regex(REQUEST_ID_PATTERN);
