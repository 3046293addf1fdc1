// Writes dist/.prerendered/<page>.html: index.html with a page as a guest first sees it, for the
// pages people arrive at whose first screen needs no server data. The server sends that copy for
// the page's exact path (without a query), so it paints before the scripts have run; src/main.tsx
// hydrates it for a guest, and draws the app afresh for a signed-in person (whom index.html's
// inline script hides the guest's page from meanwhile). Each HTML file, index.html too, gets a
// brotli and a gzip copy.
// Run after `vite build`, from frontend/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { build } from 'vite';

/**
 * The pages, by path, and the file each is written to. A university's page (`/:slug`, drawn for a
 * made-up address) is its header and loading state, the same for every university until its data
 * comes; the server sends it for any address shaped like a university's (`_slug.html`).
 */
const PAGES = {
  '/': 'index.html',
  '/login': 'login.html',
  '/register': 'register.html',
  '/universities': 'universities.html',
  '/:slug': '_slug.html',
};

const out = join('node_modules', '.cache', 'quad-prerender');
await build({
  logLevel: 'warn',
  build: { ssr: 'src/prerender/render.tsx', outDir: out, emptyOutDir: true, manifest: false, copyPublicDir: false },
});
const { render } = await import(pathToFileURL(join(out, 'render.js')).href);

const template = readFileSync('dist/index.html', 'utf8');
const root = '<div id="root"></div>';
if (!template.includes(root)) throw new Error(`prerender: dist/index.html has no ${root}`);
const dir = join('dist', '.prerendered');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
/** Writes `html` to `path` with a brotli and a gzip copy beside it, which the server sends when the browser takes them. */
function writeHtml(path, html) {
  writeFileSync(path, html);
  writeFileSync(`${path}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(html, { level: 9 }));
}

writeHtml(join('dist', 'index.html'), template);
for (const [path, file] of Object.entries(PAGES)) {
  const html = await render(path.replace(':slug', 'a-university'));
  writeHtml(join(dir, file), template.replace(root, () => `<div id="root" data-prerendered="${path}">${html}</div>`));
}
console.log(`prerendered ${Object.keys(PAGES).join(', ')} into ${dir}`);
