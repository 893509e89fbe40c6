import type { Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, REDIS, ShopError, type Logger } from '@arogya/platform';
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
import { LocalWindows, type WindowCount } from './local-windows.js';

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
    if (!caller) throw new ShopError(401, SIGN_IN);
    const adminOnly = this.reflector.getAllAndOverride<boolean>(REQUIRES_ADMIN, [
      ctx.getHandler(),
      ctx.getClass(),
    ]);
    if (adminOnly && caller.role !== 'admin') throw new ShopError(403, 'Only admins can do this');
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
const FACTOR = 'arogya:rate-limit-factor';
const SCOPE = 'arogya:rate-limit-scope';

/** Whom a rate limit counts, and which requests. */
export interface RateScope {
  /** Also per signed-in customer (on `@SignedIn()` routes), whatever address they come from. */
  perCustomer?: boolean;
  /** Counts only the requests this says yes to (e.g. those that carry a coupon code). */
  when?: (req: FastifyRequest) => boolean;
  /** Its own limit instead of `AUTH_RATE_LIMIT_MAX` a window (e.g. codes sent, an hour). */
  limit?: (config: GatewayEnv) => { max: number; windowMs: number };
}

/**
 * Counts attempts per client address (and per customer, when the route says so) in Redis
 * (fixed window), so that every gateway replica shares the count; past the limit — of either
 * count — it answers 429 with `Retry-After`. While Redis is
 * unreachable it counts in this process instead (`LocalWindows`): the limit then holds per
 * replica, and nobody is locked out by the outage.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly local = new LocalWindows();
  private shared = true;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(NAMESPACE) private readonly ns: Namespace,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
    private readonly reflector: Reflector,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.get<string>(BUCKET, ctx.getHandler());
    const scope = this.reflector.get<RateScope | undefined>(SCOPE, ctx.getHandler()) ?? {};
    const req = ctx.switchToHttp().getRequest<AuthedRequest>();
    if (scope.when && !scope.when(req)) return true;
    const own = scope.limit?.(this.config);
    const windowMs = own?.windowMs ?? this.config.AUTH_RATE_LIMIT_WINDOW_MS;
    const keys = [`${this.ns.redisPrefix()}:rate:${bucket}:${req.ip}`];
    if (scope.perCustomer && req.caller)
      keys.push(`${this.ns.redisPrefix()}:rate:${bucket}:user:${req.caller.userId}`);
    const factor = this.reflector.get<number | undefined>(FACTOR, ctx.getHandler()) ?? 1;
    let over: WindowCount | undefined;
    for (const key of keys) {
      const counted = (await this.countShared(key, windowMs)) ?? this.local.hit(key, windowMs);
      if (counted.count > (own?.max ?? this.config.AUTH_RATE_LIMIT_MAX) * factor) over = counted;
    }
    if (!over) return true;
    const seconds = Math.max(1, Math.ceil(over.ttlMs / 1000));
    void ctx.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(seconds));
    throw new ShopError(429, `Too many attempts. Please try again in ${seconds} seconds.`);
  }

  /** The count in Redis, or null when Redis cannot answer now (not waiting for a reconnect). */
  private async countShared(key: string, windowMs: number): Promise<WindowCount | null> {
    let result: [Error | null, unknown][] | null = null;
    let error: unknown;
    if (this.redis.status === 'ready') {
      try {
        result = await this.redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      } catch (err) {
        error = err;
      }
    }
    const ok = result !== null && !result.some(([err]) => err);
    if (ok !== this.shared) {
      this.shared = ok;
      if (ok) this.log.info('Rate limits are counted in Redis again, shared by every replica');
      else this.log.warn({ err: error }, 'Redis unreachable: rate limits counted per process');
    }
    if (!ok) return null;
    return { count: Number(result![0]![1]), ttlMs: Number(result![2]![1]) };
  }
}

/**
 * Limits a route per client address; routes sharing `bucket` share the count. `factor` times
 * `AUTH_RATE_LIMIT_MAX` attempts a window (lookups a page makes as the shopper types, more).
 */
export const RateLimit = (bucket: string, factor = 1, scope: RateScope = {}) =>
  applyDecorators(
    SetMetadata(BUCKET, bucket),
    SetMetadata(FACTOR, factor),
    SetMetadata(SCOPE, scope),
    UseGuards(RateLimitGuard),
  );

/**
 * Sign-in codes a client may have sent (`OTP_SENDS_PER_CLIENT_HOUR` an hour, per address and
 * per signed-in customer): each is an SMS the shop pays for, so sending them by the thousand to
 * numbers not one's own ("OTP bombing") is stopped here as well as per number.
 */
export const CodeSends = () =>
  RateLimit('otp', 1, {
    perCustomer: true,
    limit: (c) => ({ max: c.OTP_SENDS_PER_CLIENT_HOUR, windowMs: 3_600_000 }),
  });

/**
 * Attempts at a coupon code, on every route that takes one (issue 27): per client address and
 * per customer, all such routes together, so that codes cannot be guessed by the thousand from
 * one account or one address. With `field`, only requests whose body carries a code there
 * count (a checkout without a coupon is no attempt); without, every request does (the quote).
 */
export const CouponAttempts = (field?: string) =>
  RateLimit('coupons', 1, {
    perCustomer: true,
    when: (req) => {
      if (field === undefined) return true;
      const body = req.body as Record<string, unknown> | null | undefined;
      const code = typeof body === 'object' && body !== null ? body[field] : undefined;
      return typeof code === 'string' ? code.trim() !== '' : code !== undefined && code !== null;
    },
  });
