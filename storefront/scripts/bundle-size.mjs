#!/usr/bin/env node
// Prints the JavaScript each page loads first (gzipped), from Vite's manifest, and fails the
// build when the landing page (/collections/all) needs more than the 200 KB budget of issue 6.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const BUDGET = 200 * 1024;
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;

/** Every JS file a chunk loads before it can run (itself and its static imports). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const base = closure(entry);
const routes = Object.keys(manifest).filter((k) => k.startsWith('src/routes/'));
const rows = routes.map((route) => {
  const files = [...new Set([...base, ...closure(route)])].map((k) => manifest[k].file);
  return {
    route: route.replace('src/routes/', '').replace('.tsx', ''),
    kb: files.reduce((n, f) => n + gz(f), 0) / 1024,
  };
});
rows.sort((a, b) => b.kb - a.kb);
console.log('First-load JavaScript per screen (gzipped):');
for (const r of rows) console.log(`  ${r.route.padEnd(20)} ${r.kb.toFixed(1).padStart(7)} KB`);
const landing = rows.find((r) => r.route === 'Collection');
console.log(
  `Landing page (/collections/all): ${landing.kb.toFixed(1)} KB of ${BUDGET / 1024} KB budget`,
);
if (landing.kb * 1024 > BUDGET) {
  console.error('The landing page is over its JavaScript budget.');
  process.exit(1);
}
