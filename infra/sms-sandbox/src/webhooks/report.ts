import type { SmsMessage, SmsStatus } from '../messages.js';

/** A delivery report's outcome, with MSG91's status code and description. */
export interface ReportOutcome {
  status: Exclude<SmsStatus, 'submitted'>;
  /** MSG91's code: `1` delivered, `2` failed, `9` NDNC (DND number, promotional text). */
  code: string;
  /** MSG91's description: `DELIVERED`, `FAILED`, `NDNC`. */
  description: string;
  /** Why it failed, empty when delivered. */
  failedReason: string;
}

/** The outcomes the sandbox reports. */
export const OUTCOMES = {
  delivered: { status: 'delivered', code: '1', description: 'DELIVERED', failedReason: '' },
  failed: {
    status: 'failed',
    code: '2',
    description: 'FAILED',
    failedReason: 'Absent subscriber',
  },
  rejected: {
    status: 'rejected',
    code: '9',
    description: 'NDNC',
    failedReason: 'Number is registered in DND for promotional messages',
  },
} as const satisfies Record<string, ReportOutcome>;

/** India Standard Time (UTC+05:30), `YYYY-MM-DD HH:mm:ss`, as MSG91 writes `date`. */
export function istDate(ms: number): string {
  return new Date(ms + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * One delivery report in the JSON shape of MSG91's SMS webhook (version 3): one JSON object
 * per number, `status` as a code string and `desc` its description, `date` in IST.
 * Serialised once so that every retry sends the same bytes.
 */
export function reportPayload(message: SmsMessage, outcome: ReportOutcome, at: number): string {
  return JSON.stringify({
    requestId: message.requestId,
    number: message.mobile,
    senderId: message.senderId,
    date: istDate(at),
    status: outcome.code,
    desc: outcome.description,
    failedReason: outcome.failedReason,
    credit: '1',
    campaignName: 'API',
    userId: 'sandbox',
  });
}
