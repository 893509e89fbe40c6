import type { RpcDefinition } from '@arogya/contracts';
import { Injectable } from '@nestjs/common';
import type { RawJson } from './raw-json.js';

/** What a handler of `Res` may answer: the value, or the JSON text of it, now or later. */
export type RpcReply<Res> = Res | RawJson<Res> | Promise<Res | RawJson<Res>>;

/** A handler of one call: its parsed request in, its reply out. */
export type RpcHandler<Req, Res> = (request: Req) => RpcReply<Res>;

/** One registered call and its handler. */
export interface RpcRegistration {
  readonly def: RpcDefinition<unknown, unknown>;
  readonly handle: RpcHandler<unknown, unknown>;
}

/**
 * Where a service registers the handler of each call it answers (in `onModuleInit`), as it
 * registers its event handlers with `EventConsumers`; the platform serves them once the
 * application has started. A handler's request and reply are those of its definition, so
 * changing either breaks the build here as well as at every caller.
 */
@Injectable()
export class RpcHandlers {
  private readonly registrations = new Map<string, RpcRegistration>();

  handle<Req, Res>(def: RpcDefinition<Req, Res>, handle: RpcHandler<Req, Res>): void {
    if (this.registrations.has(def.subject)) {
      throw new Error(`${def.subject} has a handler already`);
    }
    this.registrations.set(def.subject, {
      def: def as RpcDefinition<unknown, unknown>,
      handle: handle as RpcHandler<unknown, unknown>,
    });
  }

  /** Every registered call. */
  all(): RpcRegistration[] {
    return [...this.registrations.values()];
  }
}
