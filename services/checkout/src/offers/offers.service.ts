import {
  CatalogCalls,
  priceItemOffers,
  type AppliedOffer,
  type ItemOfferInput,
  type ItemOfferView,
  type LiveOffer,
  type OfferLine,
  type Removed,
} from '@arogya/contracts';
import { badRequest, notFound, RpcClient } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OffersRepository } from './offers.repository.js';

const NOT_FOUND = 'Offer not found';

/**
 * Buy-x-get-y offers (issue 32): kept by admins, priced into every checkout (and its preview)
 * from the checkout's own lines by `priceItemOffers`, before the coupon.
 */
@Injectable()
export class ItemOffers {
  constructor(
    private readonly offers: OffersRepository,
    private readonly rpc: RpcClient,
  ) {}

  /** What the offers running now take off `lines` (read in the checkout's transaction `m`). */
  async price(lines: OfferLine[], m?: EntityManager): Promise<AppliedOffer[]> {
    const ids = [...new Set(lines.map((l) => l.productId))];
    return priceItemOffers(lines, await this.offers.runningOn(ids, m));
  }

  live(): Promise<LiveOffer[]> {
    return this.offers.live();
  }

  list(): Promise<ItemOfferView[]> {
    return this.offers.all();
  }

  async get(id: string): Promise<ItemOfferView> {
    const offer = await this.offers.find(id);
    if (!offer) throw notFound(NOT_FOUND);
    return offer;
  }

  async create(input: ItemOfferInput): Promise<ItemOfferView> {
    const id = randomUUID();
    await this.offers.insert(id, {
      ...input,
      productName: await this.productName(input.productId),
    });
    return this.get(id);
  }

  async update(id: string, changes: Partial<ItemOfferInput>): Promise<ItemOfferView> {
    const now = await this.get(id);
    const [startsAt, endsAt] = [
      changes.startsAt === undefined ? now.startsAt : changes.startsAt,
      changes.endsAt === undefined ? now.endsAt : changes.endsAt,
    ];
    if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
      throw badRequest('endsAt must be after startsAt');
    const productName =
      changes.productId && changes.productId !== now.productId
        ? await this.productName(changes.productId)
        : undefined;
    if (!(await this.offers.update(id, { ...changes, ...(productName ? { productName } : {}) })))
      throw notFound(NOT_FOUND);
    return this.get(id);
  }

  async delete(id: string): Promise<Removed> {
    if (!(await this.offers.delete(id))) throw notFound(NOT_FOUND);
    return { _id: id, message: 'Offer deleted' };
  }

  /** The product's name (a 404 from the catalog says there is no such product). */
  private async productName(productId: string): Promise<string> {
    return (await this.rpc.call(CatalogCalls.get, { id: productId, drafts: true })).name;
  }
}
