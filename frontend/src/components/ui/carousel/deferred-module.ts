/**
 * A module that is fetched only when asked for, readable from a render: `read()` returns it once
 * loaded and otherwise suspends (throws a promise, as React.lazy does), so a Suspense boundary keeps
 * its server-rendered markup until `load()` is called and the module has arrived.
 */
export interface DeferredModule<T> {
  /** Starts the import (once, or again after a failure); resolves with the module. */
  load(): Promise<T>;
  /** The module; null if its import failed (render without it); or suspends until it settles. */
  read(): T | null;
}

export function deferredModule<T>(importer: () => Promise<T>): DeferredModule<T> {
  let state: { status: 'idle' | 'loading' } | { status: 'loaded'; module: T } | { status: 'failed' } = { status: 'idle' };
  let inFlight: Promise<T> | undefined;
  let settle: () => void = () => undefined;
  // What read() throws until the module has loaded or failed.
  let settled = new Promise<void>((resolve) => (settle = resolve));

  const load = (): Promise<T> => {
    if (state.status === 'loaded') return Promise.resolve(state.module);
    if (inFlight) return inFlight;
    if (state.status === 'failed') settled = new Promise<void>((resolve) => (settle = resolve));
    state = { status: 'loading' };
    inFlight = importer().then(
      (module) => {
        state = { status: 'loaded', module };
        inFlight = undefined;
        settle();
        return module;
      },
      (err: unknown) => {
        state = { status: 'failed' };
        inFlight = undefined;
        settle();
        throw err;
      },
    );
    return inFlight;
  };

  return {
    load,
    read() {
      if (state.status === 'loaded') return state.module;
      if (state.status === 'failed') return null;
      throw settled;
    },
  };
}
