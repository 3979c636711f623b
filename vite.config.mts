import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The renderer bundle, identical for Electron (app:// protocol) and the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome120',
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
  },
  server: { host: '127.0.0.1' },
});
