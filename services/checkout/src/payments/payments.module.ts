import { Module } from '@nestjs/common';
import { CheckoutsModule } from '../checkouts/checkouts.module.js';
import { DisputeRepository } from './dispute.repository.js';
import { Disputes } from './disputes.service.js';
import { LatePaymentHandler } from './late-payment.handler.js';
import { MoneyAdminRpc } from './money-admin.rpc.js';
import { OrderCancelledHandler } from './order-cancelled.handler.js';
import { PaymentOrders } from './payment-order.service.js';
import { PaymentVerification } from './payment-verification.service.js';
import { PaymentsRpc } from './payments.rpc.js';
import { RazorpayClient } from './razorpay.client.js';
import { ReconciliationJob } from './reconciliation.job.js';
import { Reconciliation } from './reconciliation.service.js';
import { RefundJob } from './refund.job.js';
import { RefundRepository } from './refund.repository.js';
import { RefundsAdmin } from './refunds-admin.service.js';
import { Refunds } from './refunds.service.js';
import { WebhookLog } from './webhook-log.js';
import { WebhookPurgeJob } from './webhook-purge.job.js';
import { Webhooks } from './webhook.service.js';

/**
 * Money (ARCHITECTURE §7: one owner): everything Razorpay — orders, verification, webhooks,
 * reconciliation, refunds, disputes — the only code with the SDK and the secrets. Imports
 * checkouts (and tells them, through `CheckoutHooks`, whether a checkout was paid).
 */
@Module({
  imports: [CheckoutsModule],
  providers: [
    RazorpayClient,
    PaymentOrders,
    PaymentVerification,
    Reconciliation,
    ReconciliationJob,
    WebhookLog,
    Webhooks,
    WebhookPurgeJob,
    RefundRepository,
    Refunds,
    RefundJob,
    RefundsAdmin,
    DisputeRepository,
    Disputes,
    OrderCancelledHandler,
    LatePaymentHandler,
    PaymentsRpc,
    MoneyAdminRpc,
  ],
})
export class PaymentsModule {}
