import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adhocOrder, login, startSandbox } from './support.js';

describe('create adhoc order', () => {
  it('creates a NEW order with its shipment, as Shiprocket answers', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const body = adhocOrder({ order_id: 'A-1001', payment_method: 'cod' });
    const res = await client.call('POST', '/orders/create/adhoc', body);
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body).sort(), [
      'awb_code',
      'courier_company_id',
      'courier_name',
      'onboarding_completed_now',
      'order_id',
      'shipment_id',
      'status',
      'status_code',
    ]);
    assert.equal(res.body.status, 'NEW');
    assert.equal(res.body.status_code, 1);
    assert.equal(res.body.awb_code, null);
    assert.ok(Number.isInteger(res.body.order_id) && Number.isInteger(res.body.shipment_id));
    assert.notEqual(res.body.order_id, res.body.shipment_id);

    const [order] = sandbox.orders();
    assert.equal(order?.id, res.body.order_id);
    assert.equal(order?.channelOrderId, 'A-1001');
    assert.equal(order?.paymentMethod, 'COD', 'payment method in any case');
    assert.deepEqual(order?.shipping, order?.billing, 'shipping is billing');
    assert.equal(order?.shipping.pincode, '411001');
    assert.deepEqual(
      order?.items.map((i) => [i.sku, i.units, i.selling_price]),
      [
        ['ASH-60', 2, 349],
        ['TUL-25', 1, 199],
      ],
    );
    assert.equal(order?.shipment.path, 'delivered');
  });

  it('answers 422 with Laravel messages for every missing or bad field at once', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const missing = await client.call('POST', '/orders/create/adhoc', {
      order_id: 'A-2',
      order_items: [{ name: 'Tea', units: 0 }],
    });
    assert.equal(missing.status, 422);
    assert.equal(missing.body.message, 'Oops! Invalid Data.');
    assert.equal(missing.body.status_code, 422);
    const errors = missing.body.errors;
    assert.deepEqual(errors.order_date, ['The order date field is required.']);
    assert.deepEqual(errors.billing_customer_name, [
      'The billing customer name field is required.',
    ]);
    assert.deepEqual(errors.pickup_location, ['The pickup location field is required.']);
    assert.deepEqual(errors.weight, ['The weight field is required.']);
    assert.deepEqual(errors['order_items.0.sku'], ['The order items.0.sku field is required.']);
    assert.deepEqual(errors['order_items.0.units'], [
      'The order items.0.units must be at least 1.',
    ]);
    assert.equal(errors.order_id, undefined, 'a given field is not reported');

    const bad = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({
        billing_pincode: '41100',
        billing_phone: '12345',
        billing_email: 'not-an-email',
        payment_method: 'UPI',
        length: 0.5,
        weight: 0,
        pickup_location: 'Somewhere',
        order_date: '14/03/2026',
      }),
    );
    assert.equal(bad.status, 422);
    assert.deepEqual(bad.body.errors, {
      order_date: ['The order date does not match the format Y-m-d.'],
      pickup_location: [
        'Wrong Pickup location entered. Please choose one location from data given',
      ],
      billing_pincode: ['The billing pincode must be 6 digits.'],
      billing_phone: ['The billing phone must be 10 digits.'],
      billing_email: ['The billing email must be a valid email address.'],
      payment_method: ['The selected payment method is invalid.'],
      length: ['The length must be greater than 0.5.'],
      weight: ['The weight must be greater than 0.'],
    });

    const shipping = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({ shipping_is_billing: false, shipping_customer_name: 'Ravi' }),
    );
    assert.equal(shipping.status, 422);
    assert.deepEqual(shipping.body.errors.shipping_pincode, [
      'The shipping pincode field is required when shipping is billing is false.',
    ]);
    assert.equal(shipping.body.errors.shipping_customer_name, undefined);
    assert.equal(sandbox.orders().length, 0, 'nothing was created');
  });

  it('ships to the shipping address when it is not the billing one', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const res = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({
        shipping_is_billing: 0,
        shipping_customer_name: 'Ravi',
        shipping_address: '12 MG Road',
        shipping_city: 'Bengaluru',
        shipping_pincode: 560001,
        shipping_state: 'Karnataka',
        shipping_country: 'India',
        shipping_phone: '+91 98450 12345',
      }),
    );
    assert.equal(res.status, 200);
    const order = sandbox.orders()[0]!;
    assert.equal(order.shipping.city, 'Bengaluru');
    assert.equal(order.shipping.pincode, '560001');
    assert.equal(order.shipping.phone, '9845012345');
    assert.equal(order.billing.city, 'Pune');
  });

  it("is idempotent on the shop's order_id; a cancelled order's id cannot be reused", async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const body = adhocOrder({ order_id: 'A-77' });
    const first = await client.call('POST', '/orders/create/adhoc', body);
    const again = await client.call('POST', '/orders/create/adhoc', { ...body, sub_total: 1 });
    assert.equal(again.status, 200);
    assert.equal(again.body.order_id, first.body.order_id);
    assert.equal(again.body.shipment_id, first.body.shipment_id);
    assert.equal(sandbox.orders().length, 1);
    assert.equal(sandbox.orders()[0]?.subTotal, 897, 'the existing order is not changed');

    // the repeat answers the order as it stands
    const awb = await client.call('POST', '/courier/assign/awb', {
      shipment_id: first.body.shipment_id,
    });
    const third = await client.call('POST', '/orders/create/adhoc', body);
    assert.equal(third.body.status, 'READY TO SHIP');
    assert.equal(third.body.awb_code, awb.body.response.data.awb_code);

    const other = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({ order_id: 'A-78' }),
    );
    assert.notEqual(other.body.order_id, first.body.order_id);
    assert.equal(sandbox.orders().length, 2);

    assert.equal(
      (await client.call('POST', '/orders/cancel', { ids: [other.body.order_id] })).status,
      204,
    );
    const reused = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({ order_id: 'A-78' }),
    );
    assert.equal(reused.status, 422);
    assert.ok(reused.body.errors.order_id);
  });
});

describe('courier serviceability', () => {
  it('lists the couriers with rates by weight, COD charges, and the cheapest recommended', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const light = await client.call(
      'GET',
      '/courier/serviceability/?pickup_postcode=313001&delivery_postcode=411001&weight=0.5&cod=0',
    );
    assert.equal(light.status, 200);
    const couriers = light.body.data.available_courier_companies;
    assert.deepEqual(
      couriers.map((c: { courier_company_id: number; courier_name: string; rate: number }) => [
        c.courier_company_id,
        c.courier_name,
        c.rate,
      ]),
      [
        [51, 'Xpressbees Surface', 49],
        [43, 'Delhivery Surface', 54],
        [19, 'Ecom Express Surface 2kg', 150.12],
      ],
    );
    for (const c of couriers) {
      assert.equal(c.postcode, '411001');
      assert.match(c.estimated_delivery_days, /^\d+$/);
      assert.match(c.etd, /^[A-Z][a-z]{2} \d{2}, \d{4}$/);
      assert.equal(c.cod_charges, 0);
    }
    assert.equal(light.body.data.recommended_courier_company_id, 51);

    const heavy = await client.call(
      'GET',
      '/courier/serviceability/?pickup_postcode=313001&delivery_postcode=411001&weight=2.2&cod=1',
    );
    const rates = Object.fromEntries(
      heavy.body.data.available_courier_companies.map(
        (c: { courier_company_id: number; rate: number; charge_weight: number }) => [
          c.courier_company_id,
          [c.charge_weight, c.rate],
        ],
      ),
    );
    // 2.5 kg charged: first half kilo, then 4 more; COD added
    assert.deepEqual(rates[51], [2.5, 49 + 4 * 40 + 30]);
    assert.deepEqual(rates[43], [2.5, 54 + 4 * 38 + 35]);
    assert.deepEqual(rates[19], [2.5, 210.12], 'its first slab is 2 kg');
    assert.equal(heavy.body.data.recommended_courier_company_id, 19);
  });

  it('takes an order_id instead of weight and cod; answers its errors as documented', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const created = await client.call(
      'POST',
      '/orders/create/adhoc',
      adhocOrder({ weight: 3, payment_method: 'COD' }),
    );
    const byOrder = await client.call(
      'GET',
      `/courier/serviceability?pickup_postcode=313001&delivery_postcode=411001&order_id=${created.body.order_id}`,
    );
    const xb = byOrder.body.data.available_courier_companies.find(
      (c: { courier_company_id: number }) => c.courier_company_id === 51,
    );
    assert.equal(xb.charge_weight, 3);
    assert.equal(xb.cod_charges, 30);

    const missing = await client.call('GET', '/courier/serviceability?pickup_postcode=313001');
    assert.equal(missing.status, 422);
    assert.equal(missing.body.message, 'Required field missing');
    assert.deepEqual(Object.keys(missing.body.errors).sort(), [
      'cod',
      'delivery_postcode',
      'order_id',
      'weight',
    ]);

    const unknown = await client.call(
      'GET',
      '/courier/serviceability?pickup_postcode=313001&delivery_postcode=411001&order_id=1',
    );
    assert.equal(unknown.status, 200);
    assert.deepEqual(unknown.body, { status: 404, message: 'Order does not exist!' });
  });
});

describe('AWB assignment', () => {
  it('assigns the cheapest courier by default, or the one asked for', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const created = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const res = await client.call('POST', '/courier/assign/awb', {
      shipment_id: created.body.shipment_id,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.awb_assign_status, 1);
    const data = res.body.response.data;
    assert.equal(data.courier_company_id, 51);
    assert.equal(data.courier_name, 'Xpressbees Surface');
    assert.match(data.awb_code, /^1411\d{10}$/);
    assert.equal(data.shipment_id, created.body.shipment_id);
    assert.equal(data.order_id, created.body.order_id);
    assert.equal(data.cod, 0);
    assert.equal(data.assigned_date_time.timezone, 'Asia/Kolkata');
    assert.equal(data.shipped_by.shipper_postcode, '313001');
    assert.equal(sandbox.shipment(data.awb_code)?.shipment.courierId, 51);

    const chosen = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const delhivery = await client.call('POST', '/courier/assign/awb', {
      shipment_id: String(chosen.body.shipment_id),
      courier_id: 43,
    });
    assert.equal(delhivery.body.response.data.courier_name, 'Delhivery Surface');
    assert.match(delhivery.body.response.data.awb_code, /^1904\d{10}$/);
    assert.notEqual(delhivery.body.response.data.awb_code, data.awb_code);
  });

  it('refuses a second AWB unless reassigned, and reassigning after pickup', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const created = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const shipment_id = created.body.shipment_id;
    const first = await client.call('POST', '/courier/assign/awb', { shipment_id });
    const again = await client.call('POST', '/courier/assign/awb', { shipment_id });
    assert.equal(again.status, 200);
    assert.equal(again.body.awb_assign_status, 0);
    assert.match(again.body.response.data.awb_assign_error, /already assigned/);

    const moved = await client.call('POST', '/courier/assign/awb', {
      shipment_id,
      courier_id: 43,
      status: 'reassign',
    });
    assert.equal(moved.body.awb_assign_status, 1);
    assert.notEqual(moved.body.response.data.awb_code, first.body.response.data.awb_code);
    assert.equal(sandbox.shipment(String(shipment_id))?.shipment.courierName, 'Delhivery Surface');

    await client.call('POST', '/courier/generate/pickup', { shipment_id: [shipment_id] });
    const late = await client.call('POST', '/courier/assign/awb', {
      shipment_id,
      status: 'reassign',
    });
    assert.equal(late.status, 400);
    assert.deepEqual(late.body, {
      message: 'Oops! Cannot reassign courier for this shipment.',
      status_code: 400,
    });
  });

  it('answers 422 without a shipment id, 400 for an unknown one, 0 for an unknown courier', async (t) => {
    const sandbox = await startSandbox(t);
    const client = await login(sandbox);
    const missing = await client.call('POST', '/courier/assign/awb', {});
    assert.equal(missing.status, 422);
    assert.deepEqual(missing.body, {
      message: 'Required field missing',
      errors: { shipment_id: ['The shipment id field is required.'] },
      status_code: 422,
    });
    const unknown = await client.call('POST', '/courier/assign/awb', { shipment_id: 12 });
    assert.equal(unknown.status, 400);
    const created = await client.call('POST', '/orders/create/adhoc', adhocOrder());
    const courier = await client.call('POST', '/courier/assign/awb', {
      shipment_id: created.body.shipment_id,
      courier_id: 999,
    });
    assert.equal(courier.body.awb_assign_status, 0);
    assert.equal(sandbox.orders()[0]?.shipment.awb, null);
  });
});
