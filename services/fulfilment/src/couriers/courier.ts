/**
 * What fulfilment asks of a courier (issue 33), whoever it is: Shiprocket (`shiprocket.ts`)
 * today, Delhivery or another aggregator tomorrow behind the same interface. Money in paise,
 * weights in grams, sizes in centimetres; the provider's own words stay in its client.
 */

/** Where a parcel goes, as couriers print it on the label. */
export interface ParcelAddress {
  name: string;
  phone: string;
  /** '' to leave the shopper's out (the account's own is sent) */
  email: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pin: string;
}

/** One line of what is in the parcel. */
export interface ParcelItem {
  name: string;
  sku: string;
  units: number;
  /** each unit's price, as the shopper paid it */
  unitPaise: number;
  hsn: string;
}

/** A parcel to book: `reference` is the shop's shipment id (booking it twice books it once). */
export interface ParcelRequest {
  reference: string;
  placedAt: Date;
  address: ParcelAddress;
  items: ParcelItem[];
  /** cash on delivery: the courier collects `collectPaise` */
  cod: boolean;
  collectPaise: number;
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** A courier that can carry a parcel between two PINs, and what it costs. */
export interface CourierQuote {
  courierId: number;
  courierName: string;
  ratePaise: number;
  /** the courier's estimate of days in transit */
  etdDays: number | null;
  cod: boolean;
}

/** A booked parcel: the provider's ids and the AWB the courier scans. */
export interface BookedParcel {
  providerOrderId: string;
  providerShipmentId: string;
  awb: string;
  courierId: number;
  courierName: string;
}

/**
 * Where a parcel is, in the shop's words: the milestones the order's page, messages and the
 * promise's statistics are made of (each provider maps its own status codes to them).
 */
export const MILESTONES = [
  'picked-up',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'undelivered',
  'rto-initiated',
  'rto-delivered',
  'cancelled',
] as const;
export type Milestone = (typeof MILESTONES)[number];

/** One courier scan. */
export interface TrackingScan {
  /** ISO instant */
  at: string;
  /** null: a scan that moves no milestone (label printed, manifest made) */
  milestone: Milestone | null;
  /** the provider's status as it said it ("OUT FOR DELIVERY") */
  status: string;
  activity: string;
  location: string;
}

/** A courier aggregator as fulfilment uses it. */
export interface Courier {
  /** 'shiprocket' */
  readonly name: string;
  /** Who carries `weightGrams` from `fromPin` to `toPin` (with cash on delivery or not), cheapest first. */
  quotes(q: {
    fromPin: string;
    toPin: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<CourierQuote[]>;
  /** Books the parcel with `courierId` (the provider's choice when absent) and gets its AWB. */
  book(parcel: ParcelRequest, courierId?: number): Promise<BookedParcel>;
  /** One PDF of the labels of these shipments (provider shipment ids): its URL. */
  labels(providerShipmentIds: string[]): Promise<string>;
  /** Asks the courier to collect these shipments; answers the day it is scheduled for. */
  pickup(providerShipmentIds: string[]): Promise<{ scheduledFor: string | null }>;
  /** The day's manifest of these picked-up shipments (a PDF): its URL. */
  manifest(providerShipmentIds: string[]): Promise<string>;
  /** Cancels parcels not yet picked up (provider order ids). */
  cancel(providerOrderIds: string[]): Promise<void>;
  /** Every scan of the parcel so far, oldest first. */
  track(awb: string): Promise<TrackingScan[]>;
  /**
   * What to do with a parcel whose delivery failed (an NDR): deliver it again — on the
   * customer's day, to a corrected phone or address when given — or return it to the shop.
   */
  ndrAction(awb: string, action: NdrAction): Promise<void>;
}

/** The shop's decision on a failed delivery. */
export type NdrAction =
  | {
      kind: 're-attempt';
      /** why, in a few words, for the courier's agent */
      comments: string;
      /** the customer's day (YYYY-MM-DD) */
      date?: string;
      /** 10 digits */
      phone?: string;
      address?: string;
    }
  | { kind: 'return'; comments: string };

/**
 * A courier's call that failed: `refused` (the provider said no: bad input, a state that does
 * not allow it; trying again will not help) or `unavailable` (down, slow, rate limited or an
 * answer we could not read: try again later). Stays inside fulfilment: callers answer a
 * ShopError or retry their job.
 */
export class CourierError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}
