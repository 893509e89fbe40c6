import {
  must,
  parseLogin,
  parseUserFields,
  UsersCalls,
  type AuthResponse,
  type LoginInput,
  type UserFields,
} from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/**
 * Sign-up and sign-in (SPEC §7 "Users"). Each answers `{ user: { _id, name, email, role },
 * token }`; failures carry `errors[].message` or `msg` as SPEC §8 reads them.
 */
@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('register')
  @HttpCode(201)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Create a customer account: { name, email, password }' })
  register(
    @Body(Parsed((b) => must(parseUserFields(b ?? {}, 'register')))) fields: UserFields,
  ): Promise<AuthResponse> {
    return this.rpc.call(UsersCalls.register, fields);
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Sign in: { email, password }' })
  login(@Body(Parsed((b) => must(parseLogin(b)))) input: LoginInput): Promise<AuthResponse> {
    return this.rpc.call(UsersCalls.login, input);
  }

  @Post('google-login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Sign in with a Google ID token: { token }' })
  googleLogin(
    @Body(Parsed(UsersCalls.googleLogin.parse)) request: { token: string },
  ): Promise<AuthResponse> {
    return this.rpc.call(UsersCalls.googleLogin, request);
  }
}
