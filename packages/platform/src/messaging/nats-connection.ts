import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ConfigError } from '../config/env.js';

/** Where and as whom a process connects to NATS. */
export interface NatsConnectionOptions {
  /** One URL or several, comma-separated (`nats://` or `tls://`). */
  url: string;
  /** The connection's name, shown by the server's monitoring. */
  name: string;
  /** The user of nats.conf's `authorization { users }`; unset: anonymous. */
  user?: string;
  /** The password of `user`. */
  password?: string;
}

/**
 * Connects to NATS, retrying for ever after a connection is lost. With a user, it logs in as
 * that user, whose subject permissions the server enforces (k8s/base/nats/auth.conf); a
 * password without a user is refused here rather than silently connecting anonymously.
 */
export function connectNats(options: NatsConnectionOptions): Promise<NatsConnection> {
  if (options.password !== undefined && options.user === undefined)
    throw new ConfigError('NATS_PASSWORD is set without NATS_USER');
  return connect({
    servers: options.url.split(','),
    name: options.name,
    ...(options.user !== undefined ? { user: options.user, pass: options.password } : {}),
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    // no Error (with its stack) made ahead of every request and subscription timeout, in case
    // it fails: a few percent of the gateway's CPU under load (issue 15's profiles); a timeout
    // still names its subject, and RPC failures are logged where they are caught
    noAsyncTraces: true,
  });
}
