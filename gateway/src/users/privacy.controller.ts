import {
  PERSONAL_DATA_SERVICES,
  PrivacyExportCalls,
  UsersCalls,
  type ErasureRequestView,
  type ExportSection,
  type Profile,
} from '@arogya/contracts';
import { LOGGER, RpcClient, ShopError, type Logger } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller, RateLimit, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

const GATHER_FAILED =
  'Some of your data could not be gathered right now. Please try again in a few minutes.';

/** The customer's rights over their data (DPDP Act 2023; issue 29): see it all, erase it. */
@ApiTags('users')
@Controller('api')
export class PrivacyController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  /**
   * One JSON file with everything the shop holds about the caller, gathered from every service
   * that holds any; all or nothing (a file with a part missing would mislead).
   */
  @Get('users/me/data')
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('privacy', 1, { perCustomer: true })
  @ApiOperation({ summary: 'Download my data: one JSON file from every service' })
  async download(@CurrentCaller() caller: Caller, @Res() reply: FastifyReply) {
    const users = await this.rpc.call(UsersCalls.exportMine, { caller });
    const account = users.account as Profile;
    const ask = { caller, email: account.email || null, phone: account.phone };
    let parts: ExportSection[];
    try {
      parts = await Promise.all(
        PERSONAL_DATA_SERVICES.map((s) => this.rpc.call(PrivacyExportCalls[s], ask)),
      );
    } catch (err) {
      this.log.warn({ err }, 'Data export not gathered');
      throw new ShopError(503, GATHER_FAILED);
    }
    const file = {
      generatedAt: new Date().toISOString(),
      about: 'Everything Arogya holds about you, by the service that holds it.',
      users,
      ...Object.fromEntries(PERSONAL_DATA_SERVICES.map((s, i) => [s, parts[i]])),
    };
    const day = file.generatedAt.slice(0, 10);
    void reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="arogya-my-data-${day}.json"`)
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(file, null, 2));
  }

  @Post('users/me/erasure')
  @HttpCode(202)
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('recovery', 1, { perCustomer: true })
  @ApiOperation({
    summary:
      'Delete my account: { password } (when it has one). Sessions end at once; every service erases its part',
  })
  erase(
    @Body(Parsed((b) => ({ password: passwordOf(b) }))) body: { password?: string },
    @CurrentCaller() caller: Caller,
  ): Promise<ErasureRequestView> {
    return this.rpc.call(UsersCalls.requestErasure, { caller, ...body });
  }

  @Get('admin/data-requests')
  @AdminOnly()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Erasure requests and their state, newest first (filter userId)' })
  requests(
    @CurrentCaller() caller: Caller,
    @Query('userId') userId?: string,
  ): Promise<ErasureRequestView[]> {
    return this.rpc.call(UsersCalls.erasures, { caller, ...(userId && { userId }) });
  }
}

const passwordOf = (b: unknown): string | undefined => {
  const p =
    typeof b === 'object' && b !== null ? (b as Record<string, unknown>).password : undefined;
  if (p === undefined) return undefined;
  if (typeof p !== 'string' || p.length > 1000)
    throw new ShopError(400, 'password must be text', {
      errors: [{ field: 'password', message: 'password must be text' }],
    });
  return p;
};
