import { CartRpc, parseCartLine, type CartOwner } from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CartsService } from './carts.service.js';

interface CartCall {
  /** Settled by the gateway from the token or the guest id, never from the shopper's body. */
  owner: CartOwner;
  line?: unknown;
}

const call = (payload: unknown): CartCall => {
  const p = (typeof payload === 'object' && payload !== null ? payload : {}) as Partial<CartCall>;
  if (typeof p.owner !== 'object' || p.owner === null) throw badRequest('owner is required');
  return p as CartCall;
};

function line(payload: unknown, mode: 'add' | 'set' | 'remove') {
  const parsed = parseCartLine(call(payload).line, mode);
  if (!parsed.ok) throw badRequest(parsed.message);
  return parsed.value;
}

/** The cart service's NATS request/reply interface (`cart.*`). */
@Controller()
export class CartsRpcController {
  constructor(private readonly carts: CartsService) {}

  @MessagePattern(CartRpc.get)
  get(@Payload() payload: unknown) {
    return this.carts.get(call(payload).owner);
  }

  @MessagePattern(CartRpc.add)
  add(@Payload() payload: unknown) {
    return this.carts.add(call(payload).owner, line(payload, 'add'));
  }

  @MessagePattern(CartRpc.set)
  set(@Payload() payload: unknown) {
    return this.carts.set(call(payload).owner, line(payload, 'set'));
  }

  @MessagePattern(CartRpc.remove)
  remove(@Payload() payload: unknown) {
    return this.carts.remove(call(payload).owner, line(payload, 'remove'));
  }

  /** `{ userId, guestId }` → the user's cart after the merge. */
  @MessagePattern(CartRpc.merge)
  merge(@Payload() payload: unknown) {
    const p = (payload ?? {}) as { userId?: unknown; guestId?: unknown };
    if (typeof p.userId !== 'string') throw badRequest('userId is required');
    if (typeof p.guestId !== 'string' || !p.guestId) throw badRequest('guestId is required');
    return this.carts.merge(p.userId, p.guestId);
  }
}
