/**
 * Minimal Headers and Request stand-ins for jsdom (which has neither), shared by the test fetch
 * stubs. Just enough for RTK Query's fetchBaseQuery.
 */

export type HeaderInit = Record<string, string> | StubHeaders | undefined;

export class StubHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: HeaderInit) {
    if (init instanceof StubHeaders) init.forEach((value, key) => this.map.set(key, value));
    else if (init) for (const [key, value] of Object.entries(init)) this.map.set(key.toLowerCase(), String(value));
  }
  get(key: string) {
    return this.map.get(key.toLowerCase()) ?? null;
  }
  set(key: string, value: string) {
    this.map.set(key.toLowerCase(), value);
  }
  has(key: string) {
    return this.map.has(key.toLowerCase());
  }
  delete(key: string) {
    this.map.delete(key.toLowerCase());
  }
  forEach(fn: (value: string, key: string) => void) {
    this.map.forEach((value, key) => fn(value, key));
  }
}

export interface RequestInitLike {
  method?: string;
  headers?: HeaderInit;
  body?: unknown;
  signal?: AbortSignal;
}

export class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: StubHeaders;
  readonly body: unknown;
  readonly signal: AbortSignal | undefined;
  constructor(input: string | StubRequest, init: RequestInitLike = {}) {
    const source = typeof input === 'string' ? undefined : input;
    this.url = source ? source.url : input as string;
    this.method = (init.method ?? source?.method ?? 'GET').toUpperCase();
    this.headers = new StubHeaders(init.headers ?? source?.headers);
    this.body = init.body ?? source?.body ?? null;
    this.signal = init.signal ?? source?.signal;
  }
  clone() {
    return new StubRequest(this);
  }
}
