import { UsersRpc, type AuthResponse } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../auth/rate-limit.guard.js';

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
  register(@Body() body: unknown) {
    return this.rpc.request<AuthResponse>(UsersRpc.register, body ?? {});
  }

  @Post('login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Sign in: { email, password }' })
  login(@Body() body: unknown) {
    return this.rpc.request<AuthResponse>(UsersRpc.login, body ?? {});
  }

  @Post('google-login')
  @HttpCode(200)
  @RateLimit('auth')
  @ApiOperation({ summary: 'Sign in with a Google ID token: { token }' })
  googleLogin(@Body() body: unknown) {
    return this.rpc.request<AuthResponse>(UsersRpc.googleLogin, body ?? {});
  }
}
