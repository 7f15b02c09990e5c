import { dirname } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const tamilFontFiles = `${dirname(require.resolve('@fontsource/noto-sans-tamil/package.json'))}/files`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@tamil-font': tamilFontFiles },
  },
  build: {
    target: 'es2022',
    // Fonts and images are served as files, never inlined into CSS or JS.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
