import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type {
  Audience,
  Channel,
  MessageCategory,
  MessageState,
  MessageView,
  ShopLanguage,
} from '@arogya/contracts';

/** What a template is filled with: plain JSON, kept with the message so a resend says the same. */
export type Variables = Record<string, unknown>;

/** A message to write: who gets what, on which channel, because of which event. */
export interface NewMessage {
  template: string;
  channel: Channel;
  recipient: string;
  audience: Audience;
  category: MessageCategory;
  userId: string | null;
  orderId: string | null;
  variables: Variables;
  /** set when `variables` hold a one-time secret: kept until then at the latest (`secrets.ts`) */
  secretUntil?: Date | null;
}

/** A stored message. */
@Entity({ name: 'messages' })
export class MessageEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text', { name: 'dedupe_key' }) dedupeKey!: string;
  @Column('text', { name: 'source_event' }) sourceEvent!: string;
  @Column('text') template!: string;
  @Column('text') channel!: Channel;
  @Column('text') recipient!: string;
  @Column('text') audience!: Audience;
  @Column('text') category!: MessageCategory;
  @Column('uuid', { name: 'user_id', nullable: true }) userId!: string | null;
  @Column('uuid', { name: 'order_id', nullable: true }) orderId!: string | null;
  @Column('jsonb') variables!: Variables;
  @Column('text', { nullable: true }) subject!: string | null;
  @Column('text') status!: MessageState;
  @Column('int') attempts!: number;
  @Column('text', { name: 'last_error', nullable: true }) lastError!: string | null;
  @Column('text', { name: 'provider_message_id', nullable: true })
  providerMessageId!: string | null;
  @Column('uuid', { name: 'resent_from', nullable: true }) resentFrom!: string | null;
  /** it held a one-time link or code, kept until then at the latest (null: it held none) */
  @Column('timestamptz', { name: 'secret_until', nullable: true }) secretUntil!: Date | null;
  /** when its secret variables were replaced by "[redacted]" */
  @Column('timestamptz', { name: 'redacted_at', nullable: true }) redactedAt!: Date | null;
  /** when its recipient and contents were erased (DPDP: `message.erasure.ts`) */
  @Column('timestamptz', { name: 'erased_at', nullable: true }) erasedAt!: Date | null;
  /** the language it was composed in when it went (null while it waits) */
  @Column('text', { nullable: true }) language!: ShopLanguage | null;
  @Column('timestamptz', { name: 'created_at' }) createdAt!: Date;
  @Column('timestamptz', { name: 'sent_at', nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { name: 'delivered_at', nullable: true }) deliveredAt!: Date | null;
}

/** One step of a message's life. */
@Entity({ name: 'message_history' })
export class MessageHistoryEntity {
  @PrimaryGeneratedColumn('increment') id!: string;
  @Column('uuid', { name: 'message_id' }) messageId!: string;
  @Column('text') status!: MessageState;
  @Column('timestamptz') at!: Date;
  @Column('text', { nullable: true }) detail!: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The console's view of a message and its history. */
export function toMessageView(r: MessageEntity, history: MessageHistoryEntity[]): MessageView {
  return {
    id: r.id,
    template: r.template,
    channel: r.channel,
    recipient: r.recipient,
    audience: r.audience,
    state: r.status,
    subject: r.subject,
    orderId: r.orderId,
    userId: r.userId,
    attempts: r.attempts,
    lastError: r.lastError,
    providerMessageId: r.providerMessageId,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    deliveredAt: iso(r.deliveredAt),
    history: history.map((h) => ({ state: h.status, at: h.at.toISOString(), detail: h.detail })),
    language: r.language,
  };
}
