import { Inject, Injectable, Optional } from '@nestjs/common';
import type { Namespace } from '@arogya/contracts';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';
import type { BaseEnv } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { lazyLabeledGauge } from '../metrics/metrics.js';
import {
  EventConsumer,
  type EventConsumerOptions,
  type EventHandlerRegistration,
} from '../messaging/event-consumer.js';
import { CONFIG, DATA_SOURCE, JETSTREAM, JETSTREAM_MANAGER, LOGGER, NAMESPACE } from './tokens.js';

/**
 * Where a service registers its event handlers (in `onModuleInit`); they start consuming
 * when the application has bootstrapped and stop before connections close.
 */
@Injectable()
export class EventConsumers {
  private readonly consumers: EventConsumer<string, unknown>[] = [];

  constructor(
    @Optional() @Inject(DATA_SOURCE) private readonly ds: DataSource | undefined,
    @Inject(JETSTREAM) private readonly js: JetStreamClient,
    @Inject(JETSTREAM_MANAGER) private readonly jsm: JetStreamManager,
    @Inject(NAMESPACE) private readonly ns: Namespace,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(CONFIG) private readonly config: BaseEnv,
  ) {
    lazyLabeledGauge(
      'consumer_lag_messages',
      'Events of the stream a consumer has not handled yet (pending + unacknowledged)',
      ['consumer'],
      () => Promise.all(this.consumers.map(async (c) => [{ consumer: c.name }, await c.lag()])),
    );
  }

  register<TType extends string, TData>(
    registration: EventHandlerRegistration<TType, TData>,
    options?: EventConsumerOptions,
  ) {
    if (!this.ds) throw new Error('Event handlers need the service database (inbox)');
    this.consumers.push(
      new EventConsumer(this.ds, this.js, this.jsm, this.ns, this.log, registration, {
        ackWaitMs: this.config.EVENT_ACK_WAIT_MS,
        ...options,
      }) as EventConsumer<string, unknown>,
    );
  }

  async startAll() {
    await Promise.all(this.consumers.map((c) => c.start()));
  }

  async stopAll() {
    await Promise.all(this.consumers.map((c) => c.stop()));
  }
}
