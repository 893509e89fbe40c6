import { Namespace, republishDeadLetterCall } from '@arogya/contracts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  Inject,
  Injectable,
  Module,
  Optional,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type Provider,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Redis } from 'ioredis';
import { z } from 'zod';
import type { DataSource } from 'typeorm';
import { baseEnvSchema, intVar, loadConfig, type BaseEnv } from '../config/env.js';
import { openDatabase, type DatabaseOptions } from '../database/database.js';
import { MessagingTables1763700000000 } from '../database/messaging-tables.migration.js';
import { OutboxTraceContext1763800000000 } from '../database/outbox-trace.migration.js';
import { createLogger, type Logger } from '../logging/logger.js';
import { lazyGauge } from '../metrics/metrics.js';
import { republishOwnDeadLetter } from '../messaging/dead-letters.js';
import { OutboxRelay } from '../messaging/outbox-relay.js';
import { connectNats } from '../messaging/nats-connection.js';
import { ensureStreams, streamNames } from '../messaging/streams.js';
import { initTracing, shutdownTracing } from '../tracing/tracing.js';
import { OpsServer } from '../ops/ops-server.js';
import { Jobs } from '../jobs/jobs.js';
import { NatsRpcServer } from '../rpc/nats-rpc.server.js';
import { RpcClient } from '../rpc/rpc-client.js';
import { RpcHandlers } from '../rpc/rpc-handlers.js';
import { EventConsumers } from './event-consumers.js';
import {
  CONFIG,
  DATA_SOURCE,
  JETSTREAM,
  JETSTREAM_MANAGER,
  LOGGER,
  NAMESPACE,
  NATS,
  PLATFORM_OPTIONS,
  REDIS,
} from './tokens.js';

export interface PlatformOptions {
  /** Service name: logs, NATS queue group, database name (`arogya_<name>`). */
  name: string;
  /** Default of `OPS_PORT`, the health and metrics port. */
  defaultOpsPort: number;
  /** The service's own database; the outbox and inbox tables are added to its migrations. */
  database?: Pick<DatabaseOptions, 'entities' | 'migrations'>;
  /**
   * Jobs one replica runs at once (default 4): more for jobs that mostly wait on an outside
   * provider (notifications' sends), within the database pool (`DB_POOL_SIZE`).
   */
  jobConcurrency?: number;
}

/** The outbox and inbox tables every service database has, before the service's own. */
export const PLATFORM_MIGRATIONS = [MessagingTables1763700000000, OutboxTraceContext1763800000000];

const registered = new Map<string, PlatformOptions>();

/**
 * Runs the pending migrations of service `name` (creating its database when missing) and
 * returns: what a Kubernetes migration Job does before a rollout (`main.js --migrate-only`).
 */
export async function migrateOnly(name: string): Promise<void> {
  const options = registered.get(name);
  if (!options) throw new Error(`No PlatformModule.forService({ name: '${name}' }) was loaded`);
  const config = loadConfig(baseEnvSchema);
  const log = createLogger(name, config.LOG_LEVEL);
  if (!options.database) {
    log.info(`${name} has no database: nothing to migrate`);
    return;
  }
  // the Job's one task: it migrates whatever MIGRATE_ON_START says for the services
  const opts = { ...databaseOptions(options, options.database, config), migrate: true };
  const ds = await openDatabase(opts);
  const ran = (await ds.query('SELECT count(*)::int AS n FROM migrations')) as { n: number }[];
  log.info({ database: opts.name, migrations: ran[0]?.n }, `${name}: migrations are up to date`);
  await ds.destroy();
}

function databaseOptions(
  options: PlatformOptions,
  database: NonNullable<PlatformOptions['database']>,
  c: BaseEnv,
): DatabaseOptions {
  return {
    serverUrl: c.POSTGRES_URL,
    name: new Namespace(c.SHOP_NAMESPACE).database(options.name),
    entities: database.entities,
    migrations: [...PLATFORM_MIGRATIONS, ...database.migrations],
    poolSize: c.DB_POOL_SIZE,
    applicationName: options.name,
    migrate: c.MIGRATE_ON_START,
    createDatabase: c.POSTGRES_CREATE_DATABASE,
  };
}

/**
 * Starts and stops the platform's moving parts in a safe order: the outbox relay, the event
 * consumers, the jobs, then the calls the service answers; on shutdown the calls stop first.
 */
@Injectable()
export class PlatformLifecycle
  implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly ops: OpsServer;
  private readonly relay: OutboxRelay | undefined;
  private readonly rpc: NatsRpcServer;
  private opsPort = 0;

  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    @Inject(CONFIG) config: BaseEnv,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(NAMESPACE) ns: Namespace,
    @Inject(NATS) private readonly nc: NatsConnection,
    @Inject(JETSTREAM_MANAGER) jsm: Awaited<ReturnType<typeof jetstreamManager>>,
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() @Inject(DATA_SOURCE) private readonly ds: DataSource | undefined,
    private readonly consumers: EventConsumers,
    private readonly calls: RpcHandlers,
    private readonly jobs: Jobs,
  ) {
    this.rpc = new NatsRpcServer(nc, ns, log, options.name);
    const checks = [
      { name: 'nats', check: () => nc.flush() },
      // no process needs Redis to serve: jobs wait for it, the gateway's rate limits count
      // per process meanwhile (one Redis restart must not take every pod out of its Service)
      { name: 'redis', check: async () => void (await redis.ping()), optional: true },
    ];
    if (ds)
      checks.unshift({ name: 'postgres', check: async () => void (await ds.query('SELECT 1')) });
    this.ops = new OpsServer(checks);
    if (ds) {
      this.relay = new OutboxRelay(ds, jetstream(nc), ns, log, { pollMs: config.OUTBOX_POLL_MS });
      // a service publishes its own events again when an admin replays one (the gateway asks)
      calls.handle(republishDeadLetterCall(options.name), ({ id }) =>
        republishOwnDeadLetter(jetstream(nc), jsm, ns, options.name, id),
      );
    }
    lazyGauge('dlq_messages', 'Dead letters waiting in SHOP_DLQ for an admin', async () => {
      const info = await jsm.streams.info(streamNames(ns).dlq);
      return info.state.messages;
    });
  }

  /**
   * Called once the whole application (every module's bootstrap) has started: only then does
   * it answer calls (a call may need what a later bootstrap starts, e.g. the job queue).
   */
  markStarted() {
    this.rpc.start(this.calls.all());
    this.ops.markStarted();
    this.log.info({ opsPort: this.opsPort }, `${this.options.name} ready`);
  }

  /** The port the ops server listens on (known after bootstrap). */
  get port() {
    return this.opsPort;
  }

  async onApplicationBootstrap() {
    const { OPS_PORT, OPS_HOST } = loadConfig(
      z.object({
        OPS_PORT: intVar(this.options.defaultOpsPort, 0, 65535),
        OPS_HOST: z.string().trim().min(1).default('127.0.0.1'),
      }),
    );
    this.opsPort = await this.ops.listen(OPS_PORT, OPS_HOST);
    await this.relay?.start();
    await this.consumers.startAll();
    await this.jobs.start();
  }

  async beforeApplicationShutdown() {
    this.ops.beginShutdown();
    await this.rpc.close();
    await this.jobs.stop();
    await this.consumers.stopAll();
    await this.relay?.stop();
  }

  async onApplicationShutdown() {
    await this.nc.drain().catch(() => undefined);
    this.redis.disconnect();
    await this.ds?.destroy().catch(() => undefined);
    await this.ops.close();
    await shutdownTracing();
    this.log.info(`${this.options.name} stopped`);
  }
}

/** The platform's resources for one process, shared with every module of the app. */
@Module({})
export class PlatformModule {
  static forService(options: PlatformOptions): DynamicModule {
    registered.set(options.name, options);
    initTracing(options.name);
    const providers: Provider[] = [
      { provide: PLATFORM_OPTIONS, useValue: options },
      { provide: CONFIG, useFactory: () => loadConfig(baseEnvSchema) },
      {
        provide: LOGGER,
        useFactory: (c: BaseEnv) => createLogger(options.name, c.LOG_LEVEL),
        inject: [CONFIG],
      },
      {
        provide: NAMESPACE,
        useFactory: (c: BaseEnv) => new Namespace(c.SHOP_NAMESPACE),
        inject: [CONFIG],
      },
      {
        provide: NATS,
        useFactory: (c: BaseEnv) =>
          connectNats({
            url: c.NATS_URL,
            name: options.name,
            user: c.NATS_USER,
            password: c.NATS_PASSWORD,
          }),
        inject: [CONFIG],
      },
      {
        provide: JETSTREAM_MANAGER,
        useFactory: async (nc: NatsConnection, ns: Namespace, c: BaseEnv) => {
          const jsm = await jetstreamManager(nc);
          await ensureStreams(jsm, ns, c.JETSTREAM_REPLICAS);
          return jsm;
        },
        inject: [NATS, NAMESPACE, CONFIG],
      },
      { provide: JETSTREAM, useFactory: (nc: NatsConnection) => jetstream(nc), inject: [NATS] },
      {
        provide: REDIS,
        useFactory: (c: BaseEnv) =>
          new Redis(c.REDIS_URL, { maxRetriesPerRequest: 2, connectionName: options.name }),
        inject: [CONFIG],
      },
      {
        provide: RpcClient,
        useFactory: (nc: NatsConnection, ns: Namespace, c: BaseEnv) =>
          new RpcClient(nc, ns, c.RPC_TIMEOUT_MS),
        inject: [NATS, NAMESPACE, CONFIG],
      },
      EventConsumers,
      RpcHandlers,
      Jobs,
      PlatformLifecycle,
    ];
    const database = options.database;
    if (database) {
      providers.push({
        provide: DATA_SOURCE,
        useFactory: (c: BaseEnv) => openDatabase(databaseOptions(options, database, c)),
        inject: [CONFIG],
      });
    }
    return {
      module: PlatformModule,
      global: true,
      providers,
      exports: providers.map((p) => ('provide' in p ? p.provide : p)),
    };
  }
}
