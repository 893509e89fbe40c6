import type { Namespace } from '@arogya/contracts';
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
 * gateway), plus a second gateway with its cache off and the Fastify + pg baseline on the
 * catalog's database. `stop()` stops whatever has started so far, also in the middle of
 * `start()` (Ctrl-C) or after a part failed to start.
 */
export class LocalShop {
  shop!: FullShop;
  uncached!: TestGateway;
  baselineUrl!: string;
  private readonly stops: (() => Promise<unknown>)[] = [];

  async start(env: TestEnv, ns: Namespace, admin: { email: string; password: string }) {
    const shop = await startFullShop(env, ns, { admin });
    this.stops.push(() => shop.stop());
    const uncached = await startGateway(env, ns, { CATALOG_CACHE_MAX_BYTES: '0' });
    this.stops.push(() => uncached.process.stop());
    const port = await freePort();
    const baseline = await new TestProcess({
      name: 'baseline',
      script: 'load-tests/dist/bench/baseline-server.js',
      env: {
        ...shopEnv(env, ns),
        PORT: String(port),
        DATABASE_URL: new URL(`/${ns.database('catalog')}`, env.postgresUrl).toString(),
      },
      readyUrl: `http://127.0.0.1:${port}/api/products?limit=1`,
    }).start();
    this.stops.push(() => baseline.stop());
    Object.assign(this, { shop, uncached, baselineUrl: `http://127.0.0.1:${port}` });
    return this;
  }

  stop(): Promise<unknown> {
    return Promise.allSettled(this.stops.splice(0).map((s) => s()));
  }
}
