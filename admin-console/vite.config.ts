import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Served by the gateway under /admin; `npm run dev` proxies the API to a shop on :8080.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/images': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
    },
  },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 2000 },
});
