import type { Namespace } from '@arogya/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { BaseEnv } from '../config/env.js';
import type { Logger } from '../logging/logger.js';
import { CONFIG, LOGGER, NAMESPACE, PLATFORM_OPTIONS } from '../nest/tokens.js';

/** Which try of a job this is. */
export interface JobAttempt {
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows when this one fails. */
  last: boolean;
}

/**
 * A kind of job, declared once like a call (`defineRpc`): its name, and the data it runs on,
 * checked when a job of it runs (data outlives the code that scheduled it, in Redis). The
 * code that schedules it and the code that runs it then agree on `Data` by type.
 */
export interface JobDefinition<Data> {
  readonly name: string;
  /** Narrows a job's stored data to `Data`, or throws (the job then fails, not retried). */
  parse(data: unknown): Data;
}

/** Declares a kind of job (see `JobDefinition`). */
export function defineJob<Data>(name: string, parse: (data: unknown) => Data): JobDefinition<Data> {
  return { name, parse };
}

/** A kind of job with no data (a scheduled sweep). */
export const defineSweep = (name: string): JobDefinition<void> => defineJob(name, () => undefined);

/** How a kind of job runs: on schedule (`everyMs`) and/or when `schedule()`d, on one replica. */
export interface JobHandler<Data> {
  /** Runs every `everyMs` when set (a BullMQ job scheduler: several replicas schedule it once). */
  everyMs?: number;
  /** `data` is what `schedule()` was given; a throw is retried with backoff. */
  run(data: Data, attempt: JobAttempt): Promise<unknown>;
  /** Tries in all and the first wait, doubled after each try (default 5 from 1 s). */
  retry?: { attempts: number; delayMs: number };
}

/** A handler whatever its data (stored by name). */
type AnyJob = JobHandler<unknown> & { name: string; parse(data: unknown): unknown };

const OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

/**
 * A service's BullMQ jobs, behind a small interface: one queue per service (`<service>-jobs`),
 * repeatable and delayed jobs, retries with exponential backoff, and a worker that finishes its
 * job before closing. A service defines its jobs in `onModuleInit`, as it registers its calls
 * with `RpcHandlers` and its events with `EventConsumers`; the platform starts the queue once
 * the application has started and stops it before shutdown. A service without jobs opens no
 * connection.
 */
@Injectable()
export class Jobs {
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Redis[] = [];
  private readonly handlers = new Map<string, AnyJob>();
  private readonly queueName: string;
  private readonly concurrency: number;

  constructor(
    @Inject(CONFIG) private readonly config: BaseEnv,
    @Inject(NAMESPACE) private readonly ns: Namespace,
    @Inject(LOGGER) private readonly log: Logger,
    @Inject(PLATFORM_OPTIONS) options: { name: string; jobConcurrency?: number },
  ) {
    this.queueName = `${options.name}-jobs`;
    this.concurrency = options.jobConcurrency ?? 4;
  }

  /** Adds the handler of kind `def` (before the application starts). */
  define<Data>(def: JobDefinition<Data>, handler: JobHandler<Data>): void {
    if (this.handlers.has(def.name)) throw new Error(`Job ${def.name} is defined already`);
    this.handlers.set(def.name, {
      ...(handler as JobHandler<unknown>),
      name: def.name,
      parse: def.parse,
    });
  }

  private connection() {
    // BullMQ needs connections that never give up on a command
    const c = new Redis(this.config.REDIS_URL, { maxRetriesPerRequest: null });
    this.connections.push(c);
    return c;
  }

  async start(): Promise<void> {
    if (this.handlers.size === 0) return;
    const prefix = `${this.ns.redisPrefix()}:bull`;
    this.queue = new Queue(this.queueName, { connection: this.connection(), prefix });
    for (const job of this.handlers.values()) {
      if (!job.everyMs) continue;
      await this.queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        { name: job.name, opts: OPTIONS },
      );
    }
    this.worker = new Worker(
      this.queueName,
      async (job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        const attempt = job.attemptsMade + 1;
        const data = handler.parse(job.data);
        return handler.run(data, { attempt, last: attempt >= (job.opts.attempts ?? 1) });
      },
      { connection: this.connection(), prefix, concurrency: this.concurrency },
    );
    this.worker.on('failed', (job, err) =>
      this.log.error({ err, job: job?.name, attempt: job?.attemptsMade }, 'Job failed'),
    );
    this.worker.on('error', (err) => this.log.warn({ err }, 'Job worker error'));
  }

  /**
   * Runs a job of kind `def` with `data` after `delayMs`. `jobId` makes it idempotent:
   * scheduling the same id twice keeps one job (BullMQ refuses `:` in ids). With
   * `replaceFinished`, a finished job of that id is replaced (work asked for again).
   */
  async schedule<Data>(
    def: JobDefinition<Data>,
    data: Data,
    delayMs: number,
    jobId: string,
    options: { replaceFinished?: boolean } = {},
  ): Promise<void> {
    const name = def.name;
    if (!this.queue) throw new Error('Job queue not started');
    if (!this.handlers.has(name)) throw new Error(`No handler for job ${name}`);
    if (options.replaceFinished) {
      // a job of that id that ran to its end (done, or failed its last try) is kept a while
      // and would make this one a no-op: it goes first; one waiting or under way stays
      const previous = await this.queue.getJob(jobId);
      const state = previous ? await previous.getState() : null;
      if (previous && (state === 'completed' || state === 'failed')) await previous.remove();
    }
    const retry = this.handlers.get(name)!.retry;
    await this.queue.add(name, data, {
      ...OPTIONS,
      ...(retry && {
        attempts: retry.attempts,
        backoff: { type: 'exponential', delay: retry.delayMs },
      }),
      delay: Math.max(0, delayMs),
      jobId,
    });
  }

  /** Lets running jobs finish, then disconnects. */
  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    for (const c of this.connections) c.disconnect();
  }
}
