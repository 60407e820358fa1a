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
  // ProseMirror (the admin's rich-text editor) measures selections; jsdom has no layout, so no rects.
  const noRects = (): DOMRectList => Object.assign([] as DOMRect[], { item: () => null }) as unknown as DOMRectList;
  const noRect = (): DOMRect => ({ x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0, toJSON: () => ({}) }) as DOMRect;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= noRect;
  document.elementFromPoint ??= () => null;
  // The editors bring a refused field into view before focusing it.
  Element.prototype.scrollIntoView ??= () => undefined;
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
