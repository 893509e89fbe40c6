import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The modules of the first screen: libraries, the layout, the listing's parts, its texts. */
const SHELL =
  /[\\/](node_modules|src[\\/](components[\\/](layout|products|cart|icons|content)|hooks|lib|store|api|config|i18n[\\/](index|server-text|en[\\/](index|common|products|cart|pages|errors))))[\\/.]/;

// `npm run dev` proxies the API to a shop started with `npm start` (port 8080).
export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/images': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 400,
    rollupOptions: {
      output: {
        // What every page loads first (the libraries, the layout, the listing's parts, the
        // first screen's texts) as one chunk: split by default into some twenty files of 1–3
        // KB, which a phone on HTTP/1.1 fetches six at a time (Lighthouse: +0.4 s of FCP).
        codeSplitting: {
          groups: [{ name: 'shell', test: SHELL }],
        },
      },
    },
  },
});
