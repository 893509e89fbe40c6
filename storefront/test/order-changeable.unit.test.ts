import type { OrderView } from '@arogya/contracts';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { before, describe, it } from 'node:test';
import ts from 'typescript';

/**
 * Issue 33: while an order's page offers to change or cancel it. The module is transpiled as it
 * is into dist-test (as claimable.unit.test.ts does), then asked.
 */
const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, '../../src/features/order-changes');
const out = join(here, '../order-changes-src');

interface ChangeableModule {
  changeableUntil(order: OrderView, now?: number): Date | null;
}
let m: ChangeableModule;

before(async () => {
  const js = ts.transpileModule(readFileSync(join(src, 'changeable.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023 },
  }).outputText;
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'changeable.js'), js);
  m = (await import(pathToFileURL(join(out, 'changeable.js')).href)) as ChangeableModule;
});

const PLACED = '2026-12-10T06:00:00.000Z';
const at = (minutes: number) => Date.parse(PLACED) + minutes * 60_000;
const order = (status: string) => ({ status, createdAt: PLACED }) as unknown as OrderView;

describe('changeableUntil (issue 33)', () => {
  it('offers a paid or a cash order until an hour after it was placed, and not a minute later', () => {
    for (const status of ['Processing', 'Awaiting confirmation']) {
      assert.equal(
        m.changeableUntil(order(status), at(0))?.toISOString(),
        '2026-12-10T07:00:00.000Z',
      );
      assert.equal(
        m.changeableUntil(order(status), at(60))?.toISOString(),
        '2026-12-10T07:00:00.000Z',
      );
      assert.equal(m.changeableUntil(order(status), at(61)), null, status);
    }
  });

  it('never offers an order that has shipped, been delivered or cancelled, even within the hour', () => {
    for (const status of ['Shipped', 'Delivered', 'Cancelled'])
      assert.equal(m.changeableUntil(order(status), at(5)), null, status);
  });
});
