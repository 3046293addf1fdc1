/// <reference types="vitest/config" />
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
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
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
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

/**
 * Writes dist/.vite/page-preloads.json: for each page of src/app/first-visit-pages.json, the chunks
 * its lazy route modules are in (with their static imports, for a university's page), beyond what
 * index.html loads already, as URLs. The server sends them as `Link: rel=modulepreload` headers with index.html.
 */
function pagePreloads(): Plugin {
  return {
    name: 'quad-page-preloads',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      /** The chunk holding `module` (a source path), wherever the bundler put it. */
      const chunkOf = (module: string) => {
        const id = fileURLToPath(new URL(module, `${pathToFileURL(process.cwd()).href}/`));
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (!chunk) throw new Error(`page-preloads: ${module} is in no chunk of the build`);
        return chunk.fileName;
      };
      /** `file` and every chunk it imports statically, transitively. */
      const closure = (file: string, seen: Set<string>): Set<string> => {
        if (!seen.has(file)) {
          seen.add(file);
          for (const imported of byFile.get(file)?.imports ?? []) closure(imported, seen);
        }
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-preloads: the build has no entry chunk');
      const loaded = closure(entry.fileName, new Set());
      const pages = JSON.parse(readFileSync('src/app/first-visit-pages.json', 'utf8')) as Record<string, unknown>;
      const preloads: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(pages)) {
        if (!Array.isArray(modules)) continue;
        // A page of one university shows its data only once its scripts have run: every chunk its
        // modules import downloads at once, not a round trip after the chunk importing it. The
        // other pages come drawn (scripts/prerender.js): only their modules' chunks, so that no
        // more share the connection with the stylesheet their first paint waits for.
        const files = new Set<string>();
        for (const module of modules as string[]) {
          if (path.includes(':')) closure(chunkOf(module), files);
          else files.add(chunkOf(module));
        }
        preloads[path] = [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      }
      const dir = join(options.dir ?? 'dist', '.vite');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'page-preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets(), pagePreloads()],
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
    rolldownOptions: {
      // Shared chunks by hash alone: the entry script carries every chunk's name in its preload
      // map, which the landing page's budget pays for (about 200 names).
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    css: false,
    // Vitest's default is one worker fewer than the cores, one on this 2-core machine: the tests
    // mostly wait (jsdom, timers), so two workers took the suite from about 290 s to 193 s here.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
