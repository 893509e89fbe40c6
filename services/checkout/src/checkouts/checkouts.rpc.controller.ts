import { CheckoutRpc } from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CheckoutsService, type Caller } from './checkouts.service.js';

interface Call {
  /** Set by the gateway from the verified token; never from the shopper's body. */
  caller: Caller;
  id?: unknown;
  body?: unknown;
}

function call(payload: unknown): Call {
  const p = (payload ?? {}) as Partial<Call>;
  if (typeof p.caller?.userId !== 'string') throw badRequest('caller is required');
  return p as Call;
}

/** The checkout service's NATS request/reply interface (`checkout.*`). */
@Controller()
export class CheckoutsRpcController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @MessagePattern(CheckoutRpc.create)
  create(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.create(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.get)
  get(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.get(c.caller, c.id);
  }

  @MessagePattern(CheckoutRpc.paymentOrder)
  paymentOrder(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.paymentOrder(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.verify)
  verify(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.verify(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.markPaid)
  markPaid(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.markPaid(c.caller, c.id, c.body);
  }

  @MessagePattern(CheckoutRpc.finalize)
  finalize(@Payload() p: unknown) {
    const c = call(p);
    return this.checkouts.finalize(c.caller, c.id);
  }

  /** `{ rawBody (base64), signature, eventId }` from the gateway's webhook route. */
  @MessagePattern(CheckoutRpc.webhook)
  webhook(@Payload() p: unknown) {
    return this.checkouts.webhook(p);
  }
}
