/**
 * The spec's chunk-failure report on public pages (section 8): "Loading chunk {id} failed." with the
 * failure type (timeout, missing, error) and the address, for every script a page loads:
 * - a page script that fails (its element's `error` event, seen while capturing: this script is the
 *   page's first, so it listens before the others run), `missing` when the server says the file is
 *   not there (404/410 or an HTML page), else `error`;
 * - a page script still not loaded 120 s after the page began (CHUNK_LOAD_TIMEOUT_MS): `timeout`;
 * - an enhancement's dynamic import, made through `importReported` (the same time-out and types).
 * The page itself keeps working: everything on it works without its scripts.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@site/contracts/limits';
import { ChunkLoadError, chunkIdFromAddress, importChunk, isChunkLoadError, probeChunk, watchPreloadErrors, type ChunkFailureType } from '@/app/chunk-load';

/** Logs a failure as webpack worded it, where the spec's message comes from: the message, then "(type: address)". */
export const reportChunkFailure = (failure: ChunkLoadError): void => console.error(`${failure.message}\n(${failure.type}: ${failure.address})`);

const failed = (type: ChunkFailureType, address: string) => new ChunkLoadError({ chunkId: chunkIdFromAddress(address), type, address });

/** Page scripts that have loaded or failed; one still in neither set at the time-out has timed out. */
const settled = new Set<string>();

/** A dynamic import whose failure is reported; it still rejects, so the caller keeps its plain HTML. */
export function importReported<T>(load: () => Promise<T>): Promise<T> {
  return importChunk(load).catch((error: unknown) => {
    if (isChunkLoadError(error)) reportChunkFailure(error);
    throw error;
  });
}

/** Starts watching the page's scripts; `timeoutMs` counts from the start of the page's navigation. */
export function watchPageScripts(timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): void {
  // `load` reaches the document while capturing (never the window).
  document.addEventListener(
    'load',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.src) settled.add(event.target.src);
    },
    true,
  );
  window.addEventListener(
    'error',
    (event) => {
      const script = event.target;
      if (!(script instanceof HTMLScriptElement) || !script.src || settled.has(script.src)) return;
      settled.add(script.src);
      void probeChunk(script.src).then((type) => reportChunkFailure(failed(type, script.src)));
    },
    true,
  );
  setTimeout(
    () => {
      document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => {
        // A script that arrived before this one listened has its resource timing entry.
        if (settled.has(script.src) || performance.getEntriesByName(script.src).length > 0) return;
        settled.add(script.src);
        reportChunkFailure(failed('timeout', script.src));
      });
    },
    Math.max(0, timeoutMs - performance.now()),
  );
}

watchPreloadErrors();
watchPageScripts();
