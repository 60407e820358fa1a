// The small self-contained pages forms-service answers a browser with (form results, field errors,
// newsletter confirm/unsubscribe): no external assets, noindex, the site's colours.
import { COMPANY, escapeHtml } from '@site/contracts';

/** The label of every page's way back to the site. */
export const BACK_TO_SITE = `Back to ${escapeHtml(COMPANY.brand)}`;

/** A whole page: `title` in the tab, `body` (already escaped HTML) in a card on the brand's navy. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(COMPANY.brand)}</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b1f3a;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0b1f3a; }
  main { background: #fff; width: min(36rem, calc(100% - 2rem)); box-sizing: border-box; margin: 1rem; padding: 2rem;
    border-radius: 12px; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25); }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.5; }
  label { display: grid; gap: 0.3rem; margin: 0 0 1rem; font-weight: 600; }
  input, select, textarea { font: inherit; padding: 0.5rem; border: 1px solid #5f6b7a; border-radius: 6px; }
  textarea { min-height: 8rem; }
  .error { color: #b00020; font-weight: 600; }
  .summary { border: 3px solid #b00020; padding: 0.5rem 1rem; margin: 0 0 1rem; }
  .hp { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
  .consent { font-size: 0.9rem; }
  button, .button { display: inline-block; background: #1565c0; color: #fff; padding: 0.6rem 1.2rem; border: 0;
    border-radius: 6px; text-decoration: none; font: inherit; font-weight: 600; cursor: pointer; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
    outline: 3px solid #ffb300; outline-offset: 2px; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}
