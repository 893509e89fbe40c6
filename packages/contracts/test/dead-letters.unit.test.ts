import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  parseDeadLetterId,
  parseDiscardReason,
  parseReplayBody,
  parseSequenceFilter,
} from '../src/index.js';

const refusal = (r: { ok: boolean; message?: string }) => (r.ok ? 'ok' : r.message);

describe('dead-letter requests', () => {
  it('an id is a positive stream sequence written in digits, and nothing else', () => {
    assert.deepEqual(parseDeadLetterId('12'), { ok: true, value: 12 });
    assert.deepEqual(parseDeadLetterId('9007199254740991'), { ok: true, value: 2 ** 53 - 1 });
    for (const bad of ['0', '-1', '01', '1.5', '1e3', ' 1', 'abc', '', '9007199254740993', 12]) {
      assert.match(refusal(parseDeadLetterId(bad))!, /positive whole number/, String(bad));
    }
  });

  it('a discard needs a reason of 1 to 500 characters once trimmed, and no other field', () => {
    assert.deepEqual(parseDiscardReason({ reason: '  duplicate test event \n' }), {
      ok: true,
      value: 'duplicate test event',
    });
    assert.deepEqual(parseDiscardReason({ reason: 'x'.repeat(500) }).ok, true);
    assert.match(refusal(parseDiscardReason({ reason: 'x'.repeat(501) }))!, /at most 500/);
    assert.match(refusal(parseDiscardReason({}))!, /Say why/);
    assert.match(refusal(parseDiscardReason({ reason: ' \t ' }))!, /Say why/);
    assert.match(refusal(parseDiscardReason({ reason: ['a'] }))!, /reason must be text/);
    assert.match(refusal(parseDiscardReason({ reason: 'a', by: 'x' }))!, /Unknown field: by/);
    for (const body of [undefined, null, 'why', ['why']]) {
      assert.match(refusal(parseDiscardReason(body))!, /JSON object with a reason/);
    }
  });

  it('a replay takes no body or an empty object', () => {
    for (const body of [undefined, null, {}]) assert.equal(parseReplayBody(body).ok, true);
    assert.match(refusal(parseReplayBody({ force: true }))!, /Unknown field: force/);
    assert.match(refusal(parseReplayBody([]))!, /empty or a JSON object/);
  });

  it('a list is filtered by ids only', () => {
    assert.deepEqual(parseSequenceFilter({}), { ok: true, value: undefined });
    assert.deepEqual(parseSequenceFilter({ id: [3, '4'] }), { ok: true, value: [3, 4] });
    assert.deepEqual(parseSequenceFilter({ id: 5 }), { ok: true, value: [5] });
    assert.match(refusal(parseSequenceFilter({ consumer: 'x' }))!, /only hold id, not consumer/);
    assert.match(refusal(parseSequenceFilter({ id: ['x'] }))!, /positive whole number/);
    assert.match(
      refusal(parseSequenceFilter({ id: Array.from({ length: 501 }, (_, i) => i + 1) }))!,
      /at most 500 ids/,
    );
  });
});
