import {
  fieldsOf,
  FulfilmentCalls,
  InvoiceCalls,
  must,
  OrdersCalls,
  parseCodCode,
  parseShippingAddress,
  type ShippingAddress,
  type ClaimCreditNoteView,
  type InvoiceView,
  type OrderView,
  type TrackingView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { sendPdf } from './pdf-reply.js';

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

  @Get(':id/shipments')
  @ApiOperation({
    summary:
      'The shipments of one of the caller’s orders, as they travel: status, courier, AWB, lines, every scan (issue 33)',
  })
  shipments(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<TrackingView[]> {
    return this.rpc.call(FulfilmentCalls.tracking, { caller, id });
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel your order within 1 hour of ordering, while nothing of it is packed → the order, Cancelled (a paid one refunded in full); 409 too late or being packed (issue 33)',
  })
  cancel(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<OrderView> {
    return this.rpc.call(OrdersCalls.cancelMine, { caller, id });
  }

  @Put(':id/address')
  @ApiOperation({
    summary:
      'Send your order elsewhere within 1 hour of ordering, while nothing of it is packed: { shippingAddress } in the same state and delivery zone → the order; 409 as the message says (issue 33)',
  })
  changeAddress(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseShippingAddress(fieldsOf(b).shippingAddress))))
    address: ShippingAddress,
    @CurrentCaller() caller: Caller,
  ): Promise<OrderView> {
    return this.rpc.call(OrdersCalls.changeAddress, { caller, id, address });
  }

  @Post(':id/cod-confirmation')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirm a cash-on-delivery order with the 6-digit code texted to its phone: { code } → the order, Processing (issue 32)',
  })
  confirmCod(
    @Param('id') id: string,
    @Body(Parsed((b) => ({ code: must(parseCodCode(b ?? {})) }))) body: { code: string },
    @CurrentCaller() caller: Caller,
  ): Promise<OrderView> {
    return this.rpc.call(OrdersCalls.confirmCod, { caller, id, code: body.code });
  }

  @Get(':id/invoice')
  @ApiOperation({ summary: 'The GST invoice of one of the caller’s orders; 404 when none' })
  invoice(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<InvoiceView> {
    return this.rpc.call(InvoiceCalls.get, { caller, id });
  }

  @Get(':id/invoice.pdf')
  @ApiOperation({ summary: 'The GST invoice as a PDF download' })
  async invoicePdf(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    sendPdf(reply, await this.rpc.call(InvoiceCalls.pdf, { caller, id, kind: 'invoice' }));
  }

  @Get(':id/claim-credit-notes')
  @ApiOperation({
    summary:
      'The credit notes of the claims of one of the caller’s orders (issue 33), oldest first',
  })
  claimNotes(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
  ): Promise<ClaimCreditNoteView[]> {
    return this.rpc.call(InvoiceCalls.claimNotes, { caller, id });
  }

  @Get(':id/claim-credit-note.pdf')
  @ApiOperation({ summary: 'One claim’s credit note as a PDF download (?number=AR-CN/…)' })
  async claimNotePdf(
    @Param('id') id: string,
    @Query('number') number: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    sendPdf(reply, await this.rpc.call(InvoiceCalls.claimNotePdf, { caller, id, number }));
  }

  @Get(':id/credit-note.pdf')
  @ApiOperation({ summary: 'The credit note of a cancelled paid order as a PDF download' })
  async creditNotePdf(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Res() reply: FastifyReply,
  ) {
    sendPdf(reply, await this.rpc.call(InvoiceCalls.pdf, { caller, id, kind: 'credit-note' }));
  }
}
