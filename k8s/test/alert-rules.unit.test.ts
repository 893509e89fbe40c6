import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

/** A path from the repository's root. */
const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const PROMTOOL = process.env.PROMTOOL || '/usr/bin/promtool';
const RULES = repo('infra/observability/alert-rules.yml');
const TESTS = repo('infra/observability/tests/alert-rules.test.yml');
const PROMETHEUS_RULE = repo('k8s/base/monitoring/prometheus-rule.yaml');

interface Rule {
  alert?: string;
  record?: string;
  expr: string;
  annotations?: Record<string, string>;
}
interface Groups {
  groups: { name: string; rules: Rule[] }[];
}

const work = mkdtempSync(join(tmpdir(), 'arogya-rules-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Runs promtool; fails with a hint when it is missing (scripts/test-setup.mjs provides it). */
function promtool(...args: string[]) {
  const run = spawnSync(PROMTOOL, args, { encoding: 'utf8' });
  if (run.error)
    throw new Error(
      `promtool could not run (${run.error.message}): apt-get install prometheus, or set ` +
        'PROMTOOL (scripts/test-setup.mjs installs it when it can)',
    );
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

/**
 * Runs the promtool unit tests on `groups`: written to a temporary rule file without their
 * annotations (the tests state labels only), the tests pointed at it.
 */
function testRules(groups: Groups, name: string) {
  const bare: Groups = {
    groups: groups.groups.map((g) => ({
      ...g,
      rules: g.rules.map(({ annotations: _annotations, ...rule }) => rule),
    })),
  };
  const rules = join(work, `${name}.rules.yml`);
  writeFileSync(rules, stringify(bare));
  const tests = parse(readFileSync(TESTS, 'utf8')) as Record<string, unknown>;
  const testFile = join(work, `${name}.tests.yml`);
  writeFileSync(testFile, stringify({ ...tests, rule_files: [rules] }));
  return promtool('test', 'rules', testFile);
}

const fromFile = () => parse(readFileSync(RULES, 'utf8')) as Groups;
const fromPrometheusRule = () =>
  (parse(readFileSync(PROMETHEUS_RULE, 'utf8')) as { spec: Groups }).spec;

describe('alert rules', () => {
  it('are valid rules, annotations included (promtool check rules)', () => {
    const result = promtool('check', 'rules', RULES);
    assert.ok(result.ok, result.output);
  });

  it('each alert fires on a failing series and stays quiet on a healthy one', () => {
    const result = testRules(fromFile(), 'file');
    assert.ok(result.ok, result.output);
  });

  it('every alert has a test', () => {
    const tests = readFileSync(TESTS, 'utf8');
    for (const rule of fromFile().groups.flatMap((g) => g.rules)) {
      if (rule.alert) assert.match(tests, new RegExp(`alertname: ${rule.alert}\\b`), rule.alert);
    }
  });

  it('the PrometheusRule carries the same groups, and they pass the same tests', () => {
    assert.deepEqual(
      fromPrometheusRule(),
      fromFile(),
      'k8s/base/monitoring/prometheus-rule.yaml differs from infra/observability/alert-rules.yml',
    );
    const result = testRules(fromPrometheusRule(), 'prometheus-rule');
    assert.ok(result.ok, result.output);
  });

  it('the tests catch a rule that can no longer fire', () => {
    for (const [alert, broken] of [
      ['DeadLettersWaiting', 'max by (namespace) (dlq_messages) > 1e9'],
      ['CheckoutErrorsBudgetBurnFast', 'arogya:checkout_errors:ratio_rate1h > 2'],
      [
        'PodRestarting',
        'increase(kube_pod_container_status_restarts_total{container="none"}[30m]) > 2',
      ],
    ] as const) {
      const groups = fromFile();
      const rule = groups.groups.flatMap((g) => g.rules).find((r) => r.alert === alert);
      assert.ok(rule, alert);
      rule.expr = broken;
      const result = testRules(groups, `broken-${alert}`);
      assert.equal(result.ok, false, `${alert} broken, yet the tests pass`);
      assert.match(result.output, new RegExp(`alertname: ${alert}`));
    }
  });
});
