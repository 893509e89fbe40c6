import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registry } from '../metrics/metrics.js';

/** One dependency that must answer for the process to take traffic. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 2000;

async function runCheck(c: ReadinessCheck): Promise<{ name: string; ok: boolean; error?: string }> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      c.check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { name: c.name, ok: true };
  } catch (err) {
    return { name: c.name, ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The small HTTP port every process exposes for Kubernetes and Prometheus:
 * `/health/live` (the event loop answers), `/health/ready` (every dependency answers, 503
 * otherwise, with the failing checks named) and `/metrics` (Prometheus text format).
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

  async listen(port: number, host = '0.0.0.0'): Promise<number> {
    this.server = createServer((req, res) => {
      void this.handle(req.url ?? '/').then(({ status, type, body }) => {
        res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
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
      const ok = this.started && !this.shuttingDown && results.every((r) => r.ok);
      const status = this.shuttingDown
        ? 'shutting down'
        : !this.started
          ? 'starting'
          : ok
            ? 'ok'
            : 'unavailable';
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
