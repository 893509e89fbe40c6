import {
  isDeliveryZoneId,
  must,
  parseDeliveryZoneChanges,
  parseFeeSettingsChanges,
  type FeeSettings,
  parseHolidayInput,
  parseNonServiceablePinInput,
  ServiceabilityCalls,
  type DeliveryZoneChanges,
  type HolidayInput,
  type NonServiceablePinInput,
} from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed, type QueryString } from '../http/parsed.js';
import { pageOf, withId } from './simple-rest.js';

/**
 * The delivery promise's admin data in react-admin's simple-rest dialect (issue 19): delivery
 * zones (list, get, update), PIN codes the shop does not deliver to (list, create, delete) and
 * holidays (list, create, delete). The checkout service owns them and checks the role again.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminServiceabilityController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('delivery-zones')
  @ApiOperation({ summary: 'The delivery zones, in the order they are tried' })
  async zones(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const zones = () => this.rpc.call(ServiceabilityCalls.zones, { caller });
    return pageOf(reply, 'delivery-zones', zones, query, [
      'name',
      'processingDays',
      'transitDays',
      'shippingFee',
      'enabled',
      '_id',
    ]);
  }

  @Get('delivery-zones/:id')
  @ApiOperation({ summary: 'One delivery zone' })
  async zone(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    const zones = await this.rpc.call(ServiceabilityCalls.zones, { caller });
    const zone = zones.find((z) => z._id === id);
    if (!zone) throw new ShopError(404, 'Delivery zone not found');
    return withId(zone);
  }

  @Put('delivery-zones/:id')
  @ApiOperation({
    summary: 'Change a zone’s processing and transit days (0–30), shipping fee, or enable it',
  })
  async updateZone(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseDeliveryZoneChanges(b ?? {})))) changes: DeliveryZoneChanges,
    @CurrentCaller() caller: Caller,
  ) {
    if (!isDeliveryZoneId(id)) throw new ShopError(404, 'Delivery zone not found');
    const zone = await this.rpc.call(ServiceabilityCalls.updateZone, { caller, id, changes });
    return withId(zone);
  }

  @Get('fee-settings/:id')
  @ApiOperation({ summary: 'The shop’s fees and offers (issue 32; the one record is `shop`)' })
  async fees(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    if (id !== 'shop') throw new ShopError(404, 'Fee settings not found');
    return this.rpc.call(ServiceabilityCalls.fees, { caller });
  }

  @Put('fee-settings/:id')
  @ApiOperation({
    summary:
      'Change the fees and offers: freeShippingOver (null: never free), defaultShippingFee, codFee, prepaidDiscount, prepaidMinOrder (rupees)',
  })
  async updateFees(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseFeeSettingsChanges(b ?? {})))) changes: Partial<FeeSettings>,
    @CurrentCaller() caller: Caller,
  ) {
    if (id !== 'shop') throw new ShopError(404, 'Fee settings not found');
    return this.rpc.call(ServiceabilityCalls.updateFees, { caller, changes });
  }

  @Get('non-serviceable-pins')
  @ApiOperation({ summary: 'PIN codes the shop does not deliver to' })
  async pins(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const pins = () => this.rpc.call(ServiceabilityCalls.nonServiceablePins, { caller });
    return pageOf(reply, 'non-serviceable-pins', pins, query, [
      'pin',
      'city',
      'state',
      'reason',
      'scope',
      'createdAt',
    ]);
  }

  @Post('non-serviceable-pins')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Stop delivering to a PIN code, or cash on delivery only: { pin, reason, scope: 'delivery' | 'cod' }",
  })
  async addPin(
    @Body(Parsed((b) => must(parseNonServiceablePinInput(b ?? {})))) input: NonServiceablePinInput,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(
      await this.rpc.call(ServiceabilityCalls.addNonServiceablePin, { caller, ...input }),
    );
  }

  @Delete('non-serviceable-pins/:pin')
  @ApiOperation({ summary: 'Deliver to a PIN code again' })
  async removePin(@Param('pin') pin: string, @CurrentCaller() caller: Caller) {
    return withId(
      await this.rpc.call(ServiceabilityCalls.removeNonServiceablePin, { caller, pin }),
    );
  }

  @Get('holidays')
  @ApiOperation({ summary: 'Days that are not business days for the delivery promise' })
  async holidays(
    @Query() query: QueryString,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const days = () => this.rpc.call(ServiceabilityCalls.holidays, { caller });
    return pageOf(reply, 'holidays', days, query, ['date', 'name', 'createdAt']);
  }

  @Post('holidays')
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a holiday: { date: YYYY-MM-DD, name }' })
  async addHoliday(
    @Body(Parsed((b) => must(parseHolidayInput(b ?? {})))) input: HolidayInput,
    @CurrentCaller() caller: Caller,
  ) {
    return withId(await this.rpc.call(ServiceabilityCalls.addHoliday, { caller, ...input }));
  }

  @Delete('holidays/:date')
  @ApiOperation({ summary: 'Remove a holiday' })
  async removeHoliday(@Param('date') date: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(ServiceabilityCalls.removeHoliday, { caller, date }));
  }
}
