import {
  codeOf,
  emailOf,
  linkTokenOf,
  nameOf,
  newPasswordOf,
  phoneOf,
  savedAddressOf,
  secretOf,
  UsersCalls,
  type Removed,
  type SavedAddress,
  type ShippingAddress,
  type Accepted,
  type AuthResponse,
  type OtpSent,
  type Profile,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Caller } from '../auth/authenticator.js';
import { CodeSends, CurrentCaller, RateLimit, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/**
 * Getting back into an account, and the person's own account (issue 29; not in SPEC). Codes
 * and links are limited per client here and per address or number in the users service.
 */
@ApiTags('users')
@Controller('api/users')
export class AccountController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('forgot-password')
  @HttpCode(202)
  @RateLimit('recovery')
  @ApiOperation({ summary: 'Send a reset link: { email }; the same 202 whether or not it exists' })
  forgot(@Body(Parsed((b) => ({ email: emailOf(b) }))) body: { email: string }): Promise<Accepted> {
    return this.rpc.call(UsersCalls.forgotPassword, body);
  }

  @Post('reset-password')
  @HttpCode(200)
  @RateLimit('recovery')
  @ApiOperation({ summary: 'Set a new password from a reset link: { token, password }' })
  reset(
    @Body(Parsed((b) => ({ token: linkTokenOf(b), password: newPasswordOf(b) })))
    body: {
      token: string;
      password: string;
    },
  ): Promise<AuthResponse> {
    return this.rpc.call(UsersCalls.resetPassword, body);
  }

  @Post('verify-email')
  @HttpCode(200)
  @RateLimit('recovery')
  @ApiOperation({ summary: 'Verify an e-mail address from its link: { token }' })
  verifyEmail(@Body(Parsed((b) => ({ token: linkTokenOf(b) }))) body: { token: string }) {
    return this.rpc.call(UsersCalls.verifyEmail, body);
  }

  @Post('otp')
  @HttpCode(202)
  @CodeSends()
  @ApiOperation({ summary: 'Send a 6-digit sign-in code to an Indian mobile: { phone }' })
  requestOtp(
    @Body(Parsed((b) => ({ phone: phoneOf(b) }))) body: { phone: string },
  ): Promise<OtpSent> {
    return this.rpc.call(UsersCalls.requestOtp, body);
  }

  @Post('otp/verify')
  @HttpCode(200)
  @RateLimit('otp-verify')
  @ApiOperation({ summary: 'Sign in (or sign up) with the code: { phone, code, name? }' })
  verifyOtp(
    @Body(Parsed((b) => ({ phone: phoneOf(b), code: codeOf(b), name: nameOf(b, false) })))
    body: {
      phone: string;
      code: string;
      name?: string;
    },
  ) {
    return this.rpc.call(UsersCalls.verifyOtp, body);
  }

  @Get('me')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'My account: verification, phone, how I sign in' })
  me(@CurrentCaller() caller: Caller): Promise<Profile> {
    return this.rpc.call(UsersCalls.me, { caller });
  }

  @Patch('me')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change my name: { name }' })
  rename(
    @Body(Parsed((b) => nameOf(b)!)) name: string,
    @CurrentCaller() caller: Caller,
  ): Promise<Profile> {
    return this.rpc.call(UsersCalls.updateMe, { caller, name });
  }

  @Put('me/password')
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('recovery', 1, { perCustomer: true })
  @ApiOperation({
    summary: 'Change my password: { currentPassword, newPassword }; other sessions end',
  })
  changePassword(
    @Body(
      Parsed((b) => ({
        currentPassword: secretOf(b, 'currentPassword', 'Current password'),
        newPassword: newPasswordOf(b, 'newPassword', 'New password'),
      })),
    )
    body: { currentPassword: string; newPassword: string },
    @CurrentCaller() caller: Caller,
  ): Promise<AuthResponse> {
    return this.rpc.call(UsersCalls.changePassword, { caller, ...body });
  }

  @Get('me/addresses')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'My address book, the default first' })
  addresses(@CurrentCaller() caller: Caller): Promise<SavedAddress[]> {
    return this.rpc.call(UsersCalls.addresses, { caller });
  }

  @Post('me/addresses')
  @HttpCode(201)
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Add an address: the shipping address fields and isDefault (checkout’s rules)',
  })
  addAddress(
    @Body(Parsed(savedAddressOf)) entry: { address: ShippingAddress; isDefault: boolean },
    @CurrentCaller() caller: Caller,
  ): Promise<SavedAddress> {
    return this.rpc.call(UsersCalls.addAddress, { caller, ...entry });
  }

  @Put('me/addresses/:id')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change an address of my book (every field; isDefault)' })
  updateAddress(
    @Param('id') id: string,
    @Body(Parsed(savedAddressOf)) entry: { address: ShippingAddress; isDefault: boolean },
    @CurrentCaller() caller: Caller,
  ): Promise<SavedAddress> {
    return this.rpc.call(UsersCalls.updateAddress, { caller, id, ...entry });
  }

  @Delete('me/addresses/:id')
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete an address of my book' })
  removeAddress(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<Removed> {
    return this.rpc.call(UsersCalls.removeAddress, { caller, id });
  }

  @Post('me/verification')
  @HttpCode(202)
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('recovery', 1, { perCustomer: true })
  @ApiOperation({ summary: 'Send me a new link to verify my e-mail address' })
  resendVerification(@CurrentCaller() caller: Caller): Promise<Accepted> {
    return this.rpc.call(UsersCalls.resendVerification, { caller });
  }

  @Post('me/phone')
  @HttpCode(202)
  @SignedIn()
  @ApiBearerAuth()
  @CodeSends()
  @ApiOperation({ summary: 'Add a phone: sends it a code; { phone }' })
  addPhone(
    @Body(Parsed((b) => phoneOf(b))) phone: string,
    @CurrentCaller() caller: Caller,
  ): Promise<OtpSent> {
    return this.rpc.call(UsersCalls.addPhone, { caller, phone });
  }

  @Post('me/phone/verify')
  @HttpCode(200)
  @SignedIn()
  @ApiBearerAuth()
  @RateLimit('otp-verify', 1, { perCustomer: true })
  @ApiOperation({ summary: 'Confirm the phone with its code: { code }' })
  verifyPhone(
    @Body(Parsed((b) => codeOf(b))) code: string,
    @CurrentCaller() caller: Caller,
  ): Promise<Profile> {
    return this.rpc.call(UsersCalls.verifyPhone, { caller, code });
  }
}
