import { Waiters } from '@arogya/sandbox-kit';
import { randomInt } from 'node:crypto';
import type { Courier } from '../couriers.js';
import type { NdrDecision, OutcomePath, SrStatus } from '../statuses.js';

/** A billing or shipping address, as the order gave it. */
export interface Address {
  name: string;
  last_name: string;
  address: string;
  address_2: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  email: string;
  phone: string;
}

/** One line of an order (`order_items[]`). */
export interface OrderItem {
  name: string;
  sku: string;
  units: number;
  selling_price: number;
  hsn: string | null;
}

/** One courier scan, as tracking and webhooks report it. */
export interface Scan {
  status: SrStatus;
  /** `sr-status-label`. */
  label: string;
  /** The courier's scan code. */
  code: string;
  activity: string;
  location: string;
  /** Epoch milliseconds. */
  at: number;
}

/** An NDR action the shop took. */
export interface NdrAction {
  action: string;
  comments: string;
  at: number;
  /** a re-attempt's day the customer chose (`deferred_date`, YYYY-MM-DD), when given */
  deferredDate: string | null;
  /** a re-attempt's corrected phone and address lines, when given */
  phone: string | null;
  address1: string | null;
  address2: string | null;
}

/** The shipment of an order (an adhoc order has exactly one). */
export interface Shipment {
  /** `shipment_id`. */
  id: number;
  awb: string | null;
  courierId: number | null;
  courierName: string | null;
  awbAssignedAt: number | null;
  /** Estimated delivery (epoch ms), from the AWB on. */
  etd: number | null;
  labelUrl: string | null;
  manifestUrl: string | null;
  pickup: { requestedAt: number; scheduledAt: number; token: string } | null;
  /** The way it goes once picked up (`POST /sandbox/shipments/:ref/outcome`). */
  path: OutcomePath;
  /** Why the delivery attempt fails on the NDR paths. */
  ndrReason: string;
  ndrDecision: NdrDecision | null;
  ndrActions: NdrAction[];
  /** Oldest first. */
  scans: Scan[];
  canceledAt: number | null;
}

/** An order as the sandbox keeps it (`sandbox.orders()`, `GET /sandbox/orders`). */
export interface SandboxOrder {
  /** Shiprocket's order id (`order_id` of the answers; `sr_order_id` of webhooks). */
  id: number;
  /** The shop's own order id (`order_id` of the request and of webhooks). */
  channelOrderId: string;
  channelId: number;
  orderDate: string;
  pickupLocation: string;
  billing: Address;
  shipping: Address;
  shippingIsBilling: boolean;
  items: OrderItem[];
  paymentMethod: 'Prepaid' | 'COD';
  subTotal: number;
  length: number;
  breadth: number;
  height: number;
  /** Kilograms. */
  weight: number;
  createdAt: number;
  shipment: Shipment;
}

/**
 * The orders and their shipments, found by Shiprocket order id, the shop's order id, shipment
 * id or AWB. Domain code changes the records it gets and then calls `changed()`, which wakes
 * the waiters (no polling).
 */
export class ShipmentStore {
  private readonly orders: SandboxOrder[] = [];
  private readonly waiters = new Waiters();
  // ids start at a random point so that a restarted sandbox does not hand out ids a shop's
  // database already holds
  private nextOrderId = 300_000_000 + randomInt(60_000_000);
  private nextShipmentId = 200_000_000 + randomInt(60_000_000);
  private readonly awbs = new Set<string>();

  /** Fresh Shiprocket order and shipment ids. */
  newIds(): { orderId: number; shipmentId: number } {
    return { orderId: this.nextOrderId++, shipmentId: this.nextShipmentId++ };
  }

  /** A fresh AWB of `courier`: its prefix and random digits, 14 in all. */
  newAwb(courier: Courier): string {
    for (;;) {
      const digits = String(randomInt(10 ** 10)).padStart(10, '0');
      const awb = `${courier.awbPrefix}${digits}`.slice(0, 14);
      if (!this.awbs.has(awb)) {
        this.awbs.add(awb);
        return awb;
      }
    }
  }

  add(order: SandboxOrder): void {
    this.orders.push(order);
    this.changed();
  }

  /** The live record of a Shiprocket order id. */
  order(id: number): SandboxOrder | undefined {
    return this.orders.find((o) => o.id === id);
  }

  /** The live record of the shop's order id. */
  byChannelOrderId(channelOrderId: string): SandboxOrder | undefined {
    return this.orders.find((o) => o.channelOrderId === channelOrderId);
  }

  /** The live order whose shipment has this id. */
  byShipmentId(shipmentId: number): SandboxOrder | undefined {
    return this.orders.find((o) => o.shipment.id === shipmentId);
  }

  /** The live order whose shipment has this AWB. */
  byAwb(awb: string): SandboxOrder | undefined {
    return this.orders.find((o) => o.shipment.awb === awb);
  }

  /** By AWB, else by shipment id (the controls take either). */
  find(ref: string): SandboxOrder | undefined {
    return this.byAwb(ref) ?? (/^\d+$/.test(ref) ? this.byShipmentId(Number(ref)) : undefined);
  }

  /** Live records, oldest first (for the page). */
  all(): readonly SandboxOrder[] {
    return this.orders;
  }

  /** Copies, oldest first. */
  list(): SandboxOrder[] {
    return this.orders.map((o) => structuredClone(o));
  }

  /** The first order (a copy) `predicate` accepts, now or as soon as one does. */
  waitFor(predicate: (order: SandboxOrder) => boolean, timeoutMs = 5000): Promise<SandboxOrder> {
    return this.waiters.waitFor(
      () => this.list().find(predicate),
      timeoutMs,
      'an order matching the predicate',
    );
  }

  /** Wakes the waiters: a record changed. */
  changed(): void {
    this.waiters.changed();
  }
}
