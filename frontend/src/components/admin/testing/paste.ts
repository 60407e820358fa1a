import { act } from '@testing-library/react';

/**
 * A paste as a browser delivers it (the clipboard's HTML and plain text), for the rich-text editor:
 * jsdom has no DataTransfer, so the event carries a stand-in with the same reading methods.
 */
export function pasteInto(target: HTMLElement, html: string | null, text = (html ?? '').replace(/<[^>]+>/g, '')): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  const types = html === null ? ['text/plain'] : ['text/html', 'text/plain'];
  Object.defineProperty(event, 'clipboardData', {
    value: { getData: (type: string) => (type === 'text/html' ? (html ?? '') : type === 'text/plain' ? text : ''), types, files: [], items: [] },
  });
  act(() => {
    target.dispatchEvent(event);
  });
}
