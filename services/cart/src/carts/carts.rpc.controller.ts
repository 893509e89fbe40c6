import { CartCalls, type CartRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { CartsService } from './carts.service.js';

/** The cart service over NATS request/reply (`cart.*`). */
@Controller()
export class CartsRpcController {
  constructor(private readonly carts: CartsService) {}

  @Handles(CartCalls.get)
  get({ owner }: Req<'get'>) {
    return this.carts.get(owner);
  }

  @Handles(CartCalls.add)
  add({ owner, ...line }: Req<'add'>) {
    return this.carts.add(owner, line);
  }

  @Handles(CartCalls.set)
  set({ owner, ...line }: Req<'set'>) {
    return this.carts.set(owner, line);
  }

  @Handles(CartCalls.remove)
  remove({ owner, ...key }: Req<'remove'>) {
    return this.carts.remove(owner, key);
  }

  @Handles(CartCalls.merge)
  merge({ caller, guestId }: Req<'merge'>) {
    return this.carts.merge(caller.userId, guestId);
  }
}
