import { PICKUP_CALLS_AT_ONCE } from '@arogya/contracts';
import {
  CourierError,
  type BookedParcel,
  type Courier,
  type CourierQuote,
  type NdrAction,
  type ParcelRequest,
  type TrackingScan,
} from './courier.js';
import {
  istToIso,
  isJson,
  messageOf,
  scansOf,
  ShiprocketApi,
  type Json,
} from './shiprocket-http.js';

/** Where and as whom fulfilment calls Shiprocket. */
export interface ShiprocketOptions {
  /** the API's origin (`https://apiv2.shiprocket.in` in production; the sandbox's here) */
  apiBase: string;
  email: string;
  password: string;
  /** the pickup address's name in the Shiprocket account ("Primary") */
  pickupLocation: string;
  /** the longest one call may take */
  timeoutMs: number;
}

/** An instant as Shiprocket's `order_date` takes it: India time, `YYYY-MM-DD HH:mm`. */
function istDate(at: Date): string {
  const t = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${t.slice(0, 10)} ${t.slice(11, 16)}`;
}

const rupees = (paise: number) => Math.round(paise) / 100;

/**
 * Shiprocket's API (`/v1/external`, calls by `ShiprocketApi`) as a `Courier`; Shiprocket's
 * HTTP-200 refusals are `refused` with its words too. Booking is idempotent: the shop's shipment id is the channel order id, and an order
 * Shiprocket already has is answered with its AWB.
 */
export class ShiprocketCourier implements Courier {
  readonly name = 'shiprocket';
  private readonly api: ShiprocketApi;

  constructor(private readonly o: ShiprocketOptions) {
    this.api = new ShiprocketApi(o);
  }

  async quotes(q: {
    fromPin: string;
    toPin: string;
    weightGrams: number;
    cod: boolean;
  }): Promise<CourierQuote[]> {
    const query = new URLSearchParams({
      pickup_postcode: q.fromPin,
      delivery_postcode: q.toPin,
      weight: String(q.weightGrams / 1000),
      cod: q.cod ? '1' : '0',
    });
    const body = await this.api.call('GET', `/courier/serviceability/?${query}`);
    const data = isJson(body) && isJson(body.data) ? body.data : null;
    // "no courier serves this PIN" comes back as HTTP 200 with a status of its own
    if (!data) throw new CourierError('refused', messageOf(body, Number(body?.status ?? 200)));
    const list = Array.isArray(data.available_courier_companies)
      ? data.available_courier_companies.filter(isJson)
      : [];
    return list
      .map((c) => ({
        courierId: Number(c.courier_company_id),
        courierName: String(c.courier_name),
        ratePaise: Math.round(Number(c.rate) * 100),
        etdDays:
          c.estimated_delivery_days === undefined || c.estimated_delivery_days === ''
            ? null
            : Number(c.estimated_delivery_days),
        cod: Number(c.cod) === 1,
      }))
      .filter((c) => Number.isFinite(c.courierId) && Number.isFinite(c.ratePaise))
      .sort((a, b) => a.ratePaise - b.ratePaise);
  }

  async book(p: ParcelRequest, courierId?: number): Promise<BookedParcel> {
    const a = p.address;
    const subtotal = p.items.reduce((sum, i) => sum + i.unitPaise * i.units, 0);
    const adhoc = {
      order_id: p.reference,
      order_date: istDate(p.placedAt),
      pickup_location: this.o.pickupLocation,
      billing_customer_name: a.name,
      billing_last_name: '',
      billing_address: a.line1,
      billing_address_2: a.line2,
      billing_city: a.city,
      billing_pincode: a.pin,
      billing_state: a.state,
      billing_country: 'India',
      // the shopper's address stays with the shop: the courier writes to the brand's account
      billing_email: a.email || this.o.email,
      billing_phone: a.phone,
      shipping_is_billing: true,
      order_items: p.items.map((i) => ({
        name: i.name,
        sku: i.sku,
        units: i.units,
        selling_price: rupees(i.unitPaise),
        hsn: i.hsn,
      })),
      payment_method: p.cod ? 'COD' : 'Prepaid',
      sub_total: rupees(p.cod ? p.collectPaise : subtotal),
      length: p.lengthCm,
      breadth: p.breadthCm,
      height: p.heightCm,
      weight: p.weightGrams / 1000,
    };
    const create = () => this.api.call('POST', '/orders/create/adhoc', adhoc);
    const order = await create();
    if (!isJson(order) || order.shipment_id === undefined)
      throw new CourierError('unavailable', 'Shiprocket answered an order without a shipment id');
    const booked = {
      providerOrderId: String(order.order_id),
      providerShipmentId: String(order.shipment_id),
    };
    const withAwb = (o: Json) =>
      typeof o.awb_code === 'string' && o.awb_code !== ''
        ? {
            ...booked,
            awb: o.awb_code,
            courierId: Number(o.courier_company_id),
            courierName: String(o.courier_name),
          }
        : null;
    // booked before (a retry after a lost answer): its AWB stands
    const before = withAwb(order);
    if (before) return before;
    const assigned = await this.api.call('POST', '/courier/assign/awb', {
      shipment_id: Number(order.shipment_id),
      ...(courierId === undefined ? {} : { courier_id: courierId }),
    });
    const data =
      isJson(assigned) && isJson(assigned.response) && isJson(assigned.response.data)
        ? assigned.response.data
        : null;
    if (assigned.awb_assign_status === 1 && data)
      return {
        ...booked,
        awb: String(data.awb_code),
        courierId: Number(data.courier_company_id),
        courierName: String(data.courier_name),
      };
    // refused because another booking of the same parcel got its AWB meanwhile: that one stands
    const meanwhile = withAwb(await create());
    if (meanwhile) return meanwhile;
    throw new CourierError(
      'refused',
      typeof data?.awb_assign_error === 'string'
        ? data.awb_assign_error
        : 'Shiprocket assigned no AWB',
    );
  }

  async labels(ids: string[]): Promise<string> {
    const body = await this.api.call('POST', '/courier/generate/label', {
      shipment_id: ids.map(Number),
    });
    if (!isJson(body) || body.label_created !== 1 || typeof body.label_url !== 'string')
      throw new CourierError('refused', messageOf(body, 200));
    return body.label_url;
  }

  /**
   * Shiprocket takes one shipment a pickup call: each is asked, `PICKUP_CALLS_AT_ONCE` at a
   * time; one already in its pickup queue (a retry after a pickup half made) counts as asked.
   * Answers the latest slot the courier gave.
   */
  async pickup(ids: string[]): Promise<{ scheduledFor: string | null }> {
    let scheduledFor: string | null = null;
    for (let i = 0; i < ids.length; i += PICKUP_CALLS_AT_ONCE) {
      const slots = await Promise.all(
        ids.slice(i, i + PICKUP_CALLS_AT_ONCE).map((id) => this.pickupOne(id)),
      );
      for (const slot of slots)
        if (slot && (!scheduledFor || slot > scheduledFor)) scheduledFor = slot;
    }
    return { scheduledFor };
  }

  private async pickupOne(id: string): Promise<string | null> {
    let body: Json;
    try {
      body = await this.api.call('POST', '/courier/generate/pickup', { shipment_id: [Number(id)] });
    } catch (err) {
      if (
        err instanceof CourierError &&
        err.kind === 'refused' &&
        /already in pickup queue/i.test(err.message)
      )
        return null;
      throw err;
    }
    if (!isJson(body) || body.pickup_status !== 1)
      throw new CourierError('refused', messageOf(body, 200));
    const response = isJson(body.response) ? body.response : {};
    const when = response.pickup_scheduled_date;
    return typeof when === 'string' && when !== '' ? istToIso(when) : null;
  }

  async manifest(ids: string[]): Promise<string> {
    const body = await this.api.call('POST', '/manifests/generate', {
      shipment_id: ids.map(Number),
    });
    if (!isJson(body) || typeof body.manifest_url !== 'string' || body.manifest_url === '')
      throw new CourierError('refused', messageOf(body, 200));
    return body.manifest_url;
  }

  async cancel(ids: string[]): Promise<void> {
    await this.api.call('POST', '/orders/cancel', { ids: ids.map(Number) });
  }

  async track(awb: string): Promise<TrackingScan[]> {
    const body = await this.api.call('GET', `/courier/track/awb/${encodeURIComponent(awb)}`);
    const data = isJson(body) && isJson(body.tracking_data) ? body.tracking_data : null;
    if (!data) throw new CourierError('unavailable', 'Shiprocket answered no tracking data');
    // "no activities yet" is an answer: no scan
    if (data.track_status !== 1) return [];
    // listed newest first; scans of one second keep that order, reversed
    const scans = Array.isArray(data.shipment_track_activities)
      ? data.shipment_track_activities.filter(isJson).reverse()
      : [];
    return scansOf(scans);
  }

  async ndrAction(awb: string, a: NdrAction): Promise<void> {
    const body: Json = { action: a.kind, comments: a.comments };
    if (a.kind === 're-attempt') {
      if (a.date) body.deferred_date = a.date;
      if (a.phone) body.phone = a.phone;
      if (a.address) body.address1 = a.address;
    }
    await this.api.call('POST', `/ndr/${encodeURIComponent(awb)}/action`, body);
  }
}
