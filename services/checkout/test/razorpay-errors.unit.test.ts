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
});
