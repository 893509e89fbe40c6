import { defineEvent } from './envelope.js';
import { hasFields } from './events/guards.js';
import { ShopError } from './errors.js';
import { defineRpc } from './rpc/define.js';
import { callerOf, fieldsOf } from './rpc/fields.js';
import type { Caller } from './users.js';

/**
 * The services that hold personal data besides users (DPDP, issue 29): each exports what it
 * holds about a person, and erases or anonymises it on `user-erasure-requested`, answering with
 * its own `erasure-done` event. Catalog holds no one's data (a test scans its tables too).
 */
export const PERSONAL_DATA_SERVICES = [
  'cart',
  'checkout',
  'orders',
  'notifications',
  'fulfilment',
] as const;
export type PersonalDataService = (typeof PERSONAL_DATA_SERVICES)[number];

/** How long the shop takes at most to finish an erasure, as the privacy notice states it. */
export const ERASURE_DEADLINE_DAYS = 30;

/** What the law makes the shop keep after an erasure, as the person is told. */
export const ERASURE_KEEPS =
  'Your GST invoices and credit notes are kept for 8 years, as the GST Act requires; nothing else about you is kept.';

/**
 * A person asked for their account to be deleted: every service erases or anonymises what it
 * holds about `userId` (and, where it keeps no user id, about `email` and `phone`). The address
 * and number travel here once so that services can find rows that carry only them; the event
 * stream keeps events 7 days.
 */
export interface UserErasureRequestedV1 {
  requestId: string;
  userId: string;
  email: string | null;
  /** 91 and 10 digits */
  phone: string | null;
  requestedAt: string;
}

export const UserErasureRequestedV1 = defineEvent<UserErasureRequestedV1>()(
  'shop.users.erasure-requested.v1',
  (v): v is UserErasureRequestedV1 =>
    hasFields(v, { requestId: 'string', userId: 'string', requestedAt: 'string' }),
);

/** A service finished its part of an erasure: what it erased (counts by kind) and kept. */
export interface ErasureDoneV1 {
  requestId: string;
  userId: string;
  service: PersonalDataService;
  erased: Record<string, number>;
  kept: string[];
}

const erasureDone = <S extends PersonalDataService>(service: S) =>
  defineEvent<ErasureDoneV1>()(
    `shop.${service}.erasure-done.v1` as const,
    (v): v is ErasureDoneV1 =>
      hasFields(v, { requestId: 'string', userId: 'string', service: 'string' }),
  );

/** Each service's `erasure-done` event (each service publishes only its own). */
export const ErasureDone = {
  cart: erasureDone('cart'),
  checkout: erasureDone('checkout'),
  orders: erasureDone('orders'),
  notifications: erasureDone('notifications'),
  fulfilment: erasureDone('fulfilment'),
} as const;

/** Who an export is for: the signed-in person, with the address and number they hold. */
export interface ExportRequest {
  caller: Caller;
  email: string | null;
  phone: string | null;
}

/** One service's part of "Download my data": plain JSON, by kind of record. */
export type ExportSection = Record<string, unknown>;

const exportRequest = (p: unknown): ExportRequest => {
  const f = fieldsOf(p);
  const text = (v: unknown, field: string) => {
    if (v === null || v === undefined) return null;
    if (typeof v !== 'string' || v.length > 254) throw new ShopError(400, `${field} is not valid`);
    return v;
  };
  return {
    caller: callerOf(f.caller),
    email: text(f.email, 'email'),
    phone: text(f.phone, 'phone'),
  };
};

const exportCall = <S extends PersonalDataService>(service: S) =>
  defineRpc<ExportRequest, ExportSection>(`${service}.privacy.export`, exportRequest);

/** Each service's part of the export (`<service>.privacy.export`), asked by the gateway. */
export const PrivacyExportCalls = {
  cart: exportCall('cart'),
  checkout: exportCall('checkout'),
  orders: exportCall('orders'),
  notifications: exportCall('notifications'),
  fulfilment: exportCall('fulfilment'),
} as const;

/** An erasure request as the person and the console see it. */
export interface ErasureRequestView {
  id: string;
  userId: string;
  state: 'requested' | 'completed';
  /** the services that have not finished their part yet */
  pending: string[];
  requestedAt: string;
  /** the latest it will be finished by (`ERASURE_DEADLINE_DAYS` after the request) */
  dueBy: string;
  completedAt: string | null;
}

/** The name an erased person's orders and checkouts carry afterwards. */
export const ERASED_NAME = 'Deleted customer';

/**
 * The shipping address an erased person's orders and checkouts carry afterwards: the state
 * stays (where the sale was made, for the GST register; alone it names nobody), the rest goes.
 */
export const erasedAddress = (state: string | undefined) => ({
  firstName: 'Deleted',
  lastName: 'customer',
  address: '(erased)',
  city: '(erased)',
  postalCode: '000000',
  state: state ?? '',
  country: 'INDIA',
  phone: '0000000000',
});
