/** A small in-process cache with a time to live; `clear()` drops everything (after admin writes). */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** `until` (ms since the epoch) ends the entry earlier: when a scheduled item becomes public. */
  set(key: string, value: T, until?: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    const expires = this.now() + this.ttlMs;
    this.entries.set(key, { value, expires: until === undefined ? expires : Math.min(expires, until) });
  }

  /** Like getOrLoad, for a value that knows when it stops being true. */
  async getOrLoadUntil(key: string, load: () => Promise<{ value: T; until?: number }>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const { value, until } = await load();
    this.set(key, value, until);
    return value;
  }

  /** Seconds until the entry at `key` ends (for Cache-Control), at most the time to live. */
  secondsLeft(key: string): number {
    const entry = this.entries.get(key);
    return Math.max(0, Math.floor(((entry?.expires ?? this.now() + this.ttlMs) - this.now()) / 1000));
  }

  /** The cached value, or the one `load` makes (concurrent misses each load; fine at this scale). */
  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    this.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
