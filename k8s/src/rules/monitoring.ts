/**
 * Monitoring across an overlay (issue 18): every Deployment and StatefulSet of the shop, and
 * its CloudNativePG cluster, is scraped by a ServiceMonitor or PodMonitor on a port its pods
 * expose, and the default deny lets Prometheus (namespace `monitoring`) reach that port; every
 * alert of a PrometheusRule carries a `severity` label and a `summary` annotation.
 */
import type { K8sObject } from '../validate.js';
import {
  asArray as list,
  idOf,
  podTemplate,
  selects,
  type LabelSelector,
  type PodTemplate,
} from '../objects.js';

/** The namespace Prometheus runs in, which the NetworkPolicies let in. */
export const MONITORING_NAMESPACE = 'monitoring';

/** The label base/kustomization.yaml gives every pod of the shop. */
const PART_OF = 'app.kubernetes.io/part-of';

/** CloudNativePG's exporter port in every instance pod. */
const CNPG_METRICS = { name: 'metrics', containerPort: 9187 };

type Loose = Record<string, unknown>;
const rec = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : {});
const spec = (o: K8sObject) => rec(o.spec);
const namespaceOf = (o: K8sObject) => o.metadata.namespace ?? '';
const selectorOf = (v: unknown) => rec(v) as LabelSelector;

/** A port a pod exposes. */
interface Port {
  name?: string;
  containerPort: number;
}

/** The pods a monitor may scrape: their labels, namespace and ports. */
interface Pods {
  labels: Record<string, string>;
  namespace: string;
  ports: Port[];
}

const portsOf = (template: PodTemplate): Port[] =>
  list(template.spec.containers).flatMap((c) =>
    list(rec(c).ports).map((p) => rec(p) as unknown as Port),
  );

/** Whether a `port` (a name or a number, as a Service's targetPort may be) is one of `ports`. */
const findPort = (ports: Port[], port: unknown): Port | undefined =>
  ports.find((p) => (typeof port === 'number' ? p.containerPort === port : p.name === port));

/** Whether a monitor in `monitor`'s namespace (or the ones its namespaceSelector names) sees `ns`. */
function watches(monitor: K8sObject, ns: string): boolean {
  const selector = rec(spec(monitor).namespaceSelector);
  if (selector.any === true) return true;
  const names = list(selector.matchNames);
  return names.length > 0 ? names.includes(ns) : namespaceOf(monitor) === ns;
}

/** The ports of `pods` that PodMonitors scrape. */
function podMonitorPorts(pods: Pods, monitors: K8sObject[]): Port[] {
  return monitors
    .filter((m) => m.kind === 'PodMonitor' && watches(m, pods.namespace))
    .filter((m) => selects(selectorOf(spec(m).selector), pods.labels))
    .flatMap((m) => list(spec(m).podMetricsEndpoints).map(rec))
    .map((e) => findPort(pods.ports, e.portNumber ?? e.port ?? e.targetPort))
    .filter((p): p is Port => !!p);
}

/** The ports of `pods` that ServiceMonitors scrape, through the Services that select them. */
function serviceMonitorPorts(pods: Pods, monitors: K8sObject[], services: K8sObject[]): Port[] {
  const found: Port[] = [];
  for (const monitor of monitors.filter((m) => m.kind === 'ServiceMonitor')) {
    for (const service of services) {
      if (namespaceOf(service) !== pods.namespace || !watches(monitor, pods.namespace)) continue;
      const serviceSelector = rec(spec(service).selector) as Record<string, string>;
      if (Object.keys(serviceSelector).length === 0) continue;
      if (!selects({ matchLabels: serviceSelector }, pods.labels)) continue;
      if (!selects(selectorOf(spec(monitor).selector), service.metadata.labels ?? {})) continue;
      for (const endpoint of list(spec(monitor).endpoints).map(rec)) {
        const servicePort = list(spec(service).ports)
          .map(rec)
          .find((p) => endpoint.port !== undefined && p.name === endpoint.port);
        const target =
          endpoint.targetPort ??
          (servicePort ? (servicePort.targetPort ?? servicePort.port) : undefined);
        const port = findPort(pods.ports, target);
        if (port) found.push(port);
      }
    }
  }
  return found;
}

/** Whether a NetworkPolicy lets namespace `monitoring` reach `port` of `pods`. */
function openToPrometheus(pods: Pods, port: Port, policies: K8sObject[]): boolean {
  return policies
    .filter((n) => namespaceOf(n) === pods.namespace)
    .filter((n) => selects(selectorOf(spec(n).podSelector), pods.labels))
    .flatMap((n) => list(spec(n).ingress).map(rec))
    .some((rule) => {
      const fromPrometheus = list(rule.from).some((peer) => {
        const labels = rec(rec(rec(peer).namespaceSelector).matchLabels);
        return labels['kubernetes.io/metadata.name'] === MONITORING_NAMESPACE;
      });
      const ports = list(rule.ports).map((p) => rec(p).port);
      return (
        fromPrometheus &&
        (ports.length === 0 || ports.some((p) => p === port.containerPort || p === port.name))
      );
    });
}

/** Problems of one set of pods: not scraped, or scraped on a port the policies keep closed. */
function scrapeProblems(id: string, pods: Pods, objects: K8sObject[]): string[] {
  const monitors = objects.filter((o) => o.kind === 'PodMonitor' || o.kind === 'ServiceMonitor');
  const services = objects.filter((o) => o.kind === 'Service');
  const scraped = [
    ...podMonitorPorts(pods, monitors),
    ...serviceMonitorPorts(pods, monitors, services),
  ];
  if (scraped.length === 0)
    return [`${id}: no ServiceMonitor or PodMonitor scrapes a port its pods expose`];
  const policies = objects.filter((o) => o.kind === 'NetworkPolicy');
  if (policies.length === 0) return [];
  return scraped
    .filter((port) => !openToPrometheus(pods, port, policies))
    .map(
      (port) =>
        `${id}: no NetworkPolicy lets namespace ${MONITORING_NAMESPACE} reach port ` +
        `${port.name ?? port.containerPort} (${port.containerPort}), which a monitor scrapes`,
    );
}

/** Every long-running workload of the shop, and every CloudNativePG cluster, is scraped. */
function scraping(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects.filter((x) => x.kind === 'Deployment' || x.kind === 'StatefulSet')) {
    const template = podTemplate(o);
    if (!template || template.labels[PART_OF] !== 'arogya') continue;
    const pods = { labels: template.labels, namespace: namespaceOf(o), ports: portsOf(template) };
    problems.push(...scrapeProblems(idOf(o), pods, objects));
  }
  for (const c of objects.filter(
    (x) => x.kind === 'Cluster' && x.apiVersion.startsWith('postgresql.cnpg.io/'),
  )) {
    // the operator labels every instance pod with its cluster's name
    const pods = {
      labels: { 'cnpg.io/cluster': c.metadata.name },
      namespace: namespaceOf(c),
      ports: [CNPG_METRICS],
    };
    problems.push(...scrapeProblems(idOf(c), pods, objects));
  }
  return problems;
}

/** Every alert says how urgent it is (`severity`) and what is wrong (`summary`). */
function alertRules(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects.filter((x) => x.kind === 'PrometheusRule')) {
    for (const group of list(spec(o).groups).map(rec)) {
      for (const rule of list(group.rules).map(rec)) {
        if (typeof rule.alert !== 'string') continue;
        const where = `${idOf(o)}: alert ${rule.alert} (group ${String(group.name)})`;
        const severity = rec(rule.labels).severity;
        if (typeof severity !== 'string' || severity === '')
          problems.push(`${where} has no severity label`);
        const summary = rec(rule.annotations).summary;
        if (typeof summary !== 'string' || summary.trim() === '')
          problems.push(`${where} has no summary annotation`);
      }
    }
  }
  return problems;
}

/** The monitoring problems of a rendered overlay. */
export function checkMonitoring(objects: K8sObject[]): string[] {
  return [...scraping(objects), ...alertRules(objects)];
}
