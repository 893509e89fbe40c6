import { CatalogCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { StockService } from './stock.service.js';

/** `catalog.stock.*`: a checkout's stock is held, or given back when it could not be stored. */
@Injectable()
export class StockRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly stock: StockService,
  ) {}

  onModuleInit() {
    this.rpc.handle(CatalogCalls.reserve, (r) =>
      this.stock.reserve(r.checkoutId, r.items, r.maxSubtotalPaise),
    );
    this.rpc.handle(CatalogCalls.release, (r) => this.stock.releaseNow(r.checkoutId));
  }
}
