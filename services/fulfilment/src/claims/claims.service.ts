import {
  CatalogCalls,
  CLAIM_MESSAGES,
  ClaimApprovedV1,
  ShopError,
  withinClaimWindow,
  type Caller,
  type CashRefundInput,
  type ClaimDecision,
  type ClaimInput,
  type ClaimStatus,
  type ClaimView,
} from '@arogya/contracts';
import {
  appendToOutbox,
  badRequest,
  conflict,
  LOGGER,
  notFound,
  RpcClient,
  type Logger,
} from '@arogya/platform';
import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { OrdersToShipRepository } from '../intake/orders-to-ship.repository.js';
import { ShipmentsService } from '../shipments/shipments.service.js';
import { lineKey } from '../shipments/shippable.js';
import { createClaim, decideClaim } from './claim.transitions.js';
import {
  claimView,
  ClaimsRepository,
  type ClaimLineRow,
  type ClaimRow,
} from './claims.repository.js';

const NO_CLAIM = 'No such claim';

/**
 * Claims (issue 33): delivered units reported damaged, defective or wrong within
 * `CLAIM_WINDOW_HOURS` of their parcel's delivery, each unit once; decided by staff. A
 * replacement holds its units in the catalog before it is approved (no stock: refused, say so),
 * then is booked as a parcel of its own; a refund is approved here and made good by orders (its
 * credit note) and checkout (the money), by `claim-approved`.
 */
@Injectable()
export class ClaimsService {
  constructor(
    private readonly claims: ClaimsRepository,
    private readonly orders: OrdersToShipRepository,
    private readonly shipments: ShipmentsService,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /** A shopper's claim on their order (any order for an admin): 404 not theirs, 409 as it says. */
  create(caller: Caller, orderId: string, input: ClaimInput): Promise<ClaimView> {
    return this.claims.transaction(async (m) => {
      // the order locked: two claims of the same units are served one after the other
      const order = await this.orders.find(m, orderId);
      if (!order || (order.userId !== caller.userId && caller.role !== 'admin'))
        throw notFound('Order not found');
      const parcels = await this.claims.delivered(m, orderId);
      const earlier = (await this.claims.ofOrder(orderId, m)).filter((c) => c.status !== 'refused');
      const now = Date.now();
      const lines: ClaimLineRow[] = input.lines.map(({ line, quantity }) => {
        const l = order.lines[line];
        if (!l) throw badRequest(CLAIM_MESSAGES.badLine);
        const unitsIn = (ps: typeof parcels) =>
          ps
            .flatMap((p) => p.lines)
            .filter((x) => lineKey(x) === lineKey(l))
            .reduce((n, x) => n + x.quantity, 0);
        const delivered = unitsIn(parcels);
        if (delivered === 0) throw conflict(CLAIM_MESSAGES.notDelivered);
        const recent = unitsIn(parcels.filter((p) => withinClaimWindow(p.deliveredAt, now)));
        if (recent === 0) throw conflict(CLAIM_MESSAGES.tooLate);
        const claimed = earlier
          .flatMap((c) => c.lines)
          .filter((x) => x.line === line)
          .reduce((n, x) => n + x.quantity, 0);
        const left = Math.max(0, Math.min(recent, delivered - claimed));
        if (quantity > left) throw conflict(CLAIM_MESSAGES.tooMany(l.name, left));
        const { productId, variantId, size, color, name } = l;
        return { line, productId, variantId, size, color, name, quantity };
      });
      const id = randomUUID();
      const a = order.shipTo;
      const customerName = `${a.firstName} ${a.lastName}`.trim();
      await createClaim(m, { id, orderId, userId: order.userId, customerName, lines }, input);
      this.log.info({ claimId: id, orderId }, 'Claim made');
      return claimView((await this.claims.get(id, m))!);
    });
  }

  /** The claims of the caller's order (any for an admin), newest first. */
  async ofOrder(caller: Caller, orderId: string): Promise<ClaimView[]> {
    const owner = await this.orders.ownerOf(orderId);
    if (owner === null || (owner !== caller.userId && caller.role !== 'admin'))
      throw notFound('Order not found');
    return (await this.claims.ofOrder(orderId)).map(claimView);
  }

  async list(status?: ClaimStatus): Promise<ClaimView[]> {
    return (await this.claims.list(status)).map(claimView);
  }

  async get(id: string): Promise<ClaimView> {
    return claimView(await this.found(id));
  }

  /**
   * Staff's decision, once. A replacement's units are held first (409 naming the product when
   * the stock cannot cover them), given back if the decision does not commit (decided by
   * someone else meanwhile), and its parcel booked once approved: a courier out of reach leaves
   * it approved, booked again with `bookReplacement`.
   */
  async decide(caller: Caller, id: string, d: ClaimDecision): Promise<ClaimView> {
    const claim = await this.found(id);
    if (claim.status !== 'submitted') throw conflict(CLAIM_MESSAGES.decided);
    if (d.decision === 'replacement') await this.hold(claim);
    try {
      await this.claims.transaction(async (m) => {
        const locked = await this.claims.get(id, m);
        if (locked?.status !== 'submitted') throw conflict(CLAIM_MESSAGES.decided);
        if (d.decision === 'refuse') {
          await decideClaim(m, id, caller.userId, { status: 'refused', refusal: d.reason });
          return;
        }
        await decideClaim(m, id, caller.userId, { status: 'approved', remedy: d.decision });
        await this.announce(m, locked, d.decision);
      });
    } catch (err) {
      if (d.decision === 'replacement') await this.letGo(id);
      throw err;
    }
    this.log.info({ claimId: id, decision: d.decision }, 'Claim decided');
    if (d.decision === 'replacement') return this.bookOrSay(id);
    return this.get(id);
  }

  /** Books an approved replacement's parcel (again): 409 when the claim is no such thing. */
  async bookReplacement(id: string): Promise<ClaimView> {
    const claim = await this.found(id);
    if (claim.status !== 'approved' || claim.remedy !== 'replacement')
      throw conflict('Only an approved replacement is booked');
    await this.shipments.bookReplacement({ id, orderId: claim.orderId, lines: shipped(claim) });
    return this.get(id);
  }

  /** A cash order's claim refund sent to the shopper's account by staff: recorded once. */
  async refundToAccount(caller: Caller, id: string, r: CashRefundInput): Promise<ClaimView> {
    await this.claims.transaction(async (m) => {
      const claim = await this.claims.get(id, m);
      if (!claim) throw notFound(NO_CLAIM);
      if (claim.refundState !== 'to-account') throw conflict(CLAIM_MESSAGES.notToAccount);
      await this.claims.refundMoved(m, id, 'processed', `${r.method}:${r.reference}`);
      this.log.info({ claimId: id, by: caller.userId }, 'Claim refunded to the account');
    });
    return this.get(id);
  }

  private async found(id: string): Promise<ClaimRow> {
    const claim = await this.claims.get(id);
    if (!claim) throw notFound(NO_CLAIM);
    return claim;
  }

  /** `claim-approved`: orders credits a refund's units, the catalog sells a replacement's. */
  private announce(m: EntityManager, c: ClaimRow, remedy: 'replacement' | 'refund') {
    return appendToOutbox(m, ClaimApprovedV1, {
      claimId: c.id,
      orderId: c.orderId,
      userId: c.userId,
      remedy,
      lines: c.lines.map(({ name: _, ...l }) => l),
    });
  }

  /** Holds a replacement's units in the catalog (keyed by the claim: asking again holds once). */
  private async hold(c: ClaimRow): Promise<void> {
    try {
      await this.rpc.call(CatalogCalls.reserve, {
        checkoutId: c.id,
        items: c.lines.map(({ productId, size, color, quantity }) => ({
          productId,
          size,
          color,
          quantity,
        })),
      });
    } catch (err) {
      if (err instanceof ShopError && err.status === 409)
        throw conflict(CLAIM_MESSAGES.noStock(c.lines.map((l) => l.name).join(', ')));
      throw err;
    }
  }

  /** Gives a replacement's hold back, unless the claim was approved as one after all. */
  private async letGo(id: string): Promise<void> {
    const now = await this.claims.get(id);
    if (now?.status === 'approved' && now.remedy === 'replacement') return;
    await this.rpc.call(CatalogCalls.release, { checkoutId: id }).catch((err: unknown) => {
      this.log.error({ err, claimId: id }, 'A replacement’s hold was not given back');
    });
  }

  /** Books the replacement; a courier out of reach (or none) is said in the log, not thrown. */
  private async bookOrSay(id: string): Promise<ClaimView> {
    const claim = await this.found(id);
    try {
      await this.shipments.bookReplacement({ id, orderId: claim.orderId, lines: shipped(claim) });
    } catch (err) {
      if (!(err instanceof ShopError) || err.status < 409) throw err;
      this.log.warn({ err, claimId: id }, 'Replacement approved, not booked yet');
    }
    return this.get(id);
  }
}

/** A claim's units as a shipment carries them. */
const shipped = (c: ClaimRow) =>
  c.lines.map(({ productId, size, color, quantity }) => ({ productId, size, color, quantity }));
