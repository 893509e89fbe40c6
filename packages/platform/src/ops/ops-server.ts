import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '../metrics/metrics.js';

/** One dependency the process reports on its readiness port. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
  /**
   * The process serves without it (e.g. Redis: jobs wait, rate limits count per process): a
   * failure is reported ("degraded") but readiness stays 200, so Kubernetes keeps sending traffic.
   */
  optional?: boolean;
}

const CHECK_TIMEOUT_MS = 2000;

interface CheckResult {
  name: string;
  ok: boolean;
  optional?: true;
  error?: string;
}

async function runCheck(c: ReadinessCheck): Promise<CheckResult> {
  const optional = c.optional ? { optional: true as const } : {};
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      c.check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { name: c.name, ok: true, ...optional };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    return { name: c.name, ok: false, ...optional, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The small HTTP port every process exposes for Kubernetes and Prometheus:
 * `/health/live` (the event loop answers; never asks another process), `/health/ready` (every
 * dependency the process needs to serve answers, 503 otherwise, with the failing checks named;
 * an optional one failing answers 200 "degraded") and `/metrics` (Prometheus text format).
 * Every answer names its process (`x-process-id`, the pid): the port is internal.
 */
export class OpsServer {
  private server: Server | undefined;
  private shuttingDown = false;
  private started = false;

  constructor(private readonly checks: ReadinessCheck[]) {}

  /** Marks the whole application as started: until then readiness answers 503 "starting". */
  markStarted() {
    this.started = true;
  }

  /** Marks the process as leaving: readiness fails so that traffic drains away. */
  beginShutdown() {
    this.shuttingDown = true;
  }

  async listen(port: number, host: string): Promise<number> {
    this.server = createServer((req, res) => {
      void this.handle(req.url ?? '/').then(({ status, type, body }) => {
        // which process answered: a port is someone else's when its answer is not ours (a
        // test's process that lost its port to another still finds that one ready)
        res.writeHead(status, {
          'content-type': type,
          'cache-control': 'no-store',
          'x-process-id': String(process.pid),
        });
        res.end(body);
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
    return (this.server.address() as AddressInfo).port;
  }

  private async handle(url: string): Promise<{ status: number; type: string; body: string }> {
    const json = 'application/json';
    const path = url.split('?')[0];
    if (path === '/health/live') return { status: 200, type: json, body: '{"status":"ok"}' };
    if (path === '/health/ready') {
      const results = await Promise.all(this.checks.map(runCheck));
      const ok = this.started && !this.shuttingDown && results.every((r) => r.ok || r.optional);
      const status = this.shuttingDown
        ? 'shutting down'
        : !this.started
          ? 'starting'
          : !ok
            ? 'unavailable'
            : results.every((r) => r.ok)
              ? 'ok'
              : 'degraded';
      const body = JSON.stringify({
        status,
        checks: results,
      });
      return { status: ok ? 200 : 503, type: json, body };
    }
    if (path === '/metrics') {
      return { status: 200, type: registry.contentType, body: await registry.metrics() };
    }
    return { status: 404, type: json, body: '{"message":"Not found"}' };
  }

  async close() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
