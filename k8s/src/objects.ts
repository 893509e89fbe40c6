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

/** A workload's pod template: its labels and its pod spec. */
export interface PodTemplate {
  labels: Record<string, string>;
  spec: Record<string, unknown>;
}

const WORKLOADS = new Set(['Deployment', 'StatefulSet', 'Job', 'CronJob', 'DaemonSet']);

/** The pod template of a workload. */
export function podTemplate(o: K8sObject): PodTemplate | undefined {
  if (!WORKLOADS.has(o.kind)) return undefined;
  const template =
    o.kind === 'CronJob'
      ? get(o, 'spec', 'jobTemplate', 'spec', 'template')
      : get(o, 'spec', 'template');
  if (!isObject(template)) return undefined;
  return {
    labels: asRecord(get(template, 'metadata', 'labels')) as Record<string, string>,
    spec: asRecord(template.spec),
  };
}

/** A Kubernetes label selector (matchLabels and matchExpressions). */
export interface LabelSelector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

/** Whether a label selector selects `labels` (an empty selector selects everything). */
export function selects(selector: LabelSelector | undefined, labels: Record<string, string>) {
  if (!selector) return false;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {}))
    if (labels[k] !== v) return false;
  for (const e of selector.matchExpressions ?? []) {
    const has = e.key in labels;
    const value = labels[e.key];
    const values = e.values ?? [];
    const ok =
      e.operator === 'In'
        ? has && values.includes(value!)
        : e.operator === 'NotIn'
          ? !has || !values.includes(value!)
          : e.operator === 'Exists'
            ? has
            : e.operator === 'DoesNotExist'
              ? !has
              : false;
    if (!ok) return false;
  }
  return true;
}
