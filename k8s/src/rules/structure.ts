/**
 * What the API server or the kubelet refuses although every field has the right type (issue
 * 27): the schemas check each object alone, these rules check what its fields name.
 *
 * - Volumes: every volumeMount (and volumeDevice) of a container or initContainer names a
 *   volume of its pod spec, or of a StatefulSet's volumeClaimTemplates; no volume is declared
 *   twice. A Deployment, Job or DaemonSet that breaks this is refused on apply ("Not found");
 *   a StatefulSet is accepted, and then every pod its controller makes is refused.
 * - References: env `configMapKeyRef`/`secretKeyRef`, `envFrom`, and the `configMap`,
 *   `secret` and `projected` volumes name a ConfigMap or Secret that exists, with the keys
 *   they name (`key`, `items[].key`), unless `optional: true`; a missing one keeps the pod in
 *   CreateContainerConfigError or ContainerCreating. The Secrets a Cluster (role passwords), an
 *   ObjectStore (credentials), an Issuer (its CA) or a Gateway (certificates) names, too.
 *   kustomize has already rewritten generated names (`arogya-env-<hash>`) in the rendered
 *   output, so names are compared as rendered. A Secret may be absent from the output only when
 *   something rendered makes it (a cert-manager Certificate or an annotated Gateway, a
 *   CloudNativePG Cluster) or when ../external-secrets.ts lists it as created outside the
 *   manifests; in dev, whose overlay generates its Secrets, those listed as generated must be
 *   rendered.
 * - Selectors: a Deployment's, StatefulSet's, DaemonSet's (and a Job's or CronJob's, when
 *   set) `spec.selector` selects its own pod template ("selector does not match template
 *   labels"); the apps/v1 kinds must have a non-empty one. (That every Service and
 *   PodDisruptionBudget selects some workload's pods is checked in ../validate.ts.)
 * - Probes: a liveness, readiness or startup probe's httpGet/tcpSocket port given by name is
 *   a named port of that container (the kubelet looks the name up in the container's own
 *   ports; the API server accepts any well-formed name, and the probe then fails forever:
 *   restarts or a pod that never gets ready). A port given by number (grpc's is always one)
 *   must be one of that container's containerPorts. Kubernetes does not require that — a
 *   containerPort is informational — but here every port a process listens on is declared,
 *   because Services, NetworkPolicies and monitors are checked against the declared ports: a
 *   probe on an undeclared number is a typo, or a port nothing else knows about.
 */
import { EXTERNAL_SECRETS, type ExternalSecret } from '../external-secrets.js';
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
} from '../objects.js';
import type { K8sObject, Profile } from '../validate.js';

/** The kinds whose spec.selector apps/v1 requires, not empty. */
const SELECTOR_REQUIRED = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet']);

const PROBES = ['livenessProbe', 'readinessProbe', 'startupProbe'] as const;

/** The keys of a TLS Secret that cert-manager writes (ca.crt: see certificateKeys). */
const TLS_KEYS = ['tls.crt', 'tls.key'];

interface Container {
  name?: unknown;
  [field: string]: unknown;
}

const containersOf = (spec: Record<string, unknown>): Container[] =>
  [...asArray(spec.containers), ...asArray(spec.initContainers)].filter(isObject);

const nameOf = (c: Container) => `container ${String(c.name ?? '(no name)')}`;
const namespaceOf = (o: K8sObject) => o.metadata?.namespace ?? '';

// ---- volumes -------------------------------------------------------------------------------

function volumeProblems(o: K8sObject, template: PodTemplate): string[] {
  const id = idOf(o);
  const problems: string[] = [];
  const volumes = asArray(template.spec.volumes).map((v) => get(v, 'name'));
  const seen = new Set<unknown>();
  for (const name of volumes) {
    if (seen.has(name)) problems.push(`${id}: volume "${String(name)}" is declared twice`);
    seen.add(name);
  }
  const claims =
    o.kind === 'StatefulSet'
      ? asArray(get(o, 'spec', 'volumeClaimTemplates')).map((c) => get(c, 'metadata', 'name'))
      : [];
  const declared = new Set([...volumes, ...claims]);
  const [where, refused] =
    o.kind === 'StatefulSet'
      ? ['volumes or volumeClaimTemplates', 'the API server refuses every pod of it']
      : ['volumes', 'the API server refuses it'];
  for (const c of containersOf(template.spec)) {
    for (const [field, verb] of [
      ['volumeMounts', 'mounts'],
      ['volumeDevices', 'attaches'],
    ] as const) {
      for (const m of asArray(c[field])) {
        const name = get(m, 'name');
        if (!declared.has(name))
          problems.push(
            `${id}: ${nameOf(c)} ${verb} volume "${String(name)}", which its pod spec does not declare (${where}): ${refused}`,
          );
      }
    }
  }
  return problems;
}

// ---- references ----------------------------------------------------------------------------

/** Where a Secret that is not rendered comes from, and its keys (undefined: not known). */
interface SecretSource {
  keys: ReadonlySet<string> | undefined;
  /** Who makes it, for messages. */
  by: string;
  /** The documented entry, when it is created outside the manifests. */
  external?: ExternalSecret;
}

const keysOf = (o: K8sObject) =>
  new Set([...Object.keys(asRecord(o.data)), ...Object.keys(asRecord(o.stringData))]);

/**
 * A cert-manager Certificate's Secret has tls.crt and tls.key, and ca.crt when the issuer
 * knows its CA: not for an ACME issuer of the overlay (a ClusterIssuer, not rendered, is given
 * the benefit of the doubt).
 */
function certificateKeys(certificate: K8sObject, objects: K8sObject[]): Set<string> {
  const ref = asRecord(get(certificate, 'spec', 'issuerRef'));
  const issuer = objects.find(
    (o) =>
      o.kind === (ref.kind ?? 'Issuer') &&
      o.metadata.name === ref.name &&
      (o.kind === 'ClusterIssuer' || namespaceOf(o) === namespaceOf(certificate)),
  );
  const acme = issuer !== undefined && get(issuer, 'spec', 'acme') !== undefined;
  return new Set(acme ? TLS_KEYS : [...TLS_KEYS, 'ca.crt']);
}

/** Every Secret the rendered objects make or the overlay expects from outside, by name. */
function secretSources(
  objects: K8sObject[],
): (namespace: string, name: unknown) => SecretSource | undefined {
  const made = new Map<string, SecretSource>();
  const add = (namespace: string, name: unknown, source: SecretSource) => {
    if (typeof name === 'string' && !made.has(`${namespace}/${name}`))
      made.set(`${namespace}/${name}`, source);
  };
  for (const o of objects) {
    const ns = namespaceOf(o);
    const group = o.apiVersion?.split('/')[0];
    if (o.kind === 'Secret') add(ns, o.metadata.name, { keys: keysOf(o), by: 'the overlay' });
    if (o.kind === 'Certificate' && group === 'cert-manager.io')
      add(ns, get(o, 'spec', 'secretName'), {
        keys: certificateKeys(o, objects),
        by: `cert-manager (Certificate ${o.metadata.name})`,
      });
    // cert-manager's Gateway API support makes each listener's certificate
    const annotations = o.metadata.annotations ?? {};
    if (
      o.kind === 'Gateway' &&
      (annotations['cert-manager.io/cluster-issuer'] ?? annotations['cert-manager.io/issuer'])
    )
      for (const listener of asArray(get(o, 'spec', 'listeners')))
        for (const ref of asArray(get(listener, 'tls', 'certificateRefs')))
          add(ns, get(ref, 'name'), {
            keys: new Set(TLS_KEYS),
            by: `cert-manager (Gateway ${o.metadata.name}'s annotation)`,
          });
    // CloudNativePG's own Secrets (their keys vary between its versions: not checked)
    if (o.kind === 'Cluster' && group === 'postgresql.cnpg.io') {
      const by = `CloudNativePG (Cluster ${o.metadata.name})`;
      if (get(o, 'spec', 'bootstrap', 'initdb', 'secret', 'name') === undefined)
        add(ns, `${o.metadata.name}-app`, { keys: undefined, by });
      if (
        get(o, 'spec', 'enableSuperuserAccess') === true &&
        get(o, 'spec', 'superuserSecret', 'name') === undefined
      )
        add(ns, `${o.metadata.name}-superuser`, { keys: undefined, by });
    }
  }
  const external = new Map(EXTERNAL_SECRETS.map((s) => [s.name, s]));
  return (namespace, name) => {
    const source = made.get(`${namespace}/${String(name)}`);
    if (source) return source;
    const entry = external.get(String(name));
    return entry && { keys: new Set(entry.keys), by: entry.createdBy, external: entry };
  };
}

/** A reference to a ConfigMap or Secret (and, maybe, one of its keys). */
interface Ref {
  kind: 'ConfigMap' | 'Secret';
  name: unknown;
  key?: unknown;
  optional?: unknown;
}

/** The references of a volume's `items` (no items: the whole object). */
function withItems(kind: Ref['kind'], name: unknown, source: unknown): Ref[] {
  const optional = get(source, 'optional');
  const items = asArray(get(source, 'items'));
  if (items.length === 0) return [{ kind, name, optional }];
  return items.map((item) => ({ kind, name, key: get(item, 'key'), optional }));
}

/** Every ConfigMap and Secret a pod template reads. */
function podReferences(spec: Record<string, unknown>): Ref[] {
  const refs: Ref[] = [];
  for (const c of containersOf(spec)) {
    for (const from of asArray(c.envFrom)) {
      const cm = get(from, 'configMapRef');
      if (isObject(cm)) refs.push({ kind: 'ConfigMap', name: cm.name, optional: cm.optional });
      const secret = get(from, 'secretRef');
      if (isObject(secret))
        refs.push({ kind: 'Secret', name: secret.name, optional: secret.optional });
    }
    for (const env of asArray(c.env)) {
      const cm = get(env, 'valueFrom', 'configMapKeyRef');
      if (isObject(cm))
        refs.push({ kind: 'ConfigMap', name: cm.name, key: cm.key, optional: cm.optional });
      const secret = get(env, 'valueFrom', 'secretKeyRef');
      if (isObject(secret))
        refs.push({
          kind: 'Secret',
          name: secret.name,
          key: secret.key,
          optional: secret.optional,
        });
    }
  }
  for (const volume of asArray(spec.volumes)) {
    const cm = get(volume, 'configMap');
    if (isObject(cm)) refs.push(...withItems('ConfigMap', cm.name, cm));
    const secret = get(volume, 'secret');
    if (isObject(secret)) refs.push(...withItems('Secret', secret.secretName, secret));
    for (const source of asArray(get(volume, 'projected', 'sources'))) {
      const pcm = get(source, 'configMap');
      if (isObject(pcm)) refs.push(...withItems('ConfigMap', pcm.name, pcm));
      const psecret = get(source, 'secret');
      if (isObject(psecret)) refs.push(...withItems('Secret', psecret.name, psecret));
    }
  }
  return refs;
}

/** The Secrets that operators' resources and Gateways read. */
function resourceReferences(o: K8sObject): Ref[] {
  const group = o.apiVersion?.split('/')[0];
  const secret = (name: unknown, key?: unknown): Ref => ({ kind: 'Secret', name, key });
  if (o.kind === 'Cluster' && group === 'postgresql.cnpg.io')
    // a role's password Secret is kubernetes.io/basic-auth: username and password
    return asArray(get(o, 'spec', 'managed', 'roles'))
      .map((role) => get(role, 'passwordSecret', 'name'))
      .filter((name) => name !== undefined)
      .flatMap((name) => [secret(name, 'username'), secret(name, 'password')]);
  if (o.kind === 'ObjectStore' && group === 'barmancloud.cnpg.io')
    return ['s3Credentials', 'azureCredentials', 'googleCredentials'].flatMap((provider) =>
      Object.values(asRecord(get(o, 'spec', 'configuration', provider)))
        .filter((ref) => isObject(ref) && typeof ref.name === 'string')
        .map((ref) => secret(get(ref, 'name'), get(ref, 'key'))),
    );
  if (o.kind === 'Issuer' && group === 'cert-manager.io') {
    const name = get(o, 'spec', 'ca', 'secretName');
    return name === undefined ? [] : TLS_KEYS.map((key) => secret(name, key));
  }
  if (o.kind === 'Gateway' && group === 'gateway.networking.k8s.io')
    return asArray(get(o, 'spec', 'listeners'))
      .flatMap((listener) => asArray(get(listener, 'tls', 'certificateRefs')))
      .filter((ref) => (get(ref, 'kind') ?? 'Secret') === 'Secret' && !get(ref, 'group'))
      .flatMap((ref) => TLS_KEYS.map((key) => secret(get(ref, 'name'), key)));
  return [];
}

function referenceProblems(
  o: K8sObject,
  refs: Ref[],
  objects: K8sObject[],
  secrets: ReturnType<typeof secretSources>,
  profile: Profile,
): string[] {
  const id = idOf(o);
  const problems = new Set<string>();
  for (const { kind, name, key, optional } of refs) {
    if (optional === true) continue;
    const wanted = key === undefined ? '' : ` has no key "${String(key)}"`;
    if (kind === 'ConfigMap') {
      const target = objects.find(
        (x) =>
          x.kind === 'ConfigMap' && x.metadata.name === name && namespaceOf(x) === namespaceOf(o),
      );
      if (!target) problems.add(`${id}: ConfigMap "${String(name)}" does not exist`);
      else if (wanted && !keysOf(target).has(String(key)))
        problems.add(`${id}: ConfigMap "${String(name)}"${wanted}`);
      continue;
    }
    const source = secrets(namespaceOf(o), name);
    if (!source) {
      problems.add(
        `${id}: Secret "${String(name)}" does not exist: it is not rendered, nothing rendered makes it ` +
          '(a cert-manager Certificate or Gateway, a CloudNativePG Cluster), and it is not one of ' +
          'the Secrets created outside the manifests (k8s/src/external-secrets.ts)',
      );
      continue;
    }
    if (profile === 'dev' && source.external?.dev === 'generated') {
      problems.add(
        `${id}: Secret "${String(name)}" is not rendered, but dev generates it (overlays/dev/kustomization.yaml, secretGenerator)`,
      );
      continue;
    }
    if (wanted && source.keys && !source.keys.has(String(key)))
      problems.add(
        `${id}: Secret "${String(name)}"${wanted}` +
          (source.by === 'the overlay'
            ? ''
            : ` (made by ${source.by}: ${[...source.keys].join(', ')})`),
      );
  }
  return [...problems];
}

// ---- selectors -----------------------------------------------------------------------------

function selectorProblems(o: K8sObject, template: PodTemplate): string[] {
  const id = idOf(o);
  const selector =
    o.kind === 'CronJob'
      ? get(o, 'spec', 'jobTemplate', 'spec', 'selector')
      : get(o, 'spec', 'selector');
  const empty =
    !isObject(selector) ||
    (Object.keys(asRecord(selector.matchLabels)).length === 0 &&
      asArray(selector.matchExpressions).length === 0);
  if (SELECTOR_REQUIRED.has(o.kind) && empty)
    return [`${id}: spec.selector is required and may not be empty`];
  // a Job without one gets a generated selector on its controller-uid
  if (selector === undefined) return [];
  if (!selects(selector as LabelSelector, template.labels))
    return [
      `${id}: spec.selector ${JSON.stringify(selector)} does not select its own pod template's labels ` +
        `${JSON.stringify(template.labels)} (the API server refuses it)`,
    ];
  return [];
}

// ---- probes --------------------------------------------------------------------------------

function probeProblems(o: K8sObject, template: PodTemplate): string[] {
  const id = idOf(o);
  const problems: string[] = [];
  for (const c of containersOf(template.spec)) {
    const ports = asArray(c.ports);
    const names = ports.map((p) => get(p, 'name')).filter((n) => typeof n === 'string');
    const numbers = ports.map((p) => get(p, 'containerPort'));
    for (const probe of PROBES) {
      for (const handler of ['httpGet', 'tcpSocket', 'grpc']) {
        const port = get(c[probe], handler, 'port');
        if (typeof port === 'string' && !names.includes(port))
          problems.push(
            `${id}: ${nameOf(c)} ${probe} ${handler}.port "${port}" is not a named port of the container ` +
              `(${names.length ? `its named ports: ${names.join(', ')}` : 'it names none'}): the probe can never succeed`,
          );
        else if (typeof port === 'number' && !numbers.includes(port))
          problems.push(
            `${id}: ${nameOf(c)} ${probe} ${handler}.port ${port} is not one of the container's ports ` +
              `(${numbers.length ? numbers.join(', ') : 'none declared'}): declare it, or probe a declared port`,
          );
      }
    }
  }
  return problems;
}

// ---- everything ----------------------------------------------------------------------------

/** The structural problems of a rendered overlay (or of the base). */
export function checkStructure(objects: K8sObject[], profile: Profile): string[] {
  const secrets = secretSources(objects);
  return objects.flatMap((o) => {
    const template = podTemplate(o);
    const problems = referenceProblems(o, resourceReferences(o), objects, secrets, profile);
    if (!template) return problems;
    const claims = asArray(template.spec.volumes)
      .map((v) => get(v, 'persistentVolumeClaim', 'claimName'))
      .filter((claim) => claim !== undefined)
      .filter(
        (claim) =>
          !objects.some(
            (x) =>
              x.kind === 'PersistentVolumeClaim' &&
              x.metadata.name === claim &&
              namespaceOf(x) === namespaceOf(o),
          ),
      )
      .map((claim) => `${idOf(o)}: PersistentVolumeClaim "${String(claim)}" does not exist`);
    return [
      ...volumeProblems(o, template),
      ...referenceProblems(o, podReferences(template.spec), objects, secrets, profile),
      ...claims,
      ...problems,
      ...selectorProblems(o, template),
      ...probeProblems(o, template),
    ];
  });
}
