import type { Namespace } from '@arogya/contracts';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from '../logging/logger.js';

/** Where a service's job queues live: its Redis, its namespace, its log (`JOB_CONTEXT`). */
export interface JobContext {
  redisUrl: string;
  ns: Namespace;
  log: Logger;
}

/** Which try of a job this is. */
export interface JobAttempt {
  /** 1 for the first run. */
  attempt: number;
  /** No retry follows when this one fails. */
  last: boolean;
}

/** A kind of job: run on schedule (`everyMs`) and/or when `schedule()`d, on one replica. */
export interface JobHandler {
  name: string;
  /** Runs every `everyMs` when set (a BullMQ job scheduler: several replicas schedule it once). */
  everyMs?: number;
  /** `data` is what `schedule()` was given; a throw is retried with backoff. */
  run(data: unknown, attempt: JobAttempt): Promise<unknown>;
}

/**
 * BullMQ behind a small interface: one queue per service, repeatable and delayed jobs,
 * retries with exponential backoff, and a worker that finishes its job before closing. As a
 * Nest provider it starts once the application has bootstrapped and stops before shutdown.
 */
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Redis[] = [];
  private readonly handlers: Map<string, JobHandler>;

  private readonly redisUrl: string;
  private readonly ns: Namespace;
  private readonly log: Logger;

  /** @param context where queues live (`JOB_CONTEXT`, from the platform) */
  constructor(
    context: JobContext,
    private readonly queueName: string,
    jobs: JobHandler[],
  ) {
    ({ redisUrl: this.redisUrl, ns: this.ns, log: this.log } = context);
    this.handlers = new Map(jobs.map((j) => [j.name, j]));
  }

  private connection() {
    // BullMQ needs connections that never give up on a command
    const c = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.connections.push(c);
    return c;
  }

  private static readonly OPTIONS = {
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  };

  async start(): Promise<void> {
    const prefix = `${this.ns.redisPrefix()}:bull`;
    this.queue = new Queue(this.queueName, { connection: this.connection(), prefix });
    for (const job of this.handlers.values()) {
      if (!job.everyMs) continue;
      await this.queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        { name: job.name, opts: JobQueue.OPTIONS },
      );
    }
    this.worker = new Worker(
      this.queueName,
      async (job) => {
        const handler = this.handlers.get(job.name);
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        const attempt = job.attemptsMade + 1;
        return handler.run(job.data, { attempt, last: attempt >= (job.opts.attempts ?? 1) });
      },
      { connection: this.connection(), prefix, concurrency: 4 },
    );
    this.worker.on('failed', (job, err) =>
      this.log.error({ err, job: job?.name, attempt: job?.attemptsMade }, 'Job failed'),
    );
    this.worker.on('error', (err) => this.log.warn({ err }, 'Job worker error'));
  }

  /**
   * Runs job `name` with `data` after `delayMs`. `jobId` makes it idempotent: scheduling the
   * same id twice keeps one job (BullMQ refuses `:` in ids).
   */
  async schedule(name: string, data: unknown, delayMs: number, jobId: string): Promise<void> {
    if (!this.queue) throw new Error('Job queue not started');
    if (!this.handlers.has(name)) throw new Error(`No handler for job ${name}`);
    await this.queue.add(name, data, { ...JobQueue.OPTIONS, delay: Math.max(0, delayMs), jobId });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.stop();
  }

  /** Lets running jobs finish, then disconnects. */
  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    for (const c of this.connections) c.disconnect();
  }
}
