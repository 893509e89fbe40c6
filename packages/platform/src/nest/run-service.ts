import 'reflect-metadata';
import type { Namespace } from '@arogya/contracts';
import type { NatsConnection } from '@nats-io/transport-node';
import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createLogger, NestPinoLogger, type Logger } from '../logging/logger.js';
import { NatsRpcServer } from '../rpc/nats-rpc.server.js';
import { RpcErrorFilter } from './rpc-exception.filter.js';
import { migrateOnly, PlatformLifecycle } from './platform.module.js';
import { LOGGER, NAMESPACE, NATS } from './tokens.js';

/** Lets the process stop cleanly on SIGTERM/SIGINT: drain, finish in-flight work, close. */
export function closeOnSignals(close: () => Promise<void>, log: Logger) {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'Shutting down');
    const force = setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/**
 * Starts a NestJS service whose `@MessagePattern` handlers answer over NATS. The module must
 * import `PlatformModule.forService(...)`. Returns the running app (tests close it).
 */
export async function runService(name: string, module: Type): Promise<INestMicroservice> {
  if (process.argv.includes('--migrate-only')) {
    await migrateOnly(name).then(
      () => process.exit(0),
      (err: unknown) => {
        createLogger(name).fatal({ err }, 'Migration failed');
        process.exit(1);
      },
    );
  }
  const holder: { app?: INestMicroservice } = {};
  const server = new NatsRpcServer(name, () => ({
    nc: holder.app!.get<NatsConnection>(NATS),
    ns: holder.app!.get<Namespace>(NAMESPACE),
    log: holder.app!.get<Logger>(LOGGER),
  }));
  const app = await NestFactory.createMicroservice(module, {
    strategy: server,
    logger: new NestPinoLogger(createLogger(name)),
  });
  holder.app = app;
  app.useGlobalFilters(new RpcErrorFilter());
  await app.listen();
  app.get(PlatformLifecycle).markStarted();
  closeOnSignals(() => app.close(), app.get<Logger>(LOGGER));
  return app;
}
