import { COURIER_CALLS_PER_REQUEST, COURIER_RPC_TIMEOUT_MS } from '@arogya/contracts';
import { loadConfig } from '@arogya/platform';
import { DEFAULT_COURIER_SANDBOX_CONFIG } from '@arogya/courier-sandbox';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  fulfilmentEnvSchema,
  SHIPROCKET_ORIGIN,
  SHIPROCKET_TIMEOUT_MAX_MS,
} from '../src/config.js';

const LIVE = {
  SHIPROCKET_EMAIL: 'api@brand.example',
  SHIPROCKET_PASSWORD: 'a-live-password',
  SHIPROCKET_WEBHOOK_TOKEN: 'a-live-webhook-token',
};
const SANDBOX = {
  SHIPROCKET_API_BASE: 'http://127.0.0.1:9330',
  SHIPROCKET_EMAIL: DEFAULT_COURIER_SANDBOX_CONFIG.email,
  SHIPROCKET_PASSWORD: DEFAULT_COURIER_SANDBOX_CONFIG.password,
  SHIPROCKET_WEBHOOK_TOKEN: DEFAULT_COURIER_SANDBOX_CONFIG.webhookToken,
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(fulfilmentEnvSchema, env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('Shiprocket settings fail closed (issue 33)', () => {
  it('has no code defaults for the API user and secrets: all three, or none (no courier)', () => {
    const none = loadConfig(fulfilmentEnvSchema, {});
    assert.equal(none.SHIPROCKET_EMAIL, undefined, 'no courier: staff ship by hand');
    const message = problems({ SHIPROCKET_EMAIL: LIVE.SHIPROCKET_EMAIL });
    for (const name of ['SHIPROCKET_PASSWORD', 'SHIPROCKET_WEBHOOK_TOKEN'])
      assert.match(message, new RegExp(`${name}: must be set with SHIPROCKET_EMAIL`));
    assert.doesNotMatch(message, /SHIPROCKET_EMAIL:/);
    const env = loadConfig(fulfilmentEnvSchema, LIVE);
    assert.equal(env.SHIPROCKET_API_BASE, SHIPROCKET_ORIGIN);
    assert.equal(env.SHIPROCKET_PICKUP_LOCATION, 'Primary');
    assert.equal(env.SHIPROCKET_TIMEOUT_MS, 10_000);
  });

  it('refuses the sandbox’s values and any other API with NODE_ENV=production, naming each', () => {
    const prod = { ...LIVE, NODE_ENV: 'production' };
    assert.equal(problems(prod), '');
    assert.equal(problems({ NODE_ENV: 'production' }), '', 'no courier in production either');
    assert.equal(problems({ ...prod, SHIPROCKET_API_BASE: `${SHIPROCKET_ORIGIN}/` }), '');
    const sandboxInProd = problems({ ...SANDBOX, NODE_ENV: 'production' });
    assert.match(sandboxInProd, /SHIPROCKET_API_BASE: must be https:\/\/apiv2\.shiprocket\.in/);
    assert.match(sandboxInProd, /SHIPROCKET_EMAIL: is the sandbox API user/);
    assert.match(sandboxInProd, /SHIPROCKET_PASSWORD: is the sandbox secret/);
    assert.match(sandboxInProd, /SHIPROCKET_WEBHOOK_TOKEN: is the sandbox secret/);
    // outside production the sandbox is what `npm start` and the tests use
    assert.equal(problems(SANDBOX), '');
    assert.equal(problems({ ...SANDBOX, NODE_ENV: 'test' }), '');
  });

  it('reads the time-out as a whole number of milliseconds in range', () => {
    assert.equal(
      loadConfig(fulfilmentEnvSchema, { ...LIVE, SHIPROCKET_TIMEOUT_MS: '2500' })
        .SHIPROCKET_TIMEOUT_MS,
      2500,
    );
    assert.match(problems({ ...LIVE, SHIPROCKET_TIMEOUT_MS: '50' }), /SHIPROCKET_TIMEOUT_MS/);
    // five calls of a booking must fit in the gateway's wait for it, with room to spare
    assert.match(problems({ ...LIVE, SHIPROCKET_TIMEOUT_MS: '15000' }), /SHIPROCKET_TIMEOUT_MS/);
    assert.ok(SHIPROCKET_TIMEOUT_MAX_MS * COURIER_CALLS_PER_REQUEST < COURIER_RPC_TIMEOUT_MS);
    // the PIN parcels leave from: checkout's SHOP_PIN, Udaipur by default
    assert.equal(loadConfig(fulfilmentEnvSchema, LIVE).SHOP_PIN, '313001');
    assert.match(problems({ ...LIVE, SHOP_PIN: '31300' }), /SHOP_PIN: must be a 6-digit PIN code/);
    assert.match(problems({ ...LIVE, SHIPROCKET_EMAIL: 'not-an-email' }), /SHIPROCKET_EMAIL/);
  });
});
