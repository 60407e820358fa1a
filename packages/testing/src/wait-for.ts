export interface WaitForOptions {
  /** Give up after this long (ms); the error names `what` and the last value seen. */
  timeout?: number;
  /** Pause between two checks (ms). */
  interval?: number;
  /** What is awaited, for the timeout message. */
  what?: string;
}

/**
 * Checks `condition` until it returns a truthy value and resolves with it; a check that throws
 * counts as not yet. Rejects after `timeout` ms with the last value or error seen.
 */
export async function waitFor<T>(condition: () => T | Promise<T>, options: WaitForOptions = {}): Promise<NonNullable<T>> {
  const { timeout = 10_000, interval = 25, what = 'condition' } = options;
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      last = await condition();
      if (last) return last as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= deadline) {
      const seen = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`${what} not met within ${timeout} ms; last seen: ${seen}`);
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Reads `read()` until `ok(value)` holds and returns that value (waitFor for a value that can be falsy). */
export async function waitForValue<T>(read: () => Promise<T>, ok: (value: T) => boolean, options: WaitForOptions = {}): Promise<T> {
  let value: T | undefined;
  await waitFor(
    async () => {
      value = await read();
      if (!ok(value)) throw new Error(JSON.stringify(value));
      return true;
    },
    options,
  );
  return value as T;
}
