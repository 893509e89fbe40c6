/**
 * The edge (issue 18): Gateway API in place of an Ingress. Routes attach to a Gateway that
 * exists and reach only the gateway Service on a port it has; every policy targets something
 * that exists. Prod: HTTPS with a certificate, the shop's routes on HTTPS only, the operators'
 * paths behind a deny-by-default allow-list, and an edge rate limit on every route.
 */
import type { K8sObject, Profile } from '../validate.js';
import { asArray as list, idOf } from '../objects.js';

/** The paths only operators reach: the console, its API and the API docs. */
export const OPERATOR_PATHS = ['/admin', '/api/admin', '/api/docs'];

type Loose = Record<string, unknown>;
const rec = (v: unknown): Loose => (typeof v === 'object' && v !== null ? (v as Loose) : {});
const spec = (o: K8sObject) => rec(o.spec);

const listeners = (gateway: K8sObject | undefined) =>
  list(spec(gateway ?? ({} as K8sObject)).listeners).map(rec);

/** A route's listeners: those named by its parent refs (all of the Gateway's without a name). */
function attachedListeners(route: K8sObject, gateways: K8sObject[]): Loose[] {
  return list(spec(route).parentRefs).flatMap((ref) => {
    const gateway = gateways.find((g) => g.metadata.name === rec(ref).name);
    const section = rec(ref).sectionName;
    return listeners(gateway).filter((l) => section === undefined || l.name === section);
  });
}

/** Which paths a route matches (prefixes and exact paths). */
const pathsOf = (route: K8sObject) =>
  list(spec(route).rules).flatMap((rule) =>
    list(rec(rule).matches).map((m) => String(rec(rec(m).path).value ?? '/')),
  );

const hasBackends = (route: K8sObject) =>
  list(spec(route).rules).some((rule) => list(rec(rule).backendRefs).length > 0);

function routeProblems(route: K8sObject, objects: K8sObject[], gateways: K8sObject[]): string[] {
  const problems: string[] = [];
  const id = idOf(route);
  for (const ref of list(spec(route).parentRefs).map(rec)) {
    const gateway = gateways.find((g) => g.metadata.name === ref.name);
    if (!gateway) problems.push(`${id}: its parent Gateway "${String(ref.name)}" does not exist`);
    else if (
      ref.sectionName !== undefined &&
      !listeners(gateway).some((l) => l.name === ref.sectionName)
    )
      problems.push(
        `${id}: Gateway ${String(ref.name)} has no listener "${String(ref.sectionName)}"`,
      );
  }
  for (const rule of list(spec(route).rules).map(rec)) {
    const backends = list(rule.backendRefs).map(rec);
    const redirects = list(rule.filters).some((f) => rec(f).type === 'RequestRedirect');
    if (backends.length === 0 && !redirects) problems.push(`${id}: a rule routes to nothing`);
    for (const b of backends) {
      if ((b.kind ?? 'Service') !== 'Service' || b.name !== 'gateway') {
        problems.push(
          `${id} routes to ${String(b.kind ?? 'Service')} "${String(b.name)}": only the gateway may be exposed`,
        );
        continue;
      }
      const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === 'gateway');
      if (!service) problems.push(`${id} routes to Service "gateway", which does not exist`);
      else if (!list(spec(service).ports).some((p) => rec(p).port === b.port))
        problems.push(
          `${id} routes to port ${String(b.port)}, which the gateway Service does not have`,
        );
    }
  }
  return problems;
}

/** Policies (SecurityPolicy, BackendTrafficPolicy, ClientTrafficPolicy) by what they target. */
function policyTargets(objects: K8sObject[], kind: string): { policy: K8sObject; target: Loose }[] {
  return objects
    .filter((o) => o.kind === kind)
    .flatMap((policy) => list(spec(policy).targetRefs).map((t) => ({ policy, target: rec(t) })));
}

function prodProblems(objects: K8sObject[], gateways: K8sObject[], routes: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const g of gateways) {
    const https = listeners(g).filter((l) => l.protocol === 'HTTPS');
    if (https.length === 0 || https.some((l) => list(rec(l.tls).certificateRefs).length === 0))
      problems.push(
        `${idOf(g)}: prod serves HTTPS, with a certificate (an HTTPS listener, tls.certificateRefs)`,
      );
  }
  for (const route of routes.filter(hasBackends)) {
    if (attachedListeners(route, gateways).some((l) => l.protocol !== 'HTTPS'))
      problems.push(
        `${idOf(route)}: prod serves the shop over HTTPS only (parentRefs sectionName of an HTTPS listener)`,
      );
  }
  const denied = policyTargets(objects, 'SecurityPolicy').filter(
    ({ policy }) => rec(spec(policy).authorization).defaultAction === 'Deny',
  );
  for (const path of OPERATOR_PATHS) {
    const route = routes.find((r) => pathsOf(r).includes(path));
    if (
      !route ||
      !denied.some(
        ({ target }) => target.kind === 'HTTPRoute' && target.name === route.metadata.name,
      )
    )
      problems.push(
        `prod: ${path} is not behind an allow-list (a SecurityPolicy denying by default on its HTTPRoute)`,
      );
  }
  const limited = policyTargets(objects, 'BackendTrafficPolicy').filter(
    ({ policy }) => rec(spec(policy).rateLimit).type !== undefined,
  );
  for (const route of routes.filter(hasBackends)) {
    if (
      !limited.some(
        ({ target }) => target.kind === 'HTTPRoute' && target.name === route.metadata.name,
      )
    )
      problems.push(
        `${idOf(route)}: has no edge rate limit (a BackendTrafficPolicy with rateLimit)`,
      );
  }
  return problems;
}

/** The edge's problems in a rendered overlay. */
export function checkEdge(objects: K8sObject[], profile: Profile): string[] {
  if (profile === 'any') return [];
  const gateways = objects.filter((o) => o.kind === 'Gateway');
  const routes = objects.filter((o) => o.kind === 'HTTPRoute');
  const problems: string[] = [];
  if (gateways.length === 0) problems.push('no Gateway: nothing reaches the shop');
  if (!routes.some(hasBackends)) problems.push('no HTTPRoute reaches the gateway Service');
  for (const route of routes) problems.push(...routeProblems(route, objects, gateways));
  for (const kind of ['SecurityPolicy', 'BackendTrafficPolicy', 'ClientTrafficPolicy']) {
    for (const { policy, target } of policyTargets(objects, kind)) {
      if (!objects.some((o) => o.kind === target.kind && o.metadata.name === target.name))
        problems.push(
          `${idOf(policy)}: targets ${String(target.kind)} "${String(target.name)}", which does not exist`,
        );
    }
  }
  if (profile === 'prod') problems.push(...prodProblems(objects, gateways, routes));
  return problems;
}
