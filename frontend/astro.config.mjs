// The public site (docs/decisions/rendering.md, RL1): Astro renders every public page to HTML; pages
// are prerendered unless they read content-service (`export const prerender = false`), which the
// node adapter's standalone server (dist/server/entry.mjs) renders on request. No page hydrates
// React: pages include small enhancement modules (src/enhance) with a `<script>` tag.
// The admin SPA (/admin, /login, /preview) is a separate Vite build (vite.config.ts); see
// scripts/build-frontend.mjs.
import { fileURLToPath, URL } from 'node:url';
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';

const fromHere = (path) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The origin of canonical URLs; scripts/build-frontend.mjs passes SITE_URL (scripts/lib/site-url.mjs).
  site: process.env.SITE_URL || 'http://localhost:8080',
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  trailingSlash: 'never',
  // CSS inline in each page: the first paint needs no stylesheet request (CSP allows inline styles).
  build: { format: 'directory', assets: 'static/js', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  vite: {
    resolve: {
      alias: [
        { find: /^@site\/contracts\/(.+)$/, replacement: fromHere('../packages/contracts/src/') + '$1.ts' },
        { find: /^@site\/contracts$/, replacement: fromHere('../packages/contracts/src/index.ts') },
        { find: /^@\//, replacement: fromHere('./src/') },
      ],
    },
    // Never inline a script (or any asset) into the HTML: the CSP allows scripts from this origin only.
    build: { assetsInlineLimit: 0, sourcemap: false },
    // The shared code reads VITE_SITE_URL and VITE_API_BASE (config/env.ts), as in the admin build.
    envPrefix: ['PUBLIC_', 'VITE_'],
    ssr: { noExternal: ['swiper'] },
    // The pages render React on the server themselves (src/site/render-route.tsx); no Astro renderer
    // and no island: .tsx is compiled with React's automatic runtime.
    esbuild: { jsx: 'automatic', jsxImportSource: 'react' },
  },
});
