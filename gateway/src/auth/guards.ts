import type { Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, REDIS, RpcError, type Logger } from '@arogya/platform';
import {
  applyDecorators,
  createParamDecorator,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';
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

const BUCKET = 'arogya:rate-limit-bucket';

/**
 * Counts attempts per client address in Redis (fixed window), so that every gateway replica
 * shares the count; past the limit it answers 429 with `Retry-After`.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NAMESPACE) private readonly ns: Namespace,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    private readonly reflector: Reflector,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(BUCKET, ctx.getHandler());
    const req = ctx.switchToHttp().getRequest<FastifyRequest>();
    const windowMs = this.config.AUTH_RATE_LIMIT_WINDOW_MS;
    const key = `${this.ns.redisPrefix()}:rate:${bucket}:${req.ip}`;
    let result: [Error | null, unknown][] | null;
    try {
      result = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
    } catch (err) {
      result = null;
      this.log.warn({ err }, 'Rate limiter cannot reach Redis; letting the request through');
    }
    // fail open: a Redis outage (reported by readiness) must not lock every shopper out
    if (!result || result.some(([err]) => err)) return true;
    const count = Number(result[0]![1]);
    if (count <= this.config.AUTH_RATE_LIMIT_MAX) return true;
    const seconds = Math.max(1, Math.ceil(Number(result[2]![1]) / 1000));
    void ctx.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(seconds));
    throw new RpcError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
  }
}

/** Limits a route per client address; routes sharing `bucket` share the count. */
export const RateLimit = (bucket: string) =>
  applyDecorators(SetMetadata(BUCKET, bucket), UseGuards(RateLimitGuard));
