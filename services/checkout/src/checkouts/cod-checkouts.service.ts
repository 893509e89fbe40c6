import { COD_ONLY, NOT_COD, type Caller, type CheckoutView } from '@arogya/contracts';
import { badRequest, conflict } from '@arogya/platform';
import { Injectable } from '@nestjs/common';
import { CheckoutRepository } from './checkout.repository.js';
import { CheckoutMoves } from './checkout.transitions.js';
import { toCheckoutView } from './checkout.view.js';
import { EXPIRED } from './checkouts.service.js';

/**
 * Checkouts paid in cash on delivery (issue 32): `POST /api/checkout/:id/place` places one
 * without payment, while its stock is still held; `cod-placed` then makes its order, which
 * awaits the shopper's confirmation. Placing it again answers it as it is.
 */
@Injectable()
export class CodCheckouts {
  constructor(
    private readonly checkouts: CheckoutRepository,
    private readonly moves: CheckoutMoves,
  ) {}

  async place(caller: Caller, id: string): Promise<CheckoutView> {
    return this.checkouts.transaction(async (m) => {
      const c = await this.checkouts.owned(caller, id, m, true);
      if (c.paymentMethod !== 'COD') throw badRequest(NOT_COD);
      if (c.status === 'placed' || c.status === 'finalized') return toCheckoutView(c);
      if (c.status === 'expired' || c.expiresAt.getTime() <= Date.now()) throw conflict(EXPIRED);
      if (c.status !== 'created') throw conflict(COD_ONLY);
      return toCheckoutView(await this.moves.move(m, c, { to: 'placed', actor: 'shopper' }));
    });
  }
}
