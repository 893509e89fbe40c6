// A TCP proxy that one process's connections go through, so that the chaos run can delay
// that process's network alone (tc would delay every process on the loopback, the shared
// servers' clients included, and needs privileges a network namespace would give).
import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * Forwards 127.0.0.1:`port` to 127.0.0.1:`target`; while `delayMs` > 0 every chunk, either
 * way, is held that long before it is passed on (in order). A connection to a target that is
 * down is closed, as the target's refusal would be.
 */
export class LatencyProxy {
  /** Added to each chunk in each direction; 0: passed on at once. */
  delayMs = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  private constructor(private readonly target: number) {}

  /** Listens on a free port. */
  static async start(target: number): Promise<LatencyProxy> {
    const proxy = new LatencyProxy(target);
    await proxy.listen();
    return proxy;
  }

  port = 0;

  private listen(): Promise<void> {
    const server = createServer((client) => this.pipe(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private pipe(client: Socket) {
    const upstream = connect({ host: '127.0.0.1', port: this.target });
    for (const s of [client, upstream]) {
      this.sockets.add(s);
      s.setNoDelay(true);
      s.once('close', () => {
        this.sockets.delete(s);
        client.destroy();
        upstream.destroy();
      });
      s.on('error', () => undefined);
    }
    this.forward(client, upstream);
    this.forward(upstream, client);
  }

  /** Passes `from`'s bytes to `to`, each chunk after the delay in force when it arrived. */
  private forward(from: Socket, to: Socket) {
    let last = 0; // when the previous chunk goes out: chunks never overtake each other
    from.on('data', (chunk: Buffer) => {
      if (this.delayMs === 0 && last <= Date.now()) {
        to.write(chunk);
        return;
      }
      const due = Math.max(Date.now() + this.delayMs, last);
      last = due;
      setTimeout(() => to.write(chunk), due - Date.now());
    });
    from.once('end', () => {
      const wait = Math.max(0, last - Date.now());
      setTimeout(() => to.end(), wait);
    });
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}
