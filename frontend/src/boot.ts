/**
 * The script of server-rendered pages (prerendered and gateway-rendered; the SPA shell loads
 * main.tsx directly). The page is already complete HTML, so the app's JavaScript waits for the
 * window's load event: on a slow mobile link the document, its styles and the first screen's images
 * get the bandwidth first (the largest paint is not delayed by 150 KB of scripts), then the app
 * hydrates. Links work as plain links until then.
 */
const start = (): void => {
  void import('./main');
};

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
