import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Chunks live under static/js (the spec's script path); the gateway and nginx cache them for a year.
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
    outDir: 'build',
    assetsDir: 'static',
    sourcemap: false,
    rollupOptions: {
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
    proxy: Object.fromEntries(
      ['/blogs', '/blog', '/api', '/send-contact-form-main', '/send-contact-form-usa', '/send-newsletter', '/job-opportunity-form', '/media'].map((p) => [
        p,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
});
