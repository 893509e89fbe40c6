import { REPO_ROOT } from '@arogya/testing';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

/**
 * A changed reply type must break the build of everyone who calls it and of the service that
 * answers it. These tests compile the real gateway controller and the real checkout service
 * controller against `@arogya/contracts` as built, once as it is and once with the reply of
 * `CheckoutCalls.get` changed in its declaration (as if someone edited the call), and read
 * the type errors.
 */

const CALL_DECLARATIONS = join(REPO_ROOT, 'packages/contracts/dist/src/rpc/checkout.d.ts');
const CALLERS = [
  join(REPO_ROOT, 'gateway/src/checkout/checkout.controller.ts'),
  join(REPO_ROOT, 'services/checkout/src/checkouts/checkouts.rpc.ts'),
];

/** `CheckoutCalls.get` as declared, and the same call answering an order instead. */
function changeReplyOfGet(declarations: string): string {
  const get = /(readonly get: import\("\.\/define\.js"\)\.RpcDefinition<\{[^}]*\}, )CheckoutView>/;
  assert.match(declarations, get, 'the declaration of CheckoutCalls.get is where it was');
  return `import type { OrderView } from '../orders.js';\n${declarations.replace(get, '$1OrderView>')}`;
}

/** The type errors of compiling `CALLERS`, with `checkout.d.ts` rewritten by `edit`. */
function typeErrors(edit: (text: string) => string = (t) => t): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    strict: true,
    experimentalDecorators: true,
    emitDecoratorMetadata: true,
    useDefineForClassFields: false,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) =>
    file === CALL_DECLARATIONS ? edit(readFileSync(file, 'utf8')) : readFile(file);
  const program = ts.createProgram(CALLERS, options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const where = d.file ? relative(REPO_ROOT, d.file.fileName) : '(program)';
      return `${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
}

describe('a call’s reply type is checked at both ends', () => {
  it('the callers and the handler compile against the calls as they are', () => {
    assert.deepEqual(typeErrors(), []);
  });

  it('changing the reply of CheckoutCalls.get breaks the gateway that calls it and the service that answers it', () => {
    const errors = typeErrors(changeReplyOfGet);
    const gateway = errors.filter((e) =>
      e.startsWith('gateway/src/checkout/checkout.controller.ts'),
    );
    const service = errors.filter((e) =>
      e.startsWith('services/checkout/src/checkouts/checkouts.rpc.ts'),
    );
    assert.ok(
      gateway.some((e) => /TS2322 .*OrderView.* is not assignable to .*CheckoutView/.test(e)),
      `the gateway's GET /api/checkout/:id no longer compiles:\n${errors.join('\n')}`,
    );
    assert.ok(
      service.some((e) => /TS2(322|345) /.test(e) && /CheckoutView/.test(e) && /OrderView/.test(e)),
      `the checkout service's handler of CheckoutCalls.get no longer compiles:\n${errors.join('\n')}`,
    );
  });
});
