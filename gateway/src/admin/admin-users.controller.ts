import { UsersRpc, type Page, type PublicUser } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { requireId } from '../http/ids.js';
import { isSimpleRest, page, withId } from './simple-rest.js';

/** SPEC §7 answers "a user field"; react-admin reads the record itself: both, with `id`. */
const userRecord = ({ user }: { user: PublicUser }) => ({ ...withId(user), user });

/** The admin's user management (SPEC §2 "Admin users", §7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Every user (never with passwords); or a simple-rest page' })
  async list(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    if (isSimpleRest(query)) {
      return page(
        reply,
        'users',
        await this.rpc.request<Page<PublicUser>>(UsersRpc.list, query),
        query,
      );
    }
    return (await this.rpc.request<PublicUser[]>(UsersRpc.list, {})).map(withId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  async one(@Param('id') id: string) {
    return withId(await this.rpc.request<PublicUser>(UsersRpc.get, { id: requireId(id, 'user') }));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a user: { name, email, password, role } (role defaults to customer)',
  })
  async create(@Body() body: unknown) {
    return userRecord(await this.rpc.request<{ user: PublicUser }>(UsersRpc.create, body ?? {}));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change name, email or role (a role alone is enough)' })
  async update(@Param('id') id: string, @Body() body: unknown) {
    const changes = { ...((body ?? {}) as Record<string, unknown>) };
    // react-admin sends the whole record back; what the server owns is not a change
    for (const key of ['id', '_id', 'createdAt', 'user']) delete changes[key];
    return userRecord(
      await this.rpc.request<{ user: PublicUser }>(UsersRpc.update, {
        id: requireId(id, 'user'),
        changes,
      }),
    );
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user (the last admin cannot be deleted)' })
  async remove(@Param('id') id: string) {
    return withId(
      await this.rpc.request<{ _id: string; message: string }>(UsersRpc.delete, {
        id: requireId(id, 'user'),
      }),
    );
  }
}
