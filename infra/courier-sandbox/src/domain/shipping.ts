import { newLocalId } from '@arogya/sandbox-kit';
import {
  cheapest,
  COURIERS,
  courierById,
  quote,
  serviceabilityEntry,
  type Courier,
} from '../couriers.js';
import { ShiprocketError } from '../errors.js';
import { buildPdf, type PdfLine } from '../pdf.js';
import { DAY_MS, istDateTime, phpDateTime } from '../time.js';
import type { Context } from './context.js';
import { fields, numeric, present, Problems, shipmentIds } from './input.js';
import type { SandboxOrder } from './store.js';
import { scheduleNextScan } from './tracking.js';

const PINCODE = /^[1-9]\d{5}$/;

/**
 * `GET /v1/external/courier/serviceability/`: the couriers between two pincodes with their
 * rates for the weight (or the order's weight and payment method, with `order_id`), cheapest
 * recommended. 422 `Required field missing` without the pincodes or without `order_id` nor
 * `cod` and `weight`; an unknown `order_id` answers `{ status: 404, message: "Order does not
 * exist!" }` with HTTP 200, as Shiprocket's documentation shows it.
 */
export function serviceability(ctx: Context, query: Record<string, unknown>) {
  const problems = new Problems();
  for (const name of ['pickup_postcode', 'delivery_postcode']) {
    if (!present(query[name])) problems.required(name);
    else if (!PINCODE.test(String(query[name])))
      problems.add(name, `The ${name.replace(/_/g, ' ')} must be 6 digits.`);
  }
  const withOrder = present(query.order_id);
  if (!withOrder) {
    if (!present(query.weight))
      problems.add('weight', 'The weight field is required when order id is not present.');
    if (!present(query.cod))
      problems.add('cod', 'The cod field is required when order id is not present.');
    if (!present(query.weight) || !present(query.cod)) {
      problems.add(
        'order_id',
        'The order id field is required when pickup postcode / delivery postcode / cod / weight is not present.',
      );
    }
  }
  const weightGiven = numeric(query.weight);
  if (!withOrder && present(query.weight) && (weightGiven === undefined || weightGiven <= 0)) {
    problems.add('weight', 'The weight must be greater than 0.');
  }
  if (
    !withOrder &&
    present(query.cod) &&
    !['0', '1', 'true', 'false'].includes(String(query.cod))
  ) {
    problems.add('cod', 'The cod field must be true or false.');
  }
  problems.throwIfAny('Required field missing');

  let weight = weightGiven ?? 0;
  let cod = String(query.cod) === '1' || String(query.cod) === 'true';
  if (withOrder) {
    const order = ctx.store.order(numeric(query.order_id) ?? Number.NaN);
    if (!order) return { status: 404, message: 'Order does not exist!' };
    weight = order.weight;
    cod = order.paymentMethod === 'COD';
  }
  const delivery = String(query.delivery_postcode);
  const now = Date.now();
  const best = cheapest(weight, cod);
  return {
    company_auto_shipment_insurance_setting: false,
    covid_zones: { delivery_zone: null, pickup_zone: null },
    currency: 'INR',
    data: {
      available_courier_companies: COURIERS.map((c) =>
        serviceabilityEntry(c, weight, cod, delivery, now),
      ),
      child_courier_id: null,
      is_recommendation_enabled: 1,
      recommended_by: { id: 6, title: 'Recommendation By Shiprocket' },
      recommended_courier_company_id: best.id,
      shiprocket_recommended_courier_id: best.id,
    },
    dg_courier: 0,
    eligible_for_insurance: false,
    is_latlong: 0,
    label_generate_type: 2,
    seller_address: [],
    status: 200,
  };
}

/** The order of a shipment id that is not cancelled, or undefined. */
function liveShipment(ctx: Context, id: number): SandboxOrder | undefined {
  const order = Number.isInteger(id) ? ctx.store.byShipmentId(id) : undefined;
  return order && order.shipment.canceledAt === null ? order : undefined;
}

/** The shipper and RTO address of AWB answers: the pickup location. */
function shippedBy(ctx: Context) {
  const p = ctx.config.pickupLocation;
  return {
    shipper_company_name: p.company,
    shipper_address_1: p.address,
    shipper_address_2: p.address2,
    shipper_city: p.city,
    shipper_state: p.state,
    shipper_country: p.country,
    shipper_postcode: p.pincode,
    shipper_first_mile_activated: 0,
    shipper_phone: p.phone,
    shipper_email: p.email,
    rto_company_name: p.company,
    rto_address_1: p.address,
    rto_address_2: p.address2,
    rto_city: p.city,
    rto_state: p.state,
    rto_country: p.country,
    rto_postcode: p.pincode,
    rto_phone: p.phone,
    rto_email: p.email,
  };
}

/** The AWB answer of an order whose shipment has one. */
function awbAnswer(ctx: Context, order: SandboxOrder) {
  const { shipment } = order;
  const courier = courierById(shipment.courierId ?? 0)!;
  return {
    awb_assign_status: 1,
    response: {
      data: {
        courier_company_id: courier.id,
        awb_code: shipment.awb,
        cod: order.paymentMethod === 'COD' ? 1 : 0,
        order_id: order.id,
        shipment_id: shipment.id,
        awb_code_status: 1,
        assigned_date_time: phpDateTime(shipment.awbAssignedAt ?? Date.now()),
        applied_weight: quote(courier, order.weight, false).chargeWeight,
        company_id: ctx.config.companyId,
        courier_name: courier.name,
        child_courier_name: null,
        pickup_scheduled_date: shipment.pickup ? istDateTime(shipment.pickup.scheduledAt) : null,
        routing_code: '',
        rto_routing_code: '',
        invoice_no: `retail${order.id}`,
        transporter_id: '',
        transporter_name: '',
        shipped_by: shippedBy(ctx),
      },
    },
  };
}

/** A refused AWB assignment: HTTP 200 with `awb_assign_status: 0` and the reason. */
function awbRefused(message: string) {
  return { awb_assign_status: 0, response: { data: { awb_assign_error: message } } };
}

/**
 * `POST /v1/external/courier/assign/awb { shipment_id, courier_id?, status? }`: gives the
 * shipment an AWB of the chosen courier (the recommended one, the cheapest, without
 * `courier_id`). An AWB already assigned is refused (`awb_assign_status: 0`) unless `status`
 * is `reassign`, which is refused with 400 once the pickup was requested.
 */
export function assignAwb(ctx: Context, body: unknown) {
  const f = fields(body);
  const problems = new Problems();
  if (!present(f.shipment_id)) problems.required('shipment_id');
  problems.throwIfAny('Required field missing');
  const order = liveShipment(ctx, numeric(f.shipment_id) ?? Number.NaN);
  if (!order) throw ShiprocketError.plain(400, 'Invalid shipment id');
  const { shipment } = order;
  const reassign = f.status === 'reassign';
  if (shipment.awb !== null && !reassign) {
    return awbRefused(`AWB is already assigned for shipment id ${shipment.id}: ${shipment.awb}`);
  }
  if (reassign && shipment.pickup !== null) {
    throw ShiprocketError.plain(400, 'Oops! Cannot reassign courier for this shipment.');
  }
  let courier: Courier;
  if (present(f.courier_id)) {
    const chosen = courierById(numeric(f.courier_id) ?? Number.NaN);
    if (!chosen) return awbRefused('Selected courier is not serviceable for this shipment.');
    courier = chosen;
  } else {
    courier = cheapest(order.weight, order.paymentMethod === 'COD');
  }
  const now = Date.now();
  shipment.awb = ctx.store.newAwb(courier);
  shipment.courierId = courier.id;
  shipment.courierName = courier.name;
  shipment.awbAssignedAt = now;
  shipment.etd = now + courier.days * DAY_MS;
  shipment.labelUrl = null;
  ctx.store.changed();
  return awbAnswer(ctx, order);
}

/** `Rs. 1,234.00`. */
const money = (rupees: number) =>
  `Rs. ${rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The lines of one shipping label. */
function labelLines(ctx: Context, order: SandboxOrder): PdfLine[] {
  const { shipment, shipping: to } = order;
  const from = ctx.config.pickupLocation;
  const cod = order.paymentMethod === 'COD';
  return [
    { text: 'SANDBOX LABEL - NOT FOR SHIPPING', size: 9 },
    { text: shipment.courierName ?? '', size: 16, bold: true, gap: 6 },
    { text: `AWB: ${shipment.awb}`, size: 20, bold: true, gap: 4 },
    { text: `Order: ${order.channelOrderId}   Shipment: ${shipment.id}`, gap: 4 },
    { text: 'Ship to:', bold: true, gap: 12 },
    { text: `${to.name} ${to.last_name}`.trim() },
    { text: to.address },
    ...(to.address_2 ? [{ text: to.address_2 }] : []),
    { text: `${to.city}, ${to.state} ${to.pincode}` },
    { text: `${to.country}   Phone: ${to.phone}` },
    {
      text: cod ? `COD: collect ${money(order.subTotal)}` : 'PREPAID - do not collect cash',
      bold: true,
      gap: 10,
    },
    {
      text: `Weight: ${order.weight} kg   Dimensions: ${order.length} x ${order.breadth} x ${order.height} cm`,
    },
    { text: 'Items:', bold: true, gap: 10 },
    ...order.items.map((i) => ({
      text: `${i.name} (${i.sku}) x ${i.units}  ${money(i.selling_price)}`,
    })),
    { text: 'Return to (shipped by):', bold: true, gap: 12 },
    { text: from.company },
    { text: `${from.address}, ${from.address2}` },
    { text: `${from.city}, ${from.state} ${from.pincode}   Phone: ${from.phone}` },
  ];
}

/**
 * `POST /v1/external/courier/generate/label { shipment_id: [...] }`: one PDF, a label per
 * shipment with an AWB (the others are `not_created`), served at `label_url`.
 */
export function generateLabel(ctx: Context, body: unknown) {
  const ids = shipmentIds(body);
  const orders: SandboxOrder[] = [];
  const notCreated: number[] = [];
  for (const id of ids) {
    const order = liveShipment(ctx, id);
    if (order?.shipment.awb) orders.push(order);
    else notCreated.push(id);
  }
  if (orders.length === 0) {
    return {
      label_created: 0,
      not_created: notCreated,
      response: 'No valid shipment ids to print label',
    };
  }
  const first = orders[0]!.shipment;
  const name = `shipping-label-${orders.map((o) => o.shipment.id).join('-')}-${first.awb}.pdf`;
  const pdf = buildPdf(
    `Shipping label ${first.awb}`,
    orders.map((o) => labelLines(ctx, o)),
  );
  const url = `${ctx.origin()}${ctx.files.put(name, pdf)}`;
  for (const order of orders) order.shipment.labelUrl = url;
  ctx.store.changed();
  return {
    label_created: 1,
    label_url: url,
    response: 'Label has been created and uploaded successfully!',
    not_created: notCreated,
  };
}

/**
 * `POST /v1/external/courier/generate/pickup { shipment_id: [id] }`: books the courier's
 * pickup of a shipment with an AWB (400 `Invalid shipment id` otherwise; `Already in Pickup
 * Queue.` the second time). The scans start: the first after the scan interval.
 */
export function requestPickup(ctx: Context, body: unknown) {
  const ids = shipmentIds(body);
  if (ids.length > 1) {
    throw ShiprocketError.validation({
      shipment_id: ['Only one shipment id can be passed at a time.'],
    });
  }
  const order = liveShipment(ctx, ids[0]!);
  if (!order || order.shipment.awb === null)
    throw ShiprocketError.plain(400, 'Invalid shipment id');
  const { shipment } = order;
  if (shipment.pickup !== null) throw ShiprocketError.plain(400, 'Already in Pickup Queue.');
  const now = Date.now();
  const token = `Reference No: ${ctx.config.companyId}_${shipment.courierName?.split(' ')[0]?.toUpperCase()} ${shipment.id}`;
  shipment.pickup = { requestedAt: now, scheduledAt: now + ctx.config.scanIntervalMs, token };
  ctx.store.changed();
  scheduleNextScan(ctx, order);
  return {
    pickup_status: 1,
    response: {
      pickup_scheduled_date: istDateTime(shipment.pickup.scheduledAt),
      pickup_token_number: token,
      status: 3,
      others: '{}',
      pickup_generated_date: phpDateTime(now),
      data: `Pickup is confirmed by ${shipment.courierName} For AWB :- ${shipment.awb}`,
    },
  };
}

/**
 * `POST /v1/external/manifests/generate { shipment_id: [...] }`: one manifest PDF of the
 * shipments whose pickup was requested, by courier. 400 (with the ids) when some already have
 * one; `manifest_url: ""` when none can have one (no pickup requested), as documented.
 */
export function generateManifest(ctx: Context, body: unknown) {
  const ids = shipmentIds(body);
  const orders = ids
    .map((id) => liveShipment(ctx, id))
    .filter((o): o is SandboxOrder => o !== undefined && o.shipment.pickup !== null);
  const already = orders.filter((o) => o.shipment.manifestUrl !== null).map((o) => o.shipment.id);
  if (already.length > 0) {
    throw ShiprocketError.plain(
      400,
      'Manifest already generated for some shipment_ids, Please try again after removin them',
      { already_manifested_shipment_ids: already },
    );
  }
  if (orders.length === 0) return { status: 1, manifest_url: '' };
  const from = ctx.config.pickupLocation;
  const now = Date.now();
  const byCourier = new Map<string, SandboxOrder[]>();
  for (const o of orders) {
    const key = o.shipment.courierName ?? '';
    byCourier.set(key, [...(byCourier.get(key) ?? []), o]);
  }
  const pages: PdfLine[][] = [...byCourier.entries()].map(([courier, list]) => [
    { text: 'SANDBOX MANIFEST', size: 9 },
    { text: `Manifest - ${courier}`, size: 16, bold: true, gap: 6 },
    {
      text: `Generated ${istDateTime(now)} IST   Pickup: ${from.name}, ${from.city} ${from.pincode}`,
      gap: 4,
    },
    { text: `${list.length} shipment${list.length === 1 ? '' : 's'}`, gap: 4 },
    { text: 'AWB / order / consignee / pincode / payment', bold: true, gap: 12 },
    ...list.map((o) => ({
      text: `${o.shipment.awb}  ${o.channelOrderId}  ${o.shipping.name} ${o.shipping.last_name}  ${o.shipping.pincode}  ${o.paymentMethod === 'COD' ? `COD ${money(o.subTotal)}` : 'Prepaid'}`,
    })),
    { text: 'Handed over by: ____________   Received by courier: ____________', gap: 30 },
  ]);
  const name = `MANIFEST-${newLocalId('mf').slice(3)}.pdf`;
  const url = `${ctx.origin()}${ctx.files.put(name, buildPdf('Manifest', pages))}`;
  for (const o of orders) o.shipment.manifestUrl = url;
  ctx.store.changed();
  return { status: 1, manifest_url: url };
}
