import { REPO_ROOT, startCatalog, startGateway, testShop } from '@arogya/testing';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { it } from 'node:test';

const shop = testShop('obs', async (env, ns) => ({
  catalog: await startCatalog(env, ns, { CATALOG_SEED: 'false' }),
  gateway: await startGateway(env, ns),
}));

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
  const FUNCTIONS = new Set(['sum', 'rate', 'increase', 'max', 'by', 'histogram_quantile', 'le']);
  let checked = 0;
  for (const panel of dashboard.panels) {
    for (const { expr } of panel.targets) {
      const metrics = [...expr.replace(/\{[^}]*\}/g, '').matchAll(/\b([a-z_][a-z0-9_]*)\b/g)]
        .map((m) => m[1]!)
        .filter(
          (name) =>
            !FUNCTIONS.has(name) &&
            !/^(route|pattern|status|reason|service|consumer|outcome|cache|cause|scope)$/.test(
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
