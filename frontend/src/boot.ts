/**
 * The script of server-rendered pages (prerendered and gateway-rendered; the SPA shell loads
 * main.tsx directly). The page is already complete HTML: only its islands need JavaScript
 * (app/hydrate-islands.ts), and they wait for the window's load event, so on a slow mobile link
 * the document, its styles and the first screen's images get the bandwidth first. Links work as
 * plain links meanwhile. An image that never finishes must not keep the islands from starting:
 * after LOAD_WAIT_MS they start anyway.
 *
 * A server that answers a path with another page's file (a build without shell.html falls back to
 * index.html, the home page) gets the single-page app instead, which renders the right page.
 */

const LOAD_WAIT_MS = 3000;

let started = false;
const start = (): void => {
  if (started) return;
  started = true;
  // Error pages are not marked with a path; their islands (the header) hydrate all the same.
  const renderedFor = document.getElementById('root')?.dataset.prerendered;
  if (renderedFor === undefined || renderedFor === window.location.pathname)
    void import('./app/hydrate-islands').then(({ hydrateIslands }) => hydrateIslands());
  else void import('./main');
};

if (document.readyState === 'complete') start();
else {
  window.addEventListener('load', start, { once: true });
  setTimeout(start, LOAD_WAIT_MS);
}
