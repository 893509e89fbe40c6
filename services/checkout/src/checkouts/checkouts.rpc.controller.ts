import { CheckoutRpc } from '@arogya/contracts';
import { callerCall } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CheckoutsService } from './checkouts.service.js';

/** The checkout service's NATS request/reply interface (`checkout.*`). */
@Controller()
export class CheckoutsRpcController {
  constructor(private readonly checkouts: CheckoutsService) {}

  @MessagePattern(CheckoutRpc.create)
  create(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.create(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.get)
  get(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.get(c.caller, c.id);
  }

  @MessagePattern(CheckoutRpc.paymentOrder)
  paymentOrder(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.paymentOrder(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.verify)
  verify(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.verify(c.caller, c.body);
  }

  @MessagePattern(CheckoutRpc.markPaid)
  markPaid(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.markPaid(c.caller, c.id, c.body);
  }

  @MessagePattern(CheckoutRpc.finalize)
  finalize(@Payload() p: unknown) {
    const c = callerCall(p);
    return this.checkouts.finalize(c.caller, c.id);
  }

  /** `{ rawBody (base64), signature, eventId }` from the gateway's webhook route. */
  @MessagePattern(CheckoutRpc.webhook)
  webhook(@Payload() p: unknown) {
    return this.checkouts.webhook(p);
  }
}
