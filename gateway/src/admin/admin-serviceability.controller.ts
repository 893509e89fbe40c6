import {
  isDeliveryZoneId,
  must,
  parseAdminList,
  parseDeliveryZoneChanges,
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
import { contentRange, withId } from './simple-rest.js';

/**
 * One simple-rest page of a short list the service answers whole (zones, stopped PINs,
 * holidays: tens of rows; `load` asks for it once the query has passed): sorted by a field of
 * its records and cut to the range asked.
 */
async function pageOf<T extends { _id: string }>(
  reply: FastifyReply,
  resource: string,
  load: () => Promise<T[]>,
  query: QueryString,
  sorts: readonly (keyof T & string)[],
) {
  // `id` sorts by `createdAt` in the simple-rest reading; records without it (zones) keep the
  // service's order (for zones, the order the promise tries them)
  const params = must(parseAdminList(query, [...sorts, 'createdAt'], ['createdAt', 'ASC']));
  const items = await load();
  const sort = (sorts as string[]).includes(params.sort) ? params.sort : null;
  const key = (r: T) => (r as Record<string, unknown>)[sort!];
  const sorted =
    sort === null
      ? items
      : [...items].sort((a, b) => {
          const [x, y] = [key(a), key(b)];
          const c =
            typeof x === 'number' && typeof y === 'number'
              ? x - y
              : String(x).localeCompare(String(y));
          return params.order === 'ASC' ? c : -c;
        });
  const slice = sorted.slice(params.offset, params.offset + params.limit);
  contentRange(reply, resource, params.offset, slice.length, items.length);
  return slice.map(withId);
}

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
  @ApiOperation({ summary: 'Change a zone’s processing and transit days (0–30) or enable it' })
  async updateZone(
    @Param('id') id: string,
    @Body(Parsed((b) => must(parseDeliveryZoneChanges(b ?? {})))) changes: DeliveryZoneChanges,
    @CurrentCaller() caller: Caller,
  ) {
    if (!isDeliveryZoneId(id)) throw new ShopError(404, 'Delivery zone not found');
    const zone = await this.rpc.call(ServiceabilityCalls.updateZone, { caller, id, changes });
    return withId(zone);
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
      'createdAt',
    ]);
  }

  @Post('non-serviceable-pins')
  @HttpCode(201)
  @ApiOperation({ summary: 'Stop delivering to a PIN code: { pin, reason }' })
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
