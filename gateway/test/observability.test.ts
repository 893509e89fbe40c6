import { REPO_ROOT, startCatalog, startCheckout, startGateway, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';
import { parse } from 'yaml';

const shop = testShop('obs', async (env, ns) => ({
  catalog: await startCatalog(env, ns, { CATALOG_SEED: 'false' }),
  checkout: await startCheckout(env, ns),
  gateway: await startGateway(env, ns),
}));

const observability = (file: string) =>
  readFileSync(join(REPO_ROOT, 'infra/observability', file), 'utf8');

/** The names of every metric the shop's processes export (their `# TYPE` lines). */
async function exportedMetrics(): Promise<Set<string>> {
  const exported = new Set<string>();
  for (const p of [shop.parts.gateway, shop.parts.catalog, shop.parts.checkout]) {
    for (const line of (await (await fetch(`${p.opsUrl}/metrics`)).text()).split('\n')) {
      const m = /^# TYPE (\w+) /.exec(line);
      if (m) exported.add(m[1]!);
    }
  }
  return exported;
}

/** The metric names a PromQL expression reads: not its functions, keywords, labels or ranges. */
const metricsOf = (expr: string) =>
  [
    ...expr
      .replace(/\{[^}]*\}|\[[^\]]*\]|"[^"]*"/g, ' ')
      .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, ' ')
      // a recording rule's name keeps its colons (arogya:checkout_errors:ratio_rate1h)
      .matchAll(/\b([a-z_][a-z0-9_:]*)\b(?!\s*\()/g),
  ]
    .map((m) => m[1]!)
    .filter((name) => !/^(and|or|unless|bool|offset)$/.test(name))
    .concat(
      // {__name__=~"(a|b)_suffix"}: a_suffix and b_suffix
      [...expr.matchAll(/__name__=~"\(([a-z0-9_|]+)\)([a-z0-9_]*)"/g)].flatMap((m) =>
        m[1]!.split('|').map((name) => name + m[2]!),
      ),
    );

it('every alert rule that prometheus.yml loads queries metrics the shop exports', async () => {
  const config = parse(observability('prometheus.yml')) as { rule_files: string[] };
  assert.ok(config.rule_files.includes('alert-rules.yml'), 'the alerts are loaded');
  const exported = await exportedMetrics();
  const alerts: string[] = [];
  for (const file of config.rule_files) {
    const { groups } = parse(observability(file)) as {
      groups: {
        rules: {
          alert?: string;
          record?: string;
          expr: string;
          labels?: { severity: string };
          annotations?: { summary: string };
        }[];
      }[];
    };
    const recorded = new Set(groups.flatMap((g) => g.rules).map((r) => r.record));
    for (const rule of groups.flatMap((g) => g.rules)) {
      // recording rules have no severity or summary, but read metrics like alerts
      rule.alert ??= `recording ${rule.record}`;
      if (!rule.record) {
        assert.match(rule.labels?.severity ?? '', /^(page|ticket)$/, `${rule.alert}: severity`);
        assert.ok(rule.annotations?.summary, `${rule.alert}: a summary`);
      }
      const metrics = metricsOf(rule.expr).map((n) => n.replace(/_(bucket|sum|count)$/, ''));
      assert.ok(metrics.length > 0, `${rule.alert}: reads a metric`);
      for (const name of metrics) {
        // recorded by another rule, or exported by kube-state-metrics (not by the shop)
        if (recorded.has(name) || name.startsWith('kube_')) continue;
        assert.ok(exported.has(name), `${rule.alert}: ${name} is not exported`);
      }
      alerts.push(rule.alert);
    }
  }
  assert.ok(
    alerts.includes('DeadLettersWaiting') && alerts.includes('RefundFailed'),
    alerts.join(),
  );
  assert.deepEqual(
    metricsOf('max(dlq_messages) > 0 and sum by (consumer) (rate(x_total{a="b"}[5m]))'),
    ['dlq_messages', 'x_total'],
  );
});

it('every metric the Grafana dashboard queries is one the shop exports', async () => {
  await fetch(`${shop.parts.gateway.baseUrl}/api/products?limit=1`); // some traffic, so per-route series exist
  const dashboard = JSON.parse(
    readFileSync(join(REPO_ROOT, 'infra/observability/grafana-dashboard.json'), 'utf8'),
  ) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  const catalogMetrics = shop.parts.catalog.spec.readyUrl.replace('/health/ready', '/metrics');
  const exported = new Set<string>();
  for (const url of [`${shop.parts.gateway.opsUrl}/metrics`, catalogMetrics]) {
    for (const line of (await (await fetch(url)).text()).split('\n')) {
      const m = /^# TYPE (\w+) /.exec(line);
      if (m) exported.add(m[1]!);
    }
  }
  const FUNCTIONS = new Set([
    'sum',
    'rate',
    'increase',
    'max',
    'by',
    'histogram_quantile',
    'le',
    'time',
  ]);
  let checked = 0;
  for (const panel of dashboard.panels) {
    for (const { expr } of panel.targets) {
      const metrics = [...expr.replace(/\{[^}]*\}/g, '').matchAll(/\b([a-z_][a-z0-9_]*)\b/g)]
        .map((m) => m[1]!)
        .filter(
          (name) =>
            !FUNCTIONS.has(name) &&
            !/^(route|pattern|status|reason|job|namespace|pod|consumer|outcome|cache|cause|scope)$/.test(
              name,
            ),
        );
      for (const name of metrics) {
        const base = name.replace(/_(bucket|sum|count)$/, '');
        assert.ok(
          exported.has(base) || exported.has(name),
          `${panel.title}: ${name} is not exported`,
        );
        checked++;
      }
    }
  }
  assert.ok(checked >= 15, `checked ${checked} metric references`);
});
