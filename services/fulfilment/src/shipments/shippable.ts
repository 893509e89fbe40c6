import {
  SHIPMENT_STATUSES,
  type OrderShippingStage,
  type Parsed,
  type ShipmentStatus,
} from '@arogya/contracts';

/** A line of an order as fulfilment keeps it: one product in one size and colour. */
export interface OrderLine {
  productId: string;
  size: string;
  color: string;
  name: string;
  quantity: number;
}

/** Units of one order line in a shipment. */
export interface ShipmentLine {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

/** An order line's identity within its order. */
export const lineKey = (l: Pick<OrderLine, 'productId' | 'size' | 'color'>) =>
  `${l.productId}/${l.size}/${l.color}`;

/**
 * What of `order` is still to ship: its lines less the units of `shipments` that count (those
 * not cancelled), each line with the units left (lines all shipped are left out).
 */
export function remainingLines(order: OrderLine[], shipments: ShipmentLine[][]): OrderLine[] {
  const shipped = new Map<string, number>();
  for (const line of shipments.flat())
    shipped.set(lineKey(line), (shipped.get(lineKey(line)) ?? 0) + line.quantity);
  return order
    .map((l) => ({ ...l, quantity: l.quantity - (shipped.get(lineKey(l)) ?? 0) }))
    .filter((l) => l.quantity > 0);
}

/** Statuses of a parcel that has left the warehouse: all but being booked, booked, cancelled. */
const LEFT: ReadonlySet<ShipmentStatus> = new Set(
  SHIPMENT_STATUSES.filter((s) => s !== 'booking' && s !== 'booked' && s !== 'cancelled'),
);

/**
 * Where the whole order stands with its shipments (`OrderShippingStage`): null until a parcel
 * has left; delivered when every unit is in a delivered parcel; returned when every unit came
 * back and none was delivered; shipped otherwise (a part still to ship or on its way, or
 * some parcels delivered and others returned).
 */
export function orderStage(
  order: OrderLine[],
  shipments: { status: ShipmentStatus; lines: ShipmentLine[]; claimId?: string | null }[],
): OrderShippingStage | null {
  // a claim's replacement is not the order's own units: it moves the order nowhere
  const counted = shipments.filter((s) => s.status !== 'cancelled' && !s.claimId);
  if (!counted.some((s) => LEFT.has(s.status))) return null;
  const allShipped =
    remainingLines(
      order,
      counted.map((s) => s.lines),
    ).length === 0;
  if (allShipped && counted.every((s) => s.status === 'delivered')) return 'delivered';
  if (allShipped && counted.every((s) => s.status === 'rto-delivered')) return 'returned';
  return 'shipped';
}

/**
 * The lines a new shipment takes: `asked` (a partial shipment: some lines now, the rest later),
 * or everything still to ship when nothing is asked. Refused with a message naming the line
 * when a line is not the order's, is asked twice, or asks for more than is left.
 */
export function linesToShip(
  remaining: OrderLine[],
  asked: ShipmentLine[] | undefined,
): Parsed<ShipmentLine[]> {
  if (remaining.length === 0) return { ok: false, message: 'Everything in this order has shipped' };
  if (asked === undefined || asked.length === 0)
    return {
      ok: true,
      value: remaining.map(({ productId, size, color, quantity }) => ({
        productId,
        size,
        color,
        quantity,
      })),
    };
  const left = new Map(remaining.map((l) => [lineKey(l), l]));
  const seen = new Set<string>();
  for (const line of asked) {
    const key = lineKey(line);
    const mine = left.get(key);
    if (seen.has(key)) return { ok: false, message: `A line is named twice: ${key}` };
    seen.add(key);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      return { ok: false, message: 'quantity must be a whole number of at least 1' };
    if (!mine) return { ok: false, message: `Nothing of ${key} is left to ship in this order` };
    if (line.quantity > mine.quantity)
      return {
        ok: false,
        message: `Only ${mine.quantity} of ${mine.name} ${mine.quantity === 1 ? 'is' : 'are'} left to ship`,
      };
  }
  return { ok: true, value: asked.map((l) => ({ ...l })) };
}

/** A parcel's size and weight: the units' weights, boxed in the smallest standard carton. */
export interface PackageSize {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/** Weight of a unit whose variant has none recorded. */
export const DEFAULT_UNIT_GRAMS = 500;
/** The cartons the warehouse packs in (L × B × H cm), by the most they hold (grams). */
const CARTONS: { upToGrams: number; cm: [number, number, number] }[] = [
  { upToGrams: 500, cm: [20, 15, 10] },
  { upToGrams: 2000, cm: [30, 20, 15] },
  { upToGrams: 5000, cm: [40, 30, 25] },
  { upToGrams: Infinity, cm: [60, 40, 40] },
];

/** The package of `units` (each unit's weight in grams, null: not recorded), with 10 % packing. */
export function packageOf(units: (number | null)[]): PackageSize {
  const goods = units.reduce<number>((sum, g) => sum + (g ?? DEFAULT_UNIT_GRAMS), 0);
  // 10 % for the carton and filling, up to the next 10 g (whole numbers: 440 g stays 440 g)
  const weightGrams = Math.max(50, Math.ceil((goods * 11) / 100) * 10);
  const carton = CARTONS.find((c) => weightGrams <= c.upToGrams)!;
  const [lengthCm, breadthCm, heightCm] = carton.cm;
  return { weightGrams, lengthCm, breadthCm, heightCm };
}
