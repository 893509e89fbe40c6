import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  DEFAULT_SMS_SANDBOX_CONFIG,
  loadSmsSandboxConfig,
  signSmsPayload,
  verifySmsSignature,
  verifySmsWebhookSecret,
} from '../src/index.js';

describe('configuration', () => {
  it('defaults to the shop defaults', () => {
    const config = loadSmsSandboxConfig({});
    assert.deepEqual(config, { ...DEFAULT_SMS_SANDBOX_CONFIG });
    assert.equal(config.port, 9320);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.authKey, 'sandbox_msg91_authkey');
    assert.equal(config.webhookUrl, undefined);
    assert.equal(config.webhookSecret, 'sandbox_sms_webhook_secret');
  });

  it('reads the environment, and refuses a bad port or webhook URL', () => {
    const config = loadSmsSandboxConfig({
      SMS_SANDBOX_PORT: '0',
      SMS_SANDBOX_HOST: '0.0.0.0',
      MSG91_AUTH_KEY: 'key',
      SMS_SANDBOX_WEBHOOK_URL: 'http://shop:3000/webhooks/msg91',
      SMS_WEBHOOK_SECRET: 'sec',
    });
    assert.equal(config.port, 0);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.authKey, 'key');
    assert.equal(config.webhookUrl, 'http://shop:3000/webhooks/msg91');
    assert.equal(config.webhookSecret, 'sec');
    assert.throws(() => loadSmsSandboxConfig({ SMS_SANDBOX_PORT: '-1' }), /SMS_SANDBOX_PORT/);
    assert.throws(
      () => loadSmsSandboxConfig({ SMS_SANDBOX_WEBHOOK_URL: 'not a url' }),
      /not a URL/,
    );
    assert.throws(
      () => loadSmsSandboxConfig({ SMS_SANDBOX_WEBHOOK_URL: 'file:///x' }),
      /http\(s\)/,
    );
    assert.throws(
      () => loadSmsSandboxConfig({ SMS_SANDBOX_TEMPLATES: '/no/such.json' }),
      /SMS_SANDBOX_TEMPLATES/,
    );
  });
});

describe('webhook signatures', () => {
  const body = '{"requestId":"abc","status":"1"}';

  it('signs the raw body with HMAC-SHA256 and verifies it in constant time', () => {
    const header = signSmsPayload('secret', body);
    assert.equal(header, `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`);
    assert.equal(verifySmsSignature('secret', body, header), true);
    assert.equal(verifySmsSignature('secret', body.replace('1', '2'), header), false);
    assert.equal(verifySmsSignature('other', body, header), false);
    assert.equal(verifySmsSignature('secret', body, undefined), false);
    assert.equal(verifySmsSignature('secret', body, 'sha256=00'), false);
  });

  it('checks the shared-secret header', () => {
    assert.equal(verifySmsWebhookSecret('secret', 'secret'), true);
    assert.equal(verifySmsWebhookSecret('secret', ['secret']), true);
    assert.equal(verifySmsWebhookSecret('secret', 'secreT'), false);
    assert.equal(verifySmsWebhookSecret('secret', undefined), false);
  });
});
