import {
  FulfilmentCalls,
  must,
  parseAdminList,
  parseBookShipment,
  parsePickupIds,
  parseShipmentIds,
  type BookShipmentInput,
  type OrderToShip,
  type PickupView,
  type ShipmentStatus,
  type ShipmentView,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/** What the orders-to-ship page sorts by. */
const TO_SHIP_SORTS = ['placedAt', 'paymentMethod', 'collect', 'promisedBy'] as const;
/** What the shipments page sorts by. */
const SHIPMENT_SORTS = ['createdAt', 'status', 'bookedAt', 'courierName', 'awb'] as const;

/**
 * Shipping (issue 33), kept by the fulfilment service, which checks the role again: the orders
 * waiting to ship, shipments booked with the courier (one order's, all, or by status), their
 * labels as one PDF, and pickups with their manifests. Simple-rest lists, like the console's
 * other resources.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminShipmentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('to-ship')
  @ApiOperation({
    summary:
      'Orders waiting to ship (paid, or cash confirmed), each with what is left to ship; id is the order id',
  })
  toShip(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const load = async () =>
      (await this.rpc.call(FulfilmentCalls.toShip, { caller })).map(
        (o): OrderToShip & { _id: string } => ({ _id: o.orderId, ...o }),
      );
    return pageOf(reply, 'to-ship', load, query, TO_SHIP_SORTS, (o) => [
      o.orderId,
      `${o.shipTo.firstName} ${o.shipTo.lastName}`,
      o.shipTo.city,
      o.shipTo.postalCode,
      o.shipTo.phone,
      ...o.lines.map((l) => l.name),
    ]);
  }

  @Get('shipments')
  @ApiOperation({
    summary:
      'Shipments, newest first; a simple-rest page (filter { status, q: an order number, AWB or courier })',
  })
  shipments(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { filter } = must(parseAdminList(query, [...SHIPMENT_SORTS], ['createdAt', 'DESC']));
    const status = filter.status as ShipmentStatus | undefined;
    const load = () =>
      this.rpc.call(FulfilmentCalls.list, { caller, ...(status ? { status } : {}) });
    return pageOf(reply, 'shipments', load, query, SHIPMENT_SORTS, (s) => [
      s.orderId,
      s.awb,
      s.courierName,
    ]);
  }

  @Post('shipments')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Book a shipment with the courier: { orderId, lines?: [{ productId, size, color, quantity }], courierId? } (all that is left when no lines); its AWB',
  })
  async book(
    @Body(Parsed(parseBookShipment)) input: BookShipmentInput,
    @CurrentCaller() caller: Caller,
  ): Promise<ShipmentView> {
    return withId(await this.rpc.call(FulfilmentCalls.book, { ...input, caller }));
  }

  @Post('shipments/labels')
  @HttpCode(200)
  @ApiOperation({ summary: "One PDF of booked shipments' labels: { ids } → { url, shipments }" })
  labels(@Body(Parsed(parseShipmentIds)) ids: string[], @CurrentCaller() caller: Caller) {
    return this.rpc.call(FulfilmentCalls.labels, { caller, ids });
  }

  @Get('orders/:id/shipments')
  @ApiOperation({ summary: "An order's shipments, oldest first, with their scans" })
  async ofOrder(@Param('id') orderId: string, @CurrentCaller() caller: Caller) {
    return (await this.rpc.call(FulfilmentCalls.shipmentsOf, { caller, orderId })).map(withId);
  }

  @Get('pickups')
  @ApiOperation({ summary: 'Pickups, newest first, with their manifests' })
  pickups(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const load = () => this.rpc.call(FulfilmentCalls.pickups, { caller });
    return pageOf(reply, 'pickups', load, query, ['day', 'createdAt'] as const, (p) => [
      p.day,
      ...p.shipmentIds,
    ]);
  }

  @Post('pickups')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Hand booked shipments to the courier: { ids } (at most 30) → the pickup, its slot and manifest PDF',
  })
  async pickup(
    @Body(Parsed(parsePickupIds)) ids: string[],
    @CurrentCaller() caller: Caller,
  ): Promise<PickupView> {
    return withId(await this.rpc.call(FulfilmentCalls.pickup, { caller, ids }));
  }

  @Post('pickups/:id/manifest')
  @HttpCode(200)
  @ApiOperation({ summary: "Ask the courier again for a pickup's manifest" })
  async manifest(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<PickupView> {
    return withId(await this.rpc.call(FulfilmentCalls.manifest, { caller, id }));
  }
}
