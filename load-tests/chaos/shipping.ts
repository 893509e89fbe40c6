// Issue 33: shipping under chaos. The courier (a Shiprocket sandbox in this process, its tracking
// webhooks to the gateway) plays each parcel's scans; a shipping desk does what staff do all day
// — books what waits, hands booked parcels over (at most 30 a pickup), sends some parcels the
// failed-delivery or return way, decides failed deliveries — while the courier's API goes down
// and its webhooks are dropped, duplicated and replayed. The invariants: every parcel's status is
// what its scans say, no scan lost or kept twice, no milestone announced twice, every parcel
// handed over settled, every order where its parcels say.
import {
  DEFAULT_COURIER_SANDBOX_CONFIG,
  startCourierSandbox,
  type CourierSandbox,
} from '@arogya/courier-sandbox';
import pg from 'pg';
import { readJson, type HttpClient } from '../bench/http.js';
import type { Check, Violation } from './invariants.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The fulfilment service's settings for the courier sandbox at `url`. */
export const courierEnv = (url: string) => ({
  SHIPROCKET_API_BASE: url,
  SHIPROCKET_EMAIL: DEFAULT_COURIER_SANDBOX_CONFIG.email,
  SHIPROCKET_PASSWORD: DEFAULT_COURIER_SANDBOX_CONFIG.password,
  SHIPROCKET_WEBHOOK_TOKEN: DEFAULT_COURIER_SANDBOX_CONFIG.webhookToken,
});

/** The courier sandbox of the run: scans every `scanMs`, webhooks to the gateway at `baseUrl`. */
export const startCourier = (baseUrl: string, scanMs: number) =>
  startCourierSandbox({
    port: 0,
    scanIntervalMs: scanMs,
    webhookUrl: `${baseUrl}/api/webhooks/courier-tracking`,
  });

/** What the desk did, for the report. */
export interface DeskCounts {
  booked: number;
  handedOver: number;
  pickups: number;
  /** parcels sent the failed-delivery way, and those sent back (RTO) */
  ndr: number;
  rto: number;
  reattempts: number;
  /** answers other than success, by kind ("book: 503 …") */
  refused: Map<string, number>;
}

interface ToShip {
  orderId: string;
}
interface Parcel {
  _id: string;
  orderId: string;
  status: string;
  awb: string | null;
  pickupId: string | null;
}
interface Issue {
  shipmentId: string;
  state: string;
}

/**
 * Staff's shipping desk for the run (see the file's comment): every `everyMs`, one round —
 * parcels still being booked booked again as they are, waiting orders booked (every third
 * failing its first attempt, every seventh sent back), booked parcels handed over, failed
 * deliveries re-attempted the next day. A refusal (the courier down: 503) is counted and the
 * round goes on; the next round tries again.
 */
export class ShippingDesk {
  readonly counts: DeskCounts = {
    booked: 0,
    handedOver: 0,
    pickups: 0,
    ndr: 0,
    rto: 0,
    reattempts: 0,
    refused: new Map(),
  };
  private running = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly api: HttpClient,
    private readonly token: string,
    private readonly courier: CourierSandbox,
    private readonly everyMs = 1000,
  ) {}

  start(): void {
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        await this.round().catch((err: unknown) => this.refuse('round', String(err)));
        await sleep(this.everyMs);
      }
    })();
  }

  /** Stops after the round under way. */
  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }

  /** Rounds until nothing waits to be booked or handed over and no failed delivery is open. */
  async finish(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      const left = await this.round();
      if (left === 0) return;
      await sleep(this.everyMs);
    }
  }

  /** One round; answers how much was left to do at its start. */
  async round(): Promise<number> {
    const get = async <T>(path: string) => {
      const r = await this.api.get(path, this.token);
      if (r.status !== 200) throw new Error(`GET ${path}: ${r.status}`);
      return readJson<T>(r);
    };
    const waiting = await get<ToShip[]>('/api/admin/to-ship');
    const parcels = await get<Parcel[]>('/api/admin/shipments');
    const issues = await get<Issue[]>('/api/admin/delivery-issues');
    const booking = parcels.filter((p) => p.status === 'booking');
    const unhanded = parcels.filter((p) => p.status === 'booked' && !p.pickupId);
    for (const order of [...booking.map((p) => ({ orderId: p.orderId })), ...waiting].slice(0, 20))
      await this.book(order.orderId);
    // booked since the list was read: handed over in this round too
    const ready = (await get<Parcel[]>('/api/admin/shipments')).filter(
      (p) => p.status === 'booked' && !p.pickupId,
    );
    if (ready.length > 0) await this.handOver(ready.slice(0, 30).map((p) => p._id));
    for (const i of issues.filter((x) => x.state === 'open')) await this.reattempt(i.shipmentId);
    return waiting.length + booking.length + unhanded.length + issues.length;
  }

  private async book(orderId: string): Promise<void> {
    const r = await this.api.request('POST', '/api/admin/shipments', {
      token: this.token,
      json: { orderId },
    });
    if (r.status !== 201) return this.refuse('book', `${r.status} ${message(r.body)}`);
    const { awb } = readJson<Parcel>(r);
    this.counts.booked++;
    if (!awb) return;
    // the way it goes once picked up: most are delivered, some fail first, some come back
    if (this.counts.booked % 3 === 0) {
      this.courier.setOutcome(awb, 'ndr', 'Customer not available');
      this.counts.ndr++;
    } else if (this.counts.booked % 7 === 0) {
      this.courier.setOutcome(awb, 'rto', 'Customer refused the parcel');
      this.counts.rto++;
    }
  }

  private async handOver(ids: string[]): Promise<void> {
    const r = await this.api.request('POST', '/api/admin/pickups', {
      token: this.token,
      json: { ids },
    });
    if (r.status !== 201) return this.refuse('pickup', `${r.status} ${message(r.body)}`);
    this.counts.pickups++;
    this.counts.handedOver += ids.length;
  }

  private async reattempt(shipmentId: string): Promise<void> {
    const tomorrow = new Date(Date.now() + 330 * 60_000 + 86_400_000).toISOString().slice(0, 10);
    const r = await this.api.request('POST', `/api/admin/delivery-issues/${shipmentId}/reattempt`, {
      token: this.token,
      json: { date: tomorrow },
    });
    if (r.status !== 200) return this.refuse('re-attempt', `${r.status} ${message(r.body)}`);
    this.counts.reattempts++;
  }

  private refuse(step: string, what: string): void {
    const kind = `${step}: ${what.slice(0, 120)}`;
    this.counts.refused.set(kind, (this.counts.refused.get(kind) ?? 0) + 1);
  }

  /** One line for the report. */
  summary(): string {
    const c = this.counts;
    const refused = [...c.refused].map(([k, n]) => `${n} × ${k}`).join('; ');
    return (
      `${c.booked} parcels booked, ${c.handedOver} handed over in ${c.pickups} pickups ` +
      `(${c.ndr} failing their first attempt, ${c.rto} sent back), ${c.reattempts} re-attempts` +
      (refused ? `; refused and tried again: ${refused}` : '')
    );
  }
}

/** The message of an error answer. */
function message(body: string): string {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? body);
  } catch {
    return body;
  }
}

/** What the run reads of shipping after the drain. */
export interface ShippingFacts {
  shipments: {
    id: string;
    orderId: string;
    status: string;
    awb: string | null;
    scans: number;
    /** the milestone of the latest scan kept that has one */
    lastMilestone: string | null;
    /** every status change announced, in order */
    moves: { from: string | null; to: string }[];
  }[];
  /** the courier's scans per AWB */
  courierScans: Map<string, number>;
  /** orders' status, and whether they were paid in cash */
  orders: Map<string, { status: string; cod: boolean }>;
}

async function rows<T>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Reads fulfilment's shipments, their scans and announced moves, and the orders' statuses. */
export async function readShipping(
  database: (name: string) => string,
  courier: CourierSandbox,
): Promise<ShippingFacts> {
  const shipments = await rows<ShippingFacts['shipments'][number]>(
    database('arogya_fulfilment'),
    `SELECT s.id, s.order_id AS "orderId", s.status, s.awb,
       (SELECT count(*)::int FROM shipment_scans x WHERE x.shipment_id = s.id) AS scans,
       (SELECT x.milestone FROM shipment_scans x WHERE x.shipment_id = s.id
          AND x.milestone IS NOT NULL ORDER BY x.at DESC LIMIT 1) AS "lastMilestone",
       coalesce((SELECT json_agg(json_build_object('from', o.envelope->'data'->>'from',
                                                   'to', o.envelope->'data'->>'to') ORDER BY o.seq)
          FROM outbox o WHERE o.type = 'shop.fulfilment.shipment-status-changed.v1'
            AND o.envelope->'data'->>'shipmentId' = s.id::text), '[]') AS moves
     FROM shipments s`,
  );
  const orders = await rows<{ id: string; status: string; cod: boolean }>(
    database('arogya_orders'),
    `SELECT id, status, payment_method = 'COD' AS cod FROM orders`,
  );
  return {
    shipments,
    courierScans: new Map(
      courier
        .orders()
        .filter((o) => o.shipment.awb)
        .map((o) => [o.shipment.awb!, o.shipment.scans.length]),
    ),
    orders: new Map(orders.map((o) => [o.id, { status: o.status, cod: o.cod }])),
  };
}

const FINAL = new Set(['delivered', 'rto-delivered', 'cancelled']);

/** The shipping invariants (see the file's comment). */
export function shippingInvariants(f: ShippingFacts): Check[] {
  const scansWrong: Violation[] = [];
  const statusWrong: Violation[] = [];
  const twice: Violation[] = [];
  const unsettled: Violation[] = [];
  const ordersWrong: Violation[] = [];
  const byOrder = new Map<string, ShippingFacts['shipments']>();
  for (const s of f.shipments) {
    byOrder.set(s.orderId, [...(byOrder.get(s.orderId) ?? []), s]);
    const said = s.awb ? (f.courierScans.get(s.awb) ?? 0) : 0;
    if (s.scans !== said)
      scansWrong.push({
        at: undefined,
        text: `${s.awb}: the courier scanned ${said}, the shop keeps ${s.scans}`,
      });
    const expected = s.lastMilestone ?? (s.awb ? 'booked' : 'booking');
    if (s.status !== expected && s.status !== 'cancelled')
      statusWrong.push({
        at: undefined,
        text: `${s.awb ?? s.id}: ${s.status}, its scans say ${expected}`,
      });
    const seen = new Set<string>();
    for (const m of s.moves) {
      const key = `${m.from}→${m.to}`;
      // another attempt after a failed one is the one move that comes again
      if (seen.has(key) && key !== 'undelivered→out-for-delivery')
        twice.push({ at: undefined, text: `${s.awb ?? s.id}: ${key} announced twice` });
      seen.add(key);
    }
    if (s.moves.length > 0 && s.moves[s.moves.length - 1]!.to !== s.status)
      statusWrong.push({
        at: undefined,
        text: `${s.awb}: last announced ${s.moves.at(-1)!.to}, is ${s.status}`,
      });
    if (s.awb && s.scans > 0 && !FINAL.has(s.status))
      unsettled.push({ at: undefined, text: `${s.awb}: still ${s.status}` });
  }
  for (const [orderId, parcels] of byOrder) {
    const order = f.orders.get(orderId);
    if (!order || !parcels.every((p) => FINAL.has(p.status))) continue;
    const counted = parcels.filter((p) => p.status !== 'cancelled');
    const expected = counted.every((p) => p.status === 'delivered')
      ? 'Delivered'
      : counted.every((p) => p.status === 'rto-delivered')
        ? order.cod
          ? 'Returned'
          : 'Cancelled'
        : null;
    if (expected && order.status !== expected)
      ordersWrong.push({
        at: undefined,
        text: `order ${orderId}: ${order.status}, its parcels say ${expected}`,
      });
  }
  const handed = f.shipments.filter((s) => s.scans > 0).length;
  const check = (id: string, name: string, violations: Violation[], summary: string): Check => ({
    id,
    name,
    ok: violations.length === 0,
    summary,
    violations,
  });
  return [
    check(
      'scans',
      'every scan of the courier kept once, every parcel where its scans say',
      [...scansWrong, ...statusWrong],
      `${f.shipments.length} parcels, ${[...f.courierScans.values()].reduce((a, b) => a + b, 0)} scans`,
    ),
    check(
      'milestones',
      'no milestone of a parcel announced twice (another attempt after a failed one aside)',
      twice,
      `${f.shipments.reduce((n, s) => n + s.moves.length, 0)} moves announced`,
    ),
    check(
      'settled',
      'every parcel handed over delivered or back at the shop, its order where its parcels say',
      [...unsettled, ...ordersWrong],
      `${handed} parcels handed over, ${byOrder.size} orders`,
    ),
  ];
}
