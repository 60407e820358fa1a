/**
 * The spec's chunk-failure report on public pages: an enhancement's dynamic import that fails (Vite
 * dispatches `vite:preloadError` on window) is logged as "Loading chunk {id} failed." with its
 * address. The page itself keeps working: everything on it works without its scripts.
 */
import { MESSAGES } from '@site/contracts/messages';
import { addressFromError, chunkIdFromAddress } from '@/app/chunk-load';

window.addEventListener('vite:preloadError', (event) => {
  const address = addressFromError((event as Event & { payload?: unknown }).payload) ?? 'unknown';
  console.error(MESSAGES.chunkLoadFailed(chunkIdFromAddress(address)), address);
});
