import { DAY_MS, istShortDate } from './time.js';

/**
 * A courier company the sandbox's account ships with. The ids and names are Shiprocket's own
 * (its documentation's examples); the tariffs are the sandbox's, fixed so tests can expect
 * them.
 */
export interface Courier {
  /** `courier_company_id`. */
  id: number;
  name: string;
  /** Charged weight at least this (kg); then rounded up to a half kilo. */
  minWeightKg: number;
  /** Freight for the first `minWeightKg` (at least half a kilo), rupees. */
  firstSlabRupees: number;
  /** Freight for each further half kilo, rupees. */
  perHalfKgRupees: number;
  /** Added for cash on delivery, rupees. */
  codRupees: number;
  /** Days from pickup to delivery (`estimated_delivery_days`). */
  days: number;
  /** The first digits of its AWB numbers. */
  awbPrefix: string;
  rating: number;
}

/** The couriers, cheapest first for light parcels. */
export const COURIERS: readonly Courier[] = [
  {
    id: 51,
    name: 'Xpressbees Surface',
    minWeightKg: 0.5,
    firstSlabRupees: 49,
    perHalfKgRupees: 40,
    codRupees: 30,
    days: 5,
    awbPrefix: '1411',
    rating: 4.4,
  },
  {
    id: 43,
    name: 'Delhivery Surface',
    minWeightKg: 0.5,
    firstSlabRupees: 54,
    perHalfKgRupees: 38,
    codRupees: 35,
    days: 4,
    awbPrefix: '1904',
    rating: 4.9,
  },
  {
    id: 19,
    name: 'Ecom Express Surface 2kg',
    minWeightKg: 2,
    firstSlabRupees: 150.12,
    perHalfKgRupees: 30,
    codRupees: 30,
    days: 6,
    awbPrefix: '7300',
    rating: 4.62,
  },
];

/** The courier with this id, or undefined. */
export function courierById(id: number): Courier | undefined {
  return COURIERS.find((c) => c.id === id);
}

const rupees = (n: number) => Math.round(n * 100) / 100;

/** The weight a courier charges: at least its minimum, rounded up to half a kilo. */
export function chargeWeight(courier: Courier, weightKg: number): number {
  return Math.max(courier.minWeightKg, Math.ceil(weightKg / 0.5) * 0.5);
}

/** What shipping `weightKg` costs with `courier`: freight, COD charges and the total (`rate`). */
export function quote(courier: Courier, weightKg: number, cod: boolean) {
  const charged = chargeWeight(courier, weightKg);
  const first = Math.max(courier.minWeightKg, 0.5);
  const extraHalves = Math.max(0, Math.round((charged - first) / 0.5));
  const freight = rupees(courier.firstSlabRupees + extraHalves * courier.perHalfKgRupees);
  const codCharges = cod ? courier.codRupees : 0;
  return { chargeWeight: charged, freight, codCharges, rate: rupees(freight + codCharges) };
}

/** The cheapest courier for this parcel (the one Shiprocket recommends, here). */
export function cheapest(weightKg: number, cod: boolean): Courier {
  return [...COURIERS].sort(
    (a, b) => quote(a, weightKg, cod).rate - quote(b, weightKg, cod).rate,
  )[0]!;
}

/**
 * One courier of the serviceability answer (`data.available_courier_companies[]`), with the
 * fields of Shiprocket's documented example that a shop reads, `now` being the request's time.
 */
export function serviceabilityEntry(
  courier: Courier,
  weightKg: number,
  cod: boolean,
  deliveryPostcode: string,
  now: number,
) {
  const q = quote(courier, weightKg, cod);
  return {
    air_max_weight: '0.00',
    base_courier_id: null,
    blocked: 0,
    call_before_delivery: 'Available',
    charge_weight: q.chargeWeight,
    cod: 1,
    cod_charges: q.codCharges,
    courier_company_id: courier.id,
    courier_name: courier.name,
    courier_type: '0',
    cutoff_time: '11:00',
    delivery_boy_contact: 'Not Available',
    estimated_delivery_days: String(courier.days),
    etd: istShortDate(now + courier.days * DAY_MS),
    etd_hours: courier.days * 24,
    freight_charge: q.freight,
    is_hyperlocal: false,
    is_international: 0,
    is_surface: true,
    min_weight: courier.minWeightKg,
    mode: 0,
    other_charges: 0,
    pickup_availability: '0',
    pod_available: 'Instant',
    postcode: deliveryPostcode,
    rate: q.rate,
    rating: courier.rating,
    realtime_tracking: 'Real Time',
    rto_charges: q.freight,
    surface_max_weight: '30.00',
  };
}
