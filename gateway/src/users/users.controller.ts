import {
  isRecord,
  must,
  PreferenceCalls,
  parseLogin,
  parseUserFields,
  UsersCalls,
  type AuthResponse,
  type LoginInput,
  type UserFields,
} from '@arogya/contracts';
import { LOGGER, RpcClient, ShopError, type Logger } from '@arogya/platform';
import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RateLimit } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

/** A sign-up body: SPEC's fields, and `marketing` (true or false) which is not SPEC's. */
function signUpOf(body: unknown) {
  const { marketing, ...rest } = isRecord(body) ? body : { marketing: undefined };
  if (marketing !== undefined && typeof marketing !== 'boolean')
    throw new ShopError(400, 'marketing must be true or false', {
      errors: [{ field: 'marketing', message: 'marketing must be true or false' }],
    });
  return {
    fields: must(parseUserFields(isRecord(body) ? rest : (body ?? {}), 'register')),
    marketing: marketing === true,
  };
}

/**
 * Sign-up and sign-in (SPEC §7 "Users"). Each answers `{ user: { _id, name, email, role },
 * token }`; failures carry `errors[].message` or `msg` as SPEC §8 reads them.
 */
@ApiTags('users')
@Controller('api/users')
export class UsersController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Post('register')
  @HttpCode(201)
  @RateLimit('auth')
  @ApiOperation({
    summary:
      'Create a customer account: { name, email, password, marketing? } (marketing: opt-in to offers by e-mail, off unless true)',
  })
  async register(
    @Body(Parsed(signUpOf)) { fields, marketing }: { fields: UserFields; marketing: boolean },
  ): Promise<AuthResponse> {
    const answer = await this.rpc.call(UsersCalls.register, fields);
    if (marketing) {
      // the choice and its consent record belong to the notifications service; a failure here
      // loses an opt-in, never the account (the person can opt in from their profile)
      const { _id, name, role } = answer.user;
      await this.rpc
        .call(PreferenceCalls.update, {
          caller: { userId: _id, name, role },
          changes: { marketingEmail: true },
        })
        .catch((err: unknown) =>
          this.log.warn({ err }, 'Marketing opt-in at sign-up not recorded'),
        );
    }
    return answer;
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
