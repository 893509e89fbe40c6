import {
  NOT_DELIVERABLE,
  promiseLine,
  unknownPinMessage,
  wrongStateMessage,
  stateNamed,
  type DeliveryZoneId,
  type FeeSettings,
  type ServiceabilityView,
  type ShippingAddress,
} from '@arogya/contracts';
import { badRequest, notFound } from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { CHECKOUT_CONFIG, type CheckoutEnv } from '../config.js';
import { addBusinessDays, indiaDate } from './business-days.js';
import { cityOfDistrict } from './city.js';
import { findPin, type PinEntry } from './pin-directory.js';
import { ServiceabilityRepository } from './serviceability.repository.js';
import { zoneFor } from './zones.js';

/** What the shop promises for one PIN at one moment. */
export interface DeliveryPromise {
  deliverable: boolean;
  zone: DeliveryZoneId | null;
  /** YYYY-MM-DD; null when not deliverable or no enabled zone applies */
  estimatedDelivery: string | null;
}

/** What shipping to a PIN costs (issue 32): its zone's fee, and the shop's fees and offers. */
export interface ShippingTerms {
  zone: DeliveryZoneId | null;
  /** the zone's fee, or the default fee when no enabled zone applies */
  zoneFeePaise: number;
  fees: FeeSettings;
  /** issue 32: the zone takes cash on delivery (true when no zone applies) */
  zoneCod: boolean;
  /** issue 32: the PIN is on the list of PINs without cash on delivery */
  codBlocked: boolean;
}

/**
 * The delivery promise (issue 19): where a PIN is (the directory), whether the shop delivers
 * there (the stopped PINs) and by when (the zone from the shop's PIN, `SHOP_PIN`, and business
 * days after today in India). The product page, the checkout form and checkout creation all
 * ask this, so the date a shopper sees is the date the order keeps.
 */
@Injectable()
export class Serviceability {
  private readonly origin: PinEntry;

  constructor(
    private readonly repo: ServiceabilityRepository,
    @Inject(CHECKOUT_CONFIG) config: CheckoutEnv,
  ) {
    // config.ts refused a SHOP_PIN the directory does not know
    this.origin = findPin(config.SHOP_PIN)!;
  }

  /** The directory entry of `pin`; unknown → `status` with "PIN code … does not exist". */
  entry(pin: string, status: 400 | 404 = 400): PinEntry {
    const entry = findPin(pin);
    if (!entry) throw (status === 404 ? notFound : badRequest)(unknownPinMessage(pin));
    return entry;
  }

  /** `GET /api/serviceability/:pin`: the place, and the promise as of `now`. */
  async check(pin: string, now = new Date()): Promise<ServiceabilityView> {
    const p = this.entry(pin, 404);
    const { deliverable, zone, estimatedDelivery } = await this.promise(p, now);
    return {
      pin,
      city: cityOfDistrict(p.district),
      district: p.district,
      state: p.state,
      stateCode: p.stateCode,
      deliverable,
      zone,
      estimatedDelivery,
      message: promiseLine(pin, deliverable, estimatedDelivery),
    };
  }

  /** The promise to `to` for an order placed at `now`, and what shipping there costs. */
  async promise(to: PinEntry, now: Date): Promise<DeliveryPromise & ShippingTerms> {
    const today = indiaDate(now);
    const { fees, codBlocked, ...facts } = await this.repo.facts(to.pin, today);
    const none = {
      zone: null,
      estimatedDelivery: null,
      zoneFeePaise: fees.defaultShippingFeePaise,
      fees,
      zoneCod: true,
      codBlocked,
    };
    if (facts.blocked) return { deliverable: false, ...none };
    const zone = zoneFor(facts.zones, this.origin, to);
    if (!zone) return { deliverable: true, ...none };
    const days = zone.processingDays + zone.transitDays;
    return {
      deliverable: true,
      zone: zone.id,
      estimatedDelivery: addBusinessDays(today, days, new Set(facts.holidays)),
      zoneFeePaise: zone.shippingFeePaise,
      fees,
      zoneCod: zone.cod,
      codBlocked,
    };
  }

  /**
   * The zone each of `pins` falls in now (the enabled zones, as the promise picks them), with
   * its name; null for a PIN no enabled zone covers or the directory does not know.
   */
  async zonesOf(pins: string[]): Promise<Map<string, { id: DeliveryZoneId; name: string } | null>> {
    const zones = (await this.repo.zones()).map((z) => ({ ...z, id: z._id }));
    return new Map(
      pins.map((pin) => {
        const to = findPin(pin);
        const zone = to ? zoneFor(zones, this.origin, to) : null;
        return [pin, zone ? { id: zone.id, name: zone.name } : null];
      }),
    );
  }

  /** What shipping to `pin` costs now (400 when the PIN does not exist or is not delivered to). */
  async shipping(pin: string, now = new Date()): Promise<ShippingTerms> {
    const {
      deliverable,
      estimatedDelivery: _date,
      ...terms
    } = await this.promise(this.entry(pin), now);
    if (!deliverable) throw badRequest(NOT_DELIVERABLE);
    return terms;
  }

  /**
   * A checkout's address with its state settled by the PIN (filled in when not given; 400 when
   * the PIN is not in the state given), and its promise; 400 when the PIN does not exist or the
   * shop does not deliver there.
   */
  async resolve(
    address: ShippingAddress,
    now = new Date(),
  ): Promise<
    { shippingAddress: ShippingAddress; estimatedDelivery: string | null } & ShippingTerms
  > {
    const p = this.entry(address.postalCode);
    let state = p.state;
    if (address.state !== '') {
      const given = stateNamed(address.state)!; // parseShippingAddress allowed only these
      if (!p.stateCodes.includes(given.gstCode))
        throw badRequest(wrongStateMessage(p.pin, p.state, given.name));
      state = given.name;
    }
    const { deliverable, ...promise } = await this.promise(p, now);
    if (!deliverable) throw badRequest(NOT_DELIVERABLE);
    return { shippingAddress: { ...address, state }, ...promise };
  }
}
