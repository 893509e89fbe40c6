import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CHECKOUT_STEPS, expressionOf, optionsFor, PROFILES, THRESHOLDS } from '../k6/options.js';

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
  /^(http_req_duration|http_req_failed|http_reqs|checks|iterations|dropped_iterations|checkout_duration)(\{[\w-]+:[\w.-]+(,[\w-]+:[\w.-]+)*\})?$/;

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
    assert.deepEqual(Object.keys(PROFILES).sort(), [
      'breakpoint',
      'load',
      'smoke',
      'soak',
      'spike',
      'stress',
    ]);
    assert.equal(PROFILES.load!.browse!.executor, 'constant-arrival-rate');
    assert.ok(exported.has('handleSummary'), 'results exported by handleSummary');
  });

  it('every threshold parses, and names only requests the script tags', () => {
    for (const [metric, expressions] of Object.entries(THRESHOLDS)) {
      assert.match(metric, METRIC);
      for (const e of expressions.map(expressionOf)) assert.match(e, EXPRESSION, `${metric}: ${e}`);
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

  it('checkout runs at a target order rate: constant in load, ramped to twice in stress, climbing until it breaks', () => {
    const load = optionsFor('load', 12).scenarios.checkout!;
    assert.equal(load.executor, 'constant-arrival-rate');
    assert.equal(load.rate, 12);
    assert.equal(load.timeUnit, '1s');
    assert.ok((load.maxVUs as number) >= 12 * 2, 'VUs for a couple of seconds of arrivals');
    const stress = optionsFor('stress', 12).scenarios.stress!;
    assert.equal(stress.executor, 'ramping-arrival-rate');
    assert.equal(Math.max(...(stress.stages as { target: number }[]).map((st) => st.target)), 24);
    const breakpoint = optionsFor('breakpoint', 12);
    assert.equal(breakpoint.scenarios.breakpoint!.executor, 'ramping-arrival-rate');
    // every SLO of the breakpoint run stops it when crossed: the rate then is the breakpoint
    const limits = Object.values(breakpoint.thresholds).flat();
    assert.ok(limits.length > 10);
    for (const t of limits)
      assert.equal((t as { abortOnFail?: boolean }).abortOnFail, true, JSON.stringify(t));
    assert.throws(() => optionsFor('load', 0), /ORDERS_PER_SECOND must be a positive number/);
    assert.throws(() => optionsFor('load', Number('lots')), /ORDERS_PER_SECOND/);
  });

  it('every purchase scenario has an SLO on each step, on the whole purchase and on dropped iterations', () => {
    for (const [profile, scenario] of [
      ['load', 'checkout'],
      ['soak', 'checkout'],
      ['stress', 'stress'],
      ['breakpoint', 'breakpoint'],
    ] as const) {
      const { thresholds } = optionsFor(profile);
      for (const step of CHECKOUT_STEPS) {
        assert.ok(namesTagged.has(step), `the script tags ${step}`);
        assert.ok(
          `http_req_duration{scenario:${scenario},name:${step}}` in thresholds,
          `${profile}: ${step}`,
        );
      }
      assert.ok(`checkout_duration{scenario:${scenario}}` in thresholds, `${profile}: purchase`);
      assert.deepEqual(
        thresholds[`dropped_iterations{scenario:${scenario}}`]!.map(expressionOf),
        ['count<1'],
        `${profile}: dropped iterations`,
      );
    }
    assert.match(script, /new Trend\('checkout_duration', true\)/);
  });
});
