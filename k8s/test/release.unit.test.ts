// k8s/release.sh, the one command of a release: migrations gate the rollout. Run here against a
// stand-in kubectl that records its calls (no cluster), and the rendered overlays' settings.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseManifests, render } from '../src/validate.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'release-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** A kubectl that logs each call's arguments and fails the calls whose text matches FAIL_ON. */
const fake = join(dir, 'kubectl');
writeFileSync(
  fake,
  `#!/usr/bin/env bash
echo "$*" >> "$KUBECTL_LOG"
if [ -n "\${FAIL_ON:-}" ] && [[ "$*" == *"$FAIL_ON"* ]]; then echo "fake: $*: failed" >&2; exit 1; fi
exit 0
`,
);
chmodSync(fake, 0o755);

function release(failOn = '') {
  const log = join(dir, `calls-${Math.random().toString(36).slice(2)}.log`);
  writeFileSync(log, '');
  const res = spawnSync('bash', [`${root}k8s/release.sh`, 'k8s/overlays/prod', 'shop'], {
    cwd: root,
    env: { ...process.env, KUBECTL: fake, KUBECTL_LOG: log, FAIL_ON: failOn },
    encoding: 'utf8',
  });
  return {
    code: res.status,
    output: res.stdout + res.stderr,
    calls: readFileSync(log, 'utf8').trim().split('\n'),
  };
}

describe('k8s/release.sh', () => {
  it('deletes the old Jobs, applies all but the workloads, waits for the migrations, then rolls out', () => {
    const { code, output, calls } = release();
    assert.equal(code, 0, output);
    assert.deepEqual(calls, [
      '-n shop delete job -l app.kubernetes.io/component=migration --ignore-not-found',
      'apply -k k8s/overlays/prod -l app.kubernetes.io/component notin (service,gateway)',
      '-n shop wait --for=condition=Ready cluster/arogya-postgres --timeout=10m',
      '-n shop wait --for=condition=complete job -l app.kubernetes.io/component=migration --timeout=10m',
      'apply -k k8s/overlays/prod -l app.kubernetes.io/component in (service,gateway)',
      '-n shop rollout status deployment -l app.kubernetes.io/component in (service,gateway) --timeout=10m',
    ]);
  });

  it('stops before the rollout when a migration fails, showing its logs', () => {
    const { code, output, calls } = release('condition=complete');
    assert.equal(code, 1);
    assert.match(output, /a migration did not complete; nothing was rolled out/);
    assert.ok(
      calls.some((c) => c.startsWith('-n shop logs -l app.kubernetes.io/component=migration')),
    );
    assert.ok(!calls.some((c) => c.includes('component in (service,gateway)')), 'no rollout');
  });

  it('needs an overlay', () => {
    const res = spawnSync('bash', [`${root}k8s/release.sh`], { encoding: 'utf8' });
    assert.notEqual(res.status, 0);
    assert.match(res.stderr, /usage: k8s\/release.sh <overlay directory>/);
  });
});

describe('migrations gate the rollout in both overlays', () => {
  for (const name of ['dev', 'prod'] as const) {
    it(`${name}: services do not migrate on start; each has its migration Job, which is not a workload release.sh rolls out`, () => {
      const objects = parseManifests(render(`${root}k8s/overlays/${name}`));
      const env = objects.find(
        (o) => o.kind === 'ConfigMap' && o.metadata?.name?.startsWith('arogya-env'),
      );
      assert.equal(
        (env as { data?: Record<string, string> } | undefined)?.data?.MIGRATE_ON_START,
        'false',
      );
      const label = (o: (typeof objects)[number]) =>
        o.metadata?.labels?.['app.kubernetes.io/component'];
      const deployments = objects.filter((o) => o.kind === 'Deployment' && label(o) === 'service');
      const jobs = objects.filter((o) => o.kind === 'Job' && label(o) === 'migration');
      assert.equal(deployments.length, 7);
      assert.deepEqual(
        jobs.map((j) => j.metadata?.labels?.['app.kubernetes.io/name']).sort(),
        deployments.map((d) => d.metadata?.labels?.['app.kubernetes.io/name']).sort(),
      );
    });
  }
});
