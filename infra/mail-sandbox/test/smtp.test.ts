import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import nodemailer from 'nodemailer';
import { SmtpFaults } from '../src/faults.js';
import type { Envelope } from '../src/parse.js';
import { SmtpListener } from '../src/smtp.js';
import { sendFailure } from './support.js';

describe('SmtpListener', () => {
  it('refuses a message over the size limit with 552 and keeps nothing', async (t) => {
    const kept: Envelope[] = [];
    const listener = new SmtpListener({
      host: '127.0.0.1',
      port: 0,
      faults: new SmtpFaults(),
      maxMessageBytes: 2000,
      accept: async (_raw, envelope) => {
        kept.push(envelope);
      },
      warn: (message) => assert.fail(message),
    });
    await listener.start();
    t.after(() => listener.close());
    const smtp = nodemailer.createTransport({
      host: '127.0.0.1',
      port: listener.boundPort,
      secure: false,
      ignoreTLS: true,
    });
    const message = { from: 'shop@arogya.test', to: 'a@example.com', subject: 'big' };
    const err = await sendFailure(smtp.sendMail({ ...message, text: 'x'.repeat(5000) }));
    assert.equal(err.responseCode, 552);
    assert.match(err.response ?? '', /Message larger than 2000 bytes/);
    assert.deepEqual(kept, []);
    await smtp.sendMail({ ...message, text: 'small' });
    assert.deepEqual(kept, [{ from: 'shop@arogya.test', to: ['a@example.com'] }]);
  });
});
