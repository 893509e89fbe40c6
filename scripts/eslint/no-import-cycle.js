// ESLint rule `arogya/no-import-cycle`: a module may not reach itself through the relative
// imports of its package (issue 27: a newcomer reads a folder one way, from the top down; a
// cycle — two files needing each other, often for one constant — breaks that, and with ES
// modules it can also leave one of them undefined at start-up). Type-only imports
// (`import type …`, `export type … from`) do not count: they vanish from the built code.
// Each file's imports are read once per lint run (a cache keyed by path and mtime).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const IMPORT_RE =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** @type {Map<string, { mtimeMs: number, deps: string[] }>} */
const cache = new Map();

/** The file a relative specifier names (`./x.js` is `./x.ts` in the sources), or undefined. */
function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((c) => {
    try {
      return statSync(c).isFile();
    } catch {
      return false;
    }
  });
}

/** The files `file` imports for their values (relative imports only). */
function depsOf(file) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.deps;
  const text = readFileSync(file, 'utf8');
  const deps = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    if (m[1]) continue; // import type / export type
    const target = resolve(file, m[2]);
    if (target) deps.push(target);
  }
  cache.set(file, { mtimeMs, deps });
  return deps;
}

/** A path of imports from `start` back to `start`, or undefined (depth-first, each file once). */
function cycleFrom(start, first) {
  const seen = new Set([first]);
  const stack = [[first, [start, first]]];
  while (stack.length) {
    const [file, trail] = stack.pop();
    for (const dep of depsOf(file)) {
      if (dep === start) return [...trail, start];
      if (seen.has(dep)) continue;
      seen.add(dep);
      stack.push([dep, [...trail, dep]]);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module reaches itself through relative imports' },
    schema: [],
    messages: { cycle: 'Import cycle: {{ path }}' },
  },
  create(context) {
    const file = context.filename;
    const root = context.cwd;
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (!node.source || typeof node.source.value !== 'string') return;
        if (!node.source.value.startsWith('.')) return;
        if (node.importKind === 'type' || node.exportKind === 'type') return;
        const target = resolve(file, node.source.value);
        if (!target) return;
        const cycle = target === file ? [file, file] : cycleFrom(file, target);
        if (!cycle) return;
        const shown = cycle.map((f) => path.relative(root, f)).join(' → ');
        context.report({ node: node.source, messageId: 'cycle', data: { path: shown } });
      },
    };
  },
};

/** The repository's own ESLint rules, as a plugin (`arogya/…`). */
export default { rules: { 'no-import-cycle': noImportCycle } };
