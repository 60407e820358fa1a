/**
 * The public pages' HTTP calls: plain fetch, for islands that must not bring the store with them
 * (RTK Query stays the data layer of the single-page admin app, lib/api.ts). Same origin unless
 * VITE_API_BASE says otherwise (config/env.ts).
 */
import { env } from '@/config/env';

/** A reply outside 2xx; `body` is the parsed JSON (or text) the server sent, if any. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

const parse = (text: string): unknown => {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Sends a request and resolves with the parsed reply body; throws HttpError outside 2xx. */
export async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (typeof init.body === 'string') headers['content-type'] = 'application/json';
  const reply = await fetch(`${env.apiBase}${path}`, { ...init, headers: { ...headers, ...(init.headers as Record<string, string> | undefined) } });
  const body = parse(await reply.text());
  if (!reply.ok) throw new HttpError(reply.status, body);
  return body as T;
}

export const getJson = <T>(path: string): Promise<T> => request<T>(path);

export const postJson = <T>(path: string, body: unknown): Promise<T> => request<T>(path, { method: 'POST', body: JSON.stringify(body) });
