import {
  ADMIN_SORTS,
  NotificationCalls,
  PreferenceCalls,
  staffSettings,
  type AdminListParams,
  type MessageView,
  type ShopLanguage,
  type StaffSettings,
  type TemplateInfo,
  type TemplatePreview,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { contentRange, NEWEST, page, simpleRestQuery } from './simple-rest.js';

type Identified<T> = T & { id: string };

/**
 * The console's Messages page (issue 28): every message the shop sent, per order and per
 * customer, with its state and history; sending one again; the templates with a preview; who on
 * the team hears what.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin')
export class AdminMessagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('messages')
  @ApiOperation({
    summary:
      'Messages, newest first; a simple-rest page (filter { orderId, userId, channel, state, template, q })',
  })
  async list(
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.messages))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Identified<MessageView>[]> {
    const p = params ?? NEWEST;
    return page(
      reply,
      'messages',
      await this.rpc.call(NotificationCalls.page, { caller, ...p }),
      p,
    );
  }

  @Get('messages/:id')
  @ApiOperation({ summary: 'One message with its history' })
  get(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<MessageView> {
    return this.rpc.call(NotificationCalls.get, { caller, id });
  }

  @Post('messages/:id/resend')
  @HttpCode(201)
  @ApiOperation({ summary: 'Sends the message again, as a new message (answered)' })
  resend(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<MessageView> {
    return this.rpc.call(NotificationCalls.resend, { caller, id });
  }

  @Get('message-templates')
  @ApiOperation({ summary: 'Every message template (id = its name)' })
  async templates(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Identified<TemplateInfo>[]> {
    const all = await this.rpc.call(NotificationCalls.templates, { caller });
    contentRange(reply, 'message-templates', 0, all.length, all.length);
    return all.map((t) => ({ ...t, id: t.name }));
  }

  @Get('message-templates/:name')
  @ApiOperation({
    summary:
      "A template rendered with its sample data: subject, HTML, text, WhatsApp (?language=en|hi: a shopper's message in Hindi)",
  })
  async preview(
    @Param('name') name: string,
    @CurrentCaller() caller: Caller,
    @Query('language') language?: string,
  ): Promise<Identified<TemplatePreview>> {
    const asked = language === undefined ? {} : { language: language as ShopLanguage };
    const preview = await this.rpc.call(NotificationCalls.preview, { caller, name, ...asked });
    return { ...preview, id: name };
  }

  @Get('notification-settings')
  @ApiOperation({ summary: 'Who on the team hears what, and the low-stock threshold' })
  settings(@CurrentCaller() caller: Caller): Promise<StaffSettings> {
    return this.rpc.call(PreferenceCalls.settings, { caller });
  }

  @Put('notification-settings')
  @ApiOperation({ summary: 'Sets who on the team hears what (all fields)' })
  updateSettings(
    @Body(Parsed(staffSettings)) settings: StaffSettings,
    @CurrentCaller() caller: Caller,
  ): Promise<StaffSettings> {
    return this.rpc.call(PreferenceCalls.updateSettings, { caller, settings });
  }
}
