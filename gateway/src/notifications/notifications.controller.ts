import {
  contactInput,
  PreferenceCalls,
  preferencesChange,
  type ContactInput,
  type PreferencesInput,
  type ContactInfo,
  type ContactReceipt,
  type Preferences,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth/authenticator.js';
import { CurrentCaller, RateLimit, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/** Contact messages one address may send a window: this many times `AUTH_RATE_LIMIT_MAX`. */
const CONTACT_RATE_FACTOR = 0.5;

/**
 * What shoppers decide about messages (signed in, or through the signed link of an e-mail), the
 * contact form.
 */
@ApiTags('notifications')
@Controller('api')
export class NotificationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('notifications/preferences')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "The signed-in shopper's choices: WhatsApp updates, marketing e-mail, the messages' language ('en' | 'hi')",
  })
  mine(@CurrentCaller() caller: Caller): Promise<Preferences> {
    return this.rpc.call(PreferenceCalls.mine, { caller });
  }

  @Put('notifications/preferences')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      "Changes them: { whatsappOptIn, whatsappPhone, marketingEmail, language: 'en' | 'hi' } (400 for another language)",
  })
  update(
    @Body(Parsed(preferencesChange)) changes: PreferencesInput,
    @CurrentCaller() caller: Caller,
  ): Promise<Preferences> {
    return this.rpc.call(PreferenceCalls.update, { caller, changes });
  }

  @Get('notifications/preferences/:token')
  @ApiOperation({
    summary: 'The choices of the person a message link is for (no sign-in), language included',
  })
  byToken(@Param('token') token: string): Promise<Preferences> {
    return this.rpc.call(PreferenceCalls.byToken, { token });
  }

  @Put('notifications/preferences/:token')
  @ApiOperation({
    summary: 'Changes them through the link (no sign-in): the same fields, language included',
  })
  updateByToken(
    @Param('token') token: string,
    @Body(Parsed(preferencesChange)) changes: PreferencesInput,
  ): Promise<Preferences> {
    return this.rpc.call(PreferenceCalls.updateByToken, { token, changes });
  }

  @Post('notifications/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'One-click unsubscribe from marketing e-mail (RFC 8058: ?t=<token>, as the link has it)',
  })
  unsubscribe(@Query('t') token: string | undefined) {
    return this.rpc.call(PreferenceCalls.unsubscribe, { token: token ?? '' });
  }

  @Get('contact')
  @ApiOperation({ summary: 'Where to write, and the grievance officer' })
  contactInfo(): Promise<ContactInfo> {
    return this.rpc.call(PreferenceCalls.contactInfo, {});
  }

  @Post('contact')
  @HttpCode(202)
  @RateLimit('contact', CONTACT_RATE_FACTOR)
  @ApiOperation({
    summary:
      'The contact form: { name, email, subject, message, website (left empty), elapsedMs }; answers its reference',
  })
  contact(
    @Body(Parsed(contactInput)) input: ContactInput,
    @Req() req: FastifyRequest,
  ): Promise<ContactReceipt> {
    return this.rpc.call(PreferenceCalls.contact, { input, ip: req.ip });
  }
}
