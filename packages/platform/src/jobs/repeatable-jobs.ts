import type { Namespace } from '@arogya/contracts';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logging/logger.js';

/** A job that runs every `everyMs` on one replica at a time. */
export interface RepeatableJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * BullMQ behind a small interface: one queue per service, a job scheduler per repeatable
 * job (so that several replicas schedule it once), retries with exponential backoff, and a
 * worker that finishes its job before closing.
 */
export class RepeatableJobs {
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private readonly connections: Redis[] = [];

  constructor(
    private readonly queueName: string,
    private readonly redisUrl: string,
    private readonly ns: Namespace,
    private readonly log: Logger,
    private readonly jobs: RepeatableJob[],
  ) {}

  private connection() {
    // BullMQ needs blocking connections that never give up on a command
    const c = new Redis(this.redisUrl, { maxRetriesPerRequest: null });
    this.connections.push(c);
    return c;
  }

  async start(): Promise<void> {
    const prefix = `${this.ns.redisPrefix()}:bull`;
    this.queue = new Queue(this.queueName, { connection: this.connection(), prefix });
    for (const job of this.jobs) {
      await this.queue.upsertJobScheduler(
        job.name,
        { every: job.everyMs },
        {
          name: job.name,
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 1000 },
            removeOnComplete: 100,
            removeOnFail: 500,
          },
        },
      );
    }
    const byName = new Map(this.jobs.map((j) => [j.name, j]));
    this.worker = new Worker(
      this.queueName,
      async (job) => {
        const handler = byName.get(job.name);
        if (!handler) throw new Error(`No handler for job ${job.name}`);
        return handler.run();
      },
      { connection: this.connection(), prefix, concurrency: 1 },
    );
    this.worker.on('failed', (job, err) =>
      this.log.error({ err, job: job?.name, attempt: job?.attemptsMade }, 'Job failed'),
    );
    this.worker.on('error', (err) => this.log.warn({ err }, 'Job worker error'));
  }

  /** Lets a running job finish, then disconnects. */
  async stop(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    for (const c of this.connections) c.disconnect();
  }
}
