import { ClaimCreditedV1, ClaimRefundChangedV1 } from '@arogya/contracts';
import { EventConsumers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ClaimsRepository } from './claims.repository.js';

/**
 * A claim's refund as the others make it (issue 33): the credit note orders issued and what it
 * came to (a card payment's refund then requested; a cash order's sent to the account by staff),
 * and where Razorpay has the refund. Once each, via the inbox.
 */
@Injectable()
export class ClaimsHandlers implements OnModuleInit {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly claims: ClaimsRepository,
  ) {}

  onModuleInit() {
    this.consumers.register({
      consumer: 'fulfilment-claim-credited',
      event: ClaimCreditedV1,
      handle: ({ data: e }, m) =>
        this.claims.credited(m, e.claimId, {
          creditNoteNumber: e.creditNoteNumber,
          amountPaise: e.amountPaise,
          state: e.paymentMethod === 'COD' ? 'to-account' : 'requested',
        }),
    });
    this.consumers.register({
      consumer: 'fulfilment-claim-refund-changed',
      event: ClaimRefundChangedV1,
      handle: ({ data: e }, m) => this.claims.refundMoved(m, e.claimId, e.status),
    });
  }
}
