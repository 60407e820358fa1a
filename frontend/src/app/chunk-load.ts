import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '@site/contracts/limits';
import { MESSAGES } from '@site/contracts/messages';

export interface RouteModule {
  Component: ComponentType;
  /** Optional loader, e.g. the not-found route throws a 404 from it. */
  loader?: LoaderFunction;
}

/** Why a route's script chunk did not arrive (spec section 8). */
export type ChunkFailureType = 'timeout' | 'missing' | 'error';

/**
 * A route chunk that failed to load. The message is the spec's 'Loading chunk {id} failed.'; the type
 * and the address are kept for the error page, which offers a reload.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly chunkId: string;
  readonly type: ChunkFailureType;
  readonly address: string;

  constructor({ chunkId, type, address }: { chunkId: string; type: ChunkFailureType; address: string }) {
    super(MESSAGES.chunkLoadFailed(chunkId));
    this.chunkId = chunkId;
    this.type = type;
    this.address = address;
  }
}

/** Duck-typed as well, because a router may hand the error page a copy of the thrown value. */
export const isChunkLoadError = (error: unknown): error is ChunkLoadError =>
  error instanceof ChunkLoadError ||
  (typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ChunkLoadError' && 'chunkId' in error);

/** A URL inside a browser's dynamic-import error message (Chromium, Firefox, WebKit word it differently). */
export const addressFromError = (error: unknown): string | null => {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.m?js)/.exec(message)?.[1] ?? null;
};

/** The chunk id: the file name without directory, query and extension, e.g. `about-CnaQvb55`. */
export const chunkIdFromAddress = (address: string): string =>
  address.split(/[?#]/)[0]!.split('/').pop()!.replace(/\.(m?js|tsx?)$/, '') || 'unknown';

/** Asks the server whether the chunk exists: 404/410 or an HTML fallback page means missing. */
export async function probeChunk(address: string): Promise<'missing' | 'error'> {
  try {
    const reply = await fetch(address, { method: 'HEAD', cache: 'no-store' });
    if (reply.status === 404 || reply.status === 410) return 'missing';
    if (reply.ok && (reply.headers.get('content-type') ?? '').includes('text/html')) return 'missing';
    return 'error';
  } catch {
    return 'error';
  }
}

export interface LoadChunkOptions {
  timeoutMs?: number;
  /** Fallback address when the error names none (e.g. on a time-out). */
  address?: string | null;
  probe?: (address: string) => Promise<'missing' | 'error'>;
}

/** Runs a chunk loader with a time-out and turns every failure into a classified ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, address = null, probe = probeChunk }: LoadChunkOptions = {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const where = address ?? 'unknown';
      reject(new ChunkLoadError({ chunkId: chunkIdFromAddress(where), type: 'timeout', address: where }));
    }, timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    if (isChunkLoadError(error)) throw error;
    const where = addressFromError(error) ?? address ?? 'unknown';
    const type = where === 'unknown' ? 'error' : await probe(where);
    throw new ChunkLoadError({ chunkId: chunkIdFromAddress(where), type, address: where });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address of the last script or stylesheet Vite's loader failed to fetch, from its documented
 * `vite:preloadError` event (dispatched on window for every failed dynamic import and preload).
 * Errors without an address (a Safari "Importing a module script failed.") are reported with it.
 */
let lastFailedAddress: string | null = null;

export const lastPreloadFailure = (): string | null => lastFailedAddress;

/** Listens for Vite's preload errors (once per window); main.tsx calls it before the router starts. */
export function watchPreloadErrors(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    lastFailedAddress = addressFromError((event as Event & { payload?: unknown }).payload) ?? lastFailedAddress;
  });
}

/**
 * Runs a dynamic import with the 120-second time-out (spec section 9) and the classified chunk
 * error; when the import's own error names no file, the address Vite's event named just before.
 */
export async function importChunk<T>(load: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  try {
    return await loadChunk(load, options);
  } catch (error) {
    const where = lastPreloadFailure();
    if (isChunkLoadError(error) && error.address === 'unknown' && where) {
      throw new ChunkLoadError({ chunkId: chunkIdFromAddress(where), type: error.type === 'timeout' ? 'timeout' : await probeChunk(where), address: where });
    }
    throw error;
  }
}

/** A route's dynamic import for React Router's `lazy`; the route error page shows its ChunkLoadError with a reload button. */
export const lazyRoute =
  (load: () => Promise<RouteModule>, options: LoadChunkOptions = {}) =>
  (): Promise<RouteModule> =>
    importChunk(load, options);
