/**
 * Rules for the data the shop keeps, over a whole rendered overlay: no connection string as
 * the PostgreSQL superuser, Redis and NATS behind passwords (NATS also behind TLS, with a Go
 * memory limit under its container's), backups and WAL archiving for every CloudNativePG
 * Cluster, synchronous replication in prod, and a connection budget that leaves PostgreSQL
 * headroom. k8s/README.md explains each; k8s/test/data.unit.test.ts breaks each one.
 */
import type { K8sObject, Profile } from '../validate.js';
import { asArray, asRecord, get, idOf, isObject } from '../objects.js';

/** The share of max_connections the shop's server connections may take. */
export const CONNECTION_BUDGET = 0.8;
/** PgBouncer's default_pool_size when the Pooler does not set it. */
const PGBOUNCER_DEFAULT_POOL_SIZE = 20;
/** PostgreSQL's max_connections when the Cluster does not set it. */
const POSTGRES_DEFAULT_MAX_CONNECTIONS = 100;
/** The platform's DB_POOL_SIZE default (packages/platform/src/config/env.ts). */
const PLATFORM_DEFAULT_POOL_SIZE = 10;
/** GOMEMLIMIT at most this share of the NATS container's memory limit. */
const GOMEMLIMIT_SHARE = 0.85;

/** A superuser connection string: `postgres://postgres@…`, `postgresql://postgres:pw@…`. */
const SUPERUSER_URL = /postgres(?:ql)?:\/\/postgres(?::[^@\s]*)?@/;

/** Bytes of a Kubernetes quantity (`512Mi`, `1G`) or a Go size (`614MiB`); NaN if neither. */
export function bytesOf(quantity: unknown): number {
  const m = /^(\d+(?:\.\d+)?)([KMGT]i?)?B?$/.exec(String(quantity ?? '').trim());
  if (!m) return NaN;
  const unit = m[2] ?? '';
  const power = { '': 0, K: 1, M: 2, G: 3, T: 4 }[unit.replace('i', '')] ?? 0;
  return Number(m[1]) * (unit.endsWith('i') ? 1024 : 1000) ** power;
}

interface Container {
  name?: string;
  args?: unknown;
  command?: unknown;
  env?: unknown;
  envFrom?: unknown;
  resources?: unknown;
}

interface Workload {
  object: K8sObject;
  containers: Container[];
  volumes: unknown[];
}

function workloads(objects: K8sObject[]): Workload[] {
  return objects.flatMap((o) => {
    const spec =
      o.kind === 'CronJob'
        ? get(o, 'spec', 'jobTemplate', 'spec', 'template', 'spec')
        : ['Deployment', 'StatefulSet', 'Job', 'DaemonSet'].includes(o.kind)
          ? get(o, 'spec', 'template', 'spec')
          : undefined;
    if (!isObject(spec)) return [];
    const containers = [...asArray(spec.containers), ...asArray(spec.initContainers)].filter(
      isObject,
    ) as Container[];
    return [{ object: o, containers, volumes: asArray(spec.volumes) }];
  });
}

/** A Secret's values, decoded (data is base64, stringData plain). */
function secretValues(secret: K8sObject): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(asRecord(secret.data)))
    values[k] = Buffer.from(String(v), 'base64').toString('utf8');
  for (const [k, v] of Object.entries(asRecord(secret.stringData))) values[k] = String(v);
  return values;
}

/**
 * What a container's variable holds, as far as the rendered objects tell: `$(VAR)` references
 * expanded (as the kubelet does), Secret and ConfigMap values looked up, envFrom ConfigMaps
 * read; a value from a Secret created by hand stays `$(VAR)`.
 */
function envOf(c: Container, objects: K8sObject[]): Map<string, string> {
  const find = (kind: string, name: unknown) =>
    objects.find((o) => o.kind === kind && o.metadata.name === name);
  const env = new Map<string, string>();
  for (const from of asArray(c.envFrom)) {
    const cm = find('ConfigMap', get(from, 'configMapRef', 'name'));
    if (cm) for (const [k, v] of Object.entries(asRecord(cm.data))) env.set(k, String(v));
  }
  for (const e of asArray(c.env)) {
    const name = String(get(e, 'name'));
    const value = get(e, 'value');
    if (value !== undefined) {
      env.set(
        name,
        String(value).replace(/\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (ref, v: string) =>
          env.has(v) ? env.get(v)! : ref,
        ),
      );
      continue;
    }
    const secretRef = get(e, 'valueFrom', 'secretKeyRef');
    const configRef = get(e, 'valueFrom', 'configMapKeyRef');
    const source = isObject(secretRef)
      ? find('Secret', secretRef.name)
      : isObject(configRef)
        ? find('ConfigMap', configRef.name)
        : undefined;
    const key = String(get(secretRef ?? configRef, 'key'));
    const found = source
      ? source.kind === 'Secret'
        ? secretValues(source)[key]
        : (asRecord(source.data)[key] as string | undefined)
      : undefined;
    env.set(name, found ?? `$(${name})`);
  }
  return env;
}

/** Every container variable, Secret or ConfigMap value holding a superuser connection. */
function superuserConnections(objects: K8sObject[], profile: Profile): string[] {
  const problems: string[] = [];
  for (const w of workloads(objects)) {
    for (const c of w.containers) {
      for (const e of asArray(c.env)) {
        const ref = get(e, 'valueFrom', 'secretKeyRef', 'name');
        if (typeof ref === 'string' && /-superuser$/.test(ref))
          problems.push(
            `${idOf(w.object)}: container ${c.name} reads the superuser Secret ${ref} (${String(get(e, 'name'))}): connect as the service's own role`,
          );
      }
      for (const [name, value] of envOf(c, objects)) {
        if (SUPERUSER_URL.test(value))
          problems.push(
            `${idOf(w.object)}: container ${c.name}: ${name} connects as the PostgreSQL superuser "postgres"`,
          );
      }
    }
  }
  for (const o of objects) {
    const values =
      o.kind === 'Secret'
        ? secretValues(o)
        : o.kind === 'ConfigMap'
          ? (asRecord(o.data) as Record<string, string>)
          : {};
    for (const [key, value] of Object.entries(values))
      if (SUPERUSER_URL.test(String(value)))
        problems.push(`${idOf(o)}: ${key} is a connection string as the superuser "postgres"`);
  }
  for (const c of objects.filter((o) => o.kind === 'Cluster')) {
    if (profile === 'prod' && get(c, 'spec', 'enableSuperuserAccess') === true)
      problems.push(
        `${idOf(c)}: enableSuperuserAccess makes a superuser Secret with a connection string: leave it off in prod`,
      );
  }
  return problems;
}

/** Redis requires a password, and every REDIS_URL the shop uses carries one. */
function redisPassword(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const redis = objects.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'redis');
  if (redis) {
    const c = asArray(get(redis, 'spec', 'template', 'spec', 'containers')).find(
      (x) => get(x, 'name') === 'redis',
    ) as Container | undefined;
    const args = [...asArray(c?.command), ...asArray(c?.args)].map(String);
    const i = args.indexOf('--requirepass');
    if (i < 0 || !args[i + 1])
      problems.push(`${idOf(redis)}: Redis must require a password (--requirepass)`);
  }
  for (const w of workloads(objects)) {
    for (const c of w.containers) {
      const url = envOf(c, objects).get('REDIS_URL');
      // a whole URL from a Secret made outside the manifests (components/managed-redis) is
      // the operator's to get right: only what is rendered can be checked
      if (url === undefined || url === '$(REDIS_URL)' || w.object.metadata.name === 'redis')
        continue;
      if (!/^rediss?:\/\/[^@/]*:[^@/]+@/.test(url))
        problems.push(
          `${idOf(w.object)}: container ${c.name}: REDIS_URL carries no password (redis://:<password>@host)`,
        );
    }
  }
  return problems;
}

/** The NATS config mounted by StatefulSet nats, all its files (included ones too). */
function natsConfig(nats: K8sObject, objects: K8sObject[]): string {
  return asArray(get(nats, 'spec', 'template', 'spec', 'volumes'))
    .map((v) => get(v, 'configMap', 'name'))
    .map((name) => objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name))
    .flatMap((c) => (c ? Object.values(asRecord(c.data)).map(String) : []))
    .join('\n')
    .replace(/#.*$/gm, '');
}

/** NATS: users with permissions, TLS, no anonymous user, apps logging in, GOMEMLIMIT. */
function natsSecurity(objects: K8sObject[]): string[] {
  const nats = objects.find((o) => o.kind === 'StatefulSet' && o.metadata.name === 'nats');
  if (!nats) return [];
  const problems: string[] = [];
  const id = idOf(nats);
  const config = natsConfig(nats, objects);
  if (!/\b(authorization|accounts)\s*[:=]?\s*\{/.test(config))
    problems.push(`${id}: the NATS config has no authorization or accounts block`);
  else if (!/\bpermissions\s*[:=]?\s*\{/.test(config))
    problems.push(`${id}: the NATS users have no subject permissions`);
  if (/\bno_auth_user\b/.test(config))
    problems.push(`${id}: no_auth_user lets clients in without credentials`);
  if (!/\btls\s*[:=]?\s*\{[^}]*cert_file/.test(config))
    problems.push(`${id}: the NATS config has no tls block with a certificate (cert_file)`);
  const server = asArray(get(nats, 'spec', 'template', 'spec', 'containers')).find(
    (c) => get(c, 'name') === 'nats',
  );
  const limit = bytesOf(get(server, 'resources', 'limits', 'memory'));
  const gomemlimit = asArray(get(server, 'env')).find((e) => get(e, 'name') === 'GOMEMLIMIT');
  const memlimit = bytesOf(get(gomemlimit, 'value'));
  if (!gomemlimit) problems.push(`${id}: container nats has no GOMEMLIMIT`);
  else if (!(memlimit <= limit * GOMEMLIMIT_SHARE))
    problems.push(
      `${id}: GOMEMLIMIT ${String(get(gomemlimit, 'value'))} must stay under ${GOMEMLIMIT_SHARE * 100} % of the memory limit (~80 %)`,
    );
  for (const w of workloads(objects)) {
    for (const c of w.containers) {
      const env = envOf(c, objects);
      if (!env.has('NATS_URL') || w.object.kind !== 'Deployment') continue;
      if (!env.has('NATS_USER') || !env.has('NATS_PASSWORD'))
        problems.push(`${idOf(w.object)}: container ${c.name} has no NATS_USER and NATS_PASSWORD`);
      if (
        !env
          .get('NATS_URL')!
          .split(',')
          .every((u) => u.trim().startsWith('tls://'))
      )
        problems.push(`${idOf(w.object)}: container ${c.name}: NATS_URL must be tls://`);
    }
  }
  return problems;
}

/** Every CloudNativePG Cluster archives WAL and has scheduled base backups. */
function backups(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const c of objects.filter((o) => o.kind === 'Cluster')) {
    const id = idOf(c);
    const archiver = asArray(get(c, 'spec', 'plugins')).find(
      (p) => get(p, 'isWALArchiver') === true,
    );
    const inTree = get(c, 'spec', 'backup', 'barmanObjectStore');
    if (!archiver && !isObject(inTree))
      problems.push(
        `${id}: no WAL archive (a plugin with isWALArchiver, or spec.backup.barmanObjectStore)`,
      );
    if (archiver && get(archiver, 'name') === 'barman-cloud.cloudnative-pg.io') {
      const store = get(archiver, 'parameters', 'barmanObjectName');
      if (!objects.some((o) => o.kind === 'ObjectStore' && o.metadata.name === store))
        problems.push(`${id}: the WAL archive's ObjectStore "${String(store)}" does not exist`);
    }
    const scheduled = objects.filter(
      (o) =>
        o.kind === 'ScheduledBackup' &&
        get(o, 'spec', 'cluster', 'name') === c.metadata.name &&
        get(o, 'spec', 'suspend') !== true,
    );
    if (scheduled.length === 0) problems.push(`${id}: no ScheduledBackup takes its base backups`);
    for (const s of scheduled) {
      const method = get(s, 'spec', 'method') ?? 'barmanObjectStore';
      if (method === 'plugin' && !archiver)
        problems.push(`${idOf(s)}: method plugin, but the Cluster has no backup plugin`);
      if (method === 'barmanObjectStore' && !isObject(inTree))
        problems.push(`${idOf(s)}: method barmanObjectStore, but the Cluster has none`);
    }
  }
  return problems;
}

/** Prod: a commit returns only once a standby has it. */
function synchronousReplication(objects: K8sObject[]): string[] {
  return objects
    .filter((o) => o.kind === 'Cluster')
    .flatMap((c) => {
      const sync = get(c, 'spec', 'postgresql', 'synchronous');
      const number = get(sync, 'number');
      const legacy = get(c, 'spec', 'minSyncReplicas');
      if (typeof number === 'number' && number >= 1) {
        return get(sync, 'dataDurability') === 'preferred'
          ? [`${idOf(c)}: dataDurability preferred lets commits return without a standby`]
          : [];
      }
      if (typeof legacy === 'number' && legacy >= 1) return [];
      return [
        `${idOf(c)}: prod needs synchronous replication (postgresql.synchronous with number >= 1)`,
      ];
    });
}

/**
 * Server connections the shop may open stay within CONNECTION_BUDGET of max_connections:
 * a process connecting directly opens up to DB_POOL_SIZE, so a service up to its HPA's
 * maxReplicas times that; through a Pooler, each PgBouncer opens up to default_pool_size per
 * database and role, whatever the clients. In session mode a client holds its server
 * connection, so a service's clients must also fit in its pool, or they queue.
 */
function connectionBudget(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const clusters = objects.filter((o) => o.kind === 'Cluster');
  if (clusters.length === 0) return [];
  const cluster = clusters[0]!;
  const maxConnections = Number(
    get(cluster, 'spec', 'postgresql', 'parameters', 'max_connections') ??
      POSTGRES_DEFAULT_MAX_CONNECTIONS,
  );
  const poolers = objects.filter((o) => o.kind === 'Pooler');
  const hpas = objects.filter((o) => o.kind === 'HorizontalPodAutoscaler');
  const lines: string[] = [];
  let total = 0;
  const pooled = new Set<string>();
  for (const w of workloads(objects)) {
    for (const c of w.containers) {
      const env = envOf(c, objects);
      const url = env.get('POSTGRES_URL');
      if (url === undefined) continue;
      const host = /@([^:/?]+)/.exec(url)?.[1] ?? '';
      const database = /\/([^/?]+)(?:\?|$)/.exec(url.replace(/^[a-z]+:\/\/[^/]*/, ''))?.[1];
      const poolSize = Number(env.get('DB_POOL_SIZE') ?? PLATFORM_DEFAULT_POOL_SIZE);
      const replicas =
        w.object.kind === 'Deployment'
          ? Number(
              get(
                hpas.find(
                  (h) =>
                    get(h, 'spec', 'scaleTargetRef', 'kind') === 'Deployment' &&
                    get(h, 'spec', 'scaleTargetRef', 'name') === w.object.metadata.name,
                ),
                'spec',
                'maxReplicas',
              ) ??
                get(w.object, 'spec', 'replicas') ??
                1,
            )
          : Number(get(w.object, 'spec', 'parallelism') ?? 1);
      const clients = replicas * poolSize;
      const pooler = poolers.find((p) => p.metadata.name === host);
      if (!pooler) {
        total += clients;
        lines.push(`${idOf(w.object)} ${replicas} x ${poolSize} direct`);
        continue;
      }
      const instances = Number(get(pooler, 'spec', 'instances') ?? 1);
      const poolSizeServer = Number(
        get(pooler, 'spec', 'pgbouncer', 'parameters', 'default_pool_size') ??
          PGBOUNCER_DEFAULT_POOL_SIZE,
      );
      const server = instances * poolSizeServer;
      const user = env.get('POSTGRES_USER') ?? /:\/\/([^:@]*)/.exec(url)?.[1] ?? '';
      const key = `${pooler.metadata.name}/${database}/${user}`;
      if (!pooled.has(key)) {
        pooled.add(key);
        total += server;
        lines.push(`${database} ${instances} x ${poolSizeServer} pooled`);
      }
      const mode = get(pooler, 'spec', 'pgbouncer', 'poolMode');
      if (mode === 'session' && w.object.kind === 'Deployment' && clients > server)
        problems.push(
          `${idOf(w.object)}: up to ${replicas} replicas x DB_POOL_SIZE ${poolSize} = ${clients} sessions, ` +
            `more than the ${server} server connections of ${idOf(pooler)} (${instances} x default_pool_size ${poolSizeServer}): they would queue`,
        );
    }
  }
  const budget = Math.floor(maxConnections * CONNECTION_BUDGET);
  if (total > budget)
    problems.push(
      `${idOf(cluster)}: the shop may open ${total} server connections (${lines.join(', ')}), ` +
        `more than ${CONNECTION_BUDGET * 100} % of max_connections ${maxConnections} (${budget})`,
    );
  return problems;
}

/** Every data rule for a whole rendered overlay; synchronous replication in prod only. */
export function checkData(objects: K8sObject[], profile: Profile): string[] {
  return [
    ...superuserConnections(objects, profile),
    ...redisPassword(objects),
    ...natsSecurity(objects),
    ...backups(objects),
    ...(profile === 'prod' ? synchronousReplication(objects) : []),
    ...connectionBudget(objects),
  ];
}
