// A closed-loop load runner: N virtual users, each running a scenario's steps in sequence
// as fast as the shop answers (k6's `constant-vus` without think time), every step's latency
// kept so that the percentiles are exact.
import { performance } from 'node:perf_hooks';
import type { Reply } from './http.js';
import { summarize, type StepSummary } from './stats.js';

/** Ends an iteration after a failed step, like the k6 script's `if (!ok(...)) return`. */
export class StepFailed extends Error {}

interface StepRecord {
  latencies: number[];
  errors: number;
  /** Why requests failed (status and the start of the body, or the socket error), counted. */
  causes: Map<string, number>;
}

/** One step's figures and the causes of its errors. */
export interface StepReport {
  step: string;
  summary: StepSummary;
  causes: [string, number][];
}

/** Latencies and errors per step of one scenario against one target, over all its rounds. */
export class Recorder {
  private readonly steps = new Map<string, StepRecord>();
  /** Seconds of load recorded so far (all rounds). */
  seconds = 0;
  iterations = 0;

  /** `steps`: the scenario's steps, in the order the tables list them. */
  constructor(steps: readonly string[]) {
    for (const s of steps) this.step(s);
  }

  private step(name: string): StepRecord {
    let r = this.steps.get(name);
    if (!r) this.steps.set(name, (r = { latencies: [], errors: 0, causes: new Map() }));
    return r;
  }

  /** A successful request (or completed wait) of `step` that took `ms`. */
  ok(step: string, ms: number): void {
    this.step(step).latencies.push(ms);
  }

  /** A failed request of `step`. */
  fail(step: string, cause: string): void {
    const r = this.step(step);
    r.errors++;
    const key = cause.replace(/\s+/g, ' ').slice(0, 160);
    r.causes.set(key, (r.causes.get(key) ?? 0) + 1);
  }

  get errors(): number {
    let n = 0;
    for (const r of this.steps.values()) n += r.errors;
    return n;
  }

  /**
   * Sends one request of `step` and times it. A status other than `expect`, a socket error
   * or a `validate` complaint counts as an error of the step and ends the iteration.
   */
  async call(
    step: string,
    expect: number,
    send: () => Promise<Reply>,
    validate?: (reply: Reply) => string | undefined,
  ): Promise<Reply> {
    const t0 = performance.now();
    let reply: Reply;
    try {
      reply = await send();
    } catch (err) {
      this.fail(step, `socket: ${(err as Error).message}`);
      throw new StepFailed(step);
    }
    const ms = performance.now() - t0;
    let complaint =
      reply.status === expect ? undefined : `${reply.status} ${reply.body.slice(0, 140)}`;
    if (!complaint && validate) {
      try {
        complaint = validate(reply);
      } catch (err) {
        complaint = `unreadable answer: ${(err as Error).message}`;
      }
    }
    if (complaint) {
      this.fail(step, complaint);
      throw new StepFailed(step);
    }
    this.ok(step, ms);
    return reply;
  }

  /** Every step's figures over all the recorded seconds. */
  report(): StepReport[] {
    return [...this.steps].map(([step, r]) => ({
      step,
      summary: summarize(r.latencies, r.errors, Math.max(this.seconds, 1e-9)),
      causes: [...r.causes].sort((a, b) => b[1] - a[1]),
    }));
  }
}

/** How to run one round of load. */
export interface RunOptions {
  /** Named in progress lines. */
  label: string;
  vus: number;
  seconds: number;
  recorder: Recorder;
  /** One iteration of the scenario by virtual user `vu` (0-based). */
  iteration: (vu: number) => Promise<void>;
  /** A progress line every this many seconds (0 or absent: none). */
  progressEvery?: number;
}

/**
 * Runs `vus` virtual users for `seconds`, each starting a new iteration as soon as the last
 * one ended; an iteration that is under way at the deadline completes. Adds its wall time
 * and iterations to the recorder.
 */
export async function runVus(o: RunOptions): Promise<{ seconds: number; iterations: number }> {
  const start = performance.now();
  const deadline = start + o.seconds * 1000;
  let iterations = 0;
  const ticker =
    o.progressEvery && o.progressEvery > 0
      ? setInterval(() => {
          const s = ((performance.now() - start) / 1000).toFixed(0);
          console.log(
            `    ${o.label}: ${s}/${o.seconds} s, ${iterations} iterations, ${o.recorder.errors} errors so far`,
          );
        }, o.progressEvery * 1000)
      : undefined;
  try {
    await Promise.all(
      Array.from({ length: o.vus }, async (_, vu) => {
        while (performance.now() < deadline) {
          try {
            await o.iteration(vu);
            iterations++;
          } catch (err) {
            // A failed step is already counted; anything else is a bug of the bench or an
            // answer it could not read: counted too, so that it cannot hide.
            if (!(err instanceof StepFailed)) o.recorder.fail('(other)', String(err));
          }
        }
      }),
    );
  } finally {
    clearInterval(ticker);
  }
  const seconds = (performance.now() - start) / 1000;
  o.recorder.seconds += seconds;
  o.recorder.iterations += iterations;
  return { seconds, iterations };
}

/** How to run load at a fixed arrival rate (k6's `constant-arrival-rate`). */
export interface ArrivalOptions {
  label: string;
  /** Iterations started per second. */
  rate: number;
  seconds: number;
  /** Iterations under way at most; an arrival finding them all busy is dropped. */
  maxVus: number;
  recorder: Recorder;
  iteration: () => Promise<void>;
  /** A progress line every this many seconds (0 or absent: none). */
  progressEvery?: number;
}

/** What an open-model run did. */
export interface ArrivalResult {
  seconds: number;
  /** Iterations started. */
  started: number;
  /** Iterations that ran to the end without a failed step. */
  completed: number;
  /** Arrivals not started: every VU was busy. */
  dropped: number;
  /** Iterations started more than `LATE_MS` after their arrival time (the runner fell behind). */
  late: number;
}

/** An iteration starting this much after its arrival time counts as late. */
export const LATE_MS = 10;

/**
 * Starts an iteration every 1/`rate` seconds for `seconds`, whether or not earlier ones have
 * finished (an open model: the shop's slowness does not slow the arrivals, it piles them up),
 * with at most `maxVus` under way; then waits for those under way. The recorder's seconds are
 * the arrival window, so its rates are per second of offered load.
 */
export async function runArrivals(o: ArrivalOptions): Promise<ArrivalResult> {
  const start = performance.now();
  const total = Math.floor(o.rate * o.seconds);
  const result: ArrivalResult = {
    seconds: o.seconds,
    started: 0,
    completed: 0,
    dropped: 0,
    late: 0,
  };
  const running = new Set<Promise<void>>();
  const ticker =
    o.progressEvery && o.progressEvery > 0
      ? setInterval(() => {
          const s = ((performance.now() - start) / 1000).toFixed(0);
          console.log(
            `    ${o.label}: ${s}/${o.seconds} s, ${result.completed} completed, ${running.size} under way, ${result.dropped} dropped, ${o.recorder.errors} errors so far`,
          );
        }, o.progressEvery * 1000)
      : undefined;
  const launch = () => {
    const p = o
      .iteration()
      .then(() => void result.completed++)
      .catch((err: unknown) => {
        if (!(err instanceof StepFailed)) o.recorder.fail('(other)', String(err));
      })
      .finally(() => running.delete(p));
    running.add(p);
  };
  try {
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / o.rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (running.size >= o.maxVus) {
        result.dropped++;
        continue;
      }
      if (performance.now() - due > LATE_MS) result.late++;
      result.started++;
      launch();
    }
    await Promise.all([...running]);
  } finally {
    clearInterval(ticker);
  }
  o.recorder.seconds += o.seconds;
  o.recorder.iterations += result.completed;
  return result;
}
