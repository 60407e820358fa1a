import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Chunks live under static/js (the spec's script path); the gateway and nginx cache them for a year.
// `vite build --ssr src/entry-server.tsx --outDir build-ssr` (scripts/prerender.mjs) makes the server
// render: one self-contained CommonJS file, so the gateway can require it without the frontend's
// node_modules. The client build writes a manifest the prerender reads for per-route preloads.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^@site\/contracts\/(.+)$/, replacement: fileURLToPath(new URL('../packages/contracts/src/', import.meta.url)) + '$1.ts' },
      { find: /^@site\/contracts$/, replacement: fileURLToPath(new URL('../packages/contracts/src/index.ts', import.meta.url)) },
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  build: {
    outDir: isSsrBuild ? 'build-ssr' : 'build',
    assetsDir: 'static',
    sourcemap: false,
    manifest: !isSsrBuild,
    rollupOptions: {
      // boot.ts is the script of server-rendered pages (entry-server swaps it in); index.html keeps main.tsx.
      ...(isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: fileURLToPath(new URL('./src/boot.ts', import.meta.url)) } }),
      output: {
        ...(isSsrBuild
          ? { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' }
          : { entryFileNames: 'static/js/[name]-[hash].js', chunkFileNames: 'static/js/[name]-[hash].js' }),
        // The same asset names in both builds, so server-rendered image URLs match the client's.
        assetFileNames: (asset) =>
          (asset.names?.[0] ?? '').endsWith('.css') ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/blogs', '/blog', '/api', '/send-contact-form-main', '/send-contact-form-usa', '/send-newsletter', '/job-opportunity-form', '/media'].map((p) => [
        p,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
}));
