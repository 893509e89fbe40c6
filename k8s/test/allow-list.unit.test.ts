// Issue 27 (3): prod's allow-list covers every route of the gateway that needs the admin role
// and every document of its API description, read from the compiled gateway; no public route
// is behind it; base/edge/admin-route.yaml is what the route table generates.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, describe, it } from 'node:test';
import {
  ADMIN_ROUTE_FILE,
  adminMatches,
  allowListProblems,
  renderAdminRoute,
  routeFor,
} from '../src/allow-list.js';
import {
  docsRoutes,
  gatewayRoutes,
  type DocsRoutes,
  type GatewayRoute,
} from '../src/gateway-routes.js';
import { OPERATOR_PATHS } from '../src/rules/edge.js';
import { assertProblem, find, overlay, type Loose } from './overlays.js';

let routes: GatewayRoute[];
let docs: DocsRoutes;
before(async () => {
  routes = await gatewayRoutes();
  docs = docsRoutes();
});

const route = (method: string, path: string) =>
  routes.find((r) => r.method === method && r.path === path);
const landsOn = (objects: Loose[], method: string, path: string) => {
  const to = routeFor(objects, method, path);
  return 'route' in to ? to.route : to.problem;
};
const problemsWith = (extra: GatewayRoute[], change: (objects: Loose[]) => void = () => {}) => {
  const objects = overlay('prod');
  change(objects);
  return allowListProblems(objects, [...routes, ...extra], docs);
};

describe("the gateway's route table (compiled gateway)", () => {
  it('has its admin routes, decided by their own AuthGuard, and its public ones', () => {
    for (const [method, path] of [
      ['PUT', '/api/products/:id'],
      ['DELETE', '/api/products/:id'],
      ['POST', '/api/upload'],
      ['GET', '/api/admin/users'],
      ['DELETE', '/api/admin/holidays/:date'],
      ['POST', '/api/admin/dead-letters/:id/replay'],
    ] as const)
      assert.equal(route(method, path)?.admin, true, `${method} ${path}`);
    for (const [method, path] of [
      ['GET', '/api/products/:id'],
      ['GET', '/api/products'],
      ['POST', '/api/users/login'],
      ['GET', '/api/orders/my-orders'],
      ['PUT', '/api/cart'],
      ['GET', '/uploads/:name'],
    ] as const)
      assert.equal(route(method, path)?.admin, false, `${method} ${path}`);
    assert.ok(routes.filter((r) => r.admin).length >= 40, 'about forty admin routes');
  });

  it("has the API description's paths from SwaggerModule.setup", () => {
    assert.equal(docs.prefix, '/api/docs');
    assert.deepEqual(
      [...docs.documents].sort(),
      ['/api/docs-json', '/api/docs-yaml', '/api/docs/openapi.json'].sort(),
    );
  });

  it('a missing compiled gateway fails saying how to build it', async () => {
    await assert.rejects(gatewayRoutes('/nonexistent/gateway/'), /npx tsc -b gateway/);
  });
});

describe("prod's allow-list", () => {
  it('base/edge/admin-route.yaml is what the route table generates', () => {
    assert.equal(
      readFileSync(ADMIN_ROUTE_FILE, 'utf8'),
      renderAdminRoute(routes, docs),
      'out of date: run `npm run allow-list -w @arogya/k8s`',
    );
  });

  it('guards every admin route and every document of the API description, and no public route', () => {
    const objects = overlay('prod');
    const problems = allowListProblems(objects, routes, docs);
    assert.deepEqual(problems, [], problems.join('\n'));
    // the review's findings: these reached the shop's route before
    for (const [method, path] of [
      ['PUT', '/api/products/1'],
      ['DELETE', '/api/products/1'],
      ['POST', '/api/upload'],
      ['GET', '/api/docs-yaml'],
      ['GET', '/api/docs-json'],
      ['GET', '/api/docs/openapi.json'],
      ['GET', '/api/admin/orders'],
    ] as const)
      assert.equal(landsOn(objects, method, path), 'arogya-admin', `${method} ${path}`);
    // the same paths with a customer's method stay the shop's
    assert.equal(landsOn(objects, 'GET', '/api/products/1'), 'arogya');
    assert.equal(landsOn(objects, 'GET', '/uploads/1'), 'arogya');
    assert.equal(landsOn(objects, 'POST', '/api/users/login'), 'arogya-auth');
    const admin = find(objects, 'HTTPRoute', 'arogya-admin');
    assert.deepEqual(
      admin.spec.rules[0].matches.map((m: Loose) => m.path.value),
      OPERATOR_PATHS,
    );
  });

  it('the hand list the review found (the three prefixes only) is caught on every finding', () => {
    const problems = problemsWith([], (o) => {
      find(o, 'HTTPRoute', 'arogya-admin').spec.rules.splice(1);
    });
    for (const finding of [
      /^PUT \/api\/products\/:id \(AdminProductsController\.\w+, admins only\) reaches HTTPRoute arogya, which no deny-by-default SecurityPolicy guards: regenerate/,
      /^DELETE \/api\/products\/:id \(AdminProductsController\.\w+, admins only\) reaches HTTPRoute arogya/,
      /^POST \/api\/upload \(UploadsController\.\w+, admins only\) reaches HTTPRoute arogya/,
      /^GET \/api\/docs-yaml \(the API description\) reaches HTTPRoute arogya/,
    ])
      assertProblem(problems, finding);
  });

  it('a new admin route the list does not take is caught, and generating takes it', () => {
    const added: GatewayRoute = {
      method: 'PATCH',
      path: '/api/products/:id/stock',
      admin: true,
      handler: 'AdminProductsController.restock',
    };
    assertProblem(
      problemsWith([added]),
      /^PATCH \/api\/products\/:id\/stock \(AdminProductsController\.restock, admins only\) reaches HTTPRoute arogya, which no deny-by-default SecurityPolicy guards: regenerate base\/edge\/admin-route\.yaml/,
    );
    assert.notEqual(renderAdminRoute([...routes, added], docs), renderAdminRoute(routes, docs));
    assert.deepEqual(
      adminMatches([...routes, added], docs).filter((m) => m.method === 'PATCH'),
      [{ path: { type: 'PathPrefix', value: '/api/products' }, method: 'PATCH' }],
    );
    // a new admin GET outside the prefixes brings its HEAD along
    const read: GatewayRoute = { ...added, method: 'GET', path: '/api/reports/:id' };
    assert.deepEqual(
      adminMatches([...routes, read], docs)
        .filter((m) => m.path.value === '/api/reports')
        .map((m) => m.method),
      ['GET', 'HEAD'],
    );
  });

  it('a public route behind the allow-list is caught (customers would get 403)', () =>
    assertProblem(
      problemsWith([
        {
          method: 'GET',
          path: '/api/admin/banner',
          admin: false,
          handler: 'BannerController.show',
        },
      ]),
      /^GET \/api\/admin\/banner \(BannerController\.show\) is public, but reaches HTTPRoute arogya-admin, which the allow-list guards/,
    ));

  it('a SecurityPolicy that allows by default guards nothing', () =>
    assertProblem(
      problemsWith([], (o) => {
        find(o, 'SecurityPolicy', 'arogya-admin-allow-list').spec.authorization.defaultAction =
          'Allow';
      }),
      /^GET \/api\/admin\/users \(AdminUsersController\.\w+, admins only\) reaches HTTPRoute arogya-admin, which no deny-by-default SecurityPolicy guards/,
    ));
});

describe('generating the admin matches', () => {
  const r = (method: string, path: string, admin: boolean): GatewayRoute => ({
    method,
    path,
    admin,
    handler: `C.${method.toLowerCase()}`,
  });
  const noDocs: DocsRoutes = { prefix: '/api/docs', documents: [] };

  it('an admin route whose prefix a public route of the same method shares: the exact path, or it cannot be told apart', () => {
    assert.deepEqual(
      adminMatches(
        [r('POST', '/api/orders', true), r('POST', '/api/orders/:id/cancel', false)],
        noDocs,
      ),
      [{ path: { type: 'Exact', value: '/api/orders' }, method: 'POST' }],
    );
    assert.throws(
      () =>
        adminMatches([r('PUT', '/api/cart/:id/price', true), r('PUT', '/api/cart', false)], noDocs),
      /PUT \/api\/cart\/:id\/price \(C\.put\) needs the admin role, but PUT \/api\/cart \(C\.put\) is public/,
    );
    // another method under the same prefix is no clash
    assert.deepEqual(
      adminMatches(
        [r('PUT', '/api/products/:id', true), r('GET', '/api/products/:id', false)],
        noDocs,
      ),
      [{ path: { type: 'PathPrefix', value: '/api/products' }, method: 'PUT' }],
    );
  });

  it('routes the operator prefixes already take add nothing', () =>
    assert.deepEqual(
      adminMatches([r('DELETE', '/api/admin/users/:id', true), r('ALL', '/admin/x', true)], noDocs),
      [],
    ));
});

describe("Gateway API's choice of route", () => {
  const httpRoute = (name: string, matches: Loose[]) =>
    ({
      apiVersion: 'gateway.networking.k8s.io/v1',
      kind: 'HTTPRoute',
      metadata: { name },
      spec: { rules: [{ matches, backendRefs: [{ name: 'gateway', port: 8080 }] }] },
    }) as Loose;

  it('exact before the longest prefix, then a method match; a prefix takes whole path elements', () => {
    const objects = [
      httpRoute('all', [{ path: { type: 'PathPrefix', value: '/' } }]),
      httpRoute('docs', [{ path: { type: 'PathPrefix', value: '/api/docs' } }]),
      httpRoute('put', [{ path: { type: 'PathPrefix', value: '/api' }, method: 'PUT' }]),
      httpRoute('exact', [{ path: { type: 'Exact', value: '/api/docs/x' } }]),
    ];
    assert.equal(landsOn(objects, 'GET', '/api/docs-yaml'), 'all');
    assert.equal(landsOn(objects, 'GET', '/api/docs/y'), 'docs');
    assert.equal(landsOn(objects, 'GET', '/api/docs/x'), 'exact');
    assert.equal(landsOn(objects, 'PUT', '/api/cart'), 'put');
    assert.equal(landsOn(objects, 'PUT', '/api/docs/y'), 'docs');
  });

  it('a tie between two routes, or a competing regular expression, is not guessed', () => {
    const tie = [
      httpRoute('a', [{ path: { type: 'PathPrefix', value: '/api' } }]),
      httpRoute('b', [{ path: { type: 'PathPrefix', value: '/api' } }]),
    ];
    assert.match(landsOn(tie, 'GET', '/api/x'), /HTTPRoutes a and b tie/);
    const regex = [
      httpRoute('a', [{ path: { type: 'PathPrefix', value: '/api' } }]),
      httpRoute('b', [{ path: { type: 'RegularExpression', value: '/api/[a-z]+' } }]),
    ];
    assert.match(landsOn(regex, 'GET', '/api/x'), /RegularExpression/);
  });
});
