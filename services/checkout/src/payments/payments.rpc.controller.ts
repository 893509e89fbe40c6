import { CheckoutCalls, type CheckoutRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { PaymentOrders } from './payment-order.service.js';
import { PaymentVerification } from './payment-verification.service.js';
import { Webhooks } from './webhook.service.js';

/** Payments over NATS request/reply (`checkout.payments.*`, `checkout.webhooks.*`, pay). */
@Controller()
export class PaymentsRpcController {
  constructor(
    private readonly orders: PaymentOrders,
    private readonly verification: PaymentVerification,
    private readonly webhooks: Webhooks,
  ) {}

  @Handles(CheckoutCalls.paymentOrder)
  paymentOrder({ caller, id, claimedAmountPaise }: Req<'paymentOrder'>) {
    return this.orders.create(caller, id, claimedAmountPaise);
  }

  @Handles(CheckoutCalls.verify)
  verify({ caller, ...proof }: Req<'verify'>) {
    return this.verification.verify(caller, proof);
  }

  @Handles(CheckoutCalls.markPaid)
  markPaid({ caller, id, proof }: Req<'markPaid'>) {
    return this.verification.markPaid(caller, id, proof);
  }

  @Handles(CheckoutCalls.webhook)
  webhook({ rawBody, signature, eventId }: Req<'webhook'>) {
    return this.webhooks.receive(rawBody, signature, eventId);
  }
}
