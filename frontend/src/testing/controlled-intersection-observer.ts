/** A stand-in for the browser's IntersectionObserver that a test triggers (jsdom has no layout). */
export class ControlledObserver {
  static instances: ControlledObserver[] = [];

  /** What the code under test asked to observe, in order. */
  readonly targets: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.targets.push(target);
  }
  unobserve(target: Element): void {
    this.targets.splice(this.targets.indexOf(target) >>> 0, 1);
  }
  disconnect(): void {
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The observed elements (or the given one) scroll into view. */
  enter(target?: Element): void {
    const entered = target ? [target] : this.targets.length > 0 ? [...this.targets] : [undefined];
    this.callback(
      entered.map((t) => ({ isIntersecting: true, target: t }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }

  /** Installs this class as window.IntersectionObserver; returns the function that restores the original. */
  static install(): () => void {
    const original = window.IntersectionObserver;
    ControlledObserver.instances = [];
    Object.assign(window, { IntersectionObserver: ControlledObserver });
    return () => Object.assign(window, { IntersectionObserver: original });
  }
}
