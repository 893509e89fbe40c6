import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_CONFIG, loadConfig } from '../src/index.js';

describe('loadConfig', () => {
  it('uses the documented defaults, webhooks off', () => {
    assert.deepEqual(loadConfig({}), {
      keyId: 'rzp_test_sandbox',
      keySecret: 'sandbox_key_secret',
      webhookSecret: 'sandbox_webhook_secret',
      port: 9300,
      host: '127.0.0.1',
      webhookUrl: undefined,
    });
    assert.deepEqual(loadConfig({}), { ...DEFAULT_CONFIG });
  });

  it('reads every variable; empty means default', () => {
    const config = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      SANDBOX_PORT: '0',
      SANDBOX_HOST: '0.0.0.0',
      SANDBOX_WEBHOOK_URL: 'http://127.0.0.1:3000/webhooks/razorpay',
    });
    assert.deepEqual(config, {
      keyId: 'rzp_test_x',
      keySecret: 's',
      webhookSecret: 'w',
      port: 0,
      host: '0.0.0.0',
      webhookUrl: 'http://127.0.0.1:3000/webhooks/razorpay',
    });
    assert.equal(
      loadConfig({ SANDBOX_WEBHOOK_URL: '', RAZORPAY_KEY_ID: '' }).webhookUrl,
      undefined,
    );
    assert.equal(loadConfig({ RAZORPAY_KEY_ID: '' }).keyId, 'rzp_test_sandbox');
  });

  it('refuses ports and webhook URLs that would fail later', () => {
    for (const port of ['abc', '-1', '70000', '93.5']) {
      assert.throws(() => loadConfig({ SANDBOX_PORT: port }), /SANDBOX_PORT/, port);
    }
    for (const url of ['not a url', 'ftp://example.com/x']) {
      assert.throws(() => loadConfig({ SANDBOX_WEBHOOK_URL: url }), /SANDBOX_WEBHOOK_URL/, url);
    }
  });
});
