import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router reads TextEncoder at import time; jsdom does not provide it.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Server-render tests (`@jest-environment node`: src/site) have no window.
if (typeof window !== 'undefined') {
  // jsdom has no layout or media engine; these stand in for the browser APIs our components call.
  window.scrollTo = () => undefined;
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;
  }
  if (!('IntersectionObserver' in window)) {
    class NoopObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() { return []; }
    }
    Object.assign(window, { IntersectionObserver: NoopObserver });
  }
}
