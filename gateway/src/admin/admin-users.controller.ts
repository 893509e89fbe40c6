import { UsersRpc, type PublicUser } from '@arogya/contracts';
import { RpcClient } from '@arogya/platform';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards.js';
import { requireId } from '../http/ids.js';

/** The admin's user management (SPEC §2 "Admin users", §7). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('api/admin/users')
export class AdminUsersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Every user (never with passwords)' })
  list() {
    return this.rpc.request<PublicUser[]>(UsersRpc.list, {});
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a user: { name, email, password, role } (role defaults to customer)',
  })
  create(@Body() body: unknown) {
    return this.rpc.request<{ user: PublicUser }>(UsersRpc.create, body ?? {});
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change name, email or role (a role alone is enough)' })
  update(@Param('id') id: string, @Body() body: unknown) {
    return this.rpc.request<{ user: PublicUser }>(UsersRpc.update, {
      id: requireId(id, 'user'),
      changes: body ?? {},
    });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user (the last admin cannot be deleted)' })
  remove(@Param('id') id: string) {
    return this.rpc.request<{ message: string }>(UsersRpc.delete, { id: requireId(id, 'user') });
  }
}
