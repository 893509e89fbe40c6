// Servers a test or the chaos run starts for itself from the machine's binaries, on free ports,
// never the shared ones: a process that can be killed with any signal and started again with
// the same command, port and data.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { freePort } from './processes.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first of `candidates` that exists, else what `which` finds for `name`. */
export function binary(name: string, candidates: string[]): string {
  const found = candidates.find((c) => existsSync(c));
  if (found) return found;
  const which = spawnSync('which', [name], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(`This needs ${name} (looked in ${candidates.join(', ') || 'PATH'}); install it`);
}

/**
 * A server process of the run: started with its log appended to `<dir>/<name>.log`, killed
 * with any signal, started again with the same command. Its own process group, so that a
 * Ctrl-C at the terminal reaches the run, which stops everything in order.
 */
export class ServerProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  /** Stopped for good (the run is over): a fault that ends later does not start it again. */
  private closed = false;

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly logFile: string,
    private readonly ready: () => Promise<boolean>,
    private readonly user?: { uid: number; gid: number },
  ) {}

  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  get running(): boolean {
    return !!this.child && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts it and waits until it is ready (at most `timeoutMs`). */
  async start(timeoutMs = 30_000): Promise<void> {
    if (this.closed) throw new Error(`${this.name} was stopped for good`);
    const log = openSync(this.logFile, 'a');
    const child = spawn(this.command, this.args, {
      stdio: ['ignore', log, log],
      detached: true,
      ...this.user,
    });
    closeSync(log);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.name} exited at start (see ${this.logFile})`);
      if (await this.ready()) return;
      await sleep(50);
    }
    child.kill('SIGKILL');
    throw new Error(`${this.name} was not ready after ${timeoutMs} ms (see ${this.logFile})`);
  }

  /** Sends `signal`; with `wait`, waits for the process to end. */
  async signal(signal: NodeJS.Signals, wait = true): Promise<void> {
    if (!this.running) return;
    this.child!.kill(signal);
    if (wait) await this.exited;
  }

  /** Stops it for good: gently (`signal`), then by SIGKILL after `graceMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
    this.closed = true;
    if (!this.running) return;
    this.child!.kill(signal);
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(timer);
  }
}

/** A server of the run: its process, port and URL. */
export class LocalServer {
  constructor(
    readonly server: ServerProcess,
    readonly port: number,
    readonly url: string,
  ) {}
}

/** Whether Redis on `port` answers PING (after AUTH, with a password). */
function pong(port: number, password?: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    const auth = password === undefined ? '' : `AUTH ${password}\r\n`;
    socket.once('connect', () => socket.write(`${auth}PING\r\n`));
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString();
      if (answer.includes('+PONG')) done(true);
      else if (answer.startsWith('-') || answer.includes('\r\n-')) done(false);
    });
    socket.once('error', () => done(false));
  });
}

/**
 * A Redis of its own on a free port, its data in `<dir>/redis`: by default with an append-only
 * file as the shop deploys it (docker-compose.yml and k8s run `redis-server --appendonly yes`),
 * so that a killed Redis comes back with the BullMQ jobs it had acknowledged; `appendOnly:
 * false` for one that comes back empty. With `password`, it requires it (`requirepass`) and
 * its URL carries it (`redis://:password@127.0.0.1:port`), as the shop's REDIS_URL does in k8s.
 */
export async function startRedis(
  dir: string,
  { appendOnly = true, password }: { appendOnly?: boolean; password?: string } = {},
): Promise<LocalServer> {
  const port = await freePort();
  const data = path.join(dir, 'redis');
  mkdirSync(data, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', data];
  const server = new ServerProcess(
    'Redis',
    binary('redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']),
    [
      ...args,
      '--appendonly',
      appendOnly ? 'yes' : 'no',
      ...(password === undefined ? [] : ['--requirepass', password]),
    ],
    path.join(dir, 'redis.log'),
    () => pong(port, password),
  );
  await server.start();
  const auth = password === undefined ? '' : `:${encodeURIComponent(password)}@`;
  return new LocalServer(server, port, `redis://${auth}127.0.0.1:${port}`);
}
