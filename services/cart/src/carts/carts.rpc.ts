import { CartCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CartsService } from './carts.service.js';

/** The calls the cart service answers (`cart.*`): each answers the owner's cart afterwards. */
@Injectable()
export class CartsRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly carts: CartsService,
  ) {}

  onModuleInit() {
    const { rpc, carts } = this;
    rpc.handle(CartCalls.get, ({ owner }) => carts.get(owner));
    rpc.handle(CartCalls.add, ({ owner, ...line }) => carts.add(owner, line));
    rpc.handle(CartCalls.set, ({ owner, ...line }) => carts.set(owner, line));
    rpc.handle(CartCalls.remove, ({ owner, ...line }) => carts.remove(owner, line));
    rpc.handle(CartCalls.merge, ({ caller, guestId }) => carts.merge(caller.userId, guestId));
  }
}
