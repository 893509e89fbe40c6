// Issue 18 (5): the edge with Gateway API and Envoy Gateway's policies; each rule's break caught.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkEdge, OPERATOR_PATHS } from '../src/rules/edge.js';
import { validateObjects } from '../src/validate.js';
import { assertProblem, find, overlay, type Loose } from './overlays.js';

function caught(
  change: (objects: Loose[]) => void,
  expected: RegExp,
  profile: 'dev' | 'prod' = 'prod',
) {
  const objects = overlay(profile);
  change(objects);
  assertProblem(checkEdge(objects, profile), expected);
}

describe('the edge (Gateway API, Envoy Gateway)', () => {
  it("prod: HTTPS only, HTTP redirected, the operators' paths allow-listed, every route rate-limited", () => {
    const objects = overlay('prod');
    assert.deepEqual(checkEdge(objects, 'prod'), []);
    const redirect = find(objects, 'HTTPRoute', 'arogya-https-redirect');
    assert.deepEqual(redirect.spec.rules[0].filters[0].requestRedirect, {
      scheme: 'https',
      statusCode: 301,
    });
    const allow = find(objects, 'SecurityPolicy', 'arogya-admin-allow-list');
    assert.equal(allow.spec.authorization.defaultAction, 'Deny');
    const admin = find(objects, 'HTTPRoute', 'arogya-admin');
    assert.deepEqual(
      admin.spec.rules[0].matches.map((m: Loose) => m.path.value),
      OPERATOR_PATHS,
    );
    assert.equal(objects.filter((o) => o.kind === 'Ingress').length, 0);
  });

  it("dev: plain HTTP, no allow-list (a developer's machine), still valid", () => {
    const objects = overlay('dev');
    assert.deepEqual(checkEdge(objects, 'dev'), []);
    assert.equal(objects.filter((o) => o.kind === 'SecurityPolicy').length, 0);
  });

  it('an Ingress is no longer a kind the overlays may use', () => {
    const objects = overlay('dev');
    objects.push({
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: { name: 'old' },
      spec: {},
    });
    assert.ok(
      validateObjects(objects, 'dev').some((p) => /^Ingress\/old: unknown kind "Ingress"/.test(p)),
    );
  });

  it('a route to a Gateway or listener that does not exist is caught', () => {
    caught(
      (o) => void (find(o, 'HTTPRoute', 'arogya').spec.parentRefs[0].name = 'shop'),
      /^HTTPRoute\/arogya: its parent Gateway "shop" does not exist/,
    );
    caught(
      (o) => void (find(o, 'HTTPRoute', 'arogya').spec.parentRefs[0].sectionName = 'tls'),
      /^HTTPRoute\/arogya: Gateway arogya has no listener "tls"/,
    );
  });

  it('a route to a port the gateway Service lacks, or to nothing, is caught', () => {
    caught(
      (o) => void (find(o, 'HTTPRoute', 'arogya-auth').spec.rules[0].backendRefs[0].port = 80),
      /^HTTPRoute\/arogya-auth routes to port 80, which the gateway Service does not have/,
    );
    caught(
      (o) => void delete find(o, 'HTTPRoute', 'arogya').spec.rules[0].backendRefs,
      /^HTTPRoute\/arogya: a rule routes to nothing/,
    );
  });

  it('prod: a shop route on plain HTTP is caught', () =>
    caught(
      (o) => void delete find(o, 'HTTPRoute', 'arogya').spec.parentRefs[0].sectionName,
      /^HTTPRoute\/arogya: prod serves the shop over HTTPS only/,
    ));

  it("prod: the operators' paths without the allow-list, or an allow-list that allows by default, are caught", () => {
    caught(
      (o) => void o.splice(o.indexOf(find(o, 'SecurityPolicy', 'arogya-admin-allow-list')), 1),
      /^prod: \/admin is not behind an allow-list/,
    );
    caught(
      (o) =>
        void (find(
          o,
          'SecurityPolicy',
          'arogya-admin-allow-list',
        ).spec.authorization.defaultAction = 'Allow'),
      /^prod: \/api\/docs is not behind an allow-list/,
    );
    caught(
      (o) => void find(o, 'HTTPRoute', 'arogya-admin').spec.rules[0].matches.pop(),
      /^prod: \/api\/docs is not behind an allow-list/,
    );
  });

  it('prod: a route without an edge rate limit is caught', () =>
    caught(
      (o) => void (find(o, 'BackendTrafficPolicy', 'arogya-auth-limits').spec.targetRefs = []),
      /^HTTPRoute\/arogya-auth: has no edge rate limit/,
    ));

  it('a policy aimed at nothing is caught', () =>
    caught(
      (o) => void (find(o, 'ClientTrafficPolicy', 'arogya-clients').spec.targetRefs[0].name = 'eg'),
      /^ClientTrafficPolicy\/arogya-clients: targets Gateway "eg", which does not exist/,
      'dev',
    ));

  it("a misspelt field of the edge's resources is a schema problem", () => {
    const objects = overlay('prod');
    find(
      objects,
      'BackendTrafficPolicy',
      'arogya-edge-limits',
    ).spec.rateLimit.local.rules[0].limit.unit = 'Seconds';
    find(objects, 'Gateway', 'arogya').spec.listener = [];
    const problems = validateObjects(objects, 'prod');
    assert.ok(
      problems.some((p) =>
        /^BackendTrafficPolicy\/arogya-edge-limits: spec\.rateLimit\.local\.rules\[0\]\.limit\.unit must be one of Second/.test(
          p,
        ),
      ),
      problems.join('\n'),
    );
    assert.ok(
      problems.some((p) => /^Gateway\/arogya: spec\.listener is an unknown field/.test(p)),
      problems.join('\n'),
    );
  });
});
