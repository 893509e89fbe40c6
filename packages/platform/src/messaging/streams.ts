import {
  DLQ_AUDIT_SUBJECT_ROOT,
  DLQ_SUBJECT_ROOT,
  EVENT_SUBJECT_ROOT,
  SHOP_DLQ_AUDIT_STREAM,
  SHOP_DLQ_STREAM,
  SHOP_STREAM,
  type Namespace,
} from '@arogya/contracts';
import {
  DiscardPolicy,
  RetentionPolicy,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stream names inside a namespace. */
export const streamNames = (ns: Namespace) => ({
  shop: ns.stream(SHOP_STREAM),
  dlq: ns.stream(SHOP_DLQ_STREAM),
  dlqAudit: ns.stream(SHOP_DLQ_AUDIT_STREAM),
});

/**
 * Creates (or updates) the `SHOP` event stream, the `SHOP_DLQ` dead-letter stream and
 * `SHOP_DLQ_AUDIT`, the trail of what admins did with dead letters (kept without an age
 * limit; its messages cannot be deleted or purged, only the whole stream).
 * The 2-minute duplicate window is what lets the outbox relay republish after a crash.
 */
export async function ensureStreams(jsm: JetStreamManager, ns: Namespace, replicas: number) {
  const names = streamNames(ns);
  const wanted: (Partial<StreamConfig> & { name: string })[] = [
    {
      name: names.shop,
      subjects: [ns.subject(`${EVENT_SUBJECT_ROOT}.>`)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      discard: DiscardPolicy.Old,
      max_age: nanos(7 * DAY_MS),
      duplicate_window: nanos(2 * 60 * 1000),
      num_replicas: replicas,
    },
    {
      name: names.dlq,
      subjects: [ns.subject(`${DLQ_SUBJECT_ROOT}.>`)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      max_age: nanos(30 * DAY_MS),
      duplicate_window: nanos(2 * 60 * 1000),
      num_replicas: replicas,
    },
    {
      name: names.dlqAudit,
      subjects: [ns.subject(`${DLQ_AUDIT_SUBJECT_ROOT}.>`)],
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      deny_delete: true,
      deny_purge: true,
      num_replicas: replicas,
    },
  ];
  for (const config of wanted) {
    try {
      await jsm.streams.info(config.name);
      await jsm.streams.update(config.name, config);
    } catch (err) {
      if (!/not found/i.test((err as Error).message)) throw err;
      try {
        await jsm.streams.add(config);
      } catch (addErr) {
        // another process created it between our look-up and our add
        if (!/already in use/i.test((addErr as Error).message)) throw addErr;
      }
    }
  }
}
