import type { RpcDefinition } from '@arogya/contracts';
import { MessagePattern } from '@nestjs/microservices';
import type { RawJson } from './raw-json.js';

/** Key of the call definition among a handler's pattern extras (read by `NatsRpcServer`). */
export const RPC_DEFINITION = 'arogya:rpc-definition';

/** What a handler of `Res` may answer: the value, or the JSON text of it, now or later. */
export type RpcReply<Res> = Res | RawJson<Res> | Promise<Res | RawJson<Res>>;

/**
 * Makes a controller method the handler of call `def`. The payload is parsed by the
 * definition before the method runs (a bad one answers 400 and never reaches it), and the
 * method's parameter and answer must match the definition's types, so that changing either
 * breaks the build here as well as at every caller.
 */
export function Handles<Req, Res>(def: RpcDefinition<Req, Res>) {
  return <M extends (request: Req) => RpcReply<Res>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    MessagePattern(def.subject, { [RPC_DEFINITION]: def })(target, key, descriptor);
  };
}
