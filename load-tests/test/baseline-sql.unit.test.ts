// The bench's baseline runs its own copies of the services' statements, rules and answers
// (bench/baseline/*.ts), so that no service carries code for the bench. Its job is to run the
// same statements as the shop: this test reads the services' files as text (never importing
// them) and fails as soon as a copy is no longer the same code as the service's.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BASELINE = 'load-tests/bench/baseline';

/** A top-level declaration by name: a constant, a function, an interface or a type. */
type Declaration =
  ts.VariableStatement | ts.FunctionDeclaration | ts.InterfaceDeclaration | ts.TypeAliasDeclaration;

interface Parsed {
  file: string;
  source: ts.SourceFile;
  declarations: Map<string, Declaration>;
}

function parse(file: string, text = readFileSync(join(REPO_ROOT, file), 'utf8')): Parsed {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const declarations = new Map<string, Declaration>();
  for (const s of source.statements) {
    if (ts.isVariableStatement(s))
      for (const d of s.declarationList.declarations)
        if (ts.isIdentifier(d.name)) declarations.set(d.name.text, s);
    if (
      (ts.isFunctionDeclaration(s) ||
        ts.isInterfaceDeclaration(s) ||
        ts.isTypeAliasDeclaration(s)) &&
      s.name
    )
      declarations.set(s.name.text, s);
  }
  return { file, source, declarations };
}

/** Runs of whitespace as one space (in SQL text too: the statements' layout may differ). */
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a declaration does, to compare: a value's JavaScript without comments, types or the
 * `export` keyword (so the SQL template, its interpolations and every function body count, the
 * types the bench declares for itself do not); a type's text without comments or `export`.
 */
function canonical(d: Declaration, source: ts.SourceFile): string {
  const text = d.getText(source).replace(/^export\s+/, '');
  if (ts.isInterfaceDeclaration(d) || ts.isTypeAliasDeclaration(d)) {
    const printer = ts.createPrinter({ removeComments: true });
    const typeSource = ts.createSourceFile('t.ts', text, ts.ScriptTarget.ES2022, true);
    return squeeze(printer.printFile(typeSource));
  }
  const js = ts.transpileModule(text, {
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      removeComments: true,
    },
  }).outputText;
  return squeeze(js.replace(/^export \{\};\s*$/m, ''));
}

/** The names a `Pick<T, 'a' | 'b'>` type keeps, or an interface declares (sorted). */
function fieldNames(d: Declaration): string[] | undefined {
  if (ts.isInterfaceDeclaration(d)) return d.members.map((m) => m.name?.getText() ?? '').sort();
  if (
    ts.isTypeAliasDeclaration(d) &&
    ts.isTypeReferenceNode(d.type) &&
    d.type.typeName.getText() === 'Pick' &&
    d.type.typeArguments?.length === 2
  ) {
    const keys = d.type.typeArguments[1]!;
    const literals = ts.isUnionTypeNode(keys) ? keys.types : [keys];
    return literals
      .map((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? t.literal.text : '?'))
      .sort();
  }
  return undefined;
}

/** The service files a copy names in its header (the comments before its first statement). */
function mirrored(copy: Parsed): string[] {
  const first = copy.source.statements[0];
  const header = copy.source.text.slice(0, first ? first.getStart(copy.source) : undefined);
  return [...new Set(header.match(/services\/[\w./-]+\.ts/g) ?? [])];
}

const copies = readdirSync(join(REPO_ROOT, BASELINE))
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map((f) => parse(`${BASELINE}/${f}`));

/** For every declaration of `copy`, the service's declaration of the same name and its file. */
function pairs(copy: Parsed) {
  const services = mirrored(copy).map((f) => parse(f));
  return [...copy.declarations].map(([name, mine]) => {
    const found = services.filter((s) => s.declarations.has(name));
    assert.equal(
      found.length,
      1,
      `${copy.file}: ${name} must be declared in exactly one of the files its header names ` +
        `(${services.map((s) => s.file).join(', ')}), found in ${found.length}: the baseline ` +
        'holds copies of the services’ code and nothing else',
    );
    const service = found[0]!;
    return { name, mine, theirs: service.declarations.get(name)!, service, copy };
  });
}

describe('the bench baseline’s copies of the services’ SQL, rules and answers', () => {
  it('finds the copies, each naming the service files it copies, which exist', () => {
    assert.deepEqual(
      copies.map((c) => c.file.slice(BASELINE.length + 1)),
      ['cart-sql.ts', 'catalog-sql.ts', 'checkout-sql.ts'],
    );
    for (const copy of copies) {
      const files = mirrored(copy);
      assert.ok(files.length > 0, `${copy.file} names no service file in its header`);
      for (const f of files)
        assert.ok(
          existsSync(join(REPO_ROOT, f)),
          `${copy.file} copies ${f}, which is gone: find where its declarations went, name that ` +
            'file in the header instead',
        );
    }
  });

  for (const copy of copies)
    it(`keeps ${copy.file.slice(BASELINE.length + 1)} the same code as the services' files`, () => {
      const different: string[] = [];
      for (const { name, mine, theirs, service } of pairs(copy)) {
        // a type the service picks from its entity (which the bench cannot import): the bench's
        // interface names the same fields
        if (ts.isInterfaceDeclaration(mine) && ts.isTypeAliasDeclaration(theirs)) {
          const here = fieldNames(mine)!.join(', ');
          const there = fieldNames(theirs)?.join(', ') ?? 'not a Pick<…>';
          if (here !== there)
            different.push(`${name} (${service.file}): fields ${there} there, ${here} here`);
          continue;
        }
        const a = canonical(theirs, service.source);
        const b = canonical(mine, copy.source);
        if (a !== b) different.push(`${name} (${service.file}):\n  there: ${a}\n  here:  ${b}`);
      }
      assert.deepEqual(
        different,
        [],
        `${copy.file} is no longer what the shop runs: copy the service's text again`,
      );
    });

  it('compares what runs, and nothing but layout, comments and types is forgiven', () => {
    const service = parse(
      'services/x/src/x.sql.ts',
      [
        '/** Doc. */',
        'export const A = `SELECT a\n    FROM t WHERE id = $1`;',
        'export function f(x: Row): number {',
        '  return x.n + 1; // one more',
        '}',
        "export type S = Pick<Entity, 'b' | 'a'>;",
      ].join('\n'),
    );
    const same = parse(
      'copy.ts',
      [
        'const A = `SELECT a FROM t',
        '  WHERE id = $1`;',
        'export function f(x: { n: number }) {',
        '  return x.n + 1;',
        '}',
        'export interface S {',
        '  a: string;',
        '  b: number;',
        '}',
      ].join('\n'),
    );
    const changed = parse(
      'copy.ts',
      ['const A = `SELECT a FROM t WHERE id = $2`;', 'function f(x: Row) { return x.n + 2; }'].join(
        '\n',
      ),
    );
    const code = (p: Parsed, name: string) => canonical(p.declarations.get(name)!, p.source);
    assert.equal(code(same, 'A'), code(service, 'A'));
    assert.equal(code(same, 'f'), code(service, 'f'));
    assert.deepEqual(fieldNames(same.declarations.get('S')!), ['a', 'b']);
    assert.deepEqual(fieldNames(service.declarations.get('S')!), ['a', 'b']);
    assert.notEqual(code(changed, 'A'), code(service, 'A'));
    assert.notEqual(code(changed, 'f'), code(service, 'f'));
  });
});
