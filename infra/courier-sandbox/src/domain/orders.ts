import { label, requiredMessage, ShiprocketError } from '../errors.js';
import type { OutcomePath } from '../statuses.js';
import type { Context } from './context.js';
import { fields, numeric, present, Problems } from './input.js';
import type { Address, OrderItem, SandboxOrder } from './store.js';

/** The fields `POST /v1/external/orders/create/adhoc` requires (Shiprocket's parameter table). */
const REQUIRED = [
  'order_id',
  'order_date',
  'pickup_location',
  'billing_customer_name',
  'billing_address',
  'billing_city',
  'billing_pincode',
  'billing_state',
  'billing_country',
  'billing_email',
  'billing_phone',
  'shipping_is_billing',
  'order_items',
  'payment_method',
  'sub_total',
  'length',
  'breadth',
  'height',
  'weight',
] as const;

/** The shipping fields required when `shipping_is_billing` is false. */
const SHIPPING_REQUIRED = [
  'shipping_customer_name',
  'shipping_address',
  'shipping_city',
  'shipping_pincode',
  'shipping_state',
  'shipping_country',
  'shipping_phone',
] as const;

const PINCODE = /^[1-9]\d{5}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as Indian couriers take it: 10 digits (a `+91` or `0` in front is dropped). */
function phoneDigits(value: unknown): string | undefined {
  const digits = String(value)
    .replace(/[\s-]/g, '')
    .replace(/^(\+?91|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

/** `shipping_is_billing`: true, false, 1, 0 or their strings. */
function flag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

const text = (value: unknown) => (present(value) ? String(value).trim() : '');

/**
 * Which way the shipment goes once picked up, by the delivery pincode (so a test that cannot
 * reach `/sandbox` can still choose): ending in 999 `rto`, 998 `ndr-then-delivered`, 997
 * `ndr`; any other `delivered`.
 */
export function pathForPincode(pincode: string): OutcomePath {
  if (pincode.endsWith('999')) return 'rto';
  if (pincode.endsWith('998')) return 'ndr-then-delivered';
  if (pincode.endsWith('997')) return 'ndr';
  return 'delivered';
}

/** The address of one side (`billing` or `shipping`) of a checked body. */
function address(f: Record<string, unknown>, side: 'billing' | 'shipping'): Address {
  return {
    name: text(f[`${side}_customer_name`]),
    last_name: text(f[`${side}_last_name`]),
    address: text(f[`${side}_address`]),
    address_2: text(f[`${side}_address_2`]),
    city: text(f[`${side}_city`]),
    state: text(f[`${side}_state`]),
    country: text(f[`${side}_country`]),
    pincode: text(f[`${side}_pincode`]),
    email: text(f[`${side}_email`]),
    phone: phoneDigits(f[`${side}_phone`]) ?? '',
  };
}

/** Checks the pincode, phone and e-mail of one side (when given). */
function checkContact(problems: Problems, f: Record<string, unknown>, side: string): void {
  const pincode = `${side}_pincode`;
  if (present(f[pincode]) && !PINCODE.test(text(f[pincode]))) {
    problems.add(pincode, `The ${label(pincode)} must be 6 digits.`);
  }
  const phone = `${side}_phone`;
  if (present(f[phone]) && phoneDigits(f[phone]) === undefined) {
    problems.add(phone, `The ${label(phone)} must be 10 digits.`);
  }
  const email = `${side}_email`;
  if (present(f[email]) && !EMAIL.test(text(f[email]))) {
    problems.add(email, `The ${label(email)} must be a valid email address.`);
  }
  const city = `${side}_city`;
  if (text(f[city]).length > 30) {
    problems.add(city, `The ${label(city)} may not be greater than 30 characters.`);
  }
}

/** Checks `order_items` and answers them. */
function readItems(problems: Problems, value: unknown): OrderItem[] {
  if (!present(value)) return [];
  if (!Array.isArray(value) || value.length === 0) {
    problems.add('order_items', `The ${label('order_items')} must be an array.`);
    return [];
  }
  return value.map((raw, i) => {
    const item = fields(raw);
    for (const name of ['name', 'sku', 'units', 'selling_price']) {
      if (!present(item[name]))
        problems.add(`order_items.${i}.${name}`, requiredMessage(`order_items.${i}.${name}`));
    }
    const units = numeric(item.units);
    if (present(item.units) && (units === undefined || !Number.isInteger(units) || units < 1)) {
      problems.add(
        `order_items.${i}.units`,
        `The ${label(`order_items.${i}.units`)} must be at least 1.`,
      );
    }
    const price = numeric(item.selling_price);
    if (present(item.selling_price) && (price === undefined || price < 0)) {
      problems.add(
        `order_items.${i}.selling_price`,
        `The ${label(`order_items.${i}.selling_price`)} must be a number.`,
      );
    }
    return {
      name: text(item.name),
      sku: text(item.sku),
      units: units ?? 0,
      selling_price: price ?? 0,
      hsn: present(item.hsn) ? text(item.hsn) : null,
    };
  });
}

/** A checked order, before it gets its ids. */
type OrderInput = Omit<SandboxOrder, 'id' | 'channelId' | 'createdAt' | 'shipment'>;

/**
 * Checks a create-adhoc body as Shiprocket does, every problem at once: 422 `Oops! Invalid
 * Data.` with Laravel's per-field messages.
 */
export function readAdhocOrder(body: unknown, pickupLocation: string): OrderInput {
  const f = fields(body);
  const problems = new Problems();
  for (const name of REQUIRED) if (!present(f[name])) problems.required(name);

  const channelOrderId = text(f.order_id);
  if (channelOrderId.length > 50) {
    problems.add('order_id', `The ${label('order_id')} may not be greater than 50 characters.`);
  }
  if (
    present(f.order_date) &&
    !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text(f.order_date))
  ) {
    problems.add('order_date', 'The order date does not match the format Y-m-d.');
  }
  if (present(f.pickup_location) && text(f.pickup_location) !== pickupLocation) {
    problems.add(
      'pickup_location',
      'Wrong Pickup location entered. Please choose one location from data given',
    );
  }
  checkContact(problems, f, 'billing');

  const shippingIsBilling = flag(f.shipping_is_billing);
  if (present(f.shipping_is_billing) && shippingIsBilling === undefined) {
    problems.add('shipping_is_billing', 'The shipping is billing field must be true or false.');
  }
  if (shippingIsBilling === false) {
    for (const name of SHIPPING_REQUIRED) {
      if (!present(f[name])) {
        problems.add(
          name,
          `The ${label(name)} field is required when shipping is billing is false.`,
        );
      }
    }
    checkContact(problems, f, 'shipping');
  }

  const items = readItems(problems, f.order_items);
  const method = text(f.payment_method).toLowerCase();
  if (present(f.payment_method) && method !== 'prepaid' && method !== 'cod') {
    problems.add('payment_method', 'The selected payment method is invalid.');
  }
  const subTotal = numeric(f.sub_total);
  if (present(f.sub_total) && (subTotal === undefined || subTotal < 0)) {
    problems.add('sub_total', 'The sub total must be a number.');
  }
  const size: Record<'length' | 'breadth' | 'height', number> = {
    length: 0,
    breadth: 0,
    height: 0,
  };
  for (const name of ['length', 'breadth', 'height'] as const) {
    const value = numeric(f[name]);
    if (present(f[name]) && (value === undefined || value <= 0.5)) {
      problems.add(name, `The ${name} must be greater than 0.5.`);
    }
    size[name] = value ?? 0;
  }
  const weight = numeric(f.weight);
  if (present(f.weight) && (weight === undefined || weight <= 0)) {
    problems.add('weight', 'The weight must be greater than 0.');
  }
  problems.throwIfAny();

  const billing = address(f, 'billing');
  return {
    channelOrderId,
    orderDate: text(f.order_date),
    pickupLocation,
    billing,
    shipping: shippingIsBilling ? { ...billing } : address(f, 'shipping'),
    shippingIsBilling: shippingIsBilling === true,
    items,
    paymentMethod: method === 'cod' ? 'COD' : 'Prepaid',
    subTotal: subTotal ?? 0,
    ...size,
    weight: weight ?? 0,
  };
}

/**
 * The order's status as Shiprocket's order answers name it, and its code: NEW 1, READY TO SHIP
 * 3 (AWB assigned), PICKUP SCHEDULED 4, CANCELED 5, then the latest scan's status and code.
 */
export function orderStatus(order: SandboxOrder): { status: string; status_code: number } {
  const { shipment } = order;
  const latest = shipment.scans.at(-1);
  if (shipment.canceledAt !== null) return { status: 'CANCELED', status_code: 5 };
  if (latest) return { status: latest.label, status_code: latest.status };
  if (shipment.pickup) return { status: 'PICKUP SCHEDULED', status_code: 4 };
  if (shipment.awb) return { status: 'READY TO SHIP', status_code: 3 };
  return { status: 'NEW', status_code: 1 };
}

/** The create-adhoc answer for `order`, as it stands. */
export function orderAnswer(order: SandboxOrder) {
  const { shipment } = order;
  return {
    order_id: order.id,
    shipment_id: shipment.id,
    ...orderStatus(order),
    onboarding_completed_now: 0,
    awb_code: shipment.awb,
    courier_company_id: shipment.courierId,
    courier_name: shipment.courierName,
  };
}

/**
 * `POST /v1/external/orders/create/adhoc`. The shop's `order_id` is the idempotency key: the
 * same one again answers the existing order (its ids and current status) and creates nothing,
 * as Shiprocket's documentation says ("does not change or affect the existing order"); the
 * id of a cancelled order cannot be used again (422).
 */
export function createAdhocOrder(ctx: Context, body: unknown) {
  const input = readAdhocOrder(body, ctx.config.pickupLocation.name);
  const existing = ctx.store.byChannelOrderId(input.channelOrderId);
  if (existing && existing.shipment.canceledAt !== null) {
    throw ShiprocketError.validation({
      order_id: ['Order id already exists for a cancelled order. Please use another order id.'],
    });
  }
  if (existing) return orderAnswer(existing);
  const { orderId, shipmentId } = ctx.store.newIds();
  const order: SandboxOrder = {
    ...input,
    id: orderId,
    channelId: ctx.config.channelId,
    createdAt: Date.now(),
    shipment: {
      id: shipmentId,
      awb: null,
      courierId: null,
      courierName: null,
      awbAssignedAt: null,
      etd: null,
      labelUrl: null,
      manifestUrl: null,
      pickup: null,
      path: pathForPincode(input.shipping.pincode),
      ndrReason: 'Customer not available',
      ndrDecision: null,
      ndrActions: [],
      scans: [],
      canceledAt: null,
    },
  };
  ctx.store.add(order);
  return orderAnswer(order);
}

/**
 * `POST /v1/external/orders/cancel { ids }`: cancels Shiprocket orders not picked up yet (their
 * scans stop before the first). Nothing changes when any of them cannot be cancelled: an
 * unknown id answers the 500 of Shiprocket's documentation, a picked-up one 400. Cancelling a
 * cancelled order again is a no-op.
 */
export function cancelOrders(ctx: Context, body: unknown): void {
  const ids = fields(body).ids;
  const problems = new Problems();
  if (!present(ids) || (Array.isArray(ids) && ids.length === 0)) problems.required('ids');
  else if (!Array.isArray(ids)) problems.add('ids', 'The ids must be an array.');
  problems.throwIfAny('Required field missing');
  const orders = (ids as unknown[]).map((id) => {
    const n = numeric(id);
    return n === undefined ? undefined : ctx.store.order(n);
  });
  if (orders.some((o) => o === undefined)) {
    throw ShiprocketError.plain(500, 'Trying to get property of non-object');
  }
  const pickedUp = orders.filter(
    (o) => o!.shipment.canceledAt === null && o!.shipment.scans.length > 0,
  );
  if (pickedUp.length > 0) {
    throw ShiprocketError.plain(
      400,
      `Order cannot be cancelled as it has already been picked up: ${pickedUp.map((o) => o!.id).join(', ')}`,
    );
  }
  const now = Date.now();
  for (const order of orders) order!.shipment.canceledAt ??= now;
  ctx.store.changed();
}
