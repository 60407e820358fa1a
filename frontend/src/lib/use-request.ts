import { useCallback, useState } from 'react';

/**
 * Wraps a request for a component: `busy` while any call of it runs (the spec's "request" state,
 * shown as a spinner); the caller reads the outcome from the resolved value.
 */
export function useRequest<A extends unknown[], R>(run: (...args: A) => Promise<R>): [(...args: A) => Promise<R>, boolean] {
  const [inFlight, setInFlight] = useState(0);
  const start = useCallback(
    async (...args: A): Promise<R> => {
      setInFlight((n) => n + 1);
      try {
        return await run(...args);
      } finally {
        setInFlight((n) => n - 1);
      }
    },
    [run],
  );
  return [start, inFlight > 0];
}
