import { ClaimCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ClaimsService } from './claims.service.js';

/** Claims' calls (`fulfilment.claims.*`). */
@Injectable()
export class ClaimsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly claims: ClaimsService,
  ) {}

  onModuleInit() {
    const { rpc, claims } = this;
    rpc.handle(ClaimCalls.create, ({ caller, orderId, ...input }) =>
      claims.create(caller, orderId, input),
    );
    rpc.handle(ClaimCalls.ofOrder, ({ caller, orderId }) => claims.ofOrder(caller, orderId));
    rpc.handle(ClaimCalls.list, ({ status }) => claims.list(status));
    rpc.handle(ClaimCalls.get, ({ id }) => claims.get(id));
    rpc.handle(ClaimCalls.decide, ({ caller, id, ...d }) => claims.decide(caller, id, d));
    rpc.handle(ClaimCalls.bookReplacement, ({ id }) => claims.bookReplacement(id));
    rpc.handle(ClaimCalls.refundToAccount, ({ caller, id, ...r }) =>
      claims.refundToAccount(caller, id, r),
    );
  }
}
