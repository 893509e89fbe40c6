// Issue 18: monitors, exporters and alert rules in Kubernetes; each rule's break caught.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { checkMonitoring } from '../src/rules/monitoring.js';
import { validateObjects, type K8sObject } from '../src/validate.js';
import { assertProblem, find, overlay, type Loose } from './overlays.js';

const remove = (objects: K8sObject[], kind: string, name: string) =>
  void objects.splice(objects.indexOf(find(objects, kind, name)), 1);
const alert = (objects: K8sObject[], name: string): Loose =>
  find(objects, 'PrometheusRule', 'arogya-alerts')
    .spec.groups.flatMap((g: Loose) => g.rules)
    .find((r: Loose) => r.alert === name);

function caught(
  change: (objects: Loose[]) => void,
  expected: RegExp[],
  profile: 'dev' | 'prod' = 'prod',
) {
  const objects = overlay(profile);
  change(objects);
  const problems = checkMonitoring(objects);
  for (const e of expected) assertProblem(problems, e);
}

const APPS = [
  'gateway',
  'catalog',
  'users',
  'cart',
  'checkout',
  'orders',
  'notifications',
  'fulfilment',
];

describe('monitoring (Prometheus Operator)', () => {
  for (const profile of ['dev', 'prod'] as const) {
    it(`${profile}: every workload of the shop and PostgreSQL are scraped, every alert is labelled`, () => {
      const objects = overlay(profile);
      assert.deepEqual(checkMonitoring(objects), []);
      assert.ok(find(objects, 'PrometheusRule', 'arogya-alerts'));
      for (const name of ['nats', 'redis', 'arogya-postgres'])
        assert.ok(find(objects, 'PodMonitor', name));
      const apps = find(objects, 'ServiceMonitor', 'arogya-apps');
      assert.deepEqual(apps.spec.endpoints[0], { port: 'ops', path: '/metrics', interval: '30s' });
    });
  }

  it('the exporter sidecars run pinned images beside NATS and Redis, Redis with its password', () => {
    const objects = overlay('prod');
    const sidecar = (name: string) =>
      find(objects, 'StatefulSet', name).spec.template.spec.containers.find(
        (c: Loose) => c.name === 'metrics',
      );
    assert.match(sidecar('nats').image, /^natsio\/prometheus-nats-exporter:\d+\.\d+\.\d+$/);
    assert.ok(sidecar('nats').args.includes('http://localhost:8222'));
    assert.match(sidecar('redis').image, /^oliver006\/redis_exporter:v\d+\.\d+\.\d+$/);
    assert.deepEqual(
      sidecar('redis').env.find((e: Loose) => e.name === 'REDIS_PASSWORD').valueFrom,
      { secretKeyRef: { name: 'redis-auth', key: 'redis-password', optional: true } },
    );
  });

  it('spans go from the apps to the collector, which limits memory, batches and forwards them', () => {
    const objects = overlay('prod');
    const shared = (
      objects.find(
        (o) => o.kind === 'ConfigMap' && o.metadata.name.startsWith('arogya-env'),
      ) as Loose
    ).data;
    assert.equal(shared.OTEL_EXPORTER_OTLP_ENDPOINT, 'http://otel-collector:4318');
    assert.equal(shared.OTEL_TRACES_SAMPLER, 'parentbased_traceidratio');
    assert.equal(shared.OTEL_TRACES_SAMPLER_ARG, '0.1');
    const config = find(objects, 'ConfigMap', 'otel-collector').data;
    const pipeline = parse(config['config.yaml']).service.pipelines.traces;
    assert.deepEqual(pipeline, {
      receivers: ['otlp'],
      processors: ['memory_limiter', 'batch'],
      exporters: ['otlphttp'],
    });
    const container = find(objects, 'Deployment', 'otel-collector').spec.template.spec
      .containers[0];
    assert.match(container.image, /^otel\/opentelemetry-collector:\d+\.\d+\.\d+$/);
    assert.deepEqual(container.env[0].valueFrom, {
      configMapKeyRef: { name: 'otel-collector', key: 'backend-endpoint' },
    });
    const egress = find(objects, 'NetworkPolicy', 'app-egress').spec.egress;
    assert.ok(
      egress.some(
        (r: Loose) =>
          r.to[0].podSelector?.matchLabels['app.kubernetes.io/name'] === 'otel-collector' &&
          r.ports[0].port === 4318,
      ),
    );
  });

  it('a service nobody scrapes is caught (the ServiceMonitor gone)', () =>
    caught(
      (o) => remove(o, 'ServiceMonitor', 'arogya-apps'),
      APPS.map(
        (app) =>
          new RegExp(`^Deployment/${app}: no ServiceMonitor or PodMonitor scrapes a port its pods`),
      ),
    ));

  it('a monitor on a port the pods do not expose is caught', () => {
    caught(
      (o) => void (find(o, 'ServiceMonitor', 'arogya-apps').spec.endpoints[0].port = 'metrics'),
      [/^Deployment\/gateway: no ServiceMonitor or PodMonitor scrapes/],
      'dev',
    );
    caught(
      (o) =>
        void (find(o, 'PodMonitor', 'redis').spec.podMetricsEndpoints[0].port = 'redis-metrics'),
      [/^StatefulSet\/redis: no ServiceMonitor or PodMonitor scrapes/],
    );
  });

  it('NATS without its exporter sidecar, or PostgreSQL without its PodMonitor, is caught', () => {
    caught(
      (o) =>
        void (find(o, 'StatefulSet', 'nats').spec.template.spec.containers = find(
          o,
          'StatefulSet',
          'nats',
        ).spec.template.spec.containers.filter((c: Loose) => c.name !== 'metrics')),
      [/^StatefulSet\/nats: no ServiceMonitor or PodMonitor scrapes/],
    );
    caught(
      (o) => remove(o, 'PodMonitor', 'arogya-postgres'),
      [/^Cluster\/arogya-postgres: no ServiceMonitor or PodMonitor scrapes/],
    );
  });

  it('a scraped port the NetworkPolicies keep closed to namespace monitoring is caught', () => {
    caught(
      (o) =>
        void (find(o, 'NetworkPolicy', 'nats').spec.ingress[2].ports = [
          { protocol: 'TCP', port: 8222 },
        ]),
      [
        /^StatefulSet\/nats: no NetworkPolicy lets namespace monitoring reach port metrics \(7777\)/,
      ],
    );
    caught(
      (o) => remove(o, 'NetworkPolicy', 'ops-from-monitoring'),
      [/^Deployment\/checkout: no NetworkPolicy lets namespace monitoring reach port ops \(9104\)/],
    );
  });

  it('an alert without a severity or a summary is caught', () =>
    caught(
      (o) => {
        delete alert(o, 'DeadLettersWaiting').labels.severity;
        alert(o, 'RefundFailed').annotations.summary = ' ';
      },
      [
        /^PrometheusRule\/arogya-alerts: alert DeadLettersWaiting \(group [\w-]+\) has no severity label/,
        /^PrometheusRule\/arogya-alerts: alert RefundFailed \(group [\w-]+\) has no summary annotation/,
      ],
    ));

  it("a misspelt field of the Prometheus Operator's resources is a schema problem", () => {
    const objects = overlay('dev');
    find(objects, 'ServiceMonitor', 'arogya-apps').spec.endpoint = [];
    find(objects, 'PodMonitor', 'nats').spec.podMetricsEndpoints[0].relabelings[0].action =
      'rename';
    find(objects, 'PrometheusRule', 'arogya-alerts').spec.groups[0].rule = [];
    const problems = validateObjects(objects, 'dev');
    for (const expected of [
      /^ServiceMonitor\/arogya-apps: spec\.endpoint is an unknown field/,
      /^PodMonitor\/nats: spec\.podMetricsEndpoints\[0\]\.relabelings\[0\]\.action must be one of/,
      /^PrometheusRule\/arogya-alerts: spec\.groups\[0\]\.rule is an unknown field/,
    ])
      assertProblem(problems, expected);
  });
});
