import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mail, sendFailure, startTestSandbox, transport } from './support.js';

describe('SMTP authentication', () => {
  it('is required when credentials are configured, and checked (535 on a wrong password)', async (t) => {
    const sandbox = await startTestSandbox(t, { user: 'shop', password: 's3cret' });

    const wrong = await sendFailure(
      transport(sandbox, { user: 'shop', pass: 'nope' }).sendMail(mail('a@example.com', 'wrong')),
    );
    assert.equal(wrong.responseCode, 535);
    assert.equal(wrong.code, 'EAUTH');

    const anonymous = await sendFailure(transport(sandbox).sendMail(mail('a@example.com', 'anon')));
    assert.equal(anonymous.responseCode, 530);

    const credentials = { user: 'shop', pass: 's3cret' };
    await transport(sandbox, credentials, { authMethod: 'PLAIN' }).sendMail(
      mail('a@example.com', 'plain'),
    );
    await transport(sandbox, credentials, { authMethod: 'LOGIN' }).sendMail(
      mail('a@example.com', 'login'),
    );
    assert.deepEqual(
      sandbox.messages().map((m) => m.subject),
      ['login', 'plain'],
    );
  });

  it('is optional without configured credentials, and any credentials are accepted', async (t) => {
    const sandbox = await startTestSandbox(t);
    await transport(sandbox).sendMail(mail('a@example.com', 'anonymous'));
    await transport(sandbox, { user: 'any', pass: 'thing' }).sendMail(
      mail('a@example.com', 'with auth'),
    );
    assert.equal(sandbox.messages().length, 2);
  });
});
