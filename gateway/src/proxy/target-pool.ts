/**
 * The instances of one service. Requests go round-robin over instances not seen failing in the last
 * few seconds (passive health); when every instance is marked down, all are tried again, so a
 * restarted service is picked up on the next request.
 */
export class TargetPool {
  private next = 0;
  private readonly downUntil = new Map<string, number>();

  constructor(
    readonly targets: readonly string[],
    private readonly ejectMs = 5000,
  ) {
    if (targets.length === 0) throw new Error('a service needs at least one URL');
  }

  pick(exclude: ReadonlySet<string> = new Set()): string | undefined {
    const now = Date.now();
    const candidates = this.targets.filter((t) => !exclude.has(t));
    if (candidates.length === 0) return undefined;
    const healthy = candidates.filter((t) => (this.downUntil.get(t) ?? 0) <= now);
    const from = healthy.length > 0 ? healthy : candidates;
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    return from[this.next % from.length];
  }

  markDown(target: string): void {
    this.downUntil.set(target, Date.now() + this.ejectMs);
  }
}
