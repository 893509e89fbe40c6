// docker-compose.yml, checked as `docker compose config` would (YAML anchors and merge keys,
// interpolation, the Compose Specification's JSON schema, references), with no Docker needed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, type ComposeFile } from '../src/compose.js';
import { assertProblem, noProblems } from './overlays.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const compose = readFileSync(`${root}docker-compose.yml`, 'utf8');

/** Asserts that `text` (a changed copy of the compose file) fails with a problem like `expected`. */
function assertCaught(text: string, expected: RegExp) {
  assert.notEqual(text, compose, 'the copy was changed');
  const { problems } = checkCompose(text, { dir: root });
  assertProblem(problems, expected);
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose Specification and wires every process of the shop', () => {
    const { model, problems } = checkCompose(compose, { dir: root });
    noProblems(problems);
    const services = Object.keys((model as ComposeFile).services);
    for (const name of [
      'postgres',
      'nats',
      'redis',
      'users',
      'catalog',
      'cart',
      'checkout',
      'orders',
      'notifications',
      'fulfilment',
      'razorpay-sandbox',
      'mail-sandbox',
      'whatsapp-sandbox',
      'sms-sandbox',
      'courier-sandbox',
      'gateway',
    ]) {
      assert.ok(services.includes(name), `service ${name}`);
    }
    assert.doesNotMatch(compose, /image: [^\n]*:latest\b/, 'no image tagged latest');
    for (const [name, service] of Object.entries((model as ComposeFile).services))
      assert.doesNotMatch(String(service.image), /:latest$|^[^:]+$/, `${name}: a pinned image`);
  });

  it('resolves anchors and merge keys as Compose does', () => {
    const { services } = checkCompose(compose).model as ComposeFile;
    const env = services.users!.environment as Record<string, unknown>;
    assert.equal(env['<<'], undefined, 'the merge key is merged, not kept as a variable');
    assert.equal(env.NATS_URL, 'nats://nats:4222', 'x-shop-env is merged in');
    assert.equal(env.OPS_PORT, '9102', "the service's own variables are kept");
    assert.equal(env.NODE_ENV, 'development', '${NODE_ENV:-development} takes its default');
    const production = checkCompose(compose, { env: { NODE_ENV: 'production' } })
      .model as ComposeFile;
    assert.equal(
      (production.services.users!.environment as Record<string, unknown>).NODE_ENV,
      'production',
      'a variable that is set wins over its default',
    );
    assert.deepEqual(services.gateway!.healthcheck, services.users!.healthcheck);
  });

  it('fails on a condition the specification does not know, naming it', () => {
    const broken = compose.replace(
      /(\n {2}users:\n[\s\S]*?postgres: \{ condition: )service_healthy/,
      '$1service_helthy',
    );
    assertCaught(broken, /^services\.users\.depends_on\.postgres\.condition: "service_helthy"/);
  });

  it('fails on unknown fields, wrong types, bad formats and broken references', () => {
    assertCaught(
      compose.replace('    healthcheck: *ops-healthcheck\n', '    helthcheck: *ops-healthcheck\n'),
      /^services\.users: unknown field "helthcheck"/,
    );
    assertCaught(
      compose.replace('interval: 5s', 'interval: 5 seconds'),
      /interval: must match format "duration"/,
    );
    assertCaught(
      compose.replace("ports: ['8080:8080']", "ports: ['8080:eighty']"),
      /^services\.gateway\.ports\.0: must match format "ports"/,
    );
    assertCaught(compose.replace('retries: 20', 'retries: twenty'), /retries: must be number/);
    assertCaught(
      compose.replace(
        '      users: { condition: service_healthy }',
        '      user: { condition: service_healthy }',
      ),
      /^services\.gateway\.depends_on: service "user" is not defined/,
    );
    assertCaught(
      compose.replace("volumes: ['minio-data:/data']", "volumes: ['minio-dat:/data']"),
      /^services\.minio\.volumes: volume "minio-dat" is not declared/,
    );
    assertCaught(
      compose.replace('dockerfile: gateway/Dockerfile', 'dockerfile: gateway/Dockerfil'),
      /^services\.gateway\.build: Dockerfile "gateway\/Dockerfil" does not exist/,
    );
    assertCaught(
      compose.replace('volumes:\n  minio-data:', 'volume:\n  minio-data:'),
      /^\(top level\): unknown field "volume"/,
    );
    assertCaught(compose.replace('x-shop-env: &shop-env', 'x-shop-env: &shop'), /YAML: .*shop-env/);
  });
});
