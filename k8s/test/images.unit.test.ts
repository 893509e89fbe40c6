// The images the shop runs: PostgreSQL, NATS and Redis at or above their patched floors in
// docker-compose.yml and in both rendered overlays (the same releases in all three), and prod
// running only releases of the shop's own images (a digest or a version, never `dev`).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, type ComposeFile } from '../src/compose.js';
import {
  INFRA_MINIMUMS,
  compareVersions,
  infraImageProblem,
  infraProduct,
  isShopImage,
  parseImage,
  releaseImageProblem,
  tagVersion,
} from '../src/images.js';
import { validateObjects, type K8sObject } from '../src/validate.js';
import { assertProblem, noProblems, overlay } from './overlays.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Every image reference in rendered objects (containers, init containers, CNPG imageName). */
const imagesIn = (objects: K8sObject[]): string[] =>
  [...JSON.stringify(objects).matchAll(/"(?:image|imageName)":"([^"]+)"/g)].map((m) => m[1]!);
const composeImages = () =>
  Object.values(
    (checkCompose(readFileSync(`${root}docker-compose.yml`, 'utf8')).model as ComposeFile).services,
  ).map((s) => String(s.image));

describe('image references', () => {
  it('are split into repository, name, tag and digest, a registry port not taken for a tag', () => {
    assert.deepEqual(parseImage('reg.local:5000/org/gateway:1.2.3@sha256:' + 'a'.repeat(64)), {
      repository: 'reg.local:5000/org/gateway',
      name: 'gateway',
      tag: '1.2.3',
      digest: `sha256:${'a'.repeat(64)}`,
    });
    assert.deepEqual(parseImage('nats'), { repository: 'nats', name: 'nats' });
    assert.deepEqual(tagVersion('7.4.11-alpine'), [7, 4, 11]);
    assert.deepEqual(tagVersion('alpine'), []);
    assert.ok(compareVersions([2, 10, 29], [2, 10, 3]) > 0, 'numeric, not textual');
    assert.ok(compareVersions([16, 9], [16, 11]) < 0);
  });
});

describe('PostgreSQL, NATS and Redis: patched releases everywhere', () => {
  it('compose and both overlays run each at or above its floor, the same release in all three', () => {
    const places = {
      'docker-compose.yml': composeImages(),
      'overlays/dev': imagesIn(overlay('dev')),
      'overlays/prod': imagesIn(overlay('prod')),
    };
    for (const product of INFRA_MINIMUMS) {
      const versions = new Set<string>();
      for (const [where, images] of Object.entries(places)) {
        const found = images.filter((i) => infraProduct(i) === product);
        assert.ok(found.length > 0, `${where} runs ${product.product}`);
        for (const image of found) {
          assert.equal(infraImageProblem(image), undefined, `${where}: ${image}`);
          const version = tagVersion(parseImage(image).tag);
          assert.ok(compareVersions(version, product.minimum) >= 0);
          versions.add(version.join('.'));
        }
      }
      assert.equal(
        versions.size,
        1,
        `${product.product}: one release, not ${[...versions].join(', ')}`,
      );
    }
  });

  it('the floors: CVE-2025-30215 (NATS 2.10.27), CVE-2025-21605 (Redis 7.4.3) and later fixes', () => {
    assertProblem([infraImageProblem('nats:2.10.24-alpine')!], /NATS 2\.10\.24 is below 2\.10\.29/);
    assertProblem([infraImageProblem('redis:7.4.2-alpine')!], /Redis 7\.4\.2 is below 7\.4\.6/);
    assertProblem([infraImageProblem('redis:7.4.5')!], /Redis 7\.4\.5 is below 7\.4\.6/);
    assertProblem(
      [infraImageProblem('ghcr-like.example/cloudnative-pg/postgresql:16.6')!],
      /PostgreSQL 16\.6 is below 16\.11/,
    );
    assert.equal(infraImageProblem('nats:2.11.8-alpine'), undefined, 'a newer line passes');
    assert.equal(infraImageProblem('jaegertracing/all-in-one:1.60.0'), undefined, 'not infra');
  });

  it('the validator refuses an old or floating infrastructure image in any overlay', () => {
    for (const [from, to, expected] of [
      ['nats:2.10.29-alpine', 'nats:2.10.24-alpine', /NATS 2\.10\.24 is below/],
      ['redis:7.4.11-alpine', 'redis:7-alpine', /redis:7-alpine: a floating tag/],
    ] as const) {
      const broken = JSON.parse(JSON.stringify(overlay('dev')).replaceAll(`"${from}"`, `"${to}"`));
      assertProblem(validateObjects(broken, 'dev'), expected);
    }
    const prod = overlay('prod');
    const cluster = prod.find((o) => o.kind === 'Cluster') as unknown as {
      spec: { imageName: string };
    };
    cluster.spec.imageName = cluster.spec.imageName.replace(/:.*$/, ':16.6');
    assertProblem(
      validateObjects(prod, 'prod'),
      /Cluster\/arogya-postgres.*spec\.imageName: .*PostgreSQL 16\.6 is below 16\.11/,
    );
  });
});

describe("prod runs releases of the shop's own images", () => {
  it('a digest or a MAJOR.MINOR.PATCH tag; the base and dev use the moving `dev` tag', () => {
    const prod = imagesIn(overlay('prod')).filter(isShopImage);
    assert.ok(prod.length >= 8, 'the gateway and the seven services');
    for (const image of prod) assert.equal(releaseImageProblem(image), undefined, image);
    for (const image of imagesIn(overlay('dev')).filter(isShopImage))
      assert.equal(parseImage(image).tag, 'dev', image);
    assert.equal(releaseImageProblem(`x/gateway@sha256:${'0'.repeat(64)}`), undefined);
    assert.equal(releaseImageProblem(`x/gateway:1.4.0@sha256:${'0'.repeat(64)}`), undefined);
    for (const bad of [
      'x/gateway:dev',
      'x/gateway:latest',
      'x/gateway:1.4',
      'x/gateway',
      'x/gateway@sha256:abc',
    ])
      assert.ok(releaseImageProblem(bad), bad);
  });

  it('the validator refuses a shop image on `dev` (or no release) in prod, and accepts the digest the pipeline sets', () => {
    const withImage = (image: string) =>
      JSON.parse(
        JSON.stringify(overlay('prod')).replace(
          /"image":"[^"]*\/gateway[:@][^"]*"/g,
          `"image":"${image}"`,
        ),
      ) as K8sObject[];
    assertProblem(
      validateObjects(withImage('shop.example/org/gateway:dev'), 'prod'),
      /Deployment\/gateway.*image "shop\.example\/org\/gateway:dev" is not a release/,
    );
    assertProblem(
      validateObjects(withImage('shop.example/org/gateway:main'), 'prod'),
      /is not a release: prod pins a digest/,
    );
    const pinned = validateObjects(
      withImage(`shop.example/org/gateway@sha256:${'c'.repeat(64)}`),
      'prod',
    );
    noProblems(pinned);
    // dev may run the moving tag
    noProblems(validateObjects(overlay('dev'), 'dev'));
  });
});
