import {
  ADMIN_SORTS,
  CatalogCalls,
  CheckoutCalls,
  InvoiceCalls,
  must,
  OrdersCalls,
  parseOrderStatus,
  type AdminListParams,
  type AdminSummary,
  type OrderHistoryEntry,
  type OrderStatus,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { sendPdf } from '../orders/pdf-reply.js';
import { pageOrWhole, simpleRestQuery, withId } from './simple-rest.js';

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
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.orders))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return pageOrWhole(
      reply,
      'orders',
      params,
      (p) => this.rpc.call(OrdersCalls.page, { caller, ...p }),
      () => this.rpc.call(OrdersCalls.adminList, { caller }),
    );
  }

  @Get('orders/:id')
  @ApiOperation({ summary: 'One order, with the statuses it may move to' })
  async one(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(OrdersCalls.adminGet, { caller, id }));
  }

  @Put('orders/:id')
  @ApiOperation({
    summary: 'Change the status: { status } (Processing → Shipped → Delivered; → Cancelled)',
  })
  async update(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseOrderStatus(b)))) status: OrderStatus,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(OrdersCalls.adminUpdate, { caller, id, status }));
  }

  @Delete('orders/:id')
  @ApiOperation({ summary: 'Delete a cancelled order' })
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(OrdersCalls.adminDelete, { caller, id }));
  }

  @Get('orders/:id/history')
  @ApiOperation({ summary: 'Every status change of an order' })
  history(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<OrderHistoryEntry[]> {
    return this.rpc.call(OrdersCalls.history, { caller, id });
  }

  @Get('orders/:id/invoice.pdf')
  @ApiOperation({ summary: 'An order’s GST invoice as a PDF download; 404 when none' })
  async invoicePdf(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    sendPdf(reply, await this.rpc.call(InvoiceCalls.adminPdf, { caller, id, kind: 'invoice' }));
  }

  @Get('orders/:id/credit-note.pdf')
  @ApiOperation({ summary: 'An order’s credit note as a PDF download; 404 when none' })
  async creditNotePdf(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    const kind = 'credit-note';
    sendPdf(reply, await this.rpc.call(InvoiceCalls.adminPdf, { caller, id, kind }));
  }

  /** Composed here from the services that own the figures (ARCHITECTURE §7). */
  @Get('summary')
  @ApiOperation({
    summary:
      'Revenue (paid, not cancelled), order and product counts, recent orders, revenue per day and orders per status; cash on delivery (issue 32): its share, the cash to collect, returns to origin by zone',
  })
  async summary(@CurrentCaller() caller: Caller): Promise<AdminSummary> {
    const [orders, products, cod, rtoByZone] = await Promise.all([
      this.rpc.call(OrdersCalls.summary, { caller }),
      this.rpc.call(CatalogCalls.count, { caller }),
      this.rpc.call(OrdersCalls.codFigures, { caller }),
      this.rpc.call(CheckoutCalls.codOutcomes, { caller }),
    ]);
    return {
      ...orders,
      totalProducts: products.count,
      totalVariants: products.variants,
      variantsOutOfStock: products.variantsOutOfStock,
      cod: { ...cod, rtoByZone },
    };
  }
}
