/**
 * Shiprocket's shipment status codes (`shipment_status_id`, `sr-status`), as its tracking
 * documentation lists them; only those the sandbox plays.
 */
export const SR = {
  AWB_ASSIGNED: 1,
  LABEL_GENERATED: 2,
  PICKUP_SCHEDULED: 3,
  MANIFEST_GENERATED: 5,
  SHIPPED: 6,
  DELIVERED: 7,
  CANCELED: 8,
  RTO_INITIATED: 9,
  RTO_DELIVERED: 10,
  OUT_FOR_DELIVERY: 17,
  IN_TRANSIT: 18,
  UNDELIVERED: 21,
  REACHED_DESTINATION_HUB: 38,
  PICKED_UP: 42,
  RTO_IN_TRANSIT: 46,
} as const;

/** One of the codes above. */
export type SrStatus = (typeof SR)[keyof typeof SR];

/** Where a scan happens: the pickup city, a hub on the way, or the delivery city. */
export type ScanPlace = 'origin' | 'transit' | 'destination';

/** What a courier scan says: Shiprocket's label, the courier's own code and words, the place. */
export interface ScanKind {
  status: SrStatus;
  /** `sr-status-label`, `current_status` (upper case, as webhooks carry it). */
  label: string;
  /** The courier's scan code (`status` of a scan). */
  code: string;
  activity: string;
  place: ScanPlace;
}

/** The scans the sandbox plays, by status. */
export const SCANS: Readonly<Partial<Record<SrStatus, ScanKind>>> = {
  [SR.PICKED_UP]: {
    status: SR.PICKED_UP,
    label: 'PICKED UP',
    code: 'PUD',
    activity: 'Shipment picked up',
    place: 'origin',
  },
  [SR.SHIPPED]: {
    status: SR.SHIPPED,
    label: 'SHIPPED',
    code: 'PKD',
    activity: 'Shipment in-scanned at origin hub',
    place: 'origin',
  },
  [SR.IN_TRANSIT]: {
    status: SR.IN_TRANSIT,
    label: 'IN TRANSIT',
    code: 'IT',
    activity: 'In transit - shipment added in bag',
    place: 'transit',
  },
  [SR.REACHED_DESTINATION_HUB]: {
    status: SR.REACHED_DESTINATION_HUB,
    label: 'REACHED AT DESTINATION HUB',
    code: 'RAD',
    activity: 'Reached at destination hub',
    place: 'destination',
  },
  [SR.OUT_FOR_DELIVERY]: {
    status: SR.OUT_FOR_DELIVERY,
    label: 'OUT FOR DELIVERY',
    code: 'OFD',
    activity: 'Out for delivery',
    place: 'destination',
  },
  [SR.DELIVERED]: {
    status: SR.DELIVERED,
    label: 'DELIVERED',
    code: 'DLVD',
    activity: 'Delivered',
    place: 'destination',
  },
  [SR.UNDELIVERED]: {
    status: SR.UNDELIVERED,
    label: 'UNDELIVERED',
    code: 'UD',
    activity: 'Undelivered',
    place: 'destination',
  },
  [SR.RTO_INITIATED]: {
    status: SR.RTO_INITIATED,
    label: 'RTO INITIATED',
    code: 'RTO',
    activity: 'Return to origin initiated',
    place: 'destination',
  },
  [SR.RTO_IN_TRANSIT]: {
    status: SR.RTO_IN_TRANSIT,
    label: 'RTO IN TRANSIT',
    code: 'RTO-IT',
    activity: 'RTO in transit to origin',
    place: 'transit',
  },
  [SR.RTO_DELIVERED]: {
    status: SR.RTO_DELIVERED,
    label: 'RTO DELIVERED',
    code: 'RTD',
    activity: 'RTO delivered to shipper',
    place: 'origin',
  },
};

/**
 * The way a picked-up shipment goes:
 * - `delivered`: picked up, shipped, in transit, at the destination hub, out for delivery, delivered;
 * - `ndr-then-delivered`: the first delivery attempt fails (undelivered, an NDR with a reason),
 *   the courier re-attempts, delivered;
 * - `rto`: the attempt fails, then RTO initiated, RTO in transit, RTO delivered;
 * - `ndr`: the attempt fails and the shipment waits for the shop's NDR action (`re-attempt` or
 *   `return`).
 */
export type OutcomePath = 'delivered' | 'ndr-then-delivered' | 'rto' | 'ndr';

export const OUTCOME_PATHS: readonly OutcomePath[] = [
  'delivered',
  'ndr-then-delivered',
  'rto',
  'ndr',
];

/** What the shop decided on an NDR (`POST /v1/external/ndr/:awb/action`). */
export type NdrDecision = 're-attempt' | 'return';

/** What a shipment's scans and choices are, for deciding its next scan. */
export interface Progress {
  path: OutcomePath;
  /** The statuses scanned so far, oldest first. */
  scanned: SrStatus[];
  ndrDecision: NdrDecision | null;
}

/**
 * The next scan of a picked-up shipment, or null when it waits (an NDR awaiting the shop's
 * action) or is done (delivered, RTO delivered).
 */
export function nextScan(p: Progress): SrStatus | null {
  const last = p.scanned.at(-1);
  switch (last) {
    case undefined:
      return SR.PICKED_UP;
    case SR.PICKED_UP:
      return SR.SHIPPED;
    case SR.SHIPPED:
      return SR.IN_TRANSIT;
    case SR.IN_TRANSIT:
      return SR.REACHED_DESTINATION_HUB;
    case SR.REACHED_DESTINATION_HUB:
      return SR.OUT_FOR_DELIVERY;
    case SR.OUT_FOR_DELIVERY:
      // a re-attempt after an NDR is delivered
      return p.path === 'delivered' || p.scanned.includes(SR.UNDELIVERED)
        ? SR.DELIVERED
        : SR.UNDELIVERED;
    case SR.UNDELIVERED:
      if (p.ndrDecision === 're-attempt') return SR.OUT_FOR_DELIVERY;
      if (p.ndrDecision === 'return') return SR.RTO_INITIATED;
      if (p.path === 'ndr-then-delivered') return SR.OUT_FOR_DELIVERY;
      if (p.path === 'rto') return SR.RTO_INITIATED;
      return null;
    case SR.RTO_INITIATED:
      return SR.RTO_IN_TRANSIT;
    case SR.RTO_IN_TRANSIT:
      return SR.RTO_DELIVERED;
    default:
      return null;
  }
}

/** Statuses after which nothing more happens. */
export function isFinal(status: SrStatus | undefined): boolean {
  return status === SR.DELIVERED || status === SR.RTO_DELIVERED;
}
