import { ReviewsCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ReviewsService } from './reviews.service.js';

/** `orders.reviews.*`: a product's reviews (anyone), a shopper's, the console's. */
@Injectable()
export class ReviewsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly reviews: ReviewsService,
  ) {}

  onModuleInit() {
    const { rpc, reviews } = this;
    rpc.handle(ReviewsCalls.ofProduct, (q) => reviews.ofProduct(q.productId, q.sort, q.page));
    rpc.handle(ReviewsCalls.write, (r) => reviews.write(r.caller, r.orderId, r.review));
    rpc.handle(ReviewsCalls.mine, ({ caller }) => reviews.mine(caller.userId));
    rpc.handle(ReviewsCalls.adminPage, (page) => reviews.adminPage(page));
    rpc.handle(ReviewsCalls.adminGet, ({ id }) => reviews.adminGet(id));
    rpc.handle(ReviewsCalls.moderate, (r) => reviews.moderate(r.id, r.moderation));
  }
}
