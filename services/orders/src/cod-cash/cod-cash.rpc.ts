import { OrdersCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CodCashService } from './cod-cash.service.js';

/** The cash of cash on delivery, for the console (`orders.cod-cash.*`). */
@Injectable()
export class CodCashRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly cash: CodCashService,
  ) {}

  onModuleInit() {
    const { rpc, cash } = this;
    rpc.handle(OrdersCalls.codReconciliation, () => cash.reconciliation());
    rpc.handle(OrdersCalls.codRemittances, () => cash.remittances());
    rpc.handle(OrdersCalls.recordRemittance, ({ caller, ...r }) =>
      cash.recordRemittance(caller, r),
    );
    rpc.handle(OrdersCalls.cashRefund, ({ caller, id, ...r }) => cash.cashRefund(caller, id, r));
  }
}
