/**
 * Vendored schemas of the Prometheus Operator's resources the shop ships (issue 18):
 * `PrometheusRule` (the alert and recording rules), `ServiceMonitor` and `PodMonitor` (what
 * Prometheus scrapes), all monitoring.coreos.com/v1. Written from the operator's API types
 * (pkg/apis/monitoring/v1: prometheusrule_types.go, servicemonitor_types.go,
 * podmonitor_types.go); the fields the shop sets are checked in depth, misspelt ones are errors.
 */
import { resource } from './crds.js';
import type { Schema } from './schema.js';
import {
  any,
  anyObject,
  boolean,
  integer,
  listOf,
  object,
  oneOf,
  string,
  stringMap,
} from './schema-parts.js';

/** A metav1.LabelSelector. */
const labelSelector = object({
  matchLabels: stringMap,
  matchExpressions: listOf(
    object(
      {
        key: string,
        operator: oneOf('In', 'NotIn', 'Exists', 'DoesNotExist'),
        values: listOf(string),
      },
      ['key', 'operator'],
    ),
  ),
});

/** Which namespaces a monitor looks in: its own when absent. */
const namespaceSelector = object({ any: boolean, matchNames: listOf(string) });

/** A relabelling step (relabel_config). */
const relabelConfig = object({
  sourceLabels: listOf(string),
  separator: string,
  targetLabel: string,
  regex: string,
  modulus: integer,
  replacement: string,
  action: oneOf(
    'replace',
    'Replace',
    'keep',
    'Keep',
    'drop',
    'Drop',
    'hashmod',
    'HashMod',
    'labelmap',
    'LabelMap',
    'labeldrop',
    'LabelDrop',
    'labelkeep',
    'LabelKeep',
    'lowercase',
    'Lowercase',
    'uppercase',
    'Uppercase',
    'keepequal',
    'KeepEqual',
    'dropequal',
    'DropEqual',
  ),
});

/** What ServiceMonitor endpoints and PodMonitor endpoints share. */
const endpointFields: Record<string, Schema> = {
  path: string,
  scheme: oneOf('http', 'https'),
  params: anyObject,
  interval: string,
  scrapeTimeout: string,
  honorLabels: boolean,
  honorTimestamps: boolean,
  trackTimestampsStaleness: boolean,
  relabelings: listOf(relabelConfig),
  metricRelabelings: listOf(relabelConfig),
  tlsConfig: anyObject,
  bearerTokenSecret: anyObject,
  authorization: anyObject,
  basicAuth: anyObject,
  oauth2: anyObject,
  followRedirects: boolean,
  enableHttp2: boolean,
  filterRunning: boolean,
  proxyUrl: string,
  noProxy: string,
  proxyFromEnvironment: boolean,
  proxyConnectHeader: anyObject,
};

/** What ServiceMonitor and PodMonitor specs share. */
const monitorFields: Record<string, Schema> = {
  selector: labelSelector,
  selectorMechanism: oneOf('RelabelConfig', 'RoleSelector'),
  namespaceSelector,
  jobLabel: string,
  podTargetLabels: listOf(string),
  sampleLimit: integer,
  targetLimit: integer,
  labelLimit: integer,
  labelNameLengthLimit: integer,
  labelValueLengthLimit: integer,
  keepDroppedTargets: integer,
  attachMetadata: object({ node: boolean }),
  scrapeClass: string,
  scrapeProtocols: listOf(string),
  fallbackScrapeProtocol: string,
  bodySizeLimit: string,
  nativeHistogramBucketLimit: integer,
  nativeHistogramMinBucketFactor: any,
  scrapeClassicHistograms: boolean,
  convertClassicHistogramsToNHCB: boolean,
};

const serviceMonitorSpec = object(
  {
    ...monitorFields,
    targetLabels: listOf(string),
    endpoints: listOf(
      object({
        ...endpointFields,
        // the Service port's name, or targetPort (the pod's port, by name or number)
        port: string,
        targetPort: any,
        bearerTokenFile: string,
      }),
    ),
  },
  ['selector'],
);

const podMonitorSpec = object(
  {
    ...monitorFields,
    podMetricsEndpoints: listOf(
      object({
        ...endpointFields,
        // the container port's name (portNumber: its number)
        port: string,
        portNumber: { type: 'integer', minimum: 1 },
        targetPort: any,
      }),
    ),
  },
  ['selector'],
);

/** One rule: a recording (`record`) or an alert (`alert`), each with a PromQL `expr`. */
const rule = object(
  {
    record: string,
    alert: string,
    expr: any,
    for: string,
    keep_firing_for: string,
    labels: stringMap,
    annotations: stringMap,
  },
  ['expr'],
);

const prometheusRuleSpec = object({
  groups: listOf(
    object(
      {
        name: string,
        labels: stringMap,
        interval: string,
        query_offset: string,
        rules: listOf(rule),
        limit: integer,
        partial_response_strategy: string,
      },
      ['name'],
    ),
  ),
});

/** The Prometheus Operator's schemas by `apiVersion/kind`. */
export const MONITORING_RESOURCES: Readonly<Record<string, Schema>> = {
  'monitoring.coreos.com/v1/PrometheusRule': resource(
    'monitoring.coreos.com/v1',
    'PrometheusRule',
    prometheusRuleSpec,
  ),
  'monitoring.coreos.com/v1/ServiceMonitor': resource(
    'monitoring.coreos.com/v1',
    'ServiceMonitor',
    serviceMonitorSpec,
  ),
  'monitoring.coreos.com/v1/PodMonitor': resource(
    'monitoring.coreos.com/v1',
    'PodMonitor',
    podMonitorSpec,
  ),
};
