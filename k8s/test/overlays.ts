// The rendered overlays and small helpers the k8s tests share.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { parseManifests, render, type K8sObject } from '../src/validate.js';

/** A path under k8s/ (the tests run from k8s/dist/test/). */
export const k8sDir = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

const rendered = new Map<string, K8sObject[]>();

/** A fresh copy of an overlay, rendered once per test file (kubectl missing: it says so). */
export function overlay(name: 'dev' | 'prod'): K8sObject[] {
  if (!rendered.has(name)) {
    const dir = k8sDir(`overlays/${name}`);
    rendered.set(name, parseManifests(render(dir), dir));
  }
  return structuredClone(rendered.get(name)!);
}

/** The tests poke at rendered objects freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any;

/** The object `kind`/`name` of `objects` (failing the test when there is none). */
export function find(objects: K8sObject[], kind: string, name: string): Loose {
  const o = objects.find((x) => x.kind === kind && x.metadata.name === name);
  assert.ok(o, `${kind}/${name} is rendered`);
  return o;
}
