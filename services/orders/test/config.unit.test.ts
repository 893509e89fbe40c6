import { loadConfig } from '@arogya/platform';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ordersEnvSchema, PLACEHOLDER_GSTIN } from '../src/config.js';

const load = (env: Record<string, string>) => loadConfig(ordersEnvSchema, env);

describe('the seller’s configuration (SHOP_*)', () => {
  it('defaults to the placeholder GSTIN of a shop in Rajasthan', () => {
    const c = load({});
    assert.equal(c.SHOP_GSTIN, PLACEHOLDER_GSTIN);
    assert.deepEqual([c.SHOP_STATE.name, c.SHOP_STATE.gstCode], ['Rajasthan', '08']);
  });

  it('takes a valid GSTIN of the configured state (any case, trimmed)', () => {
    const c = load({ SHOP_GSTIN: ' 27aapfu0939f1zv ', SHOP_STATE: 'maharashtra' });
    assert.equal(c.SHOP_GSTIN, '27AAPFU0939F1ZV');
    assert.equal(c.SHOP_STATE.name, 'Maharashtra');
  });

  for (const [env, problem] of [
    [
      { SHOP_GSTIN: '27AAPFU0939F1ZW', SHOP_STATE: 'Maharashtra' },
      /SHOP_GSTIN: has a wrong check character/,
    ],
    [{ SHOP_GSTIN: '08AAACA0000A1Z' }, /SHOP_GSTIN: must be a GSTIN/],
    [
      { SHOP_GSTIN: '27AAPFU0939F1ZV' },
      /SHOP_GSTIN: must start with 08, the GST code of SHOP_STATE \(Rajasthan\)/,
    ],
    [{ SHOP_STATE: 'Atlantis' }, /SHOP_STATE: must be an Indian state or union territory/],
    [{ SHOP_LEGAL_NAME: ' ' }, /SHOP_LEGAL_NAME: must not be empty/],
  ] as const) {
    it(`refuses to start with ${JSON.stringify(env)}`, () => {
      assert.throws(() => load(env), problem);
    });
  }
});
