// Checkouts at a fixed arrival rate while the faults run: the bench's purchase (`checkout` of
// bench/scenarios.ts, by customers registered before the clock) in its open-model runner, a
// share of them paid in cash on delivery instead (`codPurchase`, issue 32), with every error
// the shopper saw kept with its time and kind.
import { Recorder, runArrivals, type ArrivalResult } from '../bench/runner.js';
import { checkout, CHECKOUT_STEPS, type CheckoutTarget } from '../bench/scenarios.js';
import { codPurchase, COD_STEPS, type CodStaff } from './cod.js';

/** An error a shopper saw: when (wall ms), at which step, and its kind. */
export interface ShopperError {
  at: number;
  kind: string;
}

/**
 * What a shopper saw, by kind: the step and the answer without its ids and numbers, so that
 * the same failure counts as one kind (`create-order: 503 Razorpay is not answering`).
 */
export function errorKind(step: string, cause: string): string {
  let what = cause;
  const status = /^(\d{3}) (.*)$/s.exec(cause);
  if (status) {
    let message = status[2]!;
    // the JSON body's message (the recorder keeps only the start of a body: read it as text)
    const said = /"message"\s*:\s*"((?:[^"\\]|\\.)*)/.exec(message);
    if (said) message = said[1]!;
    what = `${status[1]} ${message}`;
  } else if (/ECONNREFUSED/.test(cause)) what = 'connection refused';
  else if (/ECONNRESET|socket hang up/.test(cause)) what = 'connection reset';
  else if (/timed out after/.test(cause)) what = 'no answer within 10 s';
  what = what
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\b(pay|order|rfnd)_[A-Za-z0-9]{14}\b/g, '<$1 id>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 110);
  return `${step}: ${what}`;
}

/** The bench's recorder, keeping each failure's time and kind as well. */
class TimedRecorder extends Recorder {
  readonly failures: ShopperError[] = [];

  override fail(step: string, cause: string): void {
    super.fail(step, cause);
    this.failures.push({ at: Date.now(), kind: errorKind(step, cause) });
  }
}

/** The load while it runs, and what it did. */
export class ChaosLoad {
  readonly recorder = new TimedRecorder(['empty-cart', ...CHECKOUT_STEPS.slice(1), ...COD_STEPS]);
  /** Purchases started paid in cash on delivery. */
  cod = 0;
  started = 0;
  completed = 0;
  failed = 0;
  /** Wall time the arrivals began. */
  t0 = 0;
  result: ArrivalResult | undefined;

  constructor(
    private readonly target: CheckoutTarget,
    readonly rate: number,
    readonly seconds: number,
    readonly maxVus: number,
    /** The share of purchases paid in cash on delivery (0 to 1), and the staff confirming them. */
    readonly codShare = 0,
    private readonly staff?: CodStaff,
  ) {}

  /** Runs the arrivals to the end (and the purchases under way then). */
  async run(): Promise<ArrivalResult> {
    this.t0 = Date.now();
    this.result = await runArrivals({
      label: 'checkouts',
      rate: this.rate,
      seconds: this.seconds,
      maxVus: this.maxVus,
      recorder: this.recorder,
      iteration: async () => {
        this.started++;
        try {
          if (this.staff && Math.random() < this.codShare) {
            this.cod++;
            await codPurchase(this.target, this.recorder, this.staff);
          } else await checkout(this.target, this.recorder);
          this.completed++;
        } catch (err) {
          this.failed++;
          throw err;
        }
      },
    });
    return this.result;
  }

  get failures(): ShopperError[] {
    return this.recorder.failures;
  }

  /** One progress line: arrivals so far, completed per second, failures, under way, dropped. */
  progress(): string {
    const elapsed = Math.min((Date.now() - this.t0) / 1000, this.seconds);
    const arrivals = Math.min(
      Math.floor(elapsed * this.rate),
      Math.floor(this.seconds * this.rate),
    );
    const under = this.started - this.completed - this.failed;
    return `load: ${arrivals} arrivals, ${this.completed} checkouts completed (${(this.completed / Math.max(elapsed, 1e-3)).toFixed(1)}/s so far), ${this.failed} failed, ${under} under way, ${Math.max(0, arrivals - this.started)} dropped`;
  }
}
