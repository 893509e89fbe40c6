import { UsersCalls, type UsersRequest as Req } from '@arogya/contracts';
import { Handles } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { TokenService } from '../auth/tokens.js';
import { UsersService } from './users.service.js';

/** The users service over NATS request/reply (`users.auth.*`, `users.admin.*`). */
@Controller()
export class UsersRpcController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @Handles(UsersCalls.register)
  register(fields: Req<'register'>) {
    return this.users.register(fields);
  }

  @Handles(UsersCalls.login)
  login(input: Req<'login'>) {
    return this.users.login(input);
  }

  @Handles(UsersCalls.googleLogin)
  googleLogin({ token }: Req<'googleLogin'>) {
    return this.users.googleLogin(token);
  }

  @Handles(UsersCalls.jwks)
  jwks() {
    return this.tokens.jwks();
  }

  @Handles(UsersCalls.authState)
  authState({ id }: Req<'authState'>) {
    return this.users.authState(id);
  }

  @Handles(UsersCalls.list)
  list() {
    return this.users.list();
  }

  @Handles(UsersCalls.page)
  page(params: Req<'page'>) {
    return this.users.adminList(params);
  }

  @Handles(UsersCalls.get)
  get({ id }: Req<'get'>) {
    return this.users.adminGet(id);
  }

  @Handles(UsersCalls.create)
  create({ user }: Req<'create'>) {
    return this.users.adminCreate(user);
  }

  @Handles(UsersCalls.update)
  update({ id, changes }: Req<'update'>) {
    return this.users.adminUpdate(id, changes);
  }

  @Handles(UsersCalls.delete)
  remove({ id }: Req<'delete'>) {
    return this.users.adminDelete(id);
  }
}
