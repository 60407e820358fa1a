import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { simplePathOf, type FastPath, type RequestStart } from '@site/service-kit';
import { sendCachedReply, setCachedReplyHeaders, type CacheTopic, type CachedReply, type LoadedList, type ReplyCache } from './reply-cache';

/**
 * The public lists answered from the reply cache (`/blogs`, `/api/caseStudies`,
 * `/api/categories`), by path. Each router declares its list here once; the Express route and the
 * fast path (servePublicLists) then answer the same kept reply.
 */
export class PublicLists {
  private readonly lists = new Map<string, () => Promise<CachedReply>>();

  constructor(private readonly replies: ReplyCache) {}

  /**
   * Declares the list at `path` (its route: the list takes no parameters, so the path is the whole
   * cache key) and returns the Express handler that answers it.
   */
  route(path: string, topic: CacheTopic, load: (now: Date) => Promise<LoadedList>): RequestHandler {
    const reply = () => this.replies.get(path, topic, load);
    this.lists.set(path, reply);
    return async (_req, res) => {
      sendCachedReply(res, await reply());
    };
  }

  /** The kept reply of the list at exactly `path`; undefined when no list is there. */
  at(path: string): (() => Promise<CachedReply>) | undefined {
    return this.lists.get(path);
  }
}

export interface PublicListsFastPathDeps {
  lists: PublicLists;
  /** The start every service request has (id, access log, security headers, metrics). */
  start: RequestStart;
  /** A failure (PostgreSQL unreachable) answered by the app's error handler. */
  fail: (req: IncomingMessage, res: ServerResponse, err: unknown) => void;
}

/**
 * GET of a public list without Express: the same start, the same kept bytes and headers as the
 * Express route, in a fraction of the CPU (Express's router and its request and reply objects
 * cost more than sending 24 KB kept in memory). The exact path only (`/blogs`, also with a query),
 * no body, not conditional: HEAD, `If-None-Match`/`If-Modified-Since` (304), a body Express would
 * parse, and every other spelling Express accepts (`/Blogs`, `/blogs/`) stay with Express.
 */
export function servePublicLists({ lists, start, fail }: PublicListsFastPathDeps): FastPath {
  return (req, res) => {
    const headers = req.headers;
    if (
      req.method !== 'GET' ||
      headers['if-none-match'] !== undefined ||
      headers['if-modified-since'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    )
      return false;
    const path = simplePathOf(req.url);
    const reply = path === undefined ? undefined : lists.at(path);
    if (path === undefined || !reply) return false;
    start(req, res, () => path);
    reply().then(
      (cached) => {
        setCachedReplyHeaders(res, cached);
        res.setHeader('Content-Length', String(cached.body.length));
        res.end(cached.body);
      },
      (err: unknown) => fail(req, res, err),
    );
    return true;
  };
}
