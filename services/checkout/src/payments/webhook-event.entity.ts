import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A Razorpay webhook event already handled (deduplicated by its event id). */
@Entity({ name: 'webhook_events' })
export class WebhookEventEntity {
  @PrimaryColumn('text', { name: 'event_id' }) eventId!: string;
  @Column('text') event!: string;
  @Column('timestamptz', { name: 'received_at', default: () => 'now()' }) receivedAt!: Date;
}
