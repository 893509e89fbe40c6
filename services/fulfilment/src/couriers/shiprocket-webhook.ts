import { timingSafeEqual } from 'node:crypto';
import { CourierError, type Milestone, type TrackingScan } from './courier.js';
import { isJson, istToIso, scansOf } from './shiprocket-http.js';
import { milestoneOf } from './shiprocket-statuses.js';

/** What one tracking webhook says of a parcel, in the shop's words. */
export interface CourierUpdate {
  awb: string;
  /** the channel order id: the shop's shipment id */
  reference: string;
  milestone: Milestone | null;
  /** Shiprocket's status as it said it ("OUT FOR DELIVERY") */
  status: string;
  /** ISO instant of the status */
  at: string;
  /** every scan so far, oldest first */
  scans: TrackingScan[];
  /** the courier's estimate of the delivery day (`etd`, YYYY-MM-DD India time), when given */
  expectedBy: string | null;
}

/** `23 05 2023 11:43:52` (India time, Shiprocket's `current_timestamp`) → an ISO instant. */
function webhookTime(text: string): string {
  const m = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}(?::\d{2})?)$/.exec(text.trim());
  return m ? istToIso(`${m[3]}-${m[2]}-${m[1]} ${m[4]}`) : istToIso(text);
}

/** `2023-05-23 15:40:19` (Shiprocket's `etd`, India time) → `2023-05-23`; null when not one. */
function estimatedDay(etd: unknown): string | null {
  if (typeof etd !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(etd.trim());
  return m && !Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) ? m[1]! : null;
}

/** Whether `given` is `token`, compared in constant time. */
function sameToken(given: unknown, token: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A Shiprocket tracking webhook, checked and read: its `x-api-key` must be the token set in
 * Shiprocket's webhook settings (else `refused`, status 401), and it must name an AWB, the
 * shop's order id and a status (else `refused`, 400).
 */
export function readShiprocketWebhook(
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
  token: string,
): CourierUpdate {
  if (!sameToken(headers['x-api-key'], token))
    throw new CourierError('refused', 'The webhook token is not this shop’s', 401);
  if (!isJson(body) || typeof body.awb !== 'string' || body.awb === '')
    throw new CourierError('refused', 'A tracking webhook names an AWB', 400);
  const status = body.shipment_status_id ?? body.current_status_id;
  if (body.order_id === undefined || status === undefined)
    throw new CourierError('refused', 'A tracking webhook names its order and status', 400);
  const scans = Array.isArray(body.scans) ? body.scans.filter(isJson) : [];
  return {
    awb: body.awb,
    reference: String(body.order_id),
    milestone: milestoneOf(status),
    status: String(body.shipment_status ?? body.current_status ?? ''),
    at:
      typeof body.current_timestamp === 'string'
        ? webhookTime(body.current_timestamp)
        : new Date().toISOString(),
    scans: scansOf(scans),
    expectedBy: estimatedDay(body.etd),
  };
}
