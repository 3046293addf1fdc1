/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const backend = 'http://127.0.0.1:8080';

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the build, once, at
 * the best settings; the server sends the smallest one the browser accepts (actix-files'
 * `try_compressed`), so no request pays for compression.
 */
function precompressAssets(): Plugin {
  return {
    name: 'quad-precompress-assets',
    apply: 'build',
    writeBundle(options) {
      const assets = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(assets)) {
        const path = join(assets, name);
        if (!/\.(js|css|svg|json|txt)$/.test(name) || statSync(path).size < 1024) continue;
        const bytes = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/media': { target: backend, changeOrigin: false },
    },
  },
  build: {
    // The server's CSP forbids inline scripts; Vite emits none, and this keeps tiny assets as files.
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json, read by scripts/check-bundle-size.js (the server never serves dot-folders).
    manifest: true,
    // Every browser the app supports preloads modules natively; the polyfill would only cost bytes.
    modulePreload: { polyfill: false },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
  },
});
