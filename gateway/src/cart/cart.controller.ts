import { CartRpc, type Cart, type CartOwner } from '@arogya/contracts';
import { RpcClient, RpcError } from '@arogya/platform';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticator, SIGN_IN, type Caller } from '../auth/authenticator.js';
import { CurrentCaller, SignedIn } from '../auth/guards.js';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const OWN_CART_ONLY = 'You can only use your own cart';

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

  private async owner(req: FastifyRequest, claimed: unknown): Promise<CartOwner> {
    const c = (typeof claimed === 'object' && claimed !== null ? claimed : {}) as Record<
      string,
      unknown
    >;
    const userId = text(c.userId);
    const caller = await this.auth.authenticate(req.headers.authorization);
    if (caller) {
      if (userId !== undefined && userId !== caller.userId) throw new RpcError(403, OWN_CART_ONLY);
      return { userId: caller.userId };
    }
    if (userId !== undefined) throw new RpcError(401, SIGN_IN);
    const guestId = text(c.guestId);
    if (!guestId) throw new RpcError(400, 'guestId is required for a guest cart');
    return { guestId };
  }

  @Get()
  @ApiOperation({ summary: 'The cart: ?guestId= for a guest, or a bearer token (and ?userId=)' })
  async get(@Query() query: Record<string, unknown>, @Req() req: FastifyRequest) {
    return this.rpc.request<Cart>(CartRpc.get, { owner: await this.owner(req, query) });
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Add units: { productId, quantity, size, color, guestId | userId }' })
  async add(@Body() body: unknown, @Req() req: FastifyRequest) {
    return this.rpc.request<Cart>(CartRpc.add, {
      owner: await this.owner(req, body),
      line: body ?? {},
    });
  }

  @Put()
  @ApiOperation({ summary: 'Set a line’s quantity (0 removes it)' })
  async set(@Body() body: unknown, @Req() req: FastifyRequest) {
    return this.rpc.request<Cart>(CartRpc.set, {
      owner: await this.owner(req, body),
      line: body ?? {},
    });
  }

  @Delete()
  @ApiOperation({ summary: 'Remove a line: { productId, size, color, guestId | userId }' })
  async remove(@Body() body: unknown, @Req() req: FastifyRequest) {
    return this.rpc.request<Cart>(CartRpc.remove, {
      owner: await this.owner(req, body),
      line: body ?? {},
    });
  }

  @Post('merge')
  @HttpCode(200)
  @SignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Move the guest cart into the signed-in user’s: { guestId, user }' })
  async merge(@Body() body: unknown, @CurrentCaller() caller: Caller) {
    const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
    const claimedUser = (b.user as { _id?: unknown } | undefined)?._id;
    if (claimedUser !== undefined && claimedUser !== caller.userId)
      throw new RpcError(403, OWN_CART_ONLY);
    const guestId = text(b.guestId);
    if (!guestId) throw new RpcError(400, 'guestId is required');
    return this.rpc.request<Cart>(CartRpc.merge, { userId: caller.userId, guestId });
  }
}
