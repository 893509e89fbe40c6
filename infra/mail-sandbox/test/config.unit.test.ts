import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_MAIL_SANDBOX_CONFIG, loadMailSandboxConfig } from '../src/index.js';

describe('loadMailSandboxConfig', () => {
  it('uses the documented defaults', () => {
    assert.deepEqual(loadMailSandboxConfig({}), {
      host: '127.0.0.1',
      smtpPort: 1025,
      webPort: 8025,
      maxMessages: 5000,
    });
    assert.deepEqual(loadMailSandboxConfig({}), { ...DEFAULT_MAIL_SANDBOX_CONFIG });
  });

  it('reads every variable; empty means default', () => {
    assert.deepEqual(
      loadMailSandboxConfig({
        MAIL_SANDBOX_HOST: '0.0.0.0',
        MAIL_SANDBOX_SMTP_PORT: '2525',
        MAIL_SANDBOX_PORT: '0',
        MAIL_SANDBOX_USER: 'shop',
        MAIL_SANDBOX_PASSWORD: 'secret',
        MAIL_SANDBOX_MAX_MESSAGES: '10',
      }),
      {
        host: '0.0.0.0',
        smtpPort: 2525,
        webPort: 0,
        user: 'shop',
        password: 'secret',
        maxMessages: 10,
      },
    );
    assert.deepEqual(
      loadMailSandboxConfig({
        MAIL_SANDBOX_HOST: '',
        MAIL_SANDBOX_SMTP_PORT: '',
        MAIL_SANDBOX_USER: '',
      }),
      { ...DEFAULT_MAIL_SANDBOX_CONFIG },
    );
    assert.equal(
      loadMailSandboxConfig({ MAIL_SANDBOX_SMTP_PORT: '0', MAIL_SANDBOX_PORT: '0' }).smtpPort,
      0,
    );
  });

  it('refuses values that would fail later, naming the variable', () => {
    for (const port of ['abc', '-1', '70000', '25.5', ' 25']) {
      assert.throws(
        () => loadMailSandboxConfig({ MAIL_SANDBOX_SMTP_PORT: port }),
        /MAIL_SANDBOX_SMTP_PORT must be an integer from 0 to 65535/,
      );
      assert.throws(
        () => loadMailSandboxConfig({ MAIL_SANDBOX_PORT: port }),
        /MAIL_SANDBOX_PORT must be an integer from 0 to 65535/,
      );
    }
    assert.throws(
      () => loadMailSandboxConfig({ MAIL_SANDBOX_SMTP_PORT: '8025' }),
      /MAIL_SANDBOX_SMTP_PORT and MAIL_SANDBOX_PORT must differ, both are 8025/,
    );
    assert.throws(
      () => loadMailSandboxConfig({ MAIL_SANDBOX_USER: 'shop' }),
      /must be set together/,
    );
    assert.throws(
      () => loadMailSandboxConfig({ MAIL_SANDBOX_PASSWORD: 'x' }),
      /must be set together/,
    );
    for (const max of ['0', 'many', '-5']) {
      assert.throws(
        () => loadMailSandboxConfig({ MAIL_SANDBOX_MAX_MESSAGES: max }),
        /MAIL_SANDBOX_MAX_MESSAGES/,
      );
    }
  });
});
