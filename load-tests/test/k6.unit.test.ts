import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { optionsFor, PROFILES, THRESHOLDS } from '../k6/options.js';

// The k6 script itself (k6 runs it; Node only reads it). Its types are checked by
// `tsc -p load-tests/k6/tsconfig.json` in `npm run lint`.
const script = readFileSync(new URL('../../k6/shop.ts', import.meta.url), 'utf8');
const exported = new Set([...script.matchAll(/^export function (\w+)\(/gm)].map((m) => m[1]));
const namesTagged = new Set([...script.matchAll(/name: '([\w-]+)'/g)].map((m) => m[1]));

/** k6's threshold grammar: an aggregation, an operator and a number. */
const EXPRESSION =
  /^(avg|min|max|med|count|rate|value|p\(\d+(\.\d+)?\))\s*(<|<=|>|>=|==|===|!=)\s*\d+(\.\d+)?$/;
/** A built-in metric, optionally filtered by tags: `metric{tag:value,tag:value}`. */
const METRIC =
  /^(http_req_duration|http_req_failed|http_reqs|checks|iterations)(\{[\w-]+:[\w.-]+(,[\w-]+:[\w.-]+)*\})?$/;

describe('k6 scripts', () => {
  it('every scenario of every profile runs a function the script exports', () => {
    assert.ok(exported.size >= 4);
    for (const [profile, scenarios] of Object.entries(PROFILES)) {
      for (const [name, scenario] of Object.entries(scenarios)) {
        assert.ok(
          exported.has(scenario.exec),
          `${profile}/${name}: no exported function ${scenario.exec}`,
        );
      }
    }
    assert.deepEqual(Object.keys(PROFILES).sort(), ['load', 'smoke', 'soak', 'spike']);
    assert.equal(PROFILES.load!.browse!.executor, 'constant-arrival-rate');
  });

  it('every threshold parses, and names only requests the script tags', () => {
    for (const [metric, expressions] of Object.entries(THRESHOLDS)) {
      assert.match(metric, METRIC);
      for (const e of expressions) assert.match(e, EXPRESSION, `${metric}: ${e}`);
      const name = /name:([\w-]+)/.exec(metric)?.[1];
      if (name) assert.ok(namesTagged.has(name), `${metric}: no request is tagged name '${name}'`);
    }
  });

  it('each profile keeps the thresholds of its own scenarios only, and refuses unknown profiles', () => {
    const load = optionsFor('load');
    assert.ok('http_req_duration{scenario:browse,name:search}' in load.thresholds);
    assert.ok(!('http_req_failed{scenario:smoke}' in load.thresholds));
    const smoke = optionsFor('smoke');
    assert.deepEqual(Object.keys(smoke.scenarios), ['smoke']);
    assert.deepEqual(Object.keys(smoke.thresholds).sort(), [
      'checks{scenario:smoke}',
      'http_req_failed{scenario:smoke}',
    ]);
    assert.throws(() => optionsFor('panic'), /Unknown PROFILE "panic"/);
  });
});
