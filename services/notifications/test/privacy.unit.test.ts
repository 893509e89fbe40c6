import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUBJECT_MAY_NAME } from '../src/messages/message.erasure.js';
import { mobileDigits, personOf } from '../src/privacy/person.js';

describe('whom an erasure or export is about', () => {
  it('takes a number with or without 91 or +91, as typed, and an address in any case', () => {
    for (const typed of ['9811122233', '919811122233', '+91 98111 22233', '+91-9811122233'])
      assert.equal(mobileDigits(typed), '9811122233', typed);
    for (const bad of ['12345', '5811122233', '', null]) assert.equal(mobileDigits(bad), null);
    const p = personOf({
      userId: 'not-a-uuid',
      email: ' Ishita.V@Test.Local ',
      phone: '+91 98111 22233',
    });
    assert.equal(p.email, 'ishita.v@test.local');
    assert.equal(p.phone, '919811122233');
    assert.equal(p.accountId, '00000000-0000-0000-0000-000000000000', 'matches no account');
  });

  it('finds the address and the number in free text, and not a longer address or number', () => {
    // the patterns are PostgreSQL's; these JavaScript ones read the same
    const p = personOf({ userId: 'u', email: 'ishita.v@test.local', phone: '919811122233' });
    const email = new RegExp(p.emailPattern!, 'i');
    const phone = new RegExp(p.phonePattern!);
    assert.ok(email.test('{"email": "Ishita.V@test.local"}'));
    assert.ok(email.test('550 5.1.1 <ishita.v@test.local>: mailbox unavailable.'));
    assert.ok(!email.test('aishita.v@test.local'));
    assert.ok(!email.test('ishita.v@test.local.example'));
    for (const text of ['call +91 98111 22233.', '919811122233', 'on 9811122233'])
      assert.ok(phone.test(text), text);
    assert.ok(!phone.test('19811122233'));
    assert.ok(!phone.test('98111222334'));
  });

  it('knows which stored subjects may name someone: the contact form’s copy to support', () => {
    assert.deepEqual(SUBJECT_MAY_NAME, ['contact-support']);
  });
});
