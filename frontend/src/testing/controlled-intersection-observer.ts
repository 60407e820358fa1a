/** A stand-in for the browser's IntersectionObserver that a test triggers (jsdom has no layout). */
export class ControlledObserver {
  static instances: ControlledObserver[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {
    ControlledObserver.instances.push(this);
  }

  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The observed element scrolls into view. */
  enter(): void {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }

  /** Installs this class as window.IntersectionObserver; returns the function that restores the original. */
  static install(): () => void {
    const original = window.IntersectionObserver;
    ControlledObserver.instances = [];
    Object.assign(window, { IntersectionObserver: ControlledObserver });
    return () => Object.assign(window, { IntersectionObserver: original });
  }
}
