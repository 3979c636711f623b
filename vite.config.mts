import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const page = (name: string) => fileURLToPath(new URL(`./renderer/${name}`, import.meta.url));

// The renderer bundle, identical for Electron (app:// protocol) and the browser host.
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    // the desktop window's Chromium, and the phones' browsers that open the seat page
    target: ['chrome120', 'safari16', 'firefox115'],
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // the app, and the seat page the LAN table serves to phones (renderer/seat/)
    rollupOptions: { input: { main: page('index.html'), seat: page('seat.html') } },
  },
  server: { host: '127.0.0.1' },
});
