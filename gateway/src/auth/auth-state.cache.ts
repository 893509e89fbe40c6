import {
  USERS_EVENTS_WILDCARD,
  UserDeletedV1,
  UserRegisteredV1,
  UserRoleChangedV1,
  UserSessionsRevokedV1,
  type AuthState,
  type EventEnvelope,
  type Namespace,
} from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, type Logger } from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable } from '@nestjs/common';
import { EventInvalidatedCache, type Drop } from '../cache/event-invalidated-cache.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

/**
 * The user a users event is about: an entry is one user's state, so only that user's entry
 * goes; an event not known here empties the cache.
 */
export function authDrops({ type, data }: EventEnvelope): Drop {
  if (type === UserRoleChangedV1.type && UserRoleChangedV1.isData(data)) return [data.userId];
  if (type === UserDeletedV1.type && UserDeletedV1.isData(data)) return [data.userId];
  if (type === UserSessionsRevokedV1.type && UserSessionsRevokedV1.isData(data))
    return [data.userId];
  if (type === UserRegisteredV1.type && UserRegisteredV1.isData(data)) return [data.user._id];
  return 'all';
}

/**
 * Each caller's current role and token version, by user id (each entry tagged with its id).
 * A users event drops the entry of the user it names (role changed, user deleted…), so a
 * demotion or a deletion applies to that user's old tokens at once, and a sign-up costs other
 * users nothing.
 */
@Injectable()
export class AuthStateCache extends EventInvalidatedCache<AuthState> {
  constructor(
    @Inject(NATS) nc: NatsConnection,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(GATEWAY_CONFIG) config: GatewayEnv,
    @Inject(LOGGER) log: Logger,
  ) {
    super(nc, ns, log, {
      name: 'auth',
      subject: USERS_EVENTS_WILDCARD,
      ttlMs: config.AUTH_CACHE_TTL_MS,
      maxBytes: 8 * 1024 * 1024,
      sizeOf: () => 200,
      cacheable: () => true,
      dropsFor: authDrops,
    });
  }
}
