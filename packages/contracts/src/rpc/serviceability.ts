import type { Caller } from '../users.js';
import {
  isDeliveryZoneId,
  parseDeliveryZoneChanges,
  parseHolidayInput,
  parseNonServiceablePinInput,
  parsePin,
  type DeliveryZoneChanges,
  type DeliveryZoneId,
  type DeliveryTerms,
  type DeliveryZoneView,
  type HolidayInput,
  type HolidayView,
  type NonServiceablePinInput,
  type NonServiceablePinView,
  type ServiceabilityView,
} from '../serviceability.js';
import { isCalendarDate } from '../serviceability.js';
import {
  feeSettingsChangesOf,
  wireRupees,
  type FeeSettings,
  type FeeSettingsView,
} from '../charges.js';
import { defineRpc, must } from './define.js';
import { ShopError } from '../errors.js';
import { adminOf, adminRequest, fieldsOf } from './fields.js';

const zoneIdOf = (v: unknown): DeliveryZoneId => {
  if (!isDeliveryZoneId(v)) throw new ShopError(400, 'Delivery zone not found');
  return v;
};
const dateOf = (v: unknown): string => {
  if (typeof v !== 'string' || !isCalendarDate(v))
    throw new ShopError(400, 'date must be a day written YYYY-MM-DD');
  return v;
};

/** A zone's changes from the wire (the fee in paise) as the admin's body said them. */
const zoneChangesFromWire = (changes: unknown): unknown => {
  const { shippingFeePaise, ...rest } = fieldsOf(changes);
  return shippingFeePaise === undefined
    ? rest
    : { ...rest, shippingFee: wireRupees(shippingFeePaise) };
};

/** Calls of the checkout service's delivery promise (`checkout.serviceability.*` and its admin data). */
export const ServiceabilityCalls = {
  /** Where a PIN is, whether the shop delivers there and by when (anyone may ask). */
  check: defineRpc<{ pin: string }, ServiceabilityView>('checkout.serviceability.check', (p) => ({
    pin: must(parsePin(fieldsOf(p).pin)),
  })),
  /** The enabled zones and their days, which every promise is made from (anyone may ask). */
  terms: defineRpc<Record<string, never>, DeliveryTerms>(
    'checkout.serviceability.terms',
    () => ({}),
  ),
  zones: defineRpc<{ caller: Caller }, DeliveryZoneView[]>(
    'checkout.delivery-zones.list',
    adminRequest,
  ),
  updateZone: defineRpc<
    { caller: Caller; id: DeliveryZoneId; changes: DeliveryZoneChanges },
    DeliveryZoneView
  >('checkout.delivery-zones.update', (p) => {
    const { caller, id, changes } = fieldsOf(p);
    return {
      caller: adminOf(caller),
      id: zoneIdOf(id),
      changes: must(parseDeliveryZoneChanges(zoneChangesFromWire(changes))),
    };
  }),
  /** Issue 32: the shop's fees and offers, and an admin's change to them. */
  fees: defineRpc<{ caller: Caller }, FeeSettingsView>('checkout.fee-settings.get', adminRequest),
  updateFees: defineRpc<{ caller: Caller; changes: Partial<FeeSettings> }, FeeSettingsView>(
    'checkout.fee-settings.update',
    (p) => {
      const { caller, changes } = fieldsOf(p);
      return { caller: adminOf(caller), changes: must(feeSettingsChangesOf(changes)) };
    },
  ),
  nonServiceablePins: defineRpc<{ caller: Caller }, NonServiceablePinView[]>(
    'checkout.non-serviceable-pins.list',
    adminRequest,
  ),
  addNonServiceablePin: defineRpc<
    { caller: Caller } & NonServiceablePinInput,
    NonServiceablePinView
  >('checkout.non-serviceable-pins.create', (p) => {
    const { caller, ...input } = fieldsOf(p);
    return { caller: adminOf(caller), ...must(parseNonServiceablePinInput(input)) };
  }),
  removeNonServiceablePin: defineRpc<{ caller: Caller; pin: string }, NonServiceablePinView>(
    'checkout.non-serviceable-pins.delete',
    (p) => {
      const { caller, pin } = fieldsOf(p);
      return { caller: adminOf(caller), pin: must(parsePin(pin)) };
    },
  ),
  holidays: defineRpc<{ caller: Caller }, HolidayView[]>('checkout.holidays.list', adminRequest),
  addHoliday: defineRpc<{ caller: Caller } & HolidayInput, HolidayView>(
    'checkout.holidays.create',
    (p) => {
      const { caller, ...input } = fieldsOf(p);
      return { caller: adminOf(caller), ...must(parseHolidayInput(input)) };
    },
  ),
  removeHoliday: defineRpc<{ caller: Caller; date: string }, HolidayView>(
    'checkout.holidays.delete',
    (p) => {
      const { caller, date } = fieldsOf(p);
      return { caller: adminOf(caller), date: dateOf(date) };
    },
  ),
} as const;
