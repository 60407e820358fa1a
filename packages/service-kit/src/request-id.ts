import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@site/contracts';

export { REQUEST_ID_HEADER };

/** A reply with Express's per-request store; Express keeps a `locals` that is already there. */
type WithLocals = ServerResponse & { locals?: Record<string, unknown> };

/** The per-request store of a reply: Express's `res.locals`, also on a plain node reply. */
export function localsOf(res: ServerResponse): Record<string, unknown> {
  const reply = res as WithLocals;
  reply.locals ??= Object.create(null) as Record<string, unknown>;
  return reply.locals;
}

/**
 * Keeps the caller's request id when it is safe to log and echo, otherwise mints one; the id is
 * passed on (request header), echoed (reply header) and kept for logs and error bodies.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  localsOf(res).requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

export const getRequestId = (res: ServerResponse): string => String((res as WithLocals).locals?.requestId ?? '');
