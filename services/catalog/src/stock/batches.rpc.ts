import { CatalogCalls } from '@arogya/contracts';
import { defineSweep, Jobs, RpcHandlers } from '@arogya/platform';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CATALOG_CONFIG, type CatalogEnv } from '../config.js';
import { BatchesService } from './batches.service.js';

/** Takes batches past their last day on sale off sale, every `BATCH_SWEEP_EVERY_MS`. */
const RETIRE_BATCHES = defineSweep('retire-expiring-batches');

/** `catalog.batches.*` (the console's batches), and the sweep (a repeatable job, one replica). */
@Injectable()
export class BatchesRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly batches: BatchesService,
    private readonly jobs: Jobs,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogEnv,
  ) {}

  onModuleInit() {
    const { rpc, batches } = this;
    rpc.handle(CatalogCalls.batches, ({ productId }) => batches.list(productId));
    rpc.handle(CatalogCalls.receiveBatch, (r) =>
      batches.receive(r.productId, r.variantId, r.batch),
    );
    rpc.handle(CatalogCalls.countBatch, (r) => batches.count(r.productId, r.batchId, r.onHand));
    this.jobs.define(RETIRE_BATCHES, {
      everyMs: this.config.BATCH_SWEEP_EVERY_MS,
      run: () => batches.sweep(),
    });
  }
}
