import {
  ADMIN_SORTS,
  isRecord,
  must,
  parseUserFields,
  UsersCalls,
  type AdminListParams,
  type PublicUser,
  type UserFields,
} from '@arogya/contracts';
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
import type { Caller } from '../auth/authenticator.js';
import { AdminOnly, CurrentCaller } from '../auth/guards.js';
import { Parsed } from '../http/parsed.js';
import { pageOrWhole, simpleRestQuery, withId } from './simple-rest.js';

/** SPEC §7 answers "a user field"; react-admin reads the record itself: both, with `id`. */
const userRecord = ({ user }: { user: PublicUser }) => ({ ...withId(user), user });

/** What react-admin sends back with a record but the server owns: not a change. */
const SERVER_OWNED = ['id', '_id', 'createdAt', 'user', 'emailVerified', 'phone', 'signInMethods'];

const changesOf = (body: unknown) => {
  const changes = isRecord(body) ? { ...body } : body;
  if (isRecord(changes)) for (const key of SERVER_OWNED) delete changes[key];
  return must(parseUserFields(changes ?? {}, 'admin-update'));
};

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
    @Query(Parsed(simpleRestQuery(ADMIN_SORTS.users))) params: AdminListParams | null,
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return pageOrWhole(
      reply,
      'users',
      params,
      (p) => this.rpc.call(UsersCalls.page, { caller, ...p }),
      () => this.rpc.call(UsersCalls.list, { caller }),
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user' })
  async one(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(UsersCalls.get, { caller, id }));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary: 'Add a user: { name, email, password, role } (role defaults to customer)',
  })
  async create(
    @Body(Parsed((b) => must(parseUserFields(b ?? {}, 'admin-create')))) user: UserFields,
    @CurrentCaller() caller: Caller,
  ) {
    return userRecord(await this.rpc.call(UsersCalls.create, { caller, user }));
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change name, email or role (a role alone is enough)' })
  async update(
    @Param('id') id: string,
    @Body(Parsed(changesOf)) changes: UserFields,
    @CurrentCaller() caller: Caller,
  ) {
    return userRecord(await this.rpc.call(UsersCalls.update, { caller, id, changes }));
  }

  @Post(':id/password-reset')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Send the user a link to reset their password (an admin never sees or sets one)',
  })
  sendReset(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return this.rpc.call(UsersCalls.sendReset, { caller, id });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a user (the last admin cannot be deleted)' })
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller) {
    return withId(await this.rpc.call(UsersCalls.delete, { caller, id }));
  }
}
