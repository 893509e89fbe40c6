import type { Namespace } from '@arogya/contracts';
import {
  DEFAULT_MAIL_SANDBOX_CONFIG,
  startMailSandbox,
  type MailSandbox,
} from '@arogya/mail-sandbox';
import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pidsNamed, roots, type CpuPart } from './cpu.js';
import {
  freePort,
  shopEnv,
  startFullShop,
  startGateway,
  TestProcess,
  type FullShop,
  type TestEnv,
  type TestGateway,
} from '@arogya/testing';

/**
 * The shop under load, started as `npm start` does (every service, the Razorpay sandbox, the
 * notifications service with the mail sandbox in this process as its SMTP server, unless
 * `notifications` is off; the gateway), plus a second gateway with its cache off and the Fastify + pg baseline on the
 * catalog's database. `stop()` stops whatever has started so far, also in the middle of
 * `start()` (Ctrl-C) or after a part failed to start.
 */
export class LocalShop {
  shop!: FullShop;
  /** The SMTP server the notifications service sends to (null: notifications off). */
  mail: MailSandbox | null = null;
  uncached!: TestGateway;
  baselineUrl!: string;
  private baseline!: TestProcess;
  private readonly stops: (() => Promise<unknown>)[] = [];

  /** Where `--cpu-prof` profiles go (BENCH_CPU_PROFILE=1), named by process at the end. */
  private profileDir: string | undefined;
  /** Process ids by name, to name the profiles. */
  private readonly names = new Map<number, string>();

  /**
   * `logLevel`: the shop's LOG_LEVEL (production's `info` by default, so that logging costs
   * show). `profileDir`: write a CPU profile of each Node process there.
   */
  async start(
    env: TestEnv,
    ns: Namespace,
    admin: { email: string; password: string },
    opts: { logLevel: string; profileDir?: string; notifications: boolean },
  ) {
    const extra: Record<string, string> = { LOG_LEVEL: opts.logLevel };
    if (opts.profileDir) {
      mkdirSync(opts.profileDir, { recursive: true });
      this.profileDir = opts.profileDir;
      TestProcess.nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${opts.profileDir}`];
    }
    if (opts.notifications) {
      const mail = await startMailSandbox({
        ...DEFAULT_MAIL_SANDBOX_CONFIG,
        smtpPort: 0,
        webPort: 0,
        // a sale's worth of confirmations and staff notices, kept in memory
        maxMessages: 100_000,
      });
      this.stops.push(() => mail.close());
      this.mail = mail;
    }
    const notifications = this.mail
      ? {
          SMTP_URL: this.mail.smtpUrl,
          STAFF_EMAILS: 'orders@bench.test',
          WHATSAPP_ENABLED: 'false',
        }
      : undefined;
    const shop = await startFullShop(env, ns, { admin, env: extra, notifications });
    this.stops.push(() => shop.stop());
    const uncached = await startGateway(env, ns, { ...extra, CATALOG_CACHE_MAX_BYTES: '0' });
    this.stops.push(() => uncached.process.stop());
    const port = await freePort();
    const baseline = await new TestProcess({
      name: 'baseline',
      script: 'load-tests/dist/bench/baseline-server.js',
      env: {
        ...shopEnv(env, ns),
        ...extra,
        PORT: String(port),
        DATABASE_URL: new URL(`/${ns.database('catalog')}`, env.postgresUrl).toString(),
        CART_DATABASE_URL: new URL(`/${ns.database('cart')}`, env.postgresUrl).toString(),
        CHECKOUT_DATABASE_URL: new URL(`/${ns.database('checkout')}`, env.postgresUrl).toString(),
      },
      readyUrl: `http://127.0.0.1:${port}/api/products?limit=1`,
    }).start();
    this.stops.push(() => baseline.stop());
    Object.assign(this, { shop, uncached, baseline, baselineUrl: `http://127.0.0.1:${port}` });
    for (const [name, p] of this.nodeProcesses()) if (p.pid) this.names.set(p.pid, name);
    return this;
  }

  private nodeProcesses(): [string, TestProcess][] {
    return [
      ['gateway', this.shop.gateway.process],
      ...(Object.entries(this.shop.services) as [string, TestProcess][]),
      ...(this.shop.notifications
        ? [['notifications', this.shop.notifications] as [string, TestProcess]]
        : []),
      ['gateway-uncached', this.uncached.process],
      ['baseline', this.baseline],
    ];
  }

  /**
   * The parts whose CPU the bench reports: the gateway, each service, the Fastify + pg
   * baseline, PostgreSQL (every backend), NATS, Redis, and the bench itself with the
   * in-process Razorpay sandbox.
   */
  cpuParts(): CpuPart[] {
    const one = (p: TestProcess) => () => (p.pid ? [p.pid] : []);
    return [
      { name: 'gateway', pids: one(this.shop.gateway.process) },
      ...Object.entries(this.shop.services).map(([name, p]) => ({ name, pids: one(p) })),
      ...(this.shop.notifications
        ? [{ name: 'notifications', pids: one(this.shop.notifications) }]
        : []),
      { name: 'baseline', pids: one(this.baseline) },
      {
        name: 'postgres',
        pids: () => pidsNamed('postgres'),
        reaping: () => roots(pidsNamed('postgres')),
      },
      { name: 'nats', pids: () => pidsNamed('nats-server') },
      { name: 'redis', pids: () => pidsNamed('redis-server') },
      { name: 'bench+sandboxes', pids: () => [process.pid] },
    ];
  }

  /** Stops everything; with profiles, names each `<process>.<pid>.cpuprofile`. */
  async stop(): Promise<string[]> {
    await Promise.allSettled(this.stops.splice(0).map((s) => s()));
    if (!this.profileDir) return [];
    const named: string[] = [];
    for (const file of readdirSync(this.profileDir)) {
      const pid = Number(/^CPU\.\d+\.\d+\.(\d+)\./.exec(file)?.[1]);
      const name = this.names.get(pid);
      if (!name) continue;
      const to = path.join(this.profileDir, `${name}.${pid}.cpuprofile`);
      renameSync(path.join(this.profileDir, file), to);
      named.push(to);
    }
    return named;
  }
}
