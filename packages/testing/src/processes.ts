import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root, for starting the shop's built processes. */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Whether a start failed because one of `ports`, free when picked, was taken before the process
 * listened on it (by another test file's process: the files run two at a time).
 */
export function portTaken(err: unknown, ports: number[]): boolean {
  if (!(err instanceof Error)) return false;
  const taken = /EADDRINUSE: address already in use [^\s]*:(\d+)/.exec(err.message);
  return taken !== null && ports.includes(Number(taken[1]));
}

/**
 * Runs `start` on `count` ports picked free, and again on fresh ones (three tries) when one of
 * them was taken meanwhile; any other failure is thrown at once.
 */
export async function onFreePorts<T>(
  count: number,
  start: (ports: number[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const ports: number[] = [];
    for (let i = 0; i < count; i++) ports.push(await freePort());
    try {
      return await start(ports);
    } catch (err) {
      if (attempt >= 3 || !portTaken(err, ports)) throw err;
    }
  }
}

export interface ProcessSpec {
  name: string;
  /** Script path relative to the repository root. */
  script: string;
  env: Record<string, string>;
  /** Polled until it answers 200. */
  readyUrl: string;
  readyTimeoutMs?: number;
}

/**
 * How long a process may take to answer ready: two browser files at once start some fifteen
 * NestJS processes on two cores (each running its migrations), and one was seen past 30 s; a
 * process that never gets ready still fails, after this.
 */
const READY_TIMEOUT_MS = 90_000;

/** A shop process started by a test, with its output kept for failure reports. */
export class TestProcess {
  /** Every process this test file started and has not stopped (what a failed start leaves). */
  static readonly started = new Set<TestProcess>();
  /** Node options for every process started from now on (the bench's `--cpu-prof`). */
  static nodeArgs: string[] = [];

  private child: ChildProcess | undefined;
  private output: string[] = [];
  /** Asked to stop (a test's or a chaos fault's `stop`), so its exit is expected. */
  private stopping = false;
  /** It answered ready once (a failed start reports its output itself). */
  private wasReady = false;

  constructor(readonly spec: ProcessSpec) {}

  /** Starts the process and waits until its readiness URL answers 200. */
  async start(): Promise<this> {
    const child = spawn(process.execPath, [...TestProcess.nodeArgs, this.spec.script], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'warn', ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.stopping = false;
    this.wasReady = false;
    TestProcess.started.add(this);
    child.once('exit', (code, signal) => {
      TestProcess.started.delete(this);
      // a process that dies while the tests still use it fails them as "unavailable" far from
      // its cause: its last words go to the test's output, where CI shows them
      if (!this.stopping && this.wasReady) {
        process.stderr.write(
          `\n[${this.spec.name}] exited on its own (${signal ?? `code ${code}`}) while the tests ran; its last output:\n${this.logs()}\n`,
        );
      }
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 400) this.output.splice(0, 100);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + (this.spec.readyTimeoutMs ?? READY_TIMEOUT_MS);
    while (Date.now() < deadline) {
      if (child.exitCode !== null) {
        throw new Error(`${this.spec.name} exited with ${child.exitCode}:\n${this.logs()}`);
      }
      try {
        const res = await fetch(this.spec.readyUrl);
        // another process on the port (it was taken between picking it and listening: ours
        // then exits with EADDRINUSE, and `onFreePorts` picks new ones) is not this one ready
        const answeredBy = res.headers.get('x-process-id');
        const ours = answeredBy === null || answeredBy === String(child.pid);
        if (res.status === 200 && ours) {
          this.wasReady = true;
          return this;
        }
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    this.child.kill('SIGKILL');
    throw new Error(`${this.spec.name} was not ready in time:\n${this.logs()}`);
  }

  /** Its process id while it runs (the bench reads its CPU time from `/proc`). */
  get pid(): number | undefined {
    return this.running ? this.child?.pid : undefined;
  }

  /** The origin of its ops port (`/metrics`, `/health/*`). */
  get opsUrl(): string {
    return new URL(this.spec.readyUrl).origin;
  }

  logs(): string {
    return this.output.join('').slice(-8000);
  }

  get running(): boolean {
    return (
      this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null
    );
  }

  /** Asks the process to stop (SIGTERM) and waits for it; returns its exit code. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const child = this.child;
    if (!child || !this.running) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    );
    this.stopping = true;
    child.kill(signal);
    return exited;
  }
}
