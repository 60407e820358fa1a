/**
 * The instances of one service. Requests go round-robin over the best instances there are:
 * 1. ready (its last /readyz answered 200, or not asked yet) and not seen refusing a connection in
 *    the last few seconds (passive health);
 * 2. else any not seen refusing (a draining instance still serves while it drains);
 * 3. else all of them, so a restarted service is picked up on the next request.
 */
export class TargetPool {
  private next = 0;
  private readonly downUntil = new Map<string, number>();
  private readonly notReady = new Set<string>();

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
    const up = candidates.filter((t) => (this.downUntil.get(t) ?? 0) <= now);
    const ready = up.filter((t) => !this.notReady.has(t));
    const from = ready.length > 0 ? ready : up.length > 0 ? up : candidates;
    this.next = (this.next + 1) % Number.MAX_SAFE_INTEGER;
    return from[this.next % from.length];
  }

  /** The instance refused or did not accept a connection: skip it for a few seconds. */
  markDown(target: string): void {
    this.downUntil.set(target, Date.now() + this.ejectMs);
  }

  /** The result of the instance's /readyz: 503 while it drains or starts, 200 when back. */
  setReady(target: string, ready: boolean): void {
    if (ready) {
      this.notReady.delete(target);
      this.downUntil.delete(target);
    } else {
      this.notReady.add(target);
    }
  }

  isReady(target: string): boolean {
    return !this.notReady.has(target);
  }
}
