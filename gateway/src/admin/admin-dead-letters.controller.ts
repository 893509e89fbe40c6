import {
  ADMIN_SORTS,
  ShopError,
  must,
  parseDeadLetterId,
  parseDiscardReason,
  parseReplayBody,
  parseSequenceFilter,
  UsersCalls,
  type AdminListParams,
  type Page,
} from '@arogya/contracts';
import {
  DeadLetters,
  LOGGER,
  RpcClient,
  type DeadLetterActor,
  type Logger,
} from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { NEWEST, page, simpleRestQuery, withId } from './simple-rest.js';

const sequence = Parsed((v) => must(parseDeadLetterId(v)));

/**
 * The dead letters of `SHOP_DLQ` and their audit trail (issue 16): list, read, replay and
 * discard, for admins. The work is JetStream's (`DeadLetters` of @arogya/platform), not a
 * service's: no service owns the dead letters of every other.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminDeadLettersController {
  constructor(
    private readonly letters: DeadLetters,
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Get('dead-letters')
  @ApiOperation({ summary: 'Dead letters, newest first; or a simple-rest page (ids: sequences)' })
  async list(
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.deadLetters))) params: AdminListParams | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.pageOf(reply, 'dead-letters', params, {
      page: (p) => this.letters.list(p),
      many: (ids) => this.letters.many(ids),
    });
  }

  @Get('dead-letters/:id')
  @ApiOperation({ summary: 'One dead letter with its payload (404 once replayed or discarded)' })
  async one(@Param('id', sequence) id: number) {
    return withId(await this.reach(() => this.letters.get(id)));
  }

  @Post('dead-letters/:id/replay')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Republish to the original subject (the event keeps its id, so inboxes dedupe), then remove; answers the audit record',
  })
  async replay(
    @Param('id', sequence) id: number,
    @Body(Parsed((b) => must(parseReplayBody(b)))) _body: null,
    @CurrentCaller() caller: Caller,
  ) {
    const by = await this.actor(caller);
    return withId(await this.reach(() => this.letters.replay(id, by)));
  }

  @Post('dead-letters/:id/discard')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove for { reason } (1–500 characters); answers the audit record' })
  async discard(
    @Param('id', sequence) id: number,
    @Body(Parsed((b) => must(parseDiscardReason(b)))) reason: string,
    @CurrentCaller() caller: Caller,
  ) {
    const by = await this.actor(caller);
    return withId(await this.reach(() => this.letters.discard(id, by, reason)));
  }

  @Get('dead-letter-audit')
  @ApiOperation({ summary: 'Who replayed or discarded which dead letter, when and why' })
  async audit(
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.deadLetterAudit))) params: AdminListParams | null,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return this.pageOf(reply, 'dead-letter-audit', params, {
      page: (p) => this.letters.audit.page(p),
      many: (ids) => this.letters.audit.many(ids),
    });
  }

  @Get('dead-letter-audit/:id')
  @ApiOperation({ summary: 'One audit record' })
  async auditOne(@Param('id', sequence) id: number) {
    const [entry] = await this.reach(() => this.letters.audit.many([id]));
    if (!entry) throw new ShopError(404, `No audit record ${id}`);
    return withId(entry);
  }

  /**
   * A simple-rest page of dead letters or of their audit (the newest on a plain GET), or, for
   * react-admin's `filter={"id":[…]}`, the records of those sequences.
   */
  private async pageOf<T extends { _id: string }>(
    reply: FastifyReply,
    resource: string,
    params: AdminListParams | null,
    source: {
      page: (params: AdminListParams) => Promise<Page<T>>;
      many: (ids: number[]) => Promise<T[]>;
    },
  ) {
    const p = params ?? NEWEST;
    const ids = must(parseSequenceFilter(p.filter));
    const result = await this.reach(async () => {
      if (!ids) return source.page(p);
      const items = await source.many(ids);
      return { items, total: items.length };
    });
    return page(reply, resource, result, p);
  }

  /** The admin as the audit names them; the e-mail only when the users service answers. */
  private async actor(caller: Caller): Promise<DeadLetterActor> {
    const user = await this.rpc
      .call(UsersCalls.get, { caller, id: caller.userId })
      .catch(() => null);
    return { userId: caller.userId, name: caller.name, email: user?.email ?? null };
  }

  /** Refusals pass as they are; JetStream failing answers 503 instead of a bare 500. */
  private async reach<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof ShopError) throw err;
      this.log.warn({ err }, 'Dead letters could not be reached');
      throw new ShopError(503, 'The dead letters cannot be reached right now; try again');
    }
  }
}
