import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  DEFAULT_WHATSAPP_SANDBOX_CONFIG,
  loadWhatsAppSandboxConfig,
  signWhatsAppPayload,
  verifyWhatsAppSignature,
} from '../src/index.js';

describe('configuration', () => {
  it('defaults to the shop defaults', () => {
    const config = loadWhatsAppSandboxConfig({});
    assert.deepEqual(config, { ...DEFAULT_WHATSAPP_SANDBOX_CONFIG });
    assert.equal(config.port, 9310);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.accessToken, 'sandbox_whatsapp_token');
    assert.equal(config.appSecret, 'sandbox_whatsapp_app_secret');
    assert.equal(config.phoneNumberId, '100000000000001');
    assert.equal(config.businessAccountId, '200000000000001');
    assert.equal(config.webhookUrl, undefined);
    assert.equal(config.verifyToken, 'sandbox_verify_token');
  });

  it('reads the environment, and refuses a bad port or webhook URL', () => {
    const config = loadWhatsAppSandboxConfig({
      WHATSAPP_SANDBOX_PORT: '0',
      WHATSAPP_SANDBOX_HOST: '0.0.0.0',
      WHATSAPP_ACCESS_TOKEN: 'tok',
      WHATSAPP_APP_SECRET: 'sec',
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_BUSINESS_ACCOUNT_ID: '2',
      WHATSAPP_SANDBOX_WEBHOOK_URL: 'http://shop:3000/webhooks/whatsapp',
      WHATSAPP_VERIFY_TOKEN: 'vt',
      WHATSAPP_SANDBOX_READ_RECEIPTS: 'true',
    });
    assert.equal(config.port, 0);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.accessToken, 'tok');
    assert.equal(config.appSecret, 'sec');
    assert.equal(config.phoneNumberId, '1');
    assert.equal(config.businessAccountId, '2');
    assert.equal(config.webhookUrl, 'http://shop:3000/webhooks/whatsapp');
    assert.equal(config.verifyToken, 'vt');
    assert.equal(config.readReceipts, true);
    assert.equal(
      loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_WEBHOOK_URL: '' }).webhookUrl,
      undefined,
    );
    assert.throws(
      () => loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_PORT: 'x' }),
      /WHATSAPP_SANDBOX_PORT/,
    );
    assert.throws(
      () => loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_PORT: '70000' }),
      /WHATSAPP_SANDBOX_PORT/,
    );
    assert.throws(
      () => loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_WEBHOOK_URL: 'ftp://x' }),
      /must be http\(s\)/,
    );
    assert.throws(
      () => loadWhatsAppSandboxConfig({ WHATSAPP_SANDBOX_TEMPLATES: '/no/such/file.json' }),
      /WHATSAPP_SANDBOX_TEMPLATES/,
    );
  });
});

describe('webhook signatures', () => {
  const body = '{"object":"whatsapp_business_account","entry":[]}';

  it('signs the raw body with HMAC-SHA256 and verifies it', () => {
    const header = signWhatsAppPayload('secret', body);
    const hex = createHmac('sha256', 'secret').update(body).digest('hex');
    assert.equal(header, `sha256=${hex}`);
    assert.equal(verifyWhatsAppSignature('secret', body, header), true);
    assert.equal(verifyWhatsAppSignature('secret', Buffer.from(body), header), true);
    assert.equal(
      verifyWhatsAppSignature('secret', body, header.toUpperCase().replace('SHA256', 'sha256')),
      true,
    );
  });

  it('rejects a tampered body, another secret, and malformed headers', () => {
    const header = signWhatsAppPayload('secret', body);
    assert.equal(verifyWhatsAppSignature('secret', body.replace('[]', '[{}]'), header), false);
    assert.equal(verifyWhatsAppSignature('other', body, header), false);
    assert.equal(verifyWhatsAppSignature('secret', body, undefined), false);
    assert.equal(verifyWhatsAppSignature('secret', body, header.slice(7)), false);
    assert.equal(verifyWhatsAppSignature('secret', body, 'sha256=abc'), false);
    assert.equal(verifyWhatsAppSignature('secret', body, [header]), true);
  });
});
