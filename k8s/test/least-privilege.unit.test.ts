// Issue 18 (10): least privilege in both overlays, and a deliberate break of each rule caught.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertProblem, find, overlay, type Loose } from './overlays.js';
import { checkLeastPrivilege } from '../src/rules/least-privilege.js';

/** `change` applied to a fresh prod overlay yields a problem matching `expected`. */
function caught(change: (objects: Loose[]) => void, expected: RegExp) {
  const objects = overlay('prod');
  change(objects);
  assertProblem(checkLeastPrivilege(objects), expected);
}

describe('least privilege (both overlays)', () => {
  for (const name of ['dev', 'prod'] as const) {
    it(`${name}: one token-less ServiceAccount per workload, "restricted" enforced, DNS and ACME let through`, () => {
      const objects = overlay(name);
      assert.deepEqual(checkLeastPrivilege(objects), []);
      const workloads = objects.filter((o) =>
        ['Deployment', 'StatefulSet', 'Job'].includes(o.kind),
      );
      const accounts = workloads.map((o) => (o as Loose).spec.template.spec.serviceAccountName);
      assert.equal(new Set(accounts).size, workloads.length, 'one account each');
      assert.ok(workloads.length >= 13, `${workloads.length} workloads`);
      const namespace = objects.find((o) => o.kind === 'Namespace')!;
      assert.equal(namespace.metadata.labels?.['pod-security.kubernetes.io/enforce'], 'restricted');
    });
  }

  it('a workload on the default ServiceAccount is caught', () =>
    caught((o) => {
      delete find(o, 'Deployment', 'checkout').spec.template.spec.serviceAccountName;
    }, /^Deployment\/checkout: runs as the namespace's default ServiceAccount/));

  it('a shared ServiceAccount is caught', () =>
    caught((o) => {
      find(o, 'Job', 'orders-migrate').spec.template.spec.serviceAccountName = 'orders';
    }, /^(Deployment\/orders|Job\/orders-migrate): shares ServiceAccount orders with /));

  it('an account or a pod that mounts the API token is caught', () => {
    caught((o) => {
      find(o, 'ServiceAccount', 'gateway').automountServiceAccountToken = true;
    }, /^ServiceAccount\/gateway: must set automountServiceAccountToken: false/);
    caught((o) => {
      delete find(o, 'StatefulSet', 'nats').spec.template.spec.automountServiceAccountToken;
    }, /^StatefulSet\/nats: must set automountServiceAccountToken: false in its pod spec/);
  });

  it('an account missing from the overlay is caught', () =>
    caught((o) => {
      o.splice(o.indexOf(find(o, 'ServiceAccount', 'redis')), 1);
    }, /^StatefulSet\/redis: ServiceAccount redis is not in the overlay/));

  it('a namespace enforcing less than "restricted" is caught', () =>
    caught((o) => {
      find(o, 'Namespace', 'arogya').metadata.labels['pod-security.kubernetes.io/enforce'] =
        'baseline';
    }, /^Namespace\/arogya: must enforce Pod Security "restricted"/));

  it('a default deny without NodeLocal DNS, or without the ACME solver, is caught', () => {
    caught((o) => {
      find(o, 'NetworkPolicy', 'allow-dns-egress').spec.egress.pop();
    }, /no egress to NodeLocal DNS \(169\.254\.20\.10\/32/);
    caught((o) => {
      o.splice(o.indexOf(find(o, 'NetworkPolicy', 'acme-http01-solver')), 1);
    }, /HTTP-01 solver/);
  });
});
