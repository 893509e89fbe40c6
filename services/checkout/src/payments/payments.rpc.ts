import { CheckoutCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ReconciliationJob } from './reconciliation.job.js';
import { PaymentOrders } from './payment-order.service.js';
import { PaymentVerification } from './payment-verification.service.js';
import { RazorpayClient } from './razorpay.client.js';
import { Webhooks } from './webhook.service.js';

/**
 * Payments (`checkout.payments.*`, `checkout.checkouts.pay`, `checkout.webhooks.*`). Each call
 * asks Razorpay within one budget (`RAZORPAY_BUDGET_MS`), shorter than the gateway's wait.
 */
@Injectable()
export class PaymentsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly orders: PaymentOrders,
    private readonly verification: PaymentVerification,
    private readonly webhooks: Webhooks,
    private readonly reconciliation: ReconciliationJob,
    private readonly razorpay: RazorpayClient,
  ) {}

  onModuleInit() {
    const { rpc, verification } = this;
    const budgeted = <T>(work: () => Promise<T>) => this.razorpay.withinBudget(work);
    rpc.handle(CheckoutCalls.paymentOrder, (r) =>
      budgeted(() => this.orders.create(r.caller, r.id, r.claimedAmountPaise)),
    );
    rpc.handle(CheckoutCalls.verify, async ({ caller, ...proof }) => {
      const answer = await budgeted(() => verification.verify(caller, proof));
      // left pending: asked about again soon, without waiting for the next reconciliation run
      if (!answer.success) await this.reconciliation.soon(answer.checkoutId);
      return answer;
    });
    rpc.handle(CheckoutCalls.markPaid, (r) =>
      budgeted(() => verification.markPaid(r.caller, r.id, r.proof)),
    );
    rpc.handle(CheckoutCalls.webhook, (r) =>
      budgeted(() => this.webhooks.receive(r.rawBody, r.signature, r.eventId)),
    );
  }
}
