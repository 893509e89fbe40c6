/** Reading rendered Kubernetes objects, whose fields are unknown until checked. */
import type { K8sObject } from './validate.js';

/** A plain object (not null, not an array). */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` if it is an array, else empty. */
export const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `v` if it is a plain object, else empty. */
export const asRecord = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});

/** `Kind/name`, how problems name an object. */
export const idOf = (o: K8sObject) => `${o.kind}/${o.metadata?.name ?? '(no name)'}`;

/** Reads a nested field: `get(o, 'spec', 'template', 'spec')`. */
export function get(value: unknown, ...path: (string | number)[]): unknown {
  let v = value;
  for (const key of path) {
    if (Array.isArray(v) && typeof key === 'number') v = v[key];
    else if (isObject(v)) v = v[key];
    else return undefined;
  }
  return v;
}
