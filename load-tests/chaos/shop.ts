// The shop under chaos: every service, the gateway and the Razorpay sandbox as separate
// processes (as `npm start` runs them), on the run's own PostgreSQL, NATS and Redis, with the
// orders service's PostgreSQL connections through a proxy that can delay them. A supervisor
// starts again any process that ends unasked (as Kubernetes or compose would), and says so.
import { Namespace } from '@arogya/contracts';
import {
  freePort,
  SANDBOX_RAZORPAY_ENV,
  startGateway,
  startServices,
  TestProcess,
  type TestEnv,
} from '@arogya/testing';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import type { CourierSandbox } from '@arogya/courier-sandbox';
import { LatencyProxy } from './latency-proxy.js';
import { courierEnv, startCourier } from './shipping.js';

/** The processes of the shop, by the names the faults and reports use. */
export const PROCESSES = [
  'catalog',
  'users',
  'cart',
  'checkout',
  'orders',
  'fulfilment',
  'gateway',
  'razorpay-sandbox',
] as const;
export type ProcessName = (typeof PROCESSES)[number];

/** How the shop is configured for the run. */
export interface ShopSettings {
  /** `CHECKOUT_TTL_MS` of the checkout service. */
  checkoutTtlMs: number;
  /** `RECONCILE_EVERY_MS` (and `RECONCILE_AFTER_MS`, `REFUND_RETRY_MS`) of the checkout service. */
  reconcileMs: number;
  /** `EVENT_ACK_WAIT_MS` of every consumer. */
  ackWaitMs: number;
  /** `COD_CONFIRM_TTL_MS` of the orders service (issue 32). */
  codConfirmTtlMs: number;
  /** Issue 33: the courier sandbox's pause between a parcel's scans. */
  courierScanMs: number;
  logLevel: string;
  admin: { email: string; password: string };
}

/** A process ending unasked, and what the supervisor did. */
export interface UnexpectedExit {
  process: ProcessName;
  /** Wall time, ms. */
  at: number;
  restarted: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The running shop; `stop()` stops whatever has started, also halfway through `start()`. */
export class ChaosShop {
  readonly processes = new Map<ProcessName, TestProcess>();
  /** Processes a fault (or the supervisor) is stopping or starting: left alone by the supervisor. */
  readonly handled = new Set<ProcessName>();
  readonly exits: UnexpectedExit[] = [];
  baseUrl = '';
  sandboxUrl = '';
  /** The orders service's PostgreSQL connections go through it. */
  proxy!: LatencyProxy;
  /** Issue 33: the courier (a Shiprocket sandbox in this process) fulfilment books with. */
  courier: CourierSandbox | undefined;
  private supervisor: NodeJS.Timeout | undefined;
  private stopping = false;

  /** Starts the sandbox (state in `dir`), the services and the gateway; waits until all are ready. */
  async start(env: TestEnv, pgPort: number, dir: string, s: ShopSettings): Promise<void> {
    const ns = new Namespace(''); // the shop's own servers: no namespace, as `npm start` runs
    const [port, sandboxPort] = [await freePort(), await freePort()];
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const extra = { LOG_LEVEL: s.logLevel, EVENT_ACK_WAIT_MS: String(s.ackWaitMs) };
    this.proxy = await LatencyProxy.start(pgPort);
    const sandbox = new TestProcess({
      name: 'razorpay-sandbox',
      script: 'infra/razorpay-sandbox/dist/src/main.js',
      env: {
        ...SANDBOX_RAZORPAY_ENV,
        SANDBOX_PORT: String(sandboxPort),
        SANDBOX_WEBHOOK_URL: `${this.baseUrl}/api/webhooks/razorpay`,
        SANDBOX_STATE_FILE: path.join(dir, 'razorpay-sandbox.jsonl'),
      },
      readyUrl: `${this.sandboxUrl}/sandbox/health`,
    });
    this.processes.set('razorpay-sandbox', sandbox);
    await sandbox.start();
    // the courier keeps its parcels in this process; its webhooks go to the gateway
    this.courier = await startCourier(this.baseUrl, s.courierScanMs);
    const reconcile = String(s.reconcileMs);
    // one signing key for the whole run, as `npm start` keeps one in var/: tokens outlive a
    // restart of the users service
    const { privateKey } = generateKeyPairSync('ed25519');
    const gateway = await startGateway(env, ns, {
      ...extra,
      PORT: String(port),
      AUTH_RATE_LIMIT_MAX: '1000000',
      RAZORPAY_CHECKOUT_URL: `${this.sandboxUrl}/checkout.js`,
    });
    this.processes.set('gateway', gateway.process);
    const services = await startServices(env, ns, {
      admin: s.admin,
      razorpayApiBase: this.sandboxUrl,
      extra,
      also: {
        users: { AUTH_PRIVATE_KEY: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString() },
        checkout: {
          CHECKOUT_TTL_MS: String(s.checkoutTtlMs),
          RECONCILE_AFTER_MS: reconcile,
          RECONCILE_EVERY_MS: reconcile,
          REFUND_RETRY_MS: reconcile,
        },
        orders: {
          POSTGRES_URL: `postgres://postgres@127.0.0.1:${this.proxy.port}/postgres`,
          COD_CONFIRM_TTL_MS: String(s.codConfirmTtlMs),
        },
        fulfilment: courierEnv(this.courier.url),
      },
    });
    for (const [name, p] of Object.entries(services)) this.processes.set(name as ProcessName, p);
  }

  process(name: ProcessName): TestProcess {
    return this.processes.get(name)!;
  }

  /** Starts `name` again (its ports and settings unchanged), retrying until it is ready. */
  async restart(name: ProcessName, deadlineMs = 120_000): Promise<void> {
    const p = this.process(name);
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      if (this.stopping) return;
      try {
        await p.start();
        return;
      } catch (err) {
        // e.g. its database is down: it exits at start; try again, as an orchestrator would
        if (Date.now() > deadline) throw err;
        await sleep(500);
      }
    }
  }

  /** Whether every process is running and answers its readiness probe with 200. */
  async allReady(): Promise<boolean> {
    const probes = [...this.processes.values()].map(async (p) => {
      if (!p.running) return false;
      try {
        const res = await fetch(p.spec.readyUrl, { signal: AbortSignal.timeout(3000) });
        return res.status === 200;
      } catch {
        return false;
      }
    });
    return (await Promise.all(probes)).every(Boolean);
  }

  /** Waits until `allReady()`; answers the wall time it was (or undefined after `timeoutMs`). */
  async untilReady(timeoutMs: number): Promise<number | undefined> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await this.allReady()) return Date.now();
      await sleep(100);
    }
    return undefined;
  }

  /** Starts watching: a process that ends unasked is started again. */
  supervise(): void {
    this.supervisor = setInterval(() => {
      for (const [name, p] of this.processes) {
        if (p.running || this.handled.has(name) || this.stopping) continue;
        const exit: UnexpectedExit = { process: name, at: Date.now(), restarted: false };
        this.exits.push(exit);
        console.log(`  !! ${name} ended unasked; starting it again`);
        this.handled.add(name);
        void this.restart(name)
          .then(() => (exit.restarted = true))
          .catch((err: unknown) => console.log(`  !! ${name} could not be started again: ${err}`))
          .finally(() => this.handled.delete(name));
      }
    }, 250);
  }

  /** Stops every process (the gateway first), and the proxy. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.supervisor);
    // a process a fault paused (SIGSTOP) would never take the SIGTERM
    for (const p of this.processes.values()) if (p.pid) process.kill(p.pid, 'SIGCONT');
    await this.processes.get('gateway')?.stop();
    // and those of a start that failed halfway
    const rest = new Set([...this.processes.values(), ...TestProcess.started]);
    await Promise.allSettled([...rest].map((p) => p.stop()));
    await this.proxy?.stop();
    await this.courier?.close();
  }
}
