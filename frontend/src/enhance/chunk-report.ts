/**
 * The spec's chunk-failure report on public pages, "Loading chunk {id} failed." with the address:
 * for an enhancement's dynamic import that fails (Vite dispatches `vite:preloadError` on window) and
 * for a page script that does not arrive (its element's `error` event, seen while capturing; this
 * script is the page's first, so it listens before the others run). The page itself keeps working:
 * everything on it works without its scripts.
 */
import { MESSAGES } from '@site/contracts/messages';
import { addressFromError, chunkIdFromAddress } from '@/app/chunk-load';

const report = (address: string): void => console.error(MESSAGES.chunkLoadFailed(chunkIdFromAddress(address)), address);

window.addEventListener('vite:preloadError', (event) => {
  report(addressFromError((event as Event & { payload?: unknown }).payload) ?? 'unknown');
});

window.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src) report(event.target.src);
  },
  true,
);
