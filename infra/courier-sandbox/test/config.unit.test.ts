import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DEFAULT_COURIER_SANDBOX_CONFIG,
  loadCourierSandboxConfig,
  TOKEN_TTL_MS,
} from '../src/index.js';

describe('configuration', () => {
  it('defaults to the shop defaults', () => {
    const config = loadCourierSandboxConfig({});
    assert.deepEqual(config, { ...DEFAULT_COURIER_SANDBOX_CONFIG });
    assert.equal(config.port, 9330);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.email, 'sandbox-api@arogya.test');
    assert.equal(config.password, 'sandbox_shiprocket_password');
    assert.equal(config.webhookUrl, undefined);
    assert.equal(config.webhookToken, 'sandbox_shiprocket_webhook_token');
    assert.equal(config.scanIntervalMs, 3000);
    assert.equal(config.pickupLocation.name, 'Primary');
    assert.equal(config.tokenTtlMs, 10 * 24 * 3600 * 1000);
    assert.equal(TOKEN_TTL_MS, config.tokenTtlMs);
  });

  it('reads the environment', () => {
    const config = loadCourierSandboxConfig({
      COURIER_SANDBOX_PORT: '0',
      COURIER_SANDBOX_HOST: '0.0.0.0',
      SHIPROCKET_EMAIL: 'api@shop.test',
      SHIPROCKET_PASSWORD: 'pw',
      COURIER_SANDBOX_WEBHOOK_URL: 'http://shop:3000/webhooks/shiprocket',
      SHIPROCKET_WEBHOOK_TOKEN: 'tok',
      COURIER_SANDBOX_SCAN_INTERVAL_MS: '25',
      SHIPROCKET_PICKUP_LOCATION: 'Bhiwandi',
    });
    assert.equal(config.port, 0);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.email, 'api@shop.test');
    assert.equal(config.password, 'pw');
    assert.equal(config.webhookUrl, 'http://shop:3000/webhooks/shiprocket');
    assert.equal(config.webhookToken, 'tok');
    assert.equal(config.scanIntervalMs, 25);
    assert.equal(config.pickupLocation.name, 'Bhiwandi');
    assert.equal(config.pickupLocation.city, 'Udaipur', 'the rest of the location is kept');
  });

  it('treats empty variables as unset', () => {
    const config = loadCourierSandboxConfig({
      COURIER_SANDBOX_WEBHOOK_URL: '',
      SHIPROCKET_EMAIL: '',
      COURIER_SANDBOX_SCAN_INTERVAL_MS: '',
    });
    assert.equal(config.webhookUrl, undefined);
    assert.equal(config.email, DEFAULT_COURIER_SANDBOX_CONFIG.email);
    assert.equal(config.scanIntervalMs, 3000);
  });

  it('refuses a bad port, webhook URL or scan interval, naming the variable', () => {
    for (const [name, value, pattern] of [
      ['COURIER_SANDBOX_PORT', 'x', /COURIER_SANDBOX_PORT/],
      ['COURIER_SANDBOX_PORT', '70000', /COURIER_SANDBOX_PORT/],
      ['COURIER_SANDBOX_WEBHOOK_URL', 'ftp://x', /must be http\(s\)/],
      ['COURIER_SANDBOX_WEBHOOK_URL', 'not a url', /COURIER_SANDBOX_WEBHOOK_URL is not a URL/],
      ['COURIER_SANDBOX_SCAN_INTERVAL_MS', '0', /COURIER_SANDBOX_SCAN_INTERVAL_MS/],
      ['COURIER_SANDBOX_SCAN_INTERVAL_MS', '1.5', /COURIER_SANDBOX_SCAN_INTERVAL_MS/],
      ['COURIER_SANDBOX_SCAN_INTERVAL_MS', 'soon', /COURIER_SANDBOX_SCAN_INTERVAL_MS/],
    ] as const) {
      assert.throws(() => loadCourierSandboxConfig({ [name]: value }), pattern, `${name}=${value}`);
    }
  });
});
