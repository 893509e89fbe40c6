// Issue 27: what the API server and the kubelet refuse across fields (src/rules/structure.ts),
// over the base and both overlays, and a deliberate break of each rule caught.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EXTERNAL_SECRETS } from '../src/external-secrets.js';
import { checkStructure } from '../src/rules/structure.js';
import { podTemplate, validateObjects, type K8sObject } from '../src/validate.js';
import { assertProblem, find, overlay, withComponents, type Loose } from './overlays.js';

type Name = 'base' | 'dev' | 'prod';
const profileOf = (name: Name) => (name === 'base' ? 'any' : name);

/** `change` applied to a fresh rendering of `name` yields a problem matching `expected`. */
function caught(change: (objects: Loose[]) => void, expected: RegExp, name: Name = 'prod') {
  const objects = overlay(name);
  change(objects);
  assertProblem(checkStructure(objects, profileOf(name)), expected);
}

/** `change` applied to a fresh rendering of `name` leaves it without problems. */
function passes(change: (objects: Loose[]) => void, name: Name = 'prod') {
  const objects = overlay(name);
  change(objects);
  assert.deepEqual(checkStructure(objects, profileOf(name)), []);
}

const spec = (o: Loose): Loose => o.spec.template.spec;
const container = (o: Loose, name?: string): Loose =>
  (spec(o).containers as Loose[]).find((c) => !name || c.name === name);
const envVar = (c: Loose, name: string): Loose => (c.env as Loose[]).find((e) => e.name === name);
const without = (objects: Loose[], kind: string, name: string) =>
  void objects.splice(objects.indexOf(find(objects, kind, name)), 1);

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];

describe('structure: the base and every overlay', () => {
  for (const name of ['base', 'dev', 'prod'] as const) {
    it(`${name}: declared volumes, existing ConfigMaps and Secrets with their keys, matching selectors, probe ports`, () => {
      const problems = checkStructure(overlay(name), profileOf(name));
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }

  it('prod with components/managed-redis: the Secret managed-redis is one created outside', () => {
    const problems = checkStructure(withComponents('prod', ['managed-redis']), 'prod');
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('every app Deployment mounts the NATS CA from a volume it declares (the review finding)', () => {
    const objects = overlay('prod');
    for (const name of ['gateway', ...SERVICES]) {
      const d = find(objects, 'Deployment', name);
      assert.deepEqual(
        (container(d).volumeMounts as Loose[]).find((m) => m.name === 'nats-ca'),
        { name: 'nats-ca', mountPath: '/etc/nats-ca', readOnly: true },
        name,
      );
      assert.deepEqual(
        (spec(d).volumes as Loose[]).find((v) => v.name === 'nats-ca'),
        {
          name: 'nats-ca',
          secret: { secretName: 'nats-tls', items: [{ key: 'ca.crt', path: 'ca.crt' }] },
        },
        name,
      );
      assert.equal(envVar(container(d), 'NODE_EXTRA_CA_CERTS').value, '/etc/nats-ca/ca.crt');
    }
  });
});

describe('structure: volumes', () => {
  it('a mount of a volume the pod does not declare is caught, by the whole validator too', () => {
    const broken = (o: Loose[]) => {
      const d = find(o, 'Deployment', 'catalog');
      spec(d).volumes = (spec(d).volumes as Loose[]).filter((v) => v.name !== 'nats-ca');
    };
    const expected =
      /^Deployment\/catalog: container catalog mounts volume "nats-ca", which its pod spec does not declare \(volumes\): the API server refuses it$/;
    caught(broken, expected, 'base');
    caught(broken, expected, 'dev');
    const objects = overlay('prod');
    broken(objects);
    assert.ok(validateObjects(objects, 'prod').some((p) => expected.test(p)));
  });

  it("an initContainer's mount is checked too", () =>
    caught((o) => {
      spec(find(o, 'Job', 'orders-migrate')).initContainers = [
        {
          ...container(find(o, 'Job', 'orders-migrate')),
          name: 'wait',
          volumeMounts: [{ name: 'cache', mountPath: '/cache' }],
        },
      ];
    }, /^Job\/orders-migrate: container wait mounts volume "cache", which its pod spec does not declare \(volumes\)/));

  it("a StatefulSet's mount may name a volumeClaimTemplate, and only one that exists", () => {
    passes((o) => void assert.equal(spec(find(o, 'StatefulSet', 'redis')).volumes, undefined));
    caught(
      (o) =>
        void (find(o, 'StatefulSet', 'redis').spec.volumeClaimTemplates[0].metadata.name = 'store'),
      /^StatefulSet\/redis: container redis mounts volume "data", which its pod spec does not declare \(volumes or volumeClaimTemplates\): the API server refuses every pod of it$/,
    );
  });

  it('a volume declared twice is caught', () =>
    caught((o) => {
      const volumes = spec(find(o, 'Deployment', 'gateway')).volumes as Loose[];
      volumes.push({ name: 'tmp', emptyDir: {} });
    }, /^Deployment\/gateway: volume "tmp" is declared twice$/));
});

describe('structure: ConfigMap and Secret references', () => {
  it('a ConfigMap read by its name before kustomize added the hash, or a key it lacks, is caught', () => {
    caught(
      (o) =>
        void (container(find(o, 'Deployment', 'cart')).envFrom[0].configMapRef.name = 'arogya-env'),
      /^Deployment\/cart: ConfigMap "arogya-env" does not exist$/,
    );
    caught((o) => {
      const volume = (spec(find(o, 'Deployment', 'otel-collector')).volumes as Loose[]).find(
        (v) => v.configMap,
      );
      volume.configMap.items[0].key = 'collector.yaml';
    }, /^Deployment\/otel-collector: ConfigMap "otel-collector" has no key "collector\.yaml"$/);
  });

  it('a Secret nothing makes and nobody is told to create is caught; optional: true is not', () => {
    const rename = (o: Loose[]) =>
      envVar(container(find(o, 'Deployment', 'gateway')), 'NATS_PASSWORD');
    caught(
      (o) => void (rename(o).valueFrom.secretKeyRef.name = 'nats-credentials'),
      /^Deployment\/gateway: Secret "nats-credentials" does not exist: it is not rendered, nothing rendered makes it .*k8s\/src\/external-secrets\.ts\)$/,
    );
    passes((o) => {
      rename(o).valueFrom.secretKeyRef = { name: 'nats-credentials', key: 'x', optional: true };
    });
  });

  it('a key a Secret created outside the manifests does not have is caught, with the keys it has', () =>
    caught(
      (o) =>
        void (envVar(
          container(find(o, 'Deployment', 'users')),
          'NATS_PASSWORD',
        ).valueFrom.secretKeyRef.key = 'user'),
      /^Deployment\/users: Secret "nats-auth" has no key "user" \(made by the operator, by hand .*: catalog, users, cart, checkout, orders, notifications, fulfilment, gateway\)$/,
    ));

  it("a certificate Secret is cert-manager's: it exists while its Certificate does, with tls.crt, tls.key and ca.crt", () => {
    caught((o) => {
      const volume = (spec(find(o, 'Deployment', 'orders')).volumes as Loose[]).find(
        (v) => v.name === 'nats-ca',
      );
      volume.secret.items[0].key = 'ca.pem';
    }, /^Deployment\/orders: Secret "nats-tls" has no key "ca\.pem" \(made by cert-manager \(Certificate nats-tls\): tls\.crt, tls\.key, ca\.crt\)$/);
    caught(
      (o) => without(o, 'Certificate', 'nats-tls'),
      /^StatefulSet\/nats: Secret "nats-tls" does not exist/,
    );
  });

  it('projected volumes are read too', () => {
    const project = (optional?: boolean) => (o: Loose[]) => {
      const d = find(o, 'Deployment', 'checkout');
      (spec(d).volumes as Loose[]).push({
        name: 'settings',
        projected: {
          sources: [
            {
              configMap: {
                name: 'otel-collector',
                items: [{ key: 'endpoint', path: 'endpoint' }],
                optional,
              },
            },
            { secret: { name: 'redis-auth', items: [{ key: 'redis-password', path: 'redis' }] } },
          ],
        },
      });
    };
    caught(project(), /^Deployment\/checkout: ConfigMap "otel-collector" has no key "endpoint"$/);
    passes(project(true));
  });

  it('dev generates its Secrets: one that is only expected from outside is caught', () =>
    caught(
      (o) => without(o, 'Secret', 'redis-auth'),
      /^StatefulSet\/redis: Secret "redis-auth" is not rendered, but dev generates it/,
      'dev',
    ));

  it("the Secrets of CloudNativePG's roles, the backups' store and the Gateway's certificate are checked", () => {
    caught(
      (o) =>
        void (find(o, 'Cluster', 'arogya-postgres').spec.managed.roles[0].passwordSecret.name =
          'catalog-db'),
      /^Cluster\/arogya-postgres: Secret "catalog-db" does not exist/,
    );
    caught(
      (o) =>
        void (find(
          o,
          'ObjectStore',
          'arogya-backups',
        ).spec.configuration.s3Credentials.secretAccessKey.key = 'SECRET'),
      /^ObjectStore\/arogya-backups: Secret "backup-s3" has no key "SECRET"/,
    );
    // without cert-manager's annotation nothing makes arogya-tls
    caught(
      (o) => void delete find(o, 'Gateway', 'arogya').metadata.annotations,
      /^Gateway\/arogya: Secret "arogya-tls" does not exist/,
    );
  });

  it('the list of Secrets created outside is needed and true: each is read, and dev generates the keys it lists', () => {
    const renderings = [overlay('prod'), withComponents('prod', ['managed-redis'])];
    const dev = overlay('dev');
    for (const secret of EXTERNAL_SECRETS) {
      // removing the entry's Secret from the list would break a rendering: it is read
      const read = renderings.some((objects) =>
        JSON.stringify(
          objects.filter((o) => podTemplate(o) || ['Cluster', 'ObjectStore'].includes(o.kind)),
        ).includes(`"${secret.name}"`),
      );
      assert.ok(read, `${secret.name} is read by something`);
      // its name, or its name and kustomize's hash suffix (not a name's last 10 letters:
      // "postgres-fulfilment" is no hash of "postgres")
      const generated = dev.find(
        (o) =>
          o.kind === 'Secret' &&
          (o.metadata.name === secret.name ||
            o.metadata.name.replace(/-[a-z0-9]{10}$/, '') === secret.name),
      ) as Loose;
      if (secret.dev === 'external') {
        assert.equal(generated, undefined, secret.name);
        continue;
      }
      assert.ok(generated, `dev generates ${secret.name}`);
      for (const key of Object.keys(generated.data))
        assert.ok(secret.keys.includes(key), `${secret.name}: dev's key ${key} is listed`);
    }
  });
});

describe('structure: selectors', () => {
  it('a workload whose selector misses its own pods is caught (Deployment, StatefulSet, Job)', () => {
    caught(
      (o) =>
        void (find(o, 'Deployment', 'checkout').spec.selector.matchLabels[
          'app.kubernetes.io/component'
        ] = 'api'),
      /^Deployment\/checkout: spec\.selector .*"api".* does not select its own pod template's labels .*\(the API server refuses it\)$/,
    );
    caught(
      (o) =>
        void (find(o, 'StatefulSet', 'nats').spec.selector = {
          matchExpressions: [
            { key: 'app.kubernetes.io/name', operator: 'NotIn', values: ['nats'] },
          ],
        }),
      /^StatefulSet\/nats: spec\.selector .* does not select its own pod template's labels/,
    );
    caught(
      (o) =>
        void (find(o, 'Job', 'users-migrate').spec.selector = {
          matchLabels: { 'app.kubernetes.io/name': 'user' },
        }),
      /^Job\/users-migrate: spec\.selector .* does not select its own pod template's labels/,
    );
  });

  it('a Deployment or StatefulSet without a selector, or with an empty one, is caught', () => {
    caught(
      (o) => void delete find(o, 'StatefulSet', 'redis').spec.selector,
      /^StatefulSet\/redis: spec\.selector is required and may not be empty$/,
    );
    caught(
      (o) => void (find(o, 'Deployment', 'gateway').spec.selector = {}),
      /^Deployment\/gateway: spec\.selector is required and may not be empty$/,
    );
  });
});

describe('structure: probe ports', () => {
  it('a probe naming a port its container does not name is caught', () => {
    caught(
      (o) =>
        void (container(find(o, 'Deployment', 'gateway')).livenessProbe.httpGet.port = 'health'),
      /^Deployment\/gateway: container gateway livenessProbe httpGet\.port "health" is not a named port of the container \(its named ports: http, ops\): the probe can never succeed$/,
    );
    // the kubelet looks the name up in the probed container only, not its neighbours
    caught(
      (o) =>
        void (container(find(o, 'StatefulSet', 'nats'), 'metrics').readinessProbe.tcpSocket.port =
          'monitor'),
      /^StatefulSet\/nats: container metrics readinessProbe tcpSocket\.port "monitor" is not a named port of the container \(its named ports: metrics\)/,
    );
  });

  it("a probe on a number that is not one of the container's ports is caught; a declared one passes", () => {
    caught(
      (o) => void (container(find(o, 'Deployment', 'catalog')).startupProbe.httpGet.port = 9100),
      /^Deployment\/catalog: container catalog startupProbe httpGet\.port 9100 is not one of the container's ports \(9101\): declare it, or probe a declared port$/,
    );
    caught(
      (o) =>
        void (container(find(o, 'Deployment', 'cart')).readinessProbe = { grpc: { port: 50051 } }),
      /^Deployment\/cart: container cart readinessProbe grpc\.port 50051 is not one of the container's ports \(9103\)/,
    );
    passes(
      (o) => void (container(find(o, 'Deployment', 'catalog')).startupProbe.httpGet.port = 9101),
    );
  });
});

// the rule reads the objects only: a standalone list of them is fine too
describe('structure: objects alone', () => {
  it('a Deployment with nothing else around it', () => {
    const deployment: K8sObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'lonely' },
      spec: {
        selector: { matchLabels: { app: 'lonely' } },
        template: {
          metadata: { labels: { app: 'lonely' } },
          spec: {
            containers: [
              {
                name: 'app',
                ports: [{ name: 'http', containerPort: 80 }],
                readinessProbe: { httpGet: { path: '/', port: 'http' } },
                envFrom: [{ secretRef: { name: 'lonely-env' } }],
              },
            ],
          },
        },
      },
    };
    assert.deepEqual(checkStructure([deployment], 'any'), [
      'Deployment/lonely: Secret "lonely-env" does not exist: it is not rendered, nothing rendered makes it (a cert-manager Certificate or Gateway, a CloudNativePG Cluster), and it is not one of the Secrets created outside the manifests (k8s/src/external-secrets.ts)',
    ]);
  });
});
