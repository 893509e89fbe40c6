import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  imageProblem,
  parseManifests,
  render,
  selects,
  validateObjects,
  validateStandalone,
  type K8sObject,
} from '../src/validate.js';
import { assertProblem, find, k8sDir, noProblems, overlay, type Loose } from './overlays.js';

const count = (objects: K8sObject[], kind: string) => objects.filter((o) => o.kind === kind).length;
const names = (objects: K8sObject[], kind: string) =>
  objects
    .filter((o) => o.kind === kind)
    .map((o) => o.metadata.name)
    .sort();
/** The data of the generated ConfigMap `name` (its name has a hash suffix). */
const configData = (objects: K8sObject[], name: string): Record<string, string> => {
  const o = objects.find((x) => x.kind === 'ConfigMap' && x.metadata.name.startsWith(`${name}-`));
  assert.ok(o, `ConfigMap ${name} is rendered`);
  return (o as Loose).data;
};

/** The first container of a workload's pod template. */
const container = (o: Loose): Loose => o.spec.template.spec.containers[0];

const SERVICES = ['cart', 'catalog', 'checkout', 'fulfilment', 'notifications', 'orders', 'users'];

/** Asserts `mutate` makes the checker report a problem matching `expected`. */
function assertCaught(
  objects: K8sObject[],
  profile: 'dev' | 'prod',
  mutate: (objects: K8sObject[]) => K8sObject[] | void,
  expected: RegExp,
) {
  const broken = mutate(objects) ?? objects;
  assertProblem(validateObjects(broken, profile), expected);
}

describe('kubectl', () => {
  it('a missing kubectl fails saying what to install', () => {
    assert.throws(
      () => render(k8sDir('overlays/dev'), '/nonexistent/kubectl'),
      /kubectl was not found .*install kubectl 1\.27 or newer/s,
    );
  });
});

describe('prod overlay', () => {
  it('renders valid objects that follow every rule', () => {
    noProblems(validateObjects(overlay('prod'), 'prod'));
  });

  it('has the shop: 7 Deployments and the trace collector with autoscalers and budgets, 6 migration Jobs, NATS, Redis, PostgreSQL', () => {
    const objects = overlay('prod');
    assert.deepEqual(
      names(objects, 'Deployment'),
      ['gateway', 'otel-collector', ...SERVICES].sort(),
    );
    assert.deepEqual(names(objects, 'HorizontalPodAutoscaler'), names(objects, 'Deployment'));
    assert.deepEqual(
      names(objects, 'PodDisruptionBudget'),
      [...names(objects, 'Deployment'), 'nats', 'redis'].sort(),
    );
    assert.deepEqual(
      names(objects, 'Job'),
      SERVICES.map((s) => `${s}-migrate`),
    );
    assert.deepEqual(names(objects, 'StatefulSet'), ['nats', 'redis']);
    assert.equal(count(objects, 'Cluster'), 1);
    assert.equal(count(objects, 'Ingress'), 0, 'Gateway API, not an Ingress');
    assert.equal(count(objects, 'Gateway'), 1);
    assert.deepEqual(names(objects, 'HTTPRoute'), [
      'arogya',
      'arogya-admin',
      'arogya-auth',
      'arogya-https-redirect',
    ]);
    assert.ok(count(objects, 'NetworkPolicy') >= 10);
    assert.ok(objects.every((o) => o.kind === 'Namespace' || o.metadata.namespace === 'arogya'));
    // the secret is created by hand, never rendered
    assert.equal(count(objects, 'Secret'), 0);
    // no sandbox: notifications runs as production (refusing the sandboxes' values) and calls
    // Meta's API
    const notifications = container(find(objects, 'Deployment', 'notifications')).env as Loose[];
    assert.equal(
      notifications.find((e) => e.name === 'NODE_ENV'),
      undefined,
      'NODE_ENV from arogya-env',
    );
    assert.equal(configData(objects, 'arogya-env').NODE_ENV, 'production');
    const site = configData(objects, 'arogya-site');
    assert.equal(site.WHATSAPP_API_BASE, 'https://graph.facebook.com');
    assert.equal(site.MSG91_API_BASE, 'https://control.msg91.com');
  });

  it('runs migrations with the image command plus --migrate-only', () => {
    const objects = overlay('prod');
    for (const s of SERVICES) {
      const job = find(objects, 'Job', `${s}-migrate`);
      assert.deepEqual(container(job).command, [
        'node',
        `services/${s}/dist/src/main.js`,
        '--migrate-only',
      ]);
      assert.equal(container(job).image, container(find(objects, 'Deployment', s)).image);
      assert.ok(job.spec.ttlSecondsAfterFinished > 0);
      assert.ok(job.spec.backoffLimit >= 1);
    }
  });

  it('is highly available: 3 of everything, zone spread, 3 stream replicas, TLS', () => {
    const objects = overlay('prod');
    for (const d of objects.filter((o) => o.kind === 'Deployment'))
      assert.equal((d as Loose).spec.replicas, 3, d.metadata.name);
    assert.equal(find(objects, 'StatefulSet', 'nats').spec.replicas, 3);
    assert.equal(find(objects, 'Cluster', 'arogya-postgres').spec.instances, 3);
    assert.equal(configData(objects, 'arogya-env').JETSTREAM_REPLICAS, '3');
    const https = find(objects, 'Gateway', 'arogya').spec.listeners.find(
      (l: Loose) => l.protocol === 'HTTPS',
    );
    assert.equal(https.hostname, 'shop.example.com');
    assert.deepEqual(https.tls.certificateRefs, [{ kind: 'Secret', name: 'arogya-tls' }]);
    // uploads in the object store, not on a volume (no ReadWriteMany claim that stays Pending)
    assert.equal(count(objects, 'PersistentVolumeClaim'), 0);
    const env = container(find(objects, 'Deployment', 'gateway')).env as Loose[];
    assert.deepEqual(
      env.find((e) => e.name === 'UPLOAD_STORE'),
      { name: 'UPLOAD_STORE', value: 's3' },
    );
    assert.equal(configData(objects, 'arogya-site').S3_CREATE_BUCKET, 'false');
  });

  it('NetworkPolicies pick the intended pods', () => {
    const objects = overlay('prod');
    const selectedBy = (policy: string) => {
      const selector = find(objects, 'NetworkPolicy', policy).spec.podSelector;
      return objects
        .filter((o) => ['Deployment', 'StatefulSet', 'Job'].includes(o.kind))
        .filter((o) => selects(selector, (o as Loose).spec.template.metadata.labels ?? {}))
        .map((o) => `${o.kind}/${o.metadata.name}`)
        .sort();
    };
    const deployments = (...n: string[]) => n.map((x) => `Deployment/${x}`);
    const jobs = SERVICES.map((x) => `Job/${x}-migrate`);
    assert.equal(selectedBy('default-deny-all').length, 8 + 1 + 7 + 2);
    assert.deepEqual(selectedBy('app-egress'), deployments('gateway', ...SERVICES).sort());
    assert.deepEqual(
      selectedBy('postgres-clients-egress'),
      [...deployments(...SERVICES), ...jobs].sort(),
    );
    // orders no longer calls Razorpay: refunds are checkout's
    // checkout and users call Razorpay and Google; the gateway the uploads' object store;
    // notifications WhatsApp's Cloud API, and it alone hands e-mail to an SMTP relay;
    // fulfilment Shiprocket's API
    assert.deepEqual(
      selectedBy('https-egress'),
      deployments('checkout', 'fulfilment', 'gateway', 'notifications', 'users'),
    );
    assert.deepEqual(selectedBy('smtp-egress'), deployments('notifications'));
    assert.deepEqual(selectedBy('gateway-ingress'), deployments('gateway'));
    assert.deepEqual(selectedBy('nats'), ['StatefulSet/nats']);
    assert.deepEqual(selectedBy('redis'), ['StatefulSet/redis']);
    assert.deepEqual(selectedBy('otel-collector'), deployments('otel-collector'));
  });

  it("books parcels with Shiprocket's own API, with the operator's optional keys, never the sandbox's", () => {
    const objects = overlay('prod');
    assert.equal(
      configData(objects, 'arogya-site').SHIPROCKET_API_BASE,
      'https://apiv2.shiprocket.in',
    );
    const env = container(find(objects, 'Deployment', 'fulfilment')).env as Loose[];
    assert.equal(
      env.find((e) => e.name === 'NODE_ENV'),
      undefined,
      'NODE_ENV=production of arogya-env',
    );
    // all three from the operator's arogya-secrets, or none (no courier: staff ship by hand)
    for (const key of ['SHIPROCKET_EMAIL', 'SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN']) {
      const ref = env.find((e) => e.name === key)?.valueFrom?.secretKeyRef;
      assert.deepEqual(ref, { name: 'arogya-secrets', key, optional: true }, key);
    }
    assert.ok(!objects.some((o) => o.metadata.name.startsWith('courier-sandbox')));
    assert.doesNotMatch(JSON.stringify(objects), /courier-sandbox|sandbox_shiprocket|arogya\.test/);
  });

  describe('the checker catches breakage', () => {
    it('a missing readinessProbe', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void delete container(find(o, 'Deployment', 'gateway')).readinessProbe,
        /^Deployment\/gateway: container gateway has no readinessProbe$/,
      ));

    it('a missing memory limit, in a Job too', () => {
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void delete container(find(o, 'Deployment', 'catalog')).resources.limits.memory,
        /^Deployment\/catalog: container catalog has no resources\.limits\.memory$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void delete container(find(o, 'Job', 'orders-migrate')).resources.requests.cpu,
        /^Job\/orders-migrate: container migrate has no resources\.requests\.cpu$/,
      );
    });

    it('an image on :latest or without a tag', () => {
      assertCaught(
        overlay('prod'),
        'prod',
        (o) =>
          void (container(find(o, 'Deployment', 'users')).image =
            'ghcr.io/arogya-shop/users:latest'),
        /^Deployment\/users: container users: image "ghcr\.io\/arogya-shop\/users:latest" uses the latest tag/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (container(find(o, 'StatefulSet', 'redis')).image = 'redis'),
        /^StatefulSet\/redis: container redis: image "redis" has no tag/,
      );
    });

    it('a field of the wrong type (schema)', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (find(o, 'Deployment', 'cart').spec.replicas = 'three'),
        /^Deployment\/cart: spec\.replicas must be integer$/,
      ));

    it('a misspelt container field, and a misspelt kind', () => {
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const c = container(find(o, 'Deployment', 'orders'));
          c.readinesProbe = c.readinessProbe;
          delete c.readinessProbe;
        },
        /^Deployment\/orders: containers\[0\]\.readinesProbe is an unknown field$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (find(o, 'Deployment', 'orders').kind = 'Deploymnet'),
        /^Deploymnet\/orders: unknown kind "Deploymnet" of apiVersion "apps\/v1"/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (find(o, 'HorizontalPodAutoscaler', 'cart').apiVersion = 'autoscaling/v1'),
        /^HorizontalPodAutoscaler\/cart: unknown kind "HorizontalPodAutoscaler" of apiVersion "autoscaling\/v1"/,
      );
    });

    it('a CloudNativePG Cluster with an unknown or mistyped field', () => {
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const spec = find(o, 'Cluster', 'arogya-postgres').spec;
          spec.instance = spec.instances;
          delete spec.instances;
        },
        /^Cluster\/arogya-postgres: spec\.instance is an unknown field$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) =>
          void (find(o, 'Cluster', 'arogya-postgres').spec.postgresql.parameters.max_connections =
            500),
        /^Cluster\/arogya-postgres: spec\.postgresql\.parameters\.max_connections must be a string$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (find(o, 'Cluster', 'arogya-postgres').spec.resources.limits.memory = 'lots'),
        /^Cluster\/arogya-postgres: spec\.resources\.limits\.memory must be number/,
      );
    });

    it('a Deployment without an autoscaler or a disruption budget', () => {
      const withoutKind = (kind: string, name: string) => (o: K8sObject[]) =>
        o.filter((x) => !(x.kind === kind && x.metadata.name === name));
      assertCaught(
        overlay('prod'),
        'prod',
        withoutKind('HorizontalPodAutoscaler', 'orders'),
        /^Deployment\/orders has no HorizontalPodAutoscaler$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        withoutKind('PodDisruptionBudget', 'checkout'),
        /^Deployment\/checkout has no PodDisruptionBudget selecting its pods$/,
      );
    });

    it('no default-deny NetworkPolicy', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => o.filter((x) => x.metadata.name !== 'default-deny-all'),
        /^no default-deny NetworkPolicy/,
      ));

    it('a route to anything but the gateway', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          find(o, 'HTTPRoute', 'arogya').spec.rules[0].backendRefs[0] = {
            name: 'catalog',
            port: 9101,
          };
        },
        /^HTTPRoute\/arogya routes to Service "catalog": only the gateway may be exposed$/,
      ));

    it('a Service whose selector matches no pods', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) =>
          void (find(o, 'Service', 'redis').spec.selector = { 'app.kubernetes.io/name': 'rediss' }),
        /^Service\/redis selects no pods/,
      ));

    it('what prod promises: replicas, zones, stream replicas, NATS routes, PostgreSQL instances, TLS', () => {
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          find(o, 'Deployment', 'users').spec.replicas = 1;
          find(o, 'HorizontalPodAutoscaler', 'users').spec.minReplicas = 1;
        },
        /^Deployment\/users: prod runs at least 2 replicas, not 1$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) =>
          void delete find(o, 'Deployment', 'cart').spec.template.spec.topologySpreadConstraints,
        /^Deployment\/cart: prod spreads pods over zones/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (configData(o, 'arogya-env').JETSTREAM_REPLICAS = '1'),
        /JETSTREAM_REPLICAS must be "3" in prod, not "1"$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const config = configData(o, 'nats-config');
          config['nats.conf'] = config['nats.conf']!.replace(/cluster \{[^}]*\}/s, '');
        },
        /^StatefulSet\/nats: the NATS config must route to all 3 servers .*found 0$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => void (find(o, 'Cluster', 'arogya-postgres').spec.instances = 1),
        /^Cluster\/arogya-postgres: prod runs 3 PostgreSQL instances, not 1$/,
      );
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const gateway = find(o, 'Gateway', 'arogya');
          gateway.spec.listeners = gateway.spec.listeners.filter((l: Loose) => l.name === 'http');
        },
        /^Gateway\/arogya: prod serves HTTPS, with a certificate/,
      );
    });

    it('a reference to a ConfigMap key that does not exist', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const env: Loose[] = container(find(o, 'Deployment', 'users')).env;
          env.find((e) => e.name === 'ADMIN_EMAIL').valueFrom.configMapKeyRef.key = 'ADMIN_MAIL';
        },
        /^Deployment\/users: ConfigMap "arogya-site-\w+" has no key "ADMIN_MAIL"$/,
      ));

    it('a container that may run as root or escalate', () =>
      assertCaught(
        overlay('prod'),
        'prod',
        (o) => {
          const d = find(o, 'Deployment', 'gateway');
          delete d.spec.template.spec.securityContext.runAsNonRoot;
          delete container(d).securityContext.allowPrivilegeEscalation;
        },
        /^Deployment\/gateway: container gateway must run as non-root/,
      ));
  });
});

describe('dev overlay', () => {
  it('renders valid objects that follow every rule', () => {
    noProblems(validateObjects(overlay('dev'), 'dev'));
  });

  it('runs one of everything, with the sandboxes, the seed catalogue and one NATS server', () => {
    const objects = overlay('dev');
    const sandboxes = [
      'razorpay-sandbox',
      'mail-sandbox',
      'whatsapp-sandbox',
      'sms-sandbox',
      'courier-sandbox',
    ];
    assert.deepEqual(
      names(objects, 'Deployment'),
      ['gateway', 'otel-collector', ...sandboxes, ...SERVICES].sort(),
    );
    assert.equal(count(objects, 'HorizontalPodAutoscaler'), 2 + sandboxes.length + SERVICES.length);
    // the migrations, and the Job making MinIO's backup bucket
    assert.equal(count(objects, 'Job'), SERVICES.length + 1);
    assert.ok(
      objects.every((o) => o.kind === 'Namespace' || o.metadata.namespace === 'arogya-dev'),
    );
    for (const h of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
      const spec = (h as Loose).spec;
      assert.equal(spec.minReplicas, 1);
      assert.equal(spec.maxReplicas, sandboxes.includes(h.metadata.name) ? 1 : 2);
    }
    assert.equal(find(objects, 'StatefulSet', 'nats').spec.replicas, 1);
    assert.doesNotMatch(
      configData(objects, 'nats-config')['nats.conf']!,
      /^\s*(cluster|routes)\b/m,
    );
    const env = (name: string) =>
      Object.fromEntries(
        (container(find(objects, 'Deployment', name)).env as Loose[]).map((e) => [e.name, e.value]),
      );
    assert.equal(env('catalog').CATALOG_SEED, 'true');
    assert.equal(env('users').NODE_ENV, 'development');
    assert.equal(env('cart').CATALOG_SEED, undefined);
    // notifications sends through the sandboxes, whose values it accepts in development only
    assert.equal(env('notifications').NODE_ENV, 'development');
    const site = configData(objects, 'arogya-site');
    assert.equal(site.WHATSAPP_API_BASE, 'http://whatsapp-sandbox:9310');
    assert.equal(site.MSG91_API_BASE, 'http://sms-sandbox:9320');
    // fulfilment books parcels with the courier sandbox, whose values it accepts in development
    // only, and the sandbox's tracking webhooks go to the gateway
    assert.equal(env('fulfilment').NODE_ENV, 'development');
    assert.equal(site.SHIPROCKET_API_BASE, 'http://courier-sandbox:9330');
    assert.equal(
      env('courier-sandbox').COURIER_SANDBOX_WEBHOOK_URL,
      'http://gateway:8080/api/webhooks/courier-tracking',
    );
    // the sandboxes' published test keys only: no signing key or admin password in git
    const secret: Loose = objects.find(
      (o) => o.kind === 'Secret' && o.metadata.name.startsWith('arogya-secrets'),
    );
    assert.deepEqual(Object.keys(secret.data).sort(), [
      'EMAIL_WEBHOOK_SECRET',
      'MSG91_AUTH_KEY',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'SHIPROCKET_EMAIL',
      'SHIPROCKET_PASSWORD',
      'SHIPROCKET_WEBHOOK_TOKEN',
      'SMS_WEBHOOK_SECRET',
      'SMTP_URL',
      'UNSUBSCRIBE_SECRET',
      'WHATSAPP_ACCESS_TOKEN',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
    ]);
    assert.equal(
      Buffer.from(secret.data.SMTP_URL as string, 'base64').toString(),
      'smtp://mail-sandbox:1025',
    );
    assert.equal(
      Buffer.from(secret.data.SHIPROCKET_EMAIL as string, 'base64').toString(),
      'sandbox-api@arogya.test',
    );
  });

  it('the checker holds dev to one replica and one stream replica', () => {
    assertCaught(
      overlay('dev'),
      'dev',
      (o) => void (find(o, 'Deployment', 'gateway').spec.replicas = 2),
      /^Deployment\/gateway: dev runs 1 replica, not 2$/,
    );
    assertCaught(
      overlay('dev'),
      'dev',
      (o) => void (configData(o, 'arogya-env').JETSTREAM_REPLICAS = '3'),
      /JETSTREAM_REPLICAS 3 exceeds the 1 NATS servers$/,
    );
  });
});

describe('k8s/load/testrun.yaml (k6-operator TestRun, applied on its own)', () => {
  const testRun = () =>
    parseManifests(readFileSync(k8sDir('load/testrun.yaml'), 'utf8'), 'load/testrun.yaml');

  it('is a valid TestRun in its own namespace (baseline pods), against the dev overlay (the only one with the sandbox)', () => {
    const objects = testRun();
    assert.deepEqual(
      objects.map((o) => `${o.apiVersion}/${o.kind}`),
      [
        'v1/Namespace',
        'networking.k8s.io/v1/NetworkPolicy',
        'networking.k8s.io/v1/NetworkPolicy',
        'k6.io/v1alpha1/TestRun',
      ],
    );
    const run = objects.at(-1) as Loose;
    assert.equal(run.metadata.namespace, 'arogya-load');
    assert.equal(
      (objects[0] as Loose).metadata.labels['pod-security.kubernetes.io/enforce'],
      'baseline',
    );
    assert.match(String(run.spec.arguments), /gateway\.arogya-dev\./);
    noProblems(validateStandalone(objects));
  });

  it('mistakes in it are caught', () => {
    const broken: Loose[] = testRun();
    const run = broken.at(-1)!;
    run.spec.parallelism = '4';
    run.spec.paralelism = 4;
    delete run.spec.script;
    run.spec.runner.resources.limits.cpu = 'one';
    delete run.spec.runner.resources.requests.memory;
    // without an image the operator runs grafana/k6:latest
    delete run.spec.runner.image;
    const problems = validateStandalone(broken);
    for (const expected of [
      /^TestRun\/arogya-load: spec\.runner\.image has no image$/,
      /^TestRun\/arogya-load: spec\.runner has no requests\.memory$/,
      /^TestRun\/arogya-load: spec\.parallelism must be an integer, not "4"$/,
      /^TestRun\/arogya-load: spec\.paralelism is an unknown field$/,
      /^TestRun\/arogya-load: spec\.script is required$/,
      /^TestRun\/arogya-load: spec\.runner\.resources\.limits\.cpu /,
    ]) {
      assertProblem(problems, expected);
    }
  });
});

describe('image references', () => {
  it('need a tag other than latest, or a digest', () => {
    assert.equal(imageProblem('nats:2.10.24-alpine'), undefined);
    assert.equal(imageProblem('registry.local:5000/team/app:1.2.3'), undefined);
    assert.equal(imageProblem(`ghcr.io/a/b@sha256:${'a'.repeat(64)}`), undefined);
    assert.match(imageProblem('registry.local:5000/team/app')!, /has no tag/);
    assert.match(imageProblem('redis:latest')!, /latest/);
    assert.match(imageProblem(undefined)!, /no image/);
  });
});
