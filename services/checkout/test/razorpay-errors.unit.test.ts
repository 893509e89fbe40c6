import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classify, failureAnswer, networkRejection } from '../src/payments/razorpay.errors.js';

/** What the SDK throws for an HTTP answer: `{ statusCode, error }`. */
const sdk = (statusCode: number, description: string) => ({
  statusCode,
  error: { code: 'BAD_REQUEST_ERROR', description },
});
/** What the SDK throws for a network failure, once our interceptor shaped it. */
const network = (code: string, message: string) => {
  const r = networkRejection({ code, message }).response;
  return { statusCode: r.status, error: r.data.error };
};

describe('Razorpay failures are classified (issue 14)', () => {
  it('tells a refusal, a rate limit, a server error, a timeout and no answer apart', () => {
    const cases: [unknown, string, boolean, number, RegExp][] = [
      [sdk(400, 'The amount must be atleast INR 1.00'), 'refused', false, 400, /amount must be/],
      [sdk(429, 'Too many requests'), 'throttled', true, 503, /could not be reached/],
      [sdk(502, 'Bad gateway'), 'server', true, 503, /could not be reached/],
      [network('ECONNABORTED', 'timeout of 2000ms exceeded'), 'timeout', true, 504, /in time/],
      [network('ECONNRESET', 'socket hang up'), 'network', true, 503, /could not be reached/],
      [
        new TypeError("Cannot read properties of undefined (reading 'status')"),
        'network',
        true,
        503,
        /could not/,
      ],
    ];
    for (const [thrown, kind, transient, status, message] of cases) {
      const f = classify(thrown);
      assert.equal(f.kind, kind, JSON.stringify(thrown));
      assert.equal(f.transient, transient);
      const answer = failureAnswer(f);
      assert.equal(answer.status, status);
      assert.match(answer.message, message);
    }
    assert.equal(classify(classify(sdk(503, 'x'))).kind, 'server', 'classified once');
  });

  it('tells a refused key, a refund in flight and a low balance from a refusal (issue 27)', () => {
    const cases: [unknown, string, boolean, boolean, number][] = [
      [sdk(401, 'Authentication failed'), 'auth', true, false, 503],
      [sdk(403, 'Access Denied'), 'auth', true, false, 503],
      [sdk(400, 'The api key provided is invalid'), 'auth', true, false, 503],
      [sdk(400, 'Your API key has expired'), 'auth', true, false, 503],
      [
        sdk(409, 'A previous refund request for this payment is still being processed.'),
        'busy',
        true,
        false,
        503,
      ],
      [
        sdk(400, 'Your account does not have enough balance to carry out the refund operation.'),
        'balance',
        true,
        false,
        503,
      ],
      [sdk(400, 'The id provided does not exist'), 'refused', false, false, 400],
    ];
    for (const [thrown, kind, transient, retryNow, status] of cases) {
      const f = classify(thrown);
      assert.equal(f.kind, kind, JSON.stringify(thrown));
      assert.equal(f.transient, transient, kind);
      assert.equal(f.retryNow, retryNow, `${kind}: a second later cannot help`);
      assert.equal(failureAnswer(f).status, status);
    }
    assert.equal(classify(sdk(400, 'The id provided does not exist')).unknownId, true);
    assert.equal(classify(sdk(401, 'Authentication failed')).unknownId, false, 'never "unknown"');
    assert.equal(classify(sdk(502, 'Bad gateway')).retryNow, true);
  });
});
