import { USERS_EVENTS_WILDCARD, type AuthState, type Namespace } from '@arogya/contracts';
import { LOGGER, NAMESPACE, NATS, type Logger } from '@arogya/platform';
import type { NatsConnection } from '@nats-io/transport-node';
import { Inject, Injectable } from '@nestjs/common';
import { EventInvalidatedCache } from '../cache/event-invalidated-cache.js';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config.js';

/**
 * Each caller's current role and token version, by user id. Emptied by every users event
 * (role changed, user deleted…), so a demotion or a deletion applies to old tokens at once.
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
    });
  }
}
