import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { REQUEST_ID_PATTERN } from '@site/contracts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Keeps the caller's request id when it is safe to log and echo, otherwise mints one. */
export function requestId() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    res.locals.requestId = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

export const getRequestId = (res: Response): string => String(res.locals.requestId ?? '');
