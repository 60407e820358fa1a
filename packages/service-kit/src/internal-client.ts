// Web-platform globals and contracts only: the site's server bundle (frontend/src/site) imports this
// file as source (`@site/service-kit/internal-client`), without the rest of the kit.
import { REQUEST_ID_HEADER } from '@site/contracts';

/** The header a service sends its service credential in, on every `/internal/*` call. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** A call to another service, relative to the client's base URL. */
export interface InternalRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /**
   * The request id of the work this call is part of (the incoming request's, or the job's). Required
   * so no caller can forget it; when there is none (a timer's sweep), a fresh one is sent so the hop
   * is still traceable in both services' logs.
   */
  requestId: string | undefined;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Any other body (a multipart FormData); `json` wins when both are given. */
  body?: FormData;
  headers?: Record<string, string>;
  /** Overrides the client's time-out for this call (an upload takes longer than a lookup). */
  timeoutMs?: number;
}

/** The other service's answer, read whole (so the connection is free for the next call). */
export interface InternalReply {
  status: number;
  ok: boolean;
  headers: Headers;
  body: Uint8Array;
  /** The body as JSON, or null when it is empty or not JSON. */
  json<T = unknown>(): T | null;
  text(): string;
}

/** The other service did not answer (refused, reset, or not within the time-out): no status to map. */
export class ServiceUnreachableError extends Error {
  override readonly name = 'ServiceUnreachableError';
}

const isTimeout = (err: unknown): boolean => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');

export interface InternalClient {
  /** Resolves with any status the service answered; rejects with ServiceUnreachableError otherwise. */
  request(path: string, init: InternalRequest): Promise<InternalReply>;
}

/**
 * The one HTTP client for service-to-service calls: base URL, JSON in and out, a time-out, the
 * request id on every call, and the service credential (`internalToken`) when the callee's
 * `/internal/*` needs it. Callers map statuses to what they mean to them.
 */
export function createInternalClient(options: { baseUrl: string; timeoutMs: number; internalToken?: string }): InternalClient {
  const base = options.baseUrl.replace(/\/$/, '');
  return {
    async request(path, init) {
      const headers: Record<string, string> = {
        accept: 'application/json',
        ...init.headers,
        [REQUEST_ID_HEADER]: init.requestId || crypto.randomUUID(),
        ...(options.internalToken ? { [INTERNAL_TOKEN_HEADER]: options.internalToken } : {}),
      };
      let body: string | FormData | undefined = init.body;
      if (init.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.json);
      }
      const method = init.method ?? 'GET';
      const attempt = async (): Promise<{ reply: Response; bytes: Uint8Array }> => {
        const reply = await fetch(`${base}${path}`, {
          method,
          headers,
          ...(body === undefined ? {} : { body }),
          signal: AbortSignal.timeout(init.timeoutMs ?? options.timeoutMs),
        });
        return { reply, bytes: new Uint8Array(await reply.arrayBuffer()) };
      };
      let reply: Response;
      let bytes: Uint8Array;
      try {
        try {
          ({ reply, bytes } = await attempt());
        } catch (err) {
          // A GET that failed without an answer (a kept-alive connection the callee closed as it
          // drained, an instance that stopped listening) is sent once more, on a new connection
          // and so to a live instance: nothing was done, so nothing is done twice. A time-out is
          // not retried (the callee may be slow, not gone), and nothing else is ever resent.
          if (method !== 'GET' || isTimeout(err)) throw err;
          ({ reply, bytes } = await attempt());
        }
      } catch (err) {
        throw new ServiceUnreachableError(`${base}${path}: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
      }
      const text = () => new TextDecoder().decode(bytes);
      return {
        status: reply.status,
        ok: reply.ok,
        headers: reply.headers,
        body: bytes,
        text,
        json<T>(): T | null {
          try {
            return JSON.parse(text()) as T;
          } catch {
            return null;
          }
        },
      };
    },
  };
}
