// Issue 18: the Grafana dashboard queries the labels Kubernetes and the compose scrape both give.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';

/** A path from the repository's root. */
const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const PROMTOOL = process.env.PROMTOOL || '/usr/bin/promtool';
const DASHBOARD = repo('infra/observability/grafana-dashboard.json');

interface Panel {
  title: string;
  targets: { expr: string; legendFormat?: string }[];
}
const dashboard = () => JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
const queries = (panels: Panel[]) =>
  panels.flatMap((p) => p.targets.map((t) => ({ title: p.title, ...t })));

/** The scrape-time gauges: one value per process, never to be added up. */
const BACKLOGS = ['outbox_pending', 'outbox_lag_seconds', 'dlq_messages', 'consumer_lag_messages'];

/** Problems of a dashboard's queries (the labels they use, how they add up backlogs). */
function queryProblems(panels: Panel[]): string[] {
  const problems: string[] = [];
  for (const { title, expr, legendFormat } of queries(panels)) {
    // a `service` label exists in neither Kubernetes service discovery nor the compose relabel
    if (/[{,]\s*service\s*(=|!=|=~|!~)/.test(expr))
      problems.push(`${title}: ${expr} matches on service (use job)`);
    if (/\bby\s*\([^)]*\bservice\b/.test(expr) || legendFormat?.includes('{{service}}'))
      problems.push(`${title}: ${expr} groups by service (use namespace, job)`);
    for (const gauge of BACKLOGS) {
      // every replica reports the same backlog: a sum counts it once per replica
      if (
        new RegExp(`\\bsum\\b(\\s*(by|without)\\s*\\([^)]*\\))?\\s*\\(\\s*${gauge}\\b`).test(expr)
      )
        problems.push(`${title}: ${expr} adds up ${gauge} over replicas (use max)`);
    }
  }
  return problems;
}

const work = mkdtempSync(join(tmpdir(), 'arogya-dashboard-'));
after(() => rmSync(work, { recursive: true, force: true }));

describe('the Grafana dashboard', () => {
  it('queries job and namespace, never service, and takes the max of backlogs', () => {
    assert.deepEqual(queryProblems(dashboard().panels), []);
    const exprs = queries(dashboard().panels).map((q) => q.expr);
    for (const gauge of ['outbox_pending', 'outbox_lag_seconds'])
      assert.ok(exprs.includes(`max by (namespace, job) (${gauge})`), gauge);
  });

  it('catches a service matcher, a grouping by service and a sum of a backlog', () => {
    const broken = (expr: string, legendFormat = ''): Panel[] => [
      { title: 'x', targets: [{ expr, legendFormat }] },
    ];
    assert.match(
      queryProblems(broken('rate(http_requests_total{service="gateway"}[5m])')).join(),
      /matches on service/,
    );
    assert.match(
      queryProblems(broken('max by (service) (outbox_lag_seconds)', '{{service}}')).join(),
      /groups by service/,
    );
    assert.match(queryProblems(broken('sum(outbox_pending)')).join(), /adds up outbox_pending/);
    assert.match(
      queryProblems(broken('sum by (namespace) (dlq_messages)')).join(),
      /adds up dlq_messages/,
    );
    assert.deepEqual(
      queryProblems(broken('sum by (job) (rate(outbox_publish_errors_total[5m]))')),
      [],
    );
  });

  it('shows how long ago each scrape-time gauge was last read', () => {
    const exprs = queries(dashboard().panels).map((q) => q.expr);
    for (const gauge of BACKLOGS)
      assert.ok(
        exprs.some(
          (e) => e.includes('time()') && e.includes(`${gauge}_last_success_timestamp_seconds`),
        ),
        `no staleness query for ${gauge}`,
      );
  });

  it('every query is valid PromQL (promtool check rules, each as a recording rule)', () => {
    const rules = queries(dashboard().panels).map((q, i) => ({
      record: `dashboard:query_${i}`,
      expr: q.expr,
    }));
    const file = join(work, 'dashboard.rules.yml');
    writeFileSync(file, stringify({ groups: [{ name: 'dashboard', rules }] }));
    const run = spawnSync(PROMTOOL, ['check', 'rules', file], { encoding: 'utf8' });
    assert.ifError(run.error);
    assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);

    // and a broken one is refused
    writeFileSync(
      file,
      stringify({ groups: [{ name: 'x', rules: [{ record: 'x:y', expr: 'max by (job (up)' }] }] }),
    );
    assert.notEqual(spawnSync(PROMTOOL, ['check', 'rules', file]).status, 0);
  });
});
