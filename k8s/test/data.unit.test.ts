import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { bytesOf } from '../src/rules/data.js';
import { parseManifests, render, validateObjects, type K8sObject } from '../src/validate.js';
import { assertProblem, k8sDir, overlay, type Loose } from './overlays.js';

/** The object `kind` whose name starts with `name` (generated ConfigMaps carry a hash suffix). */
const find = (objects: K8sObject[], kind: string, name: string): Loose => {
  const o = objects.find((x) => x.kind === kind && x.metadata.name.startsWith(name));
  assert.ok(o, `${kind}/${name} is rendered`);
  return o;
};

const container = (o: Loose, name?: string): Loose =>
  (o.spec.template.spec.containers as Loose[]).find((c) => !name || c.name === name);
const envVar = (c: Loose, name: string): Loose => (c.env as Loose[]).find((e) => e.name === name);

const SERVICES = ['cart', 'catalog', 'checkout', 'fulfilment', 'notifications', 'orders', 'users'];

function problemsOf(profile: 'dev' | 'prod', mutate: (o: K8sObject[]) => K8sObject[] | void) {
  const objects = overlay(profile);
  return validateObjects(mutate(objects) ?? objects, profile);
}

/** Asserts `mutate` makes the checker report a problem matching `expected`. */
function assertCaught(
  profile: 'dev' | 'prod',
  mutate: (objects: K8sObject[]) => K8sObject[] | void,
  expected: RegExp,
) {
  assertProblem(problemsOf(profile, mutate), expected);
}

describe('data: what the overlays promise', () => {
  it('prod: each service connects through the pooler as its own role, never creating a database', () => {
    const objects = overlay('prod');
    for (const s of SERVICES) {
      for (const w of [find(objects, 'Deployment', s), find(objects, 'Job', `${s}-migrate`)]) {
        const c = container(w);
        assert.equal(
          envVar(c, 'POSTGRES_URL').value,
          `postgres://$(POSTGRES_USER):$(POSTGRES_PASSWORD)@arogya-postgres-pooler:5432/arogya_${s}`,
        );
        assert.deepEqual(envVar(c, 'POSTGRES_PASSWORD').valueFrom.secretKeyRef, {
          name: `postgres-${s}`,
          key: 'password',
        });
        assert.equal(envVar(c, 'POSTGRES_CREATE_DATABASE').value, 'never');
      }
      const db = find(objects, 'Database', `arogya-${s}`);
      assert.deepEqual([db.spec.name, db.spec.owner], [`arogya_${s}`, s]);
    }
    const cluster = find(objects, 'Cluster', 'arogya-postgres');
    assert.equal(cluster.spec.enableSuperuserAccess, false);
    assert.deepEqual(
      (cluster.spec.managed.roles as Loose[]).map((r) => [r.name, r.login, r.passwordSecret.name]),
      ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'].map((s) => [
        s,
        true,
        `postgres-${s}`,
      ]),
    );
    for (const r of cluster.spec.managed.roles as Loose[])
      for (const attr of ['superuser', 'createdb', 'createrole', 'replication', 'bypassrls'])
        assert.notEqual(r[attr], true, `${r.name} ${attr}`);
    assert.equal(
      find(objects, 'Pooler', 'arogya-postgres-pooler').spec.pgbouncer.poolMode,
      'session',
    );
  });

  it('prod: synchronous replication, WAL archive and daily base backups', () => {
    const objects = overlay('prod');
    const cluster = find(objects, 'Cluster', 'arogya-postgres');
    assert.deepEqual(cluster.spec.postgresql.synchronous, {
      method: 'any',
      number: 1,
      dataDurability: 'required',
    });
    assert.deepEqual(cluster.spec.plugins, [
      {
        name: 'barman-cloud.cloudnative-pg.io',
        isWALArchiver: true,
        parameters: { barmanObjectName: 'arogya-backups' },
      },
    ]);
    const scheduled = find(objects, 'ScheduledBackup', 'arogya-postgres-daily');
    assert.equal(scheduled.spec.method, 'plugin');
    assert.equal(scheduled.spec.schedule.split(' ').length, 6);
  });

  it('Redis: AOF every second, noeviction, a password, maxmemory at most 60 % of the limit', () => {
    for (const profile of ['dev', 'prod'] as const) {
      const redis = container(find(overlay(profile), 'StatefulSet', 'redis'));
      const args: string[] = redis.args;
      const arg = (name: string) => args[args.indexOf(name) + 1];
      assert.equal(arg('--appendonly'), 'yes');
      assert.equal(arg('--appendfsync'), 'everysec');
      assert.equal(arg('--maxmemory-policy'), 'noeviction');
      assert.equal(arg('--requirepass'), '$(REDIS_PASSWORD)');
      const maxmemory = bytesOf(arg('--maxmemory')!.replace('mb', 'Mi'));
      assert.ok(maxmemory <= 0.6 * bytesOf(redis.resources.limits.memory), profile);
    }
  });

  it('NATS: GOMEMLIMIT about 80 % of the limit, in dev (patched limit) and prod', () => {
    for (const profile of ['dev', 'prod'] as const) {
      const nats = container(find(overlay(profile), 'StatefulSet', 'nats'), 'nats');
      const ratio =
        bytesOf(envVar(nats, 'GOMEMLIMIT').value) / bytesOf(nats.resources.limits.memory);
      assert.ok(ratio > 0.75 && ratio <= 0.8, `${profile}: ${ratio}`);
    }
  });

  it('dev renders its data Secrets (unsuffixed, as the operators name them); prod renders none', () => {
    const dev = overlay('dev');
    for (const name of [
      'backup-s3',
      'redis-auth',
      'nats-auth',
      ...SERVICES.map((s) => `postgres-${s}`),
    ])
      assert.ok(
        dev.some((o) => o.kind === 'Secret' && o.metadata.name === name),
        name,
      );
    assert.equal(find(dev, 'Secret', 'postgres-cart').type, 'kubernetes.io/basic-auth');
    assert.equal(
      find(dev, 'ObjectStore', 'arogya-backups').spec.configuration.endpointURL,
      'http://minio:9000',
    );
    assert.equal(overlay('prod').filter((o) => o.kind === 'Secret').length, 0);
  });
});

describe('data: the checker catches', () => {
  it('a superuser connection string in an env value, a Secret, a ConfigMap, or through the superuser Secret', () => {
    assertCaught(
      'prod',
      (o) =>
        void (envVar(container(find(o, 'Deployment', 'orders')), 'POSTGRES_URL').value =
          'postgres://postgres:secret@arogya-postgres-rw:5432/arogya_orders'),
      /^Deployment\/orders: container orders: POSTGRES_URL connects as the PostgreSQL superuser "postgres"$/,
    );
    assertCaught(
      'dev',
      (o) =>
        void (find(o, 'Secret', 'postgres-cart').data.username =
          Buffer.from('postgres').toString('base64')),
      /^Deployment\/cart: container cart: POSTGRES_URL connects as the PostgreSQL superuser/,
    );
    assertCaught(
      'prod',
      (o) => [
        ...o,
        {
          apiVersion: 'v1',
          kind: 'Secret',
          metadata: { name: 'leftover', namespace: 'arogya' },
          stringData: { uri: 'postgresql://postgres@arogya-postgres-rw:5432/postgres' },
        },
      ],
      /^Secret\/leftover: uri is a connection string as the superuser "postgres"$/,
    );
    assertCaught(
      'prod',
      (o) =>
        void (find(o, 'ConfigMap', 'arogya-env').data.POSTGRES_URL =
          'postgres://postgres@arogya-postgres-rw:5432/postgres'),
      /^ConfigMap\/arogya-env-\w+: POSTGRES_URL is a connection string as the superuser/,
    );
    assertCaught(
      'prod',
      (o) =>
        void container(find(o, 'Job', 'users-migrate')).env.push({
          name: 'ADMIN_URL',
          valueFrom: { secretKeyRef: { name: 'arogya-postgres-superuser', key: 'uri' } },
        }),
      /^Job\/users-migrate: container migrate reads the superuser Secret arogya-postgres-superuser/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Cluster', 'arogya-postgres').spec.enableSuperuserAccess = true),
      /enableSuperuserAccess makes a superuser Secret/,
    );
  });

  it('Redis without a password, or a REDIS_URL without one', () => {
    assertCaught(
      'prod',
      (o) => {
        const redis = container(find(o, 'StatefulSet', 'redis'));
        redis.args = (redis.args as string[]).slice(
          0,
          (redis.args as string[]).indexOf('--requirepass'),
        );
      },
      /^StatefulSet\/redis: Redis must require a password \(--requirepass\)$/,
    );
    assertCaught(
      'prod',
      (o) =>
        void (envVar(container(find(o, 'Deployment', 'gateway')), 'REDIS_URL').value =
          'redis://redis:6379'),
      /^Deployment\/gateway: container gateway: REDIS_URL carries no password/,
    );
  });

  it('NATS without users, permissions, TLS, GOMEMLIMIT, or an app without credentials or TLS', () => {
    const config = (o: K8sObject[]) => find(o, 'ConfigMap', 'nats-config').data;
    assertCaught(
      'prod',
      (o) => void delete config(o)['auth.conf'],
      /^StatefulSet\/nats: the NATS config has no authorization or accounts block$/,
    );
    assertCaught(
      'prod',
      (o) =>
        void (config(o)['auth.conf'] = config(o)['auth.conf'].replace(/permissions/g, 'perms')),
      /^StatefulSet\/nats: the NATS users have no subject permissions$/,
    );
    assertCaught(
      'prod',
      (o) => void (config(o)['nats.conf'] += '\nno_auth_user: gateway\n'),
      /no_auth_user lets clients in without credentials/,
    );
    assertCaught(
      'prod',
      (o) => void (config(o)['nats.conf'] = config(o)['nats.conf'].replace(/^tls \{[^}]*\}/m, '')),
      /^StatefulSet\/nats: the NATS config has no tls block with a certificate \(cert_file\)$/,
    );
    assertCaught(
      'prod',
      (o) => {
        const nats = container(find(o, 'StatefulSet', 'nats'), 'nats');
        nats.env = (nats.env as Loose[]).filter((e) => e.name !== 'GOMEMLIMIT');
      },
      /^StatefulSet\/nats: container nats has no GOMEMLIMIT$/,
    );
    assertCaught(
      'dev',
      // dev lowers the limit to 256Mi: prod's GOMEMLIMIT would be above it
      (o) =>
        void (envVar(container(find(o, 'StatefulSet', 'nats'), 'nats'), 'GOMEMLIMIT').value =
          '614MiB'),
      /^StatefulSet\/nats: GOMEMLIMIT 614MiB must stay under 85 % of the memory limit/,
    );
    assertCaught(
      'prod',
      (o) => {
        const c = container(find(o, 'Deployment', 'checkout'));
        c.env = (c.env as Loose[]).filter((e) => e.name !== 'NATS_PASSWORD');
      },
      /^Deployment\/checkout: container checkout has no NATS_USER and NATS_PASSWORD$/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'ConfigMap', 'arogya-env').data.NATS_URL = 'nats://nats:4222'),
      /^Deployment\/gateway: container gateway: NATS_URL must be tls:\/\/$/,
    );
  });

  it('a Cluster without a WAL archive, with a missing ObjectStore, or without scheduled backups', () => {
    assertCaught(
      'prod',
      (o) => void delete find(o, 'Cluster', 'arogya-postgres').spec.plugins,
      /^Cluster\/arogya-postgres: no WAL archive/,
    );
    assertCaught(
      'prod',
      (o) => o.filter((x) => x.kind !== 'ObjectStore'),
      /^Cluster\/arogya-postgres: the WAL archive's ObjectStore "arogya-backups" does not exist$/,
    );
    assertCaught(
      'dev',
      (o) => o.filter((x) => x.kind !== 'ScheduledBackup'),
      /^Cluster\/arogya-postgres: no ScheduledBackup takes its base backups$/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'ScheduledBackup', 'arogya-postgres-daily').spec.suspend = true),
      /no ScheduledBackup takes its base backups/,
    );
  });

  it('prod without synchronous replication, or with commits allowed without a standby', () => {
    assertCaught(
      'prod',
      (o) => void delete find(o, 'Cluster', 'arogya-postgres').spec.postgresql.synchronous,
      /^Cluster\/arogya-postgres: prod needs synchronous replication/,
    );
    assertCaught(
      'prod',
      (o) =>
        void (find(o, 'Cluster', 'arogya-postgres').spec.postgresql.synchronous.dataDurability =
          'preferred'),
      /dataDurability preferred lets commits return without a standby/,
    );
    // dev has one instance: nothing to replicate to, and no such promise
    assert.deepEqual(
      problemsOf('dev', () => undefined).filter((p) => /synchronous/.test(p)),
      [],
    );
  });

  it('a connection budget past 80 % of max_connections, pooled or direct', () => {
    assertCaught(
      'prod',
      (o) =>
        void (find(o, 'Cluster', 'arogya-postgres').spec.postgresql.parameters.max_connections =
          '450'),
      /^Cluster\/arogya-postgres: the shop may open 560 server connections \(.*\), more than 80 % of max_connections 450 \(360\)$/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Pooler', 'arogya-postgres-pooler').spec.instances = 3),
      /may open 840 server connections .* max_connections 700 \(560\)$/,
    );
    // without the pooler: 7 services x 8 replicas x 10 (and the Jobs) straight to PostgreSQL
    assertCaught(
      'prod',
      (o) => {
        for (const w of o.filter((x) => x.kind === 'Deployment' || x.kind === 'Job')) {
          const url = (w as Loose).spec.template.spec.containers[0].env?.find(
            (e: Loose) => e.name === 'POSTGRES_URL',
          );
          if (url) url.value = url.value.replace('arogya-postgres-pooler', 'arogya-postgres-rw');
        }
        find(o, 'Cluster', 'arogya-postgres').spec.postgresql.parameters.max_connections = '500';
      },
      /may open 630 server connections \(.*Deployment\/orders 8 x 10 direct.*\), more than 80 % of max_connections 500 \(400\)$/,
    );
  });

  it("a service whose sessions exceed the pooler's server connections (session mode queues them)", () => {
    assertCaught(
      'prod',
      (o) => void (find(o, 'HorizontalPodAutoscaler', 'checkout').spec.maxReplicas = 12),
      /^Deployment\/checkout: up to 12 replicas x DB_POOL_SIZE 10 = 120 sessions, more than the 80 server connections of Pooler\/arogya-postgres-pooler/,
    );
  });

  it('a misspelt or mistyped field of the new resources', () => {
    assertCaught(
      'prod',
      (o) =>
        void (find(o, 'Pooler', 'arogya-postgres-pooler').spec.pgbouncer.poolMode = 'statement'),
      /^Pooler\/arogya-postgres-pooler: spec\.pgbouncer\.poolMode must be one of session, transaction/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Cluster', 'arogya-postgres').spec.postgresql.synchronous.number = '1'),
      /^Cluster\/arogya-postgres: spec\.postgresql\.synchronous\.number must be an integer/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Cluster', 'arogya-postgres').spec.managed.roles[0].createDB = true),
      /spec\.managed\.roles\[0\]\.createDB is an unknown field/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Database', 'arogya-orders').spec.reclaimPolicy = 'retain'),
      /^Database\/arogya-orders: spec\.reclaimPolicy is an unknown field/,
    );
    assertCaught(
      'dev',
      (o) => void (find(o, 'ScheduledBackup', 'arogya-postgres-daily').spec.method = 'barman'),
      /spec\.method must be one of barmanObjectStore, volumeSnapshot, plugin/,
    );
    assertCaught(
      'prod',
      (o) => void (find(o, 'Certificate', 'nats-tls').spec.dnsName = ['nats']),
      /^Certificate\/nats-tls: spec\.dnsName is an unknown field/,
    );
    assertCaught(
      'prod',
      (o) =>
        void delete find(o, 'ObjectStore', 'arogya-backups').spec.configuration.destinationPath,
      /^ObjectStore\/arogya-backups: spec\.configuration\.destinationPath is required/,
    );
  });
});

describe('components/managed-redis', () => {
  it('on prod: no in-cluster Redis, every process reads REDIS_URL from Secret managed-redis, the rules hold', () => {
    // an overlay of prod plus the component, as an SRE would write it (kustomize wants
    // relative paths)
    const dir = mkdtempSync(join(tmpdir(), 'arogya-managed-redis-'));
    try {
      const rel = (path: string) => relative(dir, k8sDir(path));
      writeFileSync(
        join(dir, 'kustomization.yaml'),
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\n' +
          `resources: [${rel('overlays/prod')}]\ncomponents: [${rel('components/managed-redis')}]\n`,
      );
      const objects = parseManifests(render(dir), dir);
      const problems = validateObjects(objects, 'prod');
      assert.deepEqual(problems, [], problems.join('\n'));
      for (const kind of ['StatefulSet', 'Service', 'PodDisruptionBudget', 'NetworkPolicy'])
        assert.ok(!objects.some((o) => o.kind === kind && o.metadata.name === 'redis'), kind);
      // the shop's processes (the OpenTelemetry collector reads no Redis)
      const deployments = objects.filter(
        (o) =>
          o.kind === 'Deployment' &&
          ['service', 'gateway'].includes(o.metadata.labels?.['app.kubernetes.io/component'] ?? ''),
      );
      assert.equal(deployments.length, 8);
      for (const d of deployments) {
        const c = container(d);
        assert.deepEqual(envVar(c, 'REDIS_URL'), {
          name: 'REDIS_URL',
          valueFrom: { secretKeyRef: { name: 'managed-redis', key: 'url' } },
        });
        assert.equal(envVar(c, 'REDIS_PASSWORD'), undefined, d.metadata.name);
      }
      assert.ok(objects.some((o) => o.metadata.name === 'managed-redis-egress'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
