// The rendered overlays and small helpers the k8s tests share.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseManifests, render, type K8sObject } from '../src/validate.js';

/** A path under k8s/ (the tests run from k8s/dist/test/). */
export const k8sDir = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const rendered = new Map<string, K8sObject[]>();

/**
 * A fresh copy of an overlay (or of the base, which is not applied on its own), rendered once
 * per test file (kubectl missing: it says so).
 */
export function overlay(name: 'dev' | 'prod' | 'base'): K8sObject[] {
  if (!rendered.has(name)) {
    const dir = k8sDir(name === 'base' ? 'base' : `overlays/${name}`);
    rendered.set(name, parseManifests(render(dir), dir));
  }
  return structuredClone(rendered.get(name)!);
}

/** An overlay with components added, as an SRE's own overlay would add them. */
export function withComponents(name: 'dev' | 'prod', components: string[]): K8sObject[] {
  const dir = mkdtempSync(join(tmpdir(), 'arogya-components-'));
  try {
    // kustomize wants relative paths
    const rel = (path: string) => relative(dir, k8sDir(path));
    writeFileSync(
      join(dir, 'kustomization.yaml'),
      'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n' +
        `resources: [${rel(`overlays/${name}`)}]\n` +
        `components: [${components.map((c) => rel(`components/${c}`)).join(', ')}]\n`,
    );
    return parseManifests(render(dir), dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tests poke at rendered objects freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** Asserts that a checker found nothing, listing what it found otherwise. */
export const noProblems = (problems: string[]) =>
  assert.deepEqual(problems, [], `${problems.length} problems:\n  ${problems.join('\n  ')}`);

/** Asserts that `problems` (of a deliberately broken copy) include one matching `expected`. */
export function assertProblem(problems: string[], expected: RegExp) {
  assert.ok(
    problems.some((p) => expected.test(p)),
    `expected a problem matching ${expected}, got:\n  ${problems.join('\n  ') || '(none)'}`,
  );
}

/** The object `kind`/`name` of `objects` (failing the test when there is none). */
export function find(objects: K8sObject[], kind: string, name: string): Loose {
  const o = objects.find((x) => x.kind === kind && x.metadata.name === name);
  assert.ok(o, `${kind}/${name} is rendered`);
  return o;
}
