/**
 * The script of server-rendered pages (prerendered and gateway-rendered; the SPA shell loads
 * main.tsx directly). The page is already complete HTML, so the app's JavaScript waits for the
 * window's load event: on a slow mobile link the document, its styles and the first screen's images
 * get the bandwidth first (the largest paint is not delayed by 140 KB of scripts), then the app
 * hydrates. Links work as plain links until then. An image that never finishes must not keep the
 * app from starting: after LOAD_WAIT_MS it starts anyway.
 */
const LOAD_WAIT_MS = 3000;

let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
