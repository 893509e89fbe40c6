import type { Removed } from '../admin-list.js';
import {
  parseItemOfferInput,
  type ItemOfferInput,
  type ItemOfferView,
  type LiveOffer,
} from '../offers.js';
import type { Caller } from '../users.js';
import { defineRpc, must } from './define.js';
import { adminIdRequest, adminOf, adminRequest, entityIdOf, fieldsOf } from './fields.js';

/** Buy-x-get-y offers (issue 32), kept and priced by the checkout service (`checkout.offers.*`). */
export const OfferCalls = {
  /** The offers running now (the storefront's badges and preview). */
  live: defineRpc<Record<string, never>, LiveOffer[]>('checkout.offers.live', () => ({})),
  /** Every offer, newest first (tens at most). */
  adminList: defineRpc<{ caller: Caller }, ItemOfferView[]>('checkout.offers.list', adminRequest),
  adminGet: defineRpc<{ caller: Caller; id: string }, ItemOfferView>(
    'checkout.offers.get',
    adminIdRequest('offer'),
  ),
  /** A new offer on a product (404 when there is no such product). */
  create: defineRpc<{ caller: Caller; offer: ItemOfferInput }, ItemOfferView>(
    'checkout.offers.create',
    (p) => {
      const { caller, offer } = fieldsOf(p);
      return {
        caller: adminOf(caller),
        offer: must(parseItemOfferInput(offer, true)) as ItemOfferInput,
      };
    },
  ),
  /** Changes any of an offer's terms (orders already priced keep what they got). */
  update: defineRpc<
    { caller: Caller; id: string; changes: Partial<ItemOfferInput> },
    ItemOfferView
  >('checkout.offers.update', (p) => {
    const { caller, id, changes } = fieldsOf(p);
    return {
      caller: adminOf(caller),
      id: entityIdOf(id, 'offer'),
      changes: must(parseItemOfferInput(changes, false)),
    };
  }),
  /** Deletes an offer: orders keep the lines it gave them, by name and amount. */
  delete: defineRpc<{ caller: Caller; id: string }, Removed>(
    'checkout.offers.delete',
    adminIdRequest('offer'),
  ),
} as const;
