const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** A small, self-contained page (no external assets) for the newsletter confirm/unsubscribe links. */
export function newsletterPage(options: { title: string; message: string; homeUrl: string }): string {
  const title = escapeHtml(options.title);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Northwire Integration</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0b1f3a;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0b1f3a; }
  main { background: #fff; max-width: 28rem; margin: 1rem; padding: 2rem; border-radius: 12px;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25); text-align: center; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0 0 1.5rem; }
  a { display: inline-block; background: #1565c0; color: #fff; padding: 0.6rem 1.2rem; border-radius: 6px;
    text-decoration: none; font-weight: 600; }
  a:focus-visible { outline: 3px solid #ffb300; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(options.message)}</p>
<a href="${escapeHtml(options.homeUrl)}">Back to Northwire Integration</a>
</main>
</body>
</html>`;
}
