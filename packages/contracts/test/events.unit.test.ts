import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasFields } from '../src/events/guards.js';
import { OrderPlacedV1, PaymentVerifiedV1, RefundIssuedV1 } from '../src/index.js';

describe('event payload guards', () => {
  it('hasFields checks each named field by typeof, as a record, or by its own check', () => {
    const checks = { id: 'string', n: 'number', address: 'record', list: Array.isArray } as const;
    assert.equal(hasFields({ id: 'a', n: 1, address: {}, list: [], extra: true }, checks), true);
    assert.equal(hasFields({ id: 'a', n: '1', address: {}, list: [] }, checks), false);
    assert.equal(hasFields({ id: 'a', n: 1, address: [], list: [] }, checks), false);
    assert.equal(hasFields({ id: 'a', n: 1, address: {}, list: {} }, checks), false);
    assert.equal(hasFields(null, {}), false);
    assert.equal(hasFields([], {}), false);
  });

  it('refuses a payload without the fields its consumers read', () => {
    const refund = { orderId: 'o', razorpayRefundId: 'rfnd_1', amountPaise: 100 };
    assert.equal(RefundIssuedV1.isData(refund), true);
    assert.equal(RefundIssuedV1.isData({ ...refund, amountPaise: '100' }), false);
    const item = { productId: 'p', size: '', color: '', quantity: 1 };
    assert.equal(OrderPlacedV1.isData({ orderId: 'o', userId: 'u', items: [item] }), true);
    assert.equal(
      OrderPlacedV1.isData({ orderId: 'o', userId: 'u', items: [{ ...item, size: 1 }] }),
      false,
    );
    const paid = {
      checkoutId: 'c',
      userId: 'u',
      razorpayPaymentId: 'pay_1',
      totalPricePaise: 100,
      shippingAddress: {},
      items: [{ productId: 'p', quantity: 1, pricePaise: 100 }],
    };
    assert.equal(PaymentVerifiedV1.isData(paid), true);
    assert.equal(PaymentVerifiedV1.isData({ ...paid, shippingAddress: 'Udaipur' }), false);
    assert.equal(PaymentVerifiedV1.isData({ ...paid, items: [{ productId: 'p' }] }), false);
  });
});
