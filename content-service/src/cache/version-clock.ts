/** The current token of each cached topic (`content.cache_versions`). */
export type TopicTokens = ReadonlyMap<string, string>;

/**
 * Reads the topic tokens for many concurrent requests with few queries. A caller gets tokens from a
 * query sent after it called, so any write committed before its request arrived is reflected (a
 * read after a write sees it, through any instance). Calls that arrive while a query is on its way
 * share the next one: at most one query runs and one waits, however many requests are in flight.
 */
export class VersionClock {
  private running: Promise<TopicTokens> | undefined;
  private waiting: Promise<TopicTokens> | undefined;

  constructor(private readonly readTokens: () => Promise<TopicTokens>) {}

  now(): Promise<TopicTokens> {
    if (!this.running) {
      const query = this.readTokens();
      this.running = query;
      const clear = (): void => {
        if (this.running === query) this.running = undefined;
      };
      query.then(clear, clear);
      return query;
    }
    // The running query may have been sent before this call: its answer could miss a write the
    // caller already saw acknowledged. Wait for it, then take part in the next one.
    this.waiting ??= this.running.then(
      () => this.startWaiting(),
      () => this.startWaiting(),
    );
    return this.waiting;
  }

  private startWaiting(): Promise<TopicTokens> {
    this.waiting = undefined;
    return this.now();
  }
}
