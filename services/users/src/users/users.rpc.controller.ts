import { ADMIN_SORTS, parseAdminList, UsersRpc } from '@arogya/contracts';
import { badRequest } from '@arogya/platform';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { TokenService } from '../auth/tokens.js';
import { UsersService } from './users.service.js';

const field = (payload: unknown, key: string): unknown =>
  typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[key]
    : undefined;

/** The users service's NATS request/reply interface (`users.auth.*`, `users.admin.*`). */
@Controller()
export class UsersRpcController {
  constructor(
    private readonly users: UsersService,
    private readonly tokens: TokenService,
  ) {}

  @MessagePattern(UsersRpc.register)
  register(@Payload() body: unknown) {
    return this.users.register(body);
  }

  @MessagePattern(UsersRpc.login)
  login(@Payload() body: unknown) {
    return this.users.login(body);
  }

  @MessagePattern(UsersRpc.googleLogin)
  googleLogin(@Payload() body: unknown) {
    return this.users.googleLogin(body);
  }

  @MessagePattern(UsersRpc.jwks)
  jwks() {
    return this.tokens.jwks();
  }

  @MessagePattern(UsersRpc.authState)
  authState(@Payload() payload: unknown) {
    return this.users.authState(field(payload, 'id'));
  }

  /** `{}` → every user; simple-rest `{ sort, range, filter }` → `{ items, total }`. */
  @MessagePattern(UsersRpc.list)
  list(@Payload() query: unknown) {
    const q = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
    if (q.sort === undefined && q.range === undefined && q.filter === undefined)
      return this.users.list();
    const parsed = parseAdminList(q, ADMIN_SORTS.users);
    if (!parsed.ok) throw badRequest(parsed.message);
    return this.users.adminList(parsed.value);
  }

  @MessagePattern(UsersRpc.get)
  get(@Payload() payload: unknown) {
    return this.users.adminGet(field(payload, 'id'));
  }

  @MessagePattern(UsersRpc.create)
  create(@Payload() body: unknown) {
    return this.users.adminCreate(body);
  }

  @MessagePattern(UsersRpc.update)
  update(@Payload() payload: unknown) {
    return this.users.adminUpdate(field(payload, 'id'), field(payload, 'changes'));
  }

  @MessagePattern(UsersRpc.delete)
  remove(@Payload() payload: unknown) {
    return this.users.adminDelete(field(payload, 'id'));
  }
}
