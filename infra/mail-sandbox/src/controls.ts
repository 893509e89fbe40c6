import { checkLatency, type FaultRequest, type FaultsSnapshot, type SmtpFaults } from './faults.js';
import type { SmtpListener } from './smtp.js';

/** Faults switched on and off by a test (`sandbox.faults`, or `/api/faults`). */
export interface MailSandboxFaults {
  /** Closes the SMTP port: connections are refused (`ECONNREFUSED`) until `up` or `reset`. */
  down(): Promise<void>;
  /** Opens the SMTP port again, on the same port. */
  up(): Promise<void>;
  /**
   * The next `count` transactions (every one until `reset` when absent) are answered
   * `451 4.3.0 Temporary failure (sandbox fault)` at `MAIL FROM`. Replaces an earlier count.
   */
  tempfail(count?: number): void;
  /** `RCPT TO` this address (any case) is answered `550 5.1.1 Mailbox unavailable`. */
  reject(recipient: string): void;
  /** Waits `ms` before accepting each message (the reply to `DATA`); 0 turns it off. */
  latency(ms: number): void;
  /** Removes every fault and opens the port again if it was down. */
  reset(): Promise<void>;
  /** The faults in force. */
  current(): FaultsSnapshot;
}

/** The fault controls over the SMTP listener and the faults its handlers consult. */
export function faultControls(listener: SmtpListener, faults: SmtpFaults): MailSandboxFaults {
  return {
    down: () => listener.stop(),
    up: () => listener.start(),
    tempfail: (count) => faults.tempfail(count),
    reject: (recipient) => faults.reject(recipient),
    latency(ms) {
      faults.latencyMs = checkLatency(ms);
    },
    async reset() {
      faults.clear();
      await listener.start();
    },
    current: () => faults.snapshot(!listener.listening),
  };
}

/** Carries out a checked `POST /api/faults` body: its mode, then its latency. */
export async function applyFaultRequest(
  controls: MailSandboxFaults,
  request: FaultRequest,
): Promise<void> {
  switch (request.mode) {
    case 'down':
      await controls.down();
      break;
    case 'up':
      await controls.up();
      break;
    case 'tempfail':
      controls.tempfail(request.count);
      break;
    case 'reject':
      controls.reject(request.recipient as string);
      break;
    case undefined:
      break;
  }
  if (request.latencyMs !== undefined) controls.latency(request.latencyMs);
}
