/**
 * A small stand-in for the browser's fetch, for tests only. jsdom has no fetch, Request, Response or
 * Headers; this installs just enough of them for RTK Query's fetchBaseQuery, routes each call to a
 * reply the test declares, and records every call so tests can assert what was sent.
 * Import it BEFORE anything that imports the api slice.
 */

import { StubHeaders, StubRequest, type RequestInitLike } from '@/testing/fetch-globals';

/** jsdom's Blob has no text(); FileReader reads it. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

class StubResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: StubHeaders;
  private readonly payload: string | Blob;
  constructor(payload: string | Blob, init: { status?: number; headers?: Record<string, string> } = {}) {
    this.payload = payload;
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status <= 299;
    this.headers = new StubHeaders(init.headers);
  }
  clone(): StubResponse {
    const headers: Record<string, string> = {};
    this.headers.forEach((value, key) => (headers[key] = value));
    return new StubResponse(this.payload, { status: this.status, headers });
  }
  async text(): Promise<string> {
    return typeof this.payload === 'string' ? this.payload : readBlob(this.payload);
  }
  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
  async blob(): Promise<Blob> {
    return typeof this.payload === 'string' ? new Blob([this.payload]) : this.payload;
  }
}

export interface RecordedCall {
  method: string;
  /** Path and query, without the origin. */
  path: string;
  headers: Record<string, string>;
  /** The body as sent: a string (JSON text), a FormData, or null. */
  body: unknown;
  /** The JSON body parsed, or undefined when it is not JSON. */
  json: unknown;
}

export interface StubReply {
  status?: number;
  /** A JSON body. */
  body?: unknown;
  /** A text/plain body (e.g. the upload reply). */
  text?: string;
  /** A raw body with its content type (e.g. CSV). */
  raw?: { data: string; type: string };
}

export interface StubRoute {
  method: string;
  /** Exact path with query, or a pattern tested against it. */
  path: string | RegExp;
  reply: StubReply | ((call: RecordedCall) => StubReply | Promise<StubReply>);
}

const state: { routes: StubRoute[]; calls: RecordedCall[] } = { routes: [], calls: [] };

function toResponse(reply: StubReply): StubResponse {
  const status = reply.status ?? 200;
  if (reply.raw) return new StubResponse(new Blob([reply.raw.data], { type: reply.raw.type }), { status, headers: { 'content-type': reply.raw.type } });
  if (reply.text !== undefined) return new StubResponse(reply.text, { status, headers: { 'content-type': 'text/plain' } });
  return new StubResponse(reply.body === undefined ? '' : JSON.stringify(reply.body), { status, headers: { 'content-type': 'application/json' } });
}

async function stubFetch(input: StubRequest | string, init?: RequestInitLike): Promise<StubResponse> {
  const request = typeof input === 'string' ? new StubRequest(input, init) : input;
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  let json: unknown;
  if (typeof request.body === 'string') {
    try {
      json = JSON.parse(request.body);
    } catch {
      json = undefined;
    }
  }
  const call: RecordedCall = { method: request.method, path: url.pathname + url.search, headers, body: request.body, json };
  state.calls.push(call);
  const route = state.routes.find(
    (r) => r.method.toUpperCase() === call.method && (typeof r.path === 'string' ? r.path === call.path : r.path.test(call.path)),
  );
  if (!route) return toResponse({ status: 404, body: { message: `no stub for ${call.method} ${call.path}` } });
  return toResponse(typeof route.reply === 'function' ? await route.reply(call) : route.reply);
}

Object.assign(globalThis, { Headers: StubHeaders, Request: StubRequest, Response: StubResponse, fetch: stubFetch });

/** Declares the replies for this test (later routes are tried after earlier ones) and clears the log. */
export function stubApi(routes: StubRoute[]): { calls: RecordedCall[] } {
  state.routes = routes;
  state.calls = [];
  return { calls: state.calls };
}

/** The calls made so far with this method and path (path without query matches any query). */
export function callsTo(method: string, path: string | RegExp): RecordedCall[] {
  return state.calls.filter(
    (c) => c.method === method && (typeof path === 'string' ? c.path === path || c.path.split('?')[0] === path : path.test(c.path)),
  );
}
