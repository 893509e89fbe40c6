import { OrdersCalls, type OrderView } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';

/** The shopper's orders (SPEC §7): their own only; an admin may read any. */
@ApiTags('orders')
@ApiBearerAuth()
@SignedIn()
@Controller('api/orders')
export class OrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('my-orders')
  @ApiOperation({ summary: 'The caller’s orders, newest first' })
  mine(@CurrentCaller() caller: Caller): Promise<OrderView[]> {
    return this.rpc.call(OrdersCalls.mine, { caller });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One order: the owner’s, or any for an admin; otherwise 404' })
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<OrderView> {
    return this.rpc.call(OrdersCalls.get, { caller, id });
  }
}
