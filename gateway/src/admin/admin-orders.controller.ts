import { OrdersRpc, type AdminSummary, type OrderView, type Page } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { requireId } from '../http/ids.js';
import { isSimpleRest, page, withId } from './simple-rest.js';

/** The admin's orders and dashboard figures (SPEC §2 "Admin orders", "Admin dashboard"). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminOrdersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('orders')
  @ApiOperation({ summary: 'Every order, newest first; or a simple-rest page' })
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (isSimpleRest(query)) {
      return page(
        reply,
        'orders',
        await this.rpc.request<Page<OrderView>>(OrdersRpc.adminList, { caller, query }),
        query,
      );
    }
    return (await this.rpc.request<OrderView[]>(OrdersRpc.adminList, { caller })).map(withId);
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One order, with the statuses it may move to' })
  async one(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(
      await this.rpc.request<OrderView>(OrdersRpc.adminGet, { caller, id: requireId(id, 'order') }),
    );
  }

  @Put('orders/:id')
  @ApiOperation({
    summary: 'Change the status: { status } (Processing → Shipped → Delivered; → Cancelled)',
  })
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentCaller() caller: Caller) {
    return withId(
      await this.rpc.request<OrderView>(OrdersRpc.adminUpdate, {
        caller,
        id: requireId(id, 'order'),
        body: body ?? {},
      }),
    );
  }

  @Delete('orders/:id')
  @ApiOperation({ summary: 'Delete a cancelled order' })
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(
      await this.rpc.request<{ _id: string; message: string }>(OrdersRpc.adminDelete, {
        caller,
        id: requireId(id, 'order'),
      }),
    );
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
