// The public site (docs/decisions/rendering.md, RL1): Astro renders every public page to HTML; pages
// are prerendered unless they read content-service (`export const prerender = false`), which the
// node adapter's standalone server (dist/server/entry.mjs) renders on request. Pages use React
// components through @astrojs/react with no client directive, so they are HTML only and no page
// hydrates React: pages include small enhancement modules (src/enhance) with a `<script>` tag.
// The admin SPA (/admin, /login, /preview) is a separate Vite build (vite.config.ts); see
// scripts/build-frontend.mjs.
import { fileURLToPath, URL } from 'node:url';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig, passthroughImageService } from 'astro/config';

const fromHere = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The origin of canonical URLs; scripts/build-frontend.mjs passes SITE_URL (scripts/lib/site-url.mjs).
  site: process.env.SITE_URL || 'http://localhost:8080',
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'never',
  // CSS inline in each page: the first paint needs no stylesheet request (CSP allows inline styles).
  build: { format: 'directory', assets: 'static/js', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  // No page transforms images at request time (they are made at build time or uploaded as renditions):
  // without this, the server bundle carries Astro's sharp image endpoint, and sharp with it.
  image: { service: passthroughImageService() },
  // Astro's origin check compares a POST's Origin with the address the site sees, which behind nginx
  // and a TLS terminator is neither the public scheme nor port, so it would refuse every real post.
  // The site's only POST pages (the newsletter buttons, server/page-methods.ts) act on a signed token
  // in the form, which a cross-site page cannot forge; docs/decisions/forms.md F23.
  security: { checkOrigin: false },
  vite: {
    resolve: {
      alias: [
        { find: /^@site\/contracts\/(.+)$/, replacement: fromHere('../packages/contracts/src/') + '$1.ts' },
        { find: /^@site\/contracts$/, replacement: fromHere('../packages/contracts/src/index.ts') },
        // The kit's internal client alone, from source (web-platform globals only): the pages' calls
        // to the services (src/site/*-client.ts), without the rest of the kit in the server bundle.
        { find: /^@site\/service-kit\/internal-client$/, replacement: fromHere('../packages/service-kit/src/internal-client.ts') },
        { find: /^@\//, replacement: fromHere('./src/') },
      ],
    },
    // Never inline a script (or any asset) into the HTML: the CSP allows scripts from this origin only.
    build: { assetsInlineLimit: 0, sourcemap: false },
    // The shared code reads VITE_SITE_URL and VITE_API_BASE (config/env.ts), as in the admin build.
    envPrefix: ['PUBLIC_', 'VITE_'],
    // Bundled into the server output, not imported at run time: swiper (ESM only), and the runtime
    // dependencies of Astro's own code that a bare import from dist/server would resolve to another
    // version in this monorepo (the root copy of cookie, html-escaper or es-module-lexer belongs to
    // another package; Astro's are nested under node_modules/astro). Bundling resolves them from
    // Astro's files, at build time. deploy/check-imports.mjs fails the build when a new one appears.
    ssr: { noExternal: ['swiper', 'cookie', 'html-escaper', 'es-module-lexer'] },
  },
});
