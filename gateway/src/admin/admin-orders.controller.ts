import { OrdersRpc, type AdminSummary, type OrderView } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { requireId } from '../http/ids.js';

/** The admin's orders and dashboard figures (SPEC §2 "Admin orders", "Admin dashboard"). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminOrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('orders')
  @ApiOperation({ summary: 'Every order, newest first' })
  list(@CurrentCaller() caller: Caller) {
    return this.rpc.request<OrderView[]>(OrdersRpc.adminList, { caller });
  }

  @Put('orders/:id')
  @ApiOperation({
    summary: 'Change the status: { status } (Processing → Shipped → Delivered; → Cancelled)',
  })
  update(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller) {
    return this.rpc.request<OrderView>(OrdersRpc.adminUpdate, {
      caller,
      id: requireId(id, 'order'),
      body: body ?? {},
    });
  }

  @Delete('orders/:id')
  @ApiOperation({ summary: 'Delete a cancelled order' })
  remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return this.rpc.request(OrdersRpc.adminDelete, { caller, id: requireId(id, 'order') });
  }

  @Get('orders/:id/history')
  @ApiOperation({ summary: 'Every status change of an order' })
  history(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return this.rpc.request(OrdersRpc.history, { caller, id: requireId(id, 'order') });
  }

  @Get('summary')
  @ApiOperation({
    summary: 'Revenue (paid, not cancelled), order and product counts, recent orders',
  })
  summary(@CurrentCaller() caller: Caller) {
    return this.rpc.request<AdminSummary>(OrdersRpc.summary, { caller });
  }
}
