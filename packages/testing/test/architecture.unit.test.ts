import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { REPO_ROOT } from '../src/index.js';

/**
 * The shape the code keeps (issue 13): typed payloads at every handler, statuses written in
 * one place per aggregate, small files, and services that never import one another.
 */

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders'];

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
      'services/orders/src/orders/order.transitions.ts',
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
});
