import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { REPO_ROOT } from '../src/index.js';

/**
 * The shape the code keeps (issue 13): typed payloads at every handler, statuses written in
 * one place per aggregate, small files, and services that never import one another.
 */

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];

/** Every TypeScript source file under `dir` (relative to the repository). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const entry of readdirSync(abs)) {
      const path = join(abs, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.ts') && !entry.endsWith('.d.ts')) out.push(path);
    }
  };
  walk(join(REPO_ROOT, dir));
  return out;
}
const serviceSources = SERVICES.flatMap((s) => sources(`services/${s}/src`));
const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
const where = (file: string, node: ts.Node) => {
  const sf = node.getSourceFile();
  return `${relative(REPO_ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

/** Nodes of `file` that `test` picks, as `path:line`. */
function find(file: string, test: (node: ts.Node) => boolean): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (test(node)) found.push(where(file, node));
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}

/** A method parameter typed `unknown` (the payload of a call or request, untyped). */
const unknownParameter = (node: ts.Node) =>
  ts.isParameter(node) &&
  ts.isMethodDeclaration(node.parent) &&
  node.type?.kind === ts.SyntaxKind.UnknownKeyword;

/** TypeORM calls that write what they are given. */
const WRITES = new Set(['update', 'insert', 'save', 'create', 'upsert', 'values', 'set']);

/** The call an object literal is given to, through any enclosing object literals. */
function receivingCall(node: ts.Node): ts.CallExpression | undefined {
  let n = node.parent;
  while (n && (ts.isObjectLiteralExpression(n) || ts.isPropertyAssignment(n))) n = n.parent;
  return n && ts.isCallExpression(n) ? n : undefined;
}

/**
 * A status written with a literal: `{ status: 'paid' }` given to a write (`update`, `insert`,
 * `values`…), `x.status = 'paid'`, or SQL that sets or inserts one.
 */
function statusWrite(node: ts.Node): boolean {
  if (
    ts.isPropertyAssignment(node) &&
    node.name.getText() === 'status' &&
    ts.isStringLiteralLike(node.initializer)
  ) {
    const call = receivingCall(node);
    const callee =
      call && ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : '';
    return WRITES.has(callee);
  }
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    /\.status$/.test(node.left.getText()) &&
    ts.isStringLiteralLike(node.right)
  ) {
    return true;
  }
  return (
    (ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node)) &&
    /\b(SET\b[^;]*\bstatus\s*=|INSERT\s+INTO\s+\w+\s*\([^)]*\bstatus\b)/i.test(node.getText())
  );
}

describe('the code’s shape', () => {
  it('no controller or service method takes an `unknown` payload', () => {
    const files = [...serviceSources, ...sources('gateway/src')].filter((f) =>
      /\.(controller|service|rpc|handler)\.ts$/.test(f),
    );
    assert.ok(files.length > 20, `found the controllers and services (${files.length})`);
    assert.deepEqual(
      files.flatMap((f) => find(f, unknownParameter)),
      [],
    );
  });

  it('finds an `unknown` payload where there is one (the check itself)', () => {
    const probe = ts.createSourceFile(
      'probe.controller.ts',
      'class C { @Handles(X) get(p: unknown) { return p; } }',
      ts.ScriptTarget.ES2022,
      true,
    );
    let hits = 0;
    const visit = (n: ts.Node) => {
      if (unknownParameter(n)) hits++;
      ts.forEachChild(n, visit);
    };
    visit(probe);
    assert.equal(hits, 1);
  });

  it('writes a status only in a transitions file', () => {
    const outside = serviceSources.filter(
      (f) => !f.endsWith('.transitions.ts') && !f.includes('/migrations/'),
    );
    assert.deepEqual(
      outside.flatMap((f) => find(f, statusWrite)),
      [],
    );
    // … and each transitions file does write one (the check sees writes where they are)
    const transitions = serviceSources.filter((f) => f.endsWith('.transitions.ts'));
    assert.deepEqual(transitions.map((f) => relative(REPO_ROOT, f)).sort(), [
      'services/catalog/src/stock/stock-reservation.transitions.ts',
      'services/checkout/src/checkouts/checkout.transitions.ts',
      'services/checkout/src/coupons/redemption.transitions.ts',
      'services/checkout/src/payments/refund.transitions.ts',
      'services/fulfilment/src/claims/claim.transitions.ts',
      'services/fulfilment/src/shipments/shipment.transitions.ts',
      'services/notifications/src/messages/message.transitions.ts',
      'services/orders/src/orders/order.transitions.ts',
      'services/orders/src/reviews/review.transitions.ts',
      'services/users/src/privacy/erasure.transitions.ts',
    ]);
  });

  it('sees a status written in SQL, in an object or by assignment (the check itself)', () => {
    const probe = ts.createSourceFile(
      'probe.ts',
      [
        "m.query(`UPDATE checkouts SET status = 'paid' WHERE id = $1`);",
        "m.query('INSERT INTO orders (id, status) VALUES ($1, $2)');",
        "m.update(OrderEntity, { id }, { status: 'Shipped' });",
        "c.status = 'expired';",
        "m.find(CheckoutEntity, { where: { status: 'payment_pending' } });",
        "return { status: 'duplicate' };",
        "qb.insert().into(RefundEntity).values({ orderId, status: 'requested' });",
        "if (c.status === 'paid') return;",
      ].join('\n'),
      ts.ScriptTarget.ES2022,
      true,
    );
    const hits: number[] = [];
    const visit = (n: ts.Node) => {
      if (statusWrite(n)) hits.push(probe.getLineAndCharacterOfPosition(n.getStart()).line + 1);
      ts.forEachChild(n, visit);
    };
    visit(probe);
    assert.deepEqual(hits, [1, 2, 3, 4, 7], 'writes found; reads, answers, comparisons not');
  });

  it('keeps every service source file under 250 lines', () => {
    const long = serviceSources
      .map((f) => [relative(REPO_ROOT, f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 250);
    assert.deepEqual(long, []);
  });

  it('refuses, in lint, a service importing another service, by name or by path', async () => {
    const eslint = new ESLint({ cwd: REPO_ROOT });
    const code = [
      "import { CartsService } from '@arogya/cart';",
      "import { x } from '../../../checkout/src/config.js';",
      "import { toOrderView } from './orders/order.view.js';",
      'export const all = [CartsService, x, toOrderView];',
      '',
    ].join('\n');
    const [result] = await eslint.lintText(code, {
      filePath: join(REPO_ROOT, 'services/orders/src/probe.ts'),
    });
    const refused = result!.messages
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.line);
    assert.deepEqual(refused, [1, 2], 'the other services refused, its own file allowed');
    const [fromPackage] = await eslint.lintText("export { x } from '@arogya/checkout';\n", {
      filePath: join(REPO_ROOT, 'packages/platform/src/probe.ts'),
    });
    assert.equal(
      fromPackage!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length,
      1,
    );
  });

  it('refuses, in lint, an import cycle: a module reaching itself through relative imports (issue 27)', async () => {
    // real files (the rule reads what they import), in a folder of the repository that the
    // repository's own lint configuration covers
    const dir = join(REPO_ROOT, 'packages/testing', `cycle-probe-${process.pid}`);
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(join(dir, 'a.ts'), "import { B } from './b.js';\nexport const A = B + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { C } from './c.js';\nexport const B = C + 1;\n");
      writeFileSync(join(dir, 'c.ts'), "import { A } from './a.js';\nexport const C = A + 1;\n");
      // a type-only import vanishes from the built code: no cycle
      writeFileSync(join(dir, 'd.ts'), "import type { E } from './e.js';\nexport type D = E;\n");
      writeFileSync(join(dir, 'e.ts'), "import type { D } from './d.js';\nexport type E = D;\n");
      const eslint = new ESLint({ cwd: REPO_ROOT });
      const results = await eslint.lintFiles([join(dir, '*.ts')]);
      const cycles = results.map((r) => [
        relative(dir, r.filePath),
        r.messages.filter((m) => m.ruleId === 'arogya/no-import-cycle').map((m) => m.message),
      ]);
      assert.deepEqual(cycles, [
        [
          'a.ts',
          [
            `Import cycle: ${rel(dir, 'a')} → ${rel(dir, 'b')} → ${rel(dir, 'c')} → ${rel(dir, 'a')}`,
          ],
        ],
        [
          'b.ts',
          [
            `Import cycle: ${rel(dir, 'b')} → ${rel(dir, 'c')} → ${rel(dir, 'a')} → ${rel(dir, 'b')}`,
          ],
        ],
        [
          'c.ts',
          [
            `Import cycle: ${rel(dir, 'c')} → ${rel(dir, 'a')} → ${rel(dir, 'b')} → ${rel(dir, 'c')}`,
          ],
        ],
        ['d.ts', []],
        ['e.ts', []],
      ]);
      assert.ok(
        results.every((r) => r.errorCount === r.messages.length),
        'errors, not warnings',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('makes checkout six modules that import one way: checkouts ← payments, coupons; the delivery promise apart (issue 27); cash on delivery’s decision and the buy-x-get-y offers below checkouts (issue 32)', () => {
    const src = join(REPO_ROOT, 'services/checkout/src');
    const MODULES = ['checkouts', 'payments', 'coupons', 'serviceability', 'cod', 'offers'];
    /** The other modules each module's files import. */
    const imported = Object.fromEntries(
      MODULES.map((m) => {
        const seen = new Set<string>();
        for (const file of sources(`services/checkout/src/${m}`))
          for (const [, other] of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g))
            if (other !== 'migrations') seen.add(other!);
        return [m, [...seen].sort()];
      }),
    );
    assert.deepEqual(imported, {
      checkouts: ['cod', 'offers', 'serviceability'],
      payments: ['checkouts'],
      coupons: ['checkouts'],
      serviceability: [],
      cod: ['serviceability'],
      offers: [],
    });
    // each is a Nest module that imports what its files do, and the service is the six
    for (const m of MODULES)
      assert.ok(statSync(join(src, m, `${m}.module.ts`)).isFile(), `${m}/${m}.module.ts`);
    const app = readFileSync(join(src, 'app.module.ts'), 'utf8');
    for (const name of [
      'CheckoutsModule',
      'PaymentsModule',
      'CouponsModule',
      'ServiceabilityModule',
      'CodModule',
      'OffersModule',
    ])
      assert.match(app, new RegExp(`\\b${name}\\b`), `AppModule imports ${name}`);
    assert.doesNotMatch(app, /providers:/, 'AppModule provides nothing itself');
    assert.ok(!readdirSync(src).includes('jobs'), 'jobs live with their feature');
  });

  it('has one error that crosses a boundary, ShopError; every other error class stays inside (issue 27)', () => {
    /** The error classes of the shop's code, and why each never reaches a caller as itself. */
    const INSIDE: Record<string, string> = {
      ShopError: 'the one that crosses: parse, handler, NATS and HTTP answers',
      ConfigError: 'stops a process at start, before it answers anything',
      RazorpayFailure:
        "a Razorpay call's failure, classified; answered as a ShopError (failureAnswer)",
      UnknownProducts: 'the cart asks the catalog again, then answers a ShopError',
      CourierError:
        "a courier's call that failed, refused or unavailable (issue 33); fulfilment answers a ShopError or retries its job",
    };
    const found = [
      ...serviceSources,
      ...sources('gateway/src'),
      ...sources('packages/contracts/src'),
      ...sources('packages/platform/src'),
    ].flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/class (\w+) extends Error\b/g)].map((m) => m[1]!),
    );
    assert.deepEqual([...new Set(found)].sort(), Object.keys(INSIDE).sort());
    assert.ok(!/\bclass RpcError\b|\bclass InvalidRequest\b/.test(found.join(' ')));
  });
});

/** A probe file's path as the rule names it (relative to the repository). */
const rel = (dir: string, name: string) => relative(REPO_ROOT, join(dir, `${name}.ts`));
