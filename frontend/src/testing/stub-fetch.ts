/**
 * A tiny network stub for component tests: jsdom has no fetch, Request, Response or Headers, and
 * tests must mock only the network (never hooks or selectors). `installFetchStub()` puts minimal
 * versions of those globals in place and answers requests from the routes a test registers.
 */

import { StubHeaders, StubRequest, type RequestInitLike } from './fetch-globals';

class StubResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: StubHeaders;
  constructor(private readonly content: string, init: { status?: number; headers?: Record<string, string> } = {}) {
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new StubHeaders(init.headers);
  }
  async text() {
    return this.content;
  }
  async json(): Promise<unknown> {
    return JSON.parse(this.content);
  }
  clone() {
    return new StubResponse(this.content, { status: this.status, headers: Object.fromEntries(this.entries()) });
  }
  private entries() {
    const out: [string, string][] = [];
    this.headers.forEach((value, key) => out.push([key, value]));
    return out;
  }
}

export interface RecordedCall {
  method: string;
  /** Path and query, without the origin. */
  path: string;
  /** The parsed JSON body, the FormData sent, or undefined. */
  body: unknown;
}

export type StubReply = { status?: number; json?: unknown; text?: string };
type Handler = (call: RecordedCall) => StubReply | Promise<StubReply>;

export interface FetchStub {
  /** Answers `METHOD /path` (path without query) with a reply or a function of the call. */
  on(method: string, path: string, reply: StubReply | Handler): FetchStub;
  calls: RecordedCall[];
  restore(): void;
}

export const json = (body: unknown, status = 200): StubReply => ({ json: body, status });
export const text = (body: string, status = 200): StubReply => ({ text: body, status });

/** Replaces the network for one test; unregistered requests answer 404 so nothing leaks out. */
export function installFetchStub(): FetchStub {
  const handlers = new Map<string, Handler>();
  const calls: RecordedCall[] = [];
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = { fetch: g.fetch, Request: g.Request, Response: g.Response, Headers: g.Headers };
  g.Request = StubRequest;
  g.Response = StubResponse;
  g.Headers = StubHeaders;
  g.fetch = async (input: StubRequest | string, init?: RequestInitLike) => {
    const request = typeof input === 'string' ? new StubRequest(input, init) : input;
    const url = new URL(request.url, 'http://localhost');
    let body: unknown = request.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* keep the text */
      }
    }
    const call: RecordedCall = { method: request.method, path: url.pathname + url.search, body };
    calls.push(call);
    const handler = handlers.get(`${request.method} ${url.pathname}`);
    const reply = handler ? await handler(call) : { status: 404, json: { message: 'Not found' } };
    if (request.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    if (reply.text !== undefined) return new StubResponse(reply.text, { status: reply.status, headers: { 'content-type': 'text/plain' } });
    return new StubResponse(JSON.stringify(reply.json ?? null), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  const stub: FetchStub = {
    on(method, path, reply) {
      handlers.set(`${method.toUpperCase()} ${path}`, typeof reply === 'function' ? reply : () => reply);
      return stub;
    },
    calls,
    restore() {
      Object.assign(g, saved);
    },
  };
  return stub;
}

/** A promise a test resolves when it wants the server to answer (to see in-flight states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
