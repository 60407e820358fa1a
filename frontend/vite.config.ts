import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin single-page app (/admin, /login, /preview; React Router + Redux Toolkit): admin.html ->
// src/main.tsx. The public site is Astro's (astro.config.mjs). scripts/build-frontend.mjs runs this
// build first (into build-admin/, whose admin.html the site serves for those paths), then the site's,
// and copies build-admin/static next to the site's files. Chunks live under static/js (the spec's
// script path); nginx and the site server cache them for a year.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@site\/contracts\/(.+)$/, replacement: fileURLToPath(new URL('../packages/contracts/src/', import.meta.url)) + '$1.ts' },
      { find: /^@site\/contracts$/, replacement: fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'build-admin',
    emptyOutDir: true,
    assetsDir: 'static',
    sourcemap: false,
    rollupOptions: {
      input: { admin: fileURLToPath(new URL('./admin.html', import.meta.url)) },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: (asset) =>
          (asset.names?.[0] ?? '').endsWith('.css') ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
