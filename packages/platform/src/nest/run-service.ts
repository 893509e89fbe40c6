import 'reflect-metadata';
import type { INestApplicationContext, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '../config/env.js';
import { createLogger, NestPinoLogger, type Logger } from '../logging/logger.js';
import { migrateOnly, PlatformLifecycle } from './platform.module.js';
import { LOGGER } from './tokens.js';

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
 * Starts a NestJS service that answers the calls its providers register with `RpcHandlers` and
 * handles the events they register with `EventConsumers`. The module must import
 * `PlatformModule.forService(...)`. Returns the running app (tests close it).
 */
export async function runService(name: string, module: Type): Promise<INestApplicationContext> {
  if (process.argv.includes('--migrate-only')) {
    await migrateOnly(name).then(
      () => process.exit(0),
      (err: unknown) => {
        createLogger(name).fatal({ err }, 'Migration failed');
        process.exit(1);
      },
    );
  }
  let app: INestApplicationContext;
  try {
    app = await NestFactory.createApplicationContext(module, {
      logger: new NestPinoLogger(createLogger(name)),
      abortOnError: false,
    });
    await app.init();
  } catch (err) {
    // a configuration that cannot run stops here, naming what is wrong, with exit code 1
    const log = createLogger(name);
    if (err instanceof ConfigError) log.fatal(err.message);
    else log.fatal({ err }, 'Start failed');
    process.exit(1);
  }
  app.get(PlatformLifecycle).markStarted();
  closeOnSignals(() => app.close(), app.get<Logger>(LOGGER));
  return app;
}
