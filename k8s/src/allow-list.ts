/**
 * The operators' paths at the edge, kept true to the gateway (issue 27). prod's allow-list
 * (components/admin-allow-list: a SecurityPolicy denying by default, allowing the operators'
 * addresses) guards the HTTPRoute `arogya-admin`; which requests that route takes is generated
 * here, from the gateway's route table (./gateway-routes.ts), into base/edge/admin-route.yaml:
 *
 * 1. the paths that belong to operators whole (rules/edge.ts OPERATOR_PATHS: the console, its
 *    API, the API description's UI), as path prefixes;
 * 2. the API description's documents outside them (`/api/docs-json`, `/api/docs-yaml`), exact;
 *    and every route that needs the admin role outside them, by method (HEAD with GET) on the
 *    path's static prefix (`PUT /api/products/:id` → PathPrefix `/api/products` and PUT), or
 *    the exact path when a public route of that method shares the prefix. Gateway API gives a
 *    request to the match with the longest prefix, then to one with a method, so
 *    `GET /api/products/:id` stays on the shop's route `arogya` (`/`) and `PUT` goes here. When
 *    neither can keep an admin route apart from a public one, generating fails.
 *
 * `allowListProblems` replays Gateway API's choice of route for every route of the gateway
 * against a rendered overlay: each admin route and each document of the API description must
 * land on a route the allow-list guards, and no public route may. k8s/test/allow-list.unit.test.ts
 * runs it on prod and checks that admin-route.yaml is what this generates.
 *
 * `node k8s/dist/src/allow-list.js` (`npm run allow-list -w @arogya/k8s`) rewrites the file;
 * `--check` only says whether it is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { docsRoutes, gatewayRoutes, type DocsRoutes, type GatewayRoute } from './gateway-routes.js';
import { asArray, asRecord, get, isObject } from './objects.js';
import { OPERATOR_PATHS } from './rules/edge.js';
import type { K8sObject } from './validate.js';

/** The generated route, and the shop's routes it copies its parents, host and backend from. */
export const ADMIN_ROUTE_FILE = fileURLToPath(
  new URL('../../base/edge/admin-route.yaml', import.meta.url),
);
const SHOP_ROUTES_FILE = fileURLToPath(new URL('../../base/edge/gateway.yaml', import.meta.url));
const ADMIN_ROUTE = 'arogya-admin';
const SHOP_ROUTE = 'arogya';
/** Gateway API's limit of matches per rule. */
const MAX_MATCHES = 64;
/** The methods an `@All()` route answers, as checked. */
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An HTTPRoute match (the fields used here). */
export interface RouteMatch {
  path: { type: 'Exact' | 'PathPrefix'; value: string };
  method?: string;
}

// ---- paths ---------------------------------------------------------------------------------

/** Gateway API's PathPrefix: whole path elements (`/api/docs` takes `/api/docs/x`, not `-yaml`). */
export function underPrefix(path: string, prefix: string): boolean {
  const p = prefix.replace(/\/+$/, '');
  return p === '' || path === p || path.startsWith(`${p}/`);
}

const isParam = (segment: string) => /[:*(]/.test(segment);

/** A request path for a route pattern: `/api/products/:id` → `/api/products/1`. */
export const samplePath = (pattern: string) =>
  pattern
    .split('/')
    .map((s) => (isParam(s) ? '1' : s))
    .join('/');

/** The part of a pattern before its first parameter: `/api/products/:id` → `/api/products`. */
function staticPrefix(pattern: string): string {
  const segments = pattern.split('/');
  const first = segments.findIndex(isParam);
  return (first < 0 ? segments : segments.slice(0, first)).join('/') || '/';
}

/** The methods a route answers (Fastify adds HEAD to every GET route). */
const methodsOf = (route: GatewayRoute) =>
  route.method === 'ALL' ? ALL_METHODS : route.method === 'GET' ? ['GET', 'HEAD'] : [route.method];

const operatorPath = (path: string) => OPERATOR_PATHS.some((p) => underPrefix(path, p));

// ---- generating ----------------------------------------------------------------------------

/** The matches of the second rule: the documents and the admin routes outside rule 1. */
export function adminMatches(routes: GatewayRoute[], docs: DocsRoutes): RouteMatch[] {
  const matches = new Map<string, RouteMatch>();
  const add = (m: RouteMatch) => matches.set(JSON.stringify(m), m);
  for (const document of docs.documents)
    if (!operatorPath(document)) add({ path: { type: 'Exact', value: document } });
  const publics = routes.filter((r) => !r.admin);
  for (const route of routes.filter((r) => r.admin && !operatorPath(r.path))) {
    const methods: (string | undefined)[] = route.method === 'ALL' ? [undefined] : methodsOf(route);
    // a public route this match would take too
    const clash = (path: RouteMatch['path']) =>
      publics.find(
        (p) =>
          methodsOf(p).some((m) => methods.includes(m) || methods[0] === undefined) &&
          (path.type === 'Exact'
            ? samplePath(p.path) === path.value
            : underPrefix(samplePath(p.path), path.value)),
      );
    let path: RouteMatch['path'] = { type: 'PathPrefix', value: staticPrefix(route.path) };
    let other = clash(path);
    if (other && !route.path.split('/').some(isParam)) {
      path = { type: 'Exact', value: route.path };
      other = clash(path);
    }
    if (other)
      throw new Error(
        `${route.method} ${route.path} (${route.handler}) needs the admin role, but ` +
          `${other.method} ${other.path} (${other.handler}) is public and the edge cannot tell ` +
          'them apart by path prefix and method: move the admin route under /api/admin, or ' +
          'teach k8s/src/allow-list.ts',
      );
    for (const method of methods) add(method ? { path, method } : { path });
  }
  return [...matches.values()].sort(
    (a, b) =>
      a.path.value.localeCompare(b.path.value) ||
      a.path.type.localeCompare(b.path.type) ||
      (a.method ?? '').localeCompare(b.method ?? ''),
  );
}

/** The shop's own route `arogya` of base/edge/gateway.yaml: parents, host, backend, labels. */
export function shopRoute(text = readFileSync(SHOP_ROUTES_FILE, 'utf8')): K8sObject {
  const route = parseAllDocuments(text)
    .map((d) => d.toJS() as K8sObject)
    .find((o) => o?.kind === 'HTTPRoute' && o.metadata.name === SHOP_ROUTE);
  if (!route) throw new Error(`${SHOP_ROUTES_FILE} has no HTTPRoute ${SHOP_ROUTE}`);
  if (parseAllDocuments(text).some((d) => get(d.toJS(), 'metadata', 'name') === ADMIN_ROUTE))
    throw new Error(`${SHOP_ROUTES_FILE} declares ${ADMIN_ROUTE} too: it is generated elsewhere`);
  return route;
}

/** A YAML scalar as prettier writes it (single quotes when quoting is needed). */
function scalar(v: unknown): string {
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (typeof v !== 'string') throw new Error(`not a scalar: ${JSON.stringify(v)}`);
  return /^[A-Za-z0-9_./-]+$/.test(v) && !/^(true|false|null|~|[\d.]+)$/i.test(v)
    ? v
    : `'${v.replace(/'/g, "''")}'`;
}

/** A flat mapping in flow style: `{ name: gateway, port: 8080 }`. */
const flow = (o: unknown) =>
  `{ ${Object.entries(asRecord(o))
    .map(([k, v]) => `${k}: ${scalar(v)}`)
    .join(', ')} }`;

const HEADER = `# GENERATED by \`npm run allow-list -w @arogya/k8s\` (k8s/src/allow-list.ts) from the gateway's
# route table: do not edit. k8s/test/allow-list.unit.test.ts fails when it is out of date, or
# when an admin route of the gateway, or a document of its API description, would reach prod
# outside the allow-list.
#
# The operators' paths, on a route of their own so that components/admin-allow-list (prod) lets
# only the operators' addresses reach them: first the console, its API and the API description
# as whole path trees; then the API description's documents outside them, and every route that
# needs the admin role outside them, by method. Gateway API takes the longest path prefix, then a
# method match, over the shop's route \`arogya\` (/): GET /api/products/:id stays public while
# PUT and DELETE come here. Parents, host and backend are those of \`arogya\` (gateway.yaml).
`;

/** base/edge/admin-route.yaml as it should be. */
export function renderAdminRoute(
  routes: GatewayRoute[],
  docs: DocsRoutes,
  shop: K8sObject = shopRoute(),
): string {
  const backends = asArray(get(shop, 'spec', 'rules', 0, 'backendRefs'));
  const parents = asArray(get(shop, 'spec', 'parentRefs'));
  const hostnames = asArray(get(shop, 'spec', 'hostnames'));
  if (backends.length === 0 || parents.length === 0)
    throw new Error(`HTTPRoute ${SHOP_ROUTE} has no backendRefs or parentRefs to copy`);
  const match = (m: RouteMatch) =>
    `        - path: ${flow(m.path)}\n` + (m.method ? `          method: ${m.method}\n` : '');
  const rule = (matches: RouteMatch[]) =>
    '    - matches:\n' +
    matches.map(match).join('') +
    '      backendRefs:\n' +
    backends.map((b) => `        - ${flow(b)}\n`).join('');
  const second = adminMatches(routes, docs);
  const chunks: RouteMatch[][] = [];
  for (let i = 0; i < second.length; i += MAX_MATCHES)
    chunks.push(second.slice(i, i + MAX_MATCHES));
  const labels = Object.entries(shop.metadata.labels ?? {});
  return (
    HEADER +
    'apiVersion: gateway.networking.k8s.io/v1\n' +
    'kind: HTTPRoute\n' +
    'metadata:\n' +
    `  name: ${ADMIN_ROUTE}\n` +
    (labels.length
      ? '  labels:\n' + labels.map(([k, v]) => `    ${k}: ${scalar(v)}\n`).join('')
      : '') +
    'spec:\n' +
    '  parentRefs:\n' +
    parents.map((p) => `    - ${flow(p)}\n`).join('') +
    (hostnames.length ? `  hostnames: [${hostnames.map(scalar).join(', ')}]\n` : '') +
    '  rules:\n' +
    rule(OPERATOR_PATHS.map((value) => ({ path: { type: 'PathPrefix', value } }))) +
    chunks.map(rule).join('')
  );
}

// ---- checking ------------------------------------------------------------------------------

/**
 * The HTTPRoute (and rule) Gateway API gives a request, or why none can be named: an Exact
 * path match first, then the longest PathPrefix, then a method match (then header and query
 * matches, none of which this request has); across routes a tie goes to the oldest route,
 * which manifests cannot tell, so a tie is a problem; within a route, the first rule. Envoy
 * Gateway sorts its routes the same way for what is generated here (internal/gatewayapi/
 * sort.go: exact, then path length, then header matches): every generated prefix is longer
 * than the shop's `/`, so method precedence never decides an admin route.
 */
export function routeFor(
  objects: K8sObject[],
  method: string,
  path: string,
): { route: string; rule: number } | { problem: string } {
  type Candidate = { route: string; rule: number; rank: number[] };
  const candidates: Candidate[] = [];
  for (const route of objects.filter((o) => o.kind === 'HTTPRoute')) {
    asArray(get(route, 'spec', 'rules')).forEach((rule, index) => {
      if (asArray(get(rule, 'backendRefs')).length === 0) return; // redirects
      const matches = asArray(get(rule, 'matches'));
      for (const m of matches.length ? matches : [{}]) {
        if (asArray(get(m, 'headers')).length || asArray(get(m, 'queryParams')).length) continue;
        const type = get(m, 'path', 'type') ?? 'PathPrefix';
        const value = String(get(m, 'path', 'value') ?? '/');
        const wanted = get(m, 'method');
        if (wanted !== undefined && wanted !== method) continue;
        // this never generates one; a competing one's precedence is the implementation's
        if (type === 'RegularExpression') {
          if (new RegExp(`^(?:${value})$`).test(path))
            candidates.push({ route: route.metadata.name, rule: index, rank: [-1] });
          continue;
        }
        const hit = type === 'Exact' ? path === value : underPrefix(path, value);
        if (!hit) continue;
        candidates.push({
          route: route.metadata.name,
          rule: index,
          rank: [type === 'Exact' ? 1 : 0, value.length, wanted === undefined ? 0 : 1],
        });
      }
    });
  }
  if (candidates.some((c) => c.rank[0] === -1))
    return {
      problem: `${method} ${path}: a RegularExpression path match competes, whose precedence is the implementation's`,
    };
  if (candidates.length === 0) return { problem: `${method} ${path}: no HTTPRoute takes it` };
  const compare = (a: Candidate, b: Candidate) => {
    for (let i = 0; i < a.rank.length; i++)
      if (a.rank[i] !== b.rank[i]) return b.rank[i]! - a.rank[i]!;
    return 0;
  };
  candidates.sort(compare);
  const best = candidates[0]!;
  const tied = candidates.filter((c) => compare(c, best) === 0 && c.route !== best.route);
  if (tied.length)
    return {
      problem: `${method} ${path}: HTTPRoutes ${best.route} and ${tied[0]!.route} tie (the older one wins, which the manifests cannot tell)`,
    };
  // within a route, the first of its rules that ties
  const first = candidates.filter((c) => compare(c, best) === 0).sort((a, b) => a.rule - b.rule);
  return { route: best.route, rule: first[0]!.rule };
}

/** The HTTPRoutes a SecurityPolicy denying by default guards. */
function allowListed(objects: K8sObject[]): Set<string> {
  return new Set(
    objects
      .filter(
        (o) =>
          o.kind === 'SecurityPolicy' &&
          get(o, 'spec', 'authorization', 'defaultAction') === 'Deny',
      )
      .flatMap((o) => asArray(get(o, 'spec', 'targetRefs')))
      .filter((t) => isObject(t) && t.kind === 'HTTPRoute')
      .map((t) => String(get(t, 'name'))),
  );
}

const REGENERATE = 'regenerate base/edge/admin-route.yaml: `npm run allow-list -w @arogya/k8s`';

/**
 * Where a rendered overlay sends each route of the gateway: every admin route and every path
 * of the API description behind the allow-list, no public route behind it.
 */
export function allowListProblems(
  objects: K8sObject[],
  routes: GatewayRoute[],
  docs: DocsRoutes,
): string[] {
  const guarded = allowListed(objects);
  const problems: string[] = [];
  const land = (method: string, path: string, what: string, mustBeGuarded: boolean) => {
    const to = routeFor(objects, method, path);
    if ('problem' in to) return void problems.push(`${what}: ${to.problem}`);
    if (guarded.has(to.route) !== mustBeGuarded)
      problems.push(
        mustBeGuarded
          ? `${what} reaches HTTPRoute ${to.route}, which no deny-by-default SecurityPolicy guards: ${REGENERATE}`
          : `${what} is public, but reaches HTTPRoute ${to.route}, which the allow-list guards: customers would get 403`,
      );
  };
  for (const route of routes)
    for (const method of methodsOf(route))
      land(
        method,
        samplePath(route.path),
        `${method} ${route.path} (${route.handler}${route.admin ? ', admins only' : ''})`,
        route.admin,
      );
  const ui = ['', '/', '/index.html', '/swagger-ui-init.js'].map((p) => `${docs.prefix}${p}`);
  for (const path of [...ui, ...docs.documents])
    for (const method of ['GET', 'HEAD'])
      land(method, path, `${method} ${path} (the API description)`, true);
  return problems;
}

// ---- the command ---------------------------------------------------------------------------

async function main(args: string[]) {
  const routes = await gatewayRoutes();
  const text = renderAdminRoute(routes, docsRoutes());
  let current = '';
  try {
    current = readFileSync(ADMIN_ROUTE_FILE, 'utf8');
  } catch {
    // not there yet
  }
  const admin = routes.filter((r) => r.admin).length;
  if (args.includes('--check')) {
    if (current === text) process.stdout.write(`${ADMIN_ROUTE_FILE} is up to date\n`);
    else {
      console.error(`${ADMIN_ROUTE_FILE} is out of date: ${REGENERATE}`);
      process.exitCode = 1;
    }
    return;
  }
  if (current !== text) writeFileSync(ADMIN_ROUTE_FILE, text);
  process.stdout.write(
    `${ADMIN_ROUTE_FILE} ${current === text ? 'unchanged' : 'written'}: ${admin} of the gateway's ${routes.length} routes need the admin role\n`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
