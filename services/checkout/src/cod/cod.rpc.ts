import { CheckoutCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CodOutcomes } from './cod-outcomes.js';

/** Cash on delivery's figures for the admin (`checkout.cod.*`). */
@Injectable()
export class CodRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly outcomes: CodOutcomes,
  ) {}

  onModuleInit() {
    this.rpc.handle(CheckoutCalls.codOutcomes, () => this.outcomes.byZone());
  }
}
