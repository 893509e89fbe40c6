import { loadConfig } from '@arogya/platform';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkoutEnvSchema } from '../src/config.js';

const MAIN = fileURLToPath(new URL('../src/main.js', import.meta.url));
const LIVE = {
  RAZORPAY_KEY_ID: 'rzp_live_AbCdEf01234567',
  RAZORPAY_KEY_SECRET: 'a-live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'a-live-webhook-secret',
};
const problems = (env: Record<string, string>) => {
  try {
    loadConfig(checkoutEnvSchema, env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('Razorpay secrets fail closed (issue 14)', () => {
  it('has no code defaults for the secrets', () => {
    const message = problems({});
    assert.match(message, /RAZORPAY_KEY_SECRET/);
    assert.match(message, /RAZORPAY_WEBHOOK_SECRET/);
    assert.equal(problems(LIVE), '');
  });

  it('refuses sandbox secrets and a foreign API base with NODE_ENV=production, naming each', () => {
    const prod = { ...LIVE, NODE_ENV: 'production' };
    assert.equal(problems(prod), '');
    assert.equal(problems({ ...prod, RAZORPAY_API_BASE: 'https://api.razorpay.com/' }), '');
    assert.match(
      problems({ ...prod, RAZORPAY_KEY_SECRET: 'sandbox_key_secret' }),
      /RAZORPAY_KEY_SECRET: is the sandbox secret/,
    );
    assert.match(
      problems({ ...prod, RAZORPAY_WEBHOOK_SECRET_PREVIOUS: 'sandbox_webhook_secret' }),
      /RAZORPAY_WEBHOOK_SECRET_PREVIOUS: is the sandbox secret/,
    );
    assert.match(
      problems({ ...prod, RAZORPAY_API_BASE: 'http://127.0.0.1:9300' }),
      /RAZORPAY_API_BASE: must be https:\/\/api\.razorpay\.com/,
    );
    // outside production the sandbox is what `npm start` and the tests use
    assert.equal(
      problems({
        ...LIVE,
        RAZORPAY_KEY_SECRET: 'sandbox_key_secret',
        RAZORPAY_API_BASE: 'http://127.0.0.1:9300',
      }),
      '',
    );
  });

  it('refuses the sandbox key id, or one that is no Razorpay key id, in production (issue 27)', () => {
    const prod = { ...LIVE, NODE_ENV: 'production' };
    assert.match(
      problems({ ...prod, RAZORPAY_KEY_ID: 'rzp_test_sandbox' }),
      /RAZORPAY_KEY_ID: is the sandbox key id/,
    );
    assert.match(
      problems({ ...prod, RAZORPAY_KEY_ID: 'my-key' }),
      /RAZORPAY_KEY_ID: must be a Razorpay key id/,
    );
    assert.equal(problems({ ...prod, RAZORPAY_KEY_ID: 'rzp_test_AbCdEf01234567' }), '');
    assert.equal(problems({ ...LIVE, RAZORPAY_KEY_ID: 'rzp_test_sandbox' }), '');
  });

  it('keeps Razorpay within the time the gateway waits (issue 27)', () => {
    assert.equal(problems({ ...LIVE, RAZORPAY_BUDGET_MS: '25000' }), '');
    assert.match(problems({ ...LIVE, RAZORPAY_BUDGET_MS: '25001' }), /RAZORPAY_BUDGET_MS/);
    assert.match(
      problems({ ...LIVE, RAZORPAY_BUDGET_MS: '5000', RAZORPAY_TIMEOUT_MS: '6000' }),
      /RAZORPAY_TIMEOUT_MS: must be at most RAZORPAY_BUDGET_MS/,
    );
  });

  it('the service exits 1 naming the variable when started in production with a sandbox secret', () => {
    const run = spawnSync(process.execPath, [MAIN], {
      env: {
        ...process.env,
        ...LIVE,
        NODE_ENV: 'production',
        RAZORPAY_KEY_SECRET: 'sandbox_key_secret',
        OPS_PORT: '0',
        LOG_LEVEL: 'info',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(run.status, 1, run.stdout + run.stderr);
    assert.match(run.stdout + run.stderr, /RAZORPAY_KEY_SECRET: is the sandbox secret/);
  });
});
