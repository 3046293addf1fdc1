// The landing page's first-load JavaScript, gzip-ed, against its budget (issue 13). Builds nothing:
// run `npm run build` first. Usage: node scripts/check-bundle-size.js
//
// First load = the entry script and every chunk it imports statically (the modulepreloads of
// index.html), plus the landing route's chunk and its static imports (fetched together when the
// router loads the route). Sizes are gzip level 9 of the files in dist/, read through Vite's manifest.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const LANDING_ROUTE = 'src/app/routes/landing.tsx';
const dist = new URL('../dist/', import.meta.url);

let manifest;
try {
  manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
} catch (error) {
  console.error(`check-bundle-size: cannot read dist/.vite/manifest.json (run \`npm run build\` first): ${error.message}`);
  process.exit(1);
}

/** The manifest key of `start` and of every chunk it imports statically, transitively. */
function staticClosure(start, seen = new Set()) {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`check-bundle-size: ${start} is not in the manifest`);
  seen.add(start);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const firstLoad = staticClosure(LANDING_ROUTE, staticClosure(entry));

const files = [...firstLoad].map((key) => {
  const file = manifest[key].file;
  return { file, gzip: gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length };
});
files.sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
for (const { file, gzip } of files) console.log(`${kb(gzip).padStart(9)}  ${file}`);
console.log(`${kb(total).padStart(9)}  landing first-load JS, gzip (budget ${kb(BUDGET_BYTES)})`);

if (total > BUDGET_BYTES) {
  console.error(`check-bundle-size: the landing page's first-load JS is ${kb(total - BUDGET_BYTES)} over budget`);
  process.exit(1);
}
