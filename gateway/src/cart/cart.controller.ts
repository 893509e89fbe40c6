import {
  CartCalls,
  isRecord,
  must,
  parseCartLine,
  type Cart,
  type CartLineInput,
  type CartOwner,
  type Parsed as Validated,
} from '@arogya/contracts';
import { RpcClient, ShopError } from '@arogya/platform';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticator, SIGN_IN, type Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const OWN_CART_ONLY = 'You can only use your own cart';

/** Whose cart a request names: a `userId` (checked against the token) or a `guestId`. */
interface Claimed {
  userId?: string;
  guestId?: string;
}

/** The fields of a body or query; anything else names nothing. */
const record = (value: unknown) => (isRecord(value) ? value : {});

const claimedOf = (value: unknown): Claimed => {
  const c = record(value);
  return { userId: text(c.userId), guestId: text(c.guestId) };
};

/** A cart body: whose cart it names, and the line (checked after the owner, as before). */
const cartBody = (mode: 'add' | 'set' | 'remove') => (body: unknown) => ({
  claimed: claimedOf(body),
  line: parseCartLine(body ?? {}, mode),
});
type CartBody = { claimed: Claimed; line: Validated<CartLineInput> };

/**
 * The cart calls of SPEC §7. Whose cart it is comes from the bearer token for a signed-in
 * user (a `userId` that is not the caller's is refused) and from the guest id otherwise;
 * the body's `userId` alone proves nothing.
 */
@ApiTags('cart')
@Controller('api/cart')
export class CartController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly auth: Authenticator,
  ) {}

  private async owner(req: FastifyRequest, claimed: Claimed): Promise<CartOwner> {
    const caller = await this.auth.authenticate(req.headers.authorization);
    if (caller) {
      if (claimed.userId !== undefined && claimed.userId !== caller.userId)
        throw new ShopError(403, OWN_CART_ONLY);
      return { userId: caller.userId };
    }
    if (claimed.userId !== undefined) throw new ShopError(401, SIGN_IN);
    if (!claimed.guestId) throw new ShopError(400, 'guestId is required for a guest cart');
    return { guestId: claimed.guestId };
  }

  @Get()
  @ApiOperation({ summary: 'The cart: ?guestId= for a guest, or a bearer token (and ?userId=)' })
  async get(@Query(Parsed(claimedOf)) claimed: Claimed, @Req() req: FastifyRequest): Promise<Cart> {
    return this.rpc.call(CartCalls.get, { owner: await this.owner(req, claimed) });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Add units: { productId, quantity, size, color, guestId | userId }' })
  async add(
    @Body(Parsed(cartBody('add'))) body: CartBody,
    @Req() req: FastifyRequest,
  ): Promise<Cart> {
    const owner = await this.owner(req, body.claimed);
    return this.rpc.call(CartCalls.add, { owner, ...must(body.line) });
  }

  @Put()
  @ApiOperation({ summary: 'Set a line’s quantity (0 removes it)' })
  async set(
    @Body(Parsed(cartBody('set'))) body: CartBody,
    @Req() req: FastifyRequest,
  ): Promise<Cart> {
    const owner = await this.owner(req, body.claimed);
    return this.rpc.call(CartCalls.set, { owner, ...must(body.line) });
  }

  @Delete()
  @ApiOperation({ summary: 'Remove a line: { productId, size, color, guestId | userId }' })
  async remove(
    @Body(Parsed(cartBody('remove'))) body: CartBody,
    @Req() req: FastifyRequest,
  ): Promise<Cart> {
    const owner = await this.owner(req, body.claimed);
    const { productId, size, color } = must(body.line);
    return this.rpc.call(CartCalls.remove, { owner, productId, size, color });
  }

  @Post('merge')
  @HttpCode(200)
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Move the guest cart into the signed-in user’s: { guestId, user }' })
  async merge(
    @Body(Parsed(record)) body: Record<string, unknown>,
    @CurrentCaller() caller: Caller,
  ): Promise<Cart> {
    const claimedUser = record(body.user)._id;
    if (claimedUser !== undefined && claimedUser !== caller.userId)
      throw new ShopError(403, OWN_CART_ONLY);
    const guestId = text(body.guestId);
    if (!guestId) throw new ShopError(400, 'guestId is required');
    return this.rpc.call(CartCalls.merge, { caller, guestId });
  }
}
