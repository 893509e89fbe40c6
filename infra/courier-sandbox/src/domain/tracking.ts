import { ShiprocketError } from '../errors.js';
import {
  nextScan,
  OUTCOME_PATHS,
  SCANS,
  SR,
  type NdrDecision,
  type OutcomePath,
  type ScanPlace,
} from '../statuses.js';
import { DAY_MS, istDateTime } from '../time.js';
import { scanView, trackingPayload } from '../webhooks/payload.js';
import type { Context } from './context.js';
import { fields, present, Problems } from './input.js';
import type { SandboxOrder } from './store.js';

/**
 * The scan scheduled for each shipment: a newer schedule (an NDR action) replaces an older one,
 * whose timer then does nothing.
 */
const schedules = new WeakMap<SandboxOrder, number>();

/** Where a scan of `order` happens. */
function location(ctx: Context, order: SandboxOrder, place: ScanPlace): string {
  const from = ctx.config.pickupLocation;
  const to = order.shipping;
  if (place === 'origin') return `${from.city}, ${from.state}`;
  if (place === 'destination') return `${to.city}, ${to.state}`;
  return `Sorting hub, ${to.state}`;
}

/**
 * Schedules the next scan of a picked-up shipment after the scan interval, if it has one (it
 * has none when it waits for an NDR action, is done or was cancelled).
 */
export function scheduleNextScan(ctx: Context, order: SandboxOrder): void {
  const generation = (schedules.get(order) ?? 0) + 1;
  schedules.set(order, generation);
  ctx.timers.after(ctx.config.scanIntervalMs, () => {
    if (schedules.get(order) !== generation) return;
    if (recordNextScan(ctx, order)) scheduleNextScan(ctx, order);
  });
}

/**
 * Records the shipment's next scan and sends its webhook; false when there was none to record
 * (cancelled, waiting for an NDR action, done).
 */
function recordNextScan(ctx: Context, order: SandboxOrder): boolean {
  const { shipment } = order;
  if (shipment.canceledAt !== null) return false;
  const status = nextScan({
    path: shipment.path,
    scanned: shipment.scans.map((s) => s.status),
    ndrDecision: shipment.ndrDecision,
  });
  const kind = status === null ? undefined : SCANS[status];
  if (!kind) return false;
  // a scan a second after the last at least: Shiprocket writes times to the second, and two
  // scans of one parcel never share one (real ones are minutes apart; the sandbox's, not)
  const now = Math.max(Date.now(), (shipment.scans.at(-1)?.at ?? 0) + 1000);
  const activity =
    kind.status === SR.UNDELIVERED ? `${kind.activity} - ${shipment.ndrReason}` : kind.activity;
  shipment.scans.push({
    status: kind.status,
    label: kind.label,
    code: kind.code,
    activity,
    location: location(ctx, order, kind.place),
    at: now,
  });
  // a failed attempt pushes the estimate back a day
  if (kind.status === SR.UNDELIVERED && shipment.etd !== null) shipment.etd += DAY_MS;
  ctx.store.changed();
  ctx.outbox.send({
    awb: shipment.awb ?? '',
    orderId: order.channelOrderId,
    status: kind.status,
    statusLabel: kind.label,
    body: trackingPayload(order),
  });
  return true;
}

/** The order of an AWB or shipment id, for the controls; 404 when there is none. */
export function findShipment(ctx: Context, ref: string): SandboxOrder {
  const order = ctx.store.find(ref);
  if (!order) throw ShiprocketError.plain(404, `No shipment with AWB or shipment id ${ref}`);
  return order;
}

/**
 * Chooses the way a shipment goes (`POST /sandbox/shipments/:ref/outcome`), and the NDR reason
 * of the failed attempt. Possible until the delivery attempt: 409 once it was made (delivered
 * or undelivered) or the shipment was cancelled.
 */
export function setOutcome(ctx: Context, ref: string, body: unknown): SandboxOrder {
  const order = findShipment(ctx, ref);
  const { path, reason } = fields(body);
  if (!OUTCOME_PATHS.includes(path as OutcomePath)) {
    throw ShiprocketError.validation({
      path: [`The path must be one of ${OUTCOME_PATHS.join(', ')}.`],
    });
  }
  if (reason !== undefined && (typeof reason !== 'string' || reason.trim() === '')) {
    throw ShiprocketError.validation({ reason: ['The reason must be a non-empty string.'] });
  }
  const { shipment } = order;
  const attempted = shipment.scans.some(
    (s) => s.status === SR.DELIVERED || s.status === SR.UNDELIVERED,
  );
  if (attempted || shipment.canceledAt !== null) {
    throw ShiprocketError.plain(
      409,
      `Shipment ${shipment.id} is past its delivery attempt (or cancelled): its outcome cannot change`,
    );
  }
  shipment.path = path as OutcomePath;
  if (typeof reason === 'string') shipment.ndrReason = reason.trim();
  ctx.store.changed();
  return structuredClone(order);
}

/** The actions Shiprocket's NDR API takes (`fake-attempt` is a re-attempt here). */
const NDR_ACTIONS: Record<string, NdrDecision> = {
  're-attempt': 're-attempt',
  'fake-attempt': 're-attempt',
  return: 'return',
};

/**
 * `POST /v1/external/ndr/:awb/action { action, comments }`: on a shipment whose delivery
 * attempt failed (its latest scan is UNDELIVERED), `re-attempt` sends it out for delivery again
 * (then delivered) and `return` starts the RTO; the next scan follows after the scan interval.
 * A re-attempt may carry the customer's day (`deferred_date`, YYYY-MM-DD, today to 7 days on:
 * the estimate becomes that day) and a corrected `phone` (10 digits), `address1`, `address2`.
 * 202 `{ status: "Data Updated Sucessfully" }` (sic, Shiprocket's spelling).
 */
export function ndrAction(ctx: Context, awb: string, body: unknown) {
  const f = fields(body);
  const problems = new Problems();
  if (!present(f.action)) problems.required('action');
  else if (typeof f.action !== 'string' || !(f.action in NDR_ACTIONS)) {
    problems.add('action', 'The selected action is invalid.');
  }
  if (!present(f.comments)) problems.required('comments');
  const reattempt = f.action === 're-attempt';
  const deferredDate = present(f.deferred_date) ? String(f.deferred_date) : null;
  if (deferredDate !== null && (!reattempt || !validDeferral(deferredDate)))
    problems.add('deferred_date', 'The deferred date must be a date within the next 7 days.');
  const phone = present(f.phone) ? String(f.phone) : null;
  if (phone !== null && (!reattempt || !/^[6-9]\d{9}$/.test(phone)))
    problems.add('phone', 'The phone must be a 10 digit mobile number.');
  const lines = ['address1', 'address2'] as const;
  for (const line of lines)
    if (
      present(f[line]) &&
      (!reattempt || typeof f[line] !== 'string' || String(f[line]).length > 200)
    )
      problems.add(line, `The ${line} must be text of at most 200 characters.`);
  problems.throwIfAny();
  const order = ctx.store.byAwb(awb);
  if (!order) throw ShiprocketError.plain(400, 'Invalid AWB');
  const { shipment } = order;
  if (shipment.scans.at(-1)?.status !== SR.UNDELIVERED || shipment.ndrDecision !== null) {
    throw ShiprocketError.plain(400, `AWB ${awb} is not in NDR: no action can be taken`);
  }
  shipment.ndrDecision = NDR_ACTIONS[f.action as string]!;
  shipment.ndrActions.push({
    action: f.action as string,
    comments: String(f.comments),
    at: Date.now(),
    deferredDate,
    phone,
    address1: present(f.address1) ? String(f.address1) : null,
    address2: present(f.address2) ? String(f.address2) : null,
  });
  // the customer's day is the courier's new estimate (noon, India time)
  if (deferredDate !== null) shipment.etd = Date.parse(`${deferredDate}T12:00:00+05:30`);
  ctx.store.changed();
  scheduleNextScan(ctx, order);
  return { status: 'Data Updated Sucessfully' };
}

/** Whether `day` (YYYY-MM-DD) is today or one of the next 7 days, India time. */
function validDeferral(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00+05:30`);
  const today = Date.parse(`${istDateTime(Date.now()).slice(0, 10)}T00:00:00+05:30`);
  return !Number.isNaN(at) && at >= today && at <= today + 7 * DAY_MS;
}

/** The answer for an AWB without scans (none yet, or unknown), as Shiprocket words it. */
const NO_ACTIVITIES = {
  tracking_data: {
    track_status: 0,
    error:
      'Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.',
  },
};

/**
 * `GET /v1/external/courier/track/awb/:awb`: the shipment's status code, its track (one line)
 * and its scans, newest first, as Shiprocket's documentation shows them; `track_status: 0`
 * with Shiprocket's message until the first scan (and for an AWB it does not know).
 */
export function trackAwb(ctx: Context, awb: string) {
  const order = ctx.store.byAwb(awb);
  const latest = order?.shipment.scans.at(-1);
  if (!order || !latest) return NO_ACTIVITIES;
  const { shipment } = order;
  const picked = shipment.scans.find((s) => s.status === SR.PICKED_UP);
  const delivered = shipment.scans.find((s) => s.status === SR.DELIVERED);
  const from = ctx.config.pickupLocation;
  return {
    tracking_data: {
      track_status: 1,
      shipment_status: latest.status,
      shipment_track: [
        {
          id: shipment.id,
          awb_code: awb,
          courier_company_id: shipment.courierId,
          shipment_id: shipment.id,
          order_id: order.id,
          pickup_date: picked ? istDateTime(picked.at) : null,
          delivered_date: delivered ? istDateTime(delivered.at) : null,
          weight: order.weight.toFixed(2),
          packages: 1,
          current_status: latest.label,
          delivered_to: order.shipping.city,
          destination: order.shipping.city,
          consignee_name: `${order.shipping.name} ${order.shipping.last_name}`.trim(),
          origin: from.city,
          courier_agent_details: null,
          courier_name: shipment.courierName,
          edd: null,
          pod: delivered ? 'Available' : 'Not Available',
          pod_status: delivered ? 'OTP Based Delivery' : '',
        },
      ],
      shipment_track_activities: [...shipment.scans].reverse().map(scanView),
      track_url: `${ctx.origin()}/#awb-${encodeURIComponent(awb)}`,
      etd: shipment.etd === null ? null : istDateTime(shipment.etd),
      qc_response: { qc_image: '', qc_failed_reason: '' },
    },
  };
}
