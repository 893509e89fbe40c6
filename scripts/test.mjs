#!/usr/bin/env node
// Runs every compiled test file (`<package>/dist/test/**/*.test.js`) with Node's test runner.
// `--unit` runs only unit tests (`*.unit.test.js`), which need no running services.
// First, scripts/test-setup.mjs makes sure the programs those tests drive are there (Chromium
// for the browser tests, kubectl for the k8s tests).
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MissingTool, prepareTools } from './test-setup.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const unitOnly = process.argv.includes('--unit');
const roots = [
  'packages',
  'services',
  'infra',
  'gateway',
  'load-tests',
  'storefront',
  'admin-console',
  'k8s',
];

function find(dir, out) {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) find(path, out);
    else if (/\.test\.js$/.test(entry) && /[\\/]dist(-test)?[\\/]test[\\/]/.test(path))
      out.push(path);
  }
  return out;
}

const files = roots
  .flatMap((r) => find(join(root, r), []))
  .filter((f) => !unitOnly || f.endsWith('.unit.test.js'))
  .sort();
if (files.length === 0) {
  console.error('No test files found: run `npm run build` first.');
  process.exit(1);
}
console.log(
  `Running ${files.length} test files:\n  ${files.map((f) => relative(root, f)).join('\n  ')}`,
);
let env;
try {
  env = {
    ...process.env,
    ...prepareTools({
      browser: files.some((f) => f.endsWith('.browser.test.js')),
      kubernetes: files.some((f) => relative(root, f).startsWith('k8s')),
    }),
  };
} catch (err) {
  if (!(err instanceof MissingTool)) throw err;
  console.error(`[test-setup] ${err.message}`);
  process.exit(1);
}
// Node applies the time-out to each file as a whole too: the console's browser files (every
// screen at two widths, axe on each) take up to ~230 s on a loaded 2-core machine (label facts,
// messages: seen at 233 s), so a file gets 7 minutes; a test that hangs still fails, only later.
const child = spawn(
  process.execPath,
  ['--test', '--test-concurrency=2', '--test-timeout=420000', '--test-reporter=spec', ...files],
  { stdio: 'inherit', cwd: root, env },
);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
