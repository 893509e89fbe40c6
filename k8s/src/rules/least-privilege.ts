/**
 * Least privilege across an overlay (issue 18): every workload runs under a ServiceAccount of
 * its own that carries no API token; every namespace enforces Pod Security "restricted"; the
 * default deny leaves room for NodeLocal DNS and cert-manager's HTTP-01 solver.
 */
import type { K8sObject } from '../validate.js';
import { get as field, idOf, podTemplate } from '../objects.js';

/** NodeLocal DNSCache's usual link-local address, which no namespace selector matches. */
export const NODE_LOCAL_DNS = '169.254.20.10/32';

/** Each workload on its own ServiceAccount, which exists and mounts no token; none shares one. */
function serviceAccounts(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const accounts = new Map(
    objects.filter((o) => o.kind === 'ServiceAccount').map((o) => [o.metadata.name, o]),
  );
  const users = new Map<string, string>();
  for (const o of objects) {
    const template = podTemplate(o);
    if (!template) continue;
    const id = idOf(o);
    const name = template.spec.serviceAccountName;
    if (typeof name !== 'string' || name === '' || name === 'default') {
      problems.push(`${id}: runs as the namespace's default ServiceAccount; give it its own`);
      continue;
    }
    if (template.spec.automountServiceAccountToken !== false)
      problems.push(`${id}: must set automountServiceAccountToken: false in its pod spec`);
    const account = accounts.get(name);
    if (!account) problems.push(`${id}: ServiceAccount ${name} is not in the overlay`);
    else if (field(account, 'automountServiceAccountToken') !== false)
      problems.push(`ServiceAccount/${name}: must set automountServiceAccountToken: false`);
    const other = users.get(name);
    if (other) problems.push(`${id}: shares ServiceAccount ${name} with ${other}`);
    else users.set(name, id);
  }
  return problems;
}

/** Every Namespace enforces Pod Security "restricted". */
function podSecurity(objects: K8sObject[]): string[] {
  return objects
    .filter((o) => o.kind === 'Namespace')
    .filter((o) => o.metadata.labels?.['pod-security.kubernetes.io/enforce'] !== 'restricted')
    .map(
      (o) =>
        `${idOf(o)}: must enforce Pod Security "restricted" (pod-security.kubernetes.io/enforce)`,
    );
}

/** Egress rules of the policies that select every pod (`podSelector: {}`). */
function everyPodEgress(objects: K8sObject[]): unknown[] {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .filter((o) => {
      const selector = field(field(o, 'spec'), 'podSelector');
      return (
        typeof selector === 'object' && selector !== null && Object.keys(selector).length === 0
      );
    })
    .flatMap((o) => (field(field(o, 'spec'), 'egress') as unknown[] | undefined) ?? []);
}

/** A default deny must still let pods reach NodeLocal DNS, and the ACME solver be reached. */
function dnsAndAcme(objects: K8sObject[]): string[] {
  if (!objects.some((o) => o.kind === 'NetworkPolicy')) return [];
  const problems: string[] = [];
  const localDns = everyPodEgress(objects).some((rule) => {
    const to = (field(rule, 'to') as unknown[] | undefined) ?? [];
    const ports = (field(rule, 'ports') as unknown[] | undefined) ?? [];
    return (
      to.some((peer) => field(field(peer, 'ipBlock'), 'cidr') === NODE_LOCAL_DNS) &&
      ['UDP', 'TCP'].every((p) =>
        ports.some((port) => field(port, 'protocol') === p && field(port, 'port') === 53),
      )
    );
  });
  if (!localDns)
    problems.push(
      `NetworkPolicy: no egress to NodeLocal DNS (${NODE_LOCAL_DNS}, port 53 UDP and TCP) for every pod`,
    );
  const solver = objects.some(
    (o) =>
      o.kind === 'NetworkPolicy' &&
      field(field(field(o, 'spec'), 'podSelector'), 'matchLabels') !== undefined &&
      (field(field(field(o, 'spec'), 'podSelector'), 'matchLabels') as Record<string, string>)[
        'acme.cert-manager.io/http01-solver'
      ] === 'true',
  );
  if (!solver)
    problems.push(
      "NetworkPolicy: nothing lets the ingress reach cert-manager's HTTP-01 solver pods",
    );
  return problems;
}

/** The least-privilege problems of a rendered overlay. */
export function checkLeastPrivilege(objects: K8sObject[]): string[] {
  return [...serviceAccounts(objects), ...podSecurity(objects), ...dnsAndAcme(objects)];
}
