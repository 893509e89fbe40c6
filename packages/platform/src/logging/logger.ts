import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentCorrelationId } from '../context/correlation.js';
import { currentTraceId } from '../tracing/tracing.js';

export type { Logger } from 'pino';

/** JSON logger whose every line carries the service name and the current correlation id. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const correlationId = currentCorrelationId();
      const traceId = currentTraceId();
      return { ...(correlationId && { correlationId }), ...(traceId && { traceId }) };
    },
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'token', '*.token'],
      censor: '[redacted]',
    },
  });
}

/** Routes Nest's own log lines into the pino logger. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
