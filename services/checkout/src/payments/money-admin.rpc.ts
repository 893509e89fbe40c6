import { MoneyAdminCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Disputes } from './disputes.service.js';
import { RefundsAdmin } from './refunds-admin.service.js';

/** Refunds and disputes for admins (`checkout.refunds.*`, `checkout.disputes.*`). */
@Injectable()
export class MoneyAdminRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly refunds: RefundsAdmin,
    private readonly disputes: Disputes,
  ) {}

  onModuleInit() {
    const { rpc, refunds, disputes } = this;
    rpc.handle(MoneyAdminCalls.refunds, ({ caller: _, ...params }) => refunds.page(params));
    rpc.handle(MoneyAdminCalls.refund, ({ id }) => refunds.get(id));
    rpc.handle(MoneyAdminCalls.retryRefund, ({ caller, id }) => refunds.retry(caller, id));
    rpc.handle(MoneyAdminCalls.refundedOutside, ({ caller, id, reference }) =>
      refunds.refundedOutside(caller, id, reference),
    );
    rpc.handle(MoneyAdminCalls.disputes, ({ caller: _, ...params }) => disputes.page(params));
    rpc.handle(MoneyAdminCalls.disputeCount, () => disputes.count());
  }
}
