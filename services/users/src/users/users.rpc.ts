import { UsersCalls } from '@arogya/contracts';
import { RpcHandlers } from '@arogya/platform';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TokenService } from '../auth/tokens.js';
import { UsersService } from './users.service.js';

/** The calls the users service answers: sign-in (`users.auth.*`) and the admin's (`users.admin.*`). */
@Injectable()
export class UsersRpc implements OnModuleInit {
  constructor(
    private readonly rpc: RpcHandlers,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  onModuleInit() {
    const { rpc, users } = this;
    rpc.handle(UsersCalls.register, (fields) => users.register(fields));
    rpc.handle(UsersCalls.login, (credentials) => users.login(credentials));
    rpc.handle(UsersCalls.googleLogin, ({ token }) => users.googleLogin(token));
    rpc.handle(UsersCalls.jwks, () => this.tokens.jwks());
    rpc.handle(UsersCalls.authState, ({ id }) => users.authState(id));
    rpc.handle(UsersCalls.contact, ({ id }) => users.adminGet(id));
    rpc.handle(UsersCalls.list, () => users.list());
    rpc.handle(UsersCalls.page, (page) => users.adminList(page));
    rpc.handle(UsersCalls.get, ({ id }) => users.adminGet(id));
    rpc.handle(UsersCalls.create, ({ user }) => users.adminCreate(user));
    rpc.handle(UsersCalls.update, ({ id, changes }) => users.adminUpdate(id, changes));
    rpc.handle(UsersCalls.delete, ({ id }) => users.adminDelete(id));
  }
}
