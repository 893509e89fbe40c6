import { RpcError } from '@arogya/platform';
import {
  applyDecorators,
  createParamDecorator,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Authenticator, SIGN_IN, type Caller } from './authenticator.js';

const REQUIRES_ADMIN = 'arogya:requires-admin';

type AuthedRequest = FastifyRequest & { caller?: Caller };

/** Requires a valid bearer token (401) and, on admin routes, the admin role (403). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly auth: Authenticator,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    const caller = await this.auth.authenticate(req.headers.authorization);
    if (!caller) throw new RpcError(401, SIGN_IN);
    const adminOnly = this.reflector.getAllAndOverride<boolean>(REQUIRES_ADMIN, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (adminOnly && caller.role !== 'admin') throw new RpcError(403, 'Only admins can do this');
    req.caller = caller;
    return true;
  }
}

/** A route any signed-in user may call. */
export const SignedIn = () => applyDecorators(UseGuards(AuthGuard));

/** A route only admins may call (SPEC §6; enforced here, on the server). */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(REQUIRES_ADMIN, true), UseGuards(AuthGuard));

/** The authenticated caller of a `@SignedIn()` or `@AdminOnly()` route. */
export const CurrentCaller = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): Caller =>
    ctx.switchToHttp().getRequest<AuthedRequest>().caller!,
);
