import { StatusHistoryEntity, TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReservationStatus } from './stock-reservation.transitions.js';

/** What one checkout holds of one variant. Its status moves only in the transitions file. */
@Entity({ name: 'stock_reservations' })
export class StockReservationEntity extends TimestampedEntity {
  @PrimaryColumn('uuid', { name: 'checkout_id' }) checkoutId!: string;
  @PrimaryColumn('uuid', { name: 'variant_id' }) variantId!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('integer') quantity!: number;
  @Column('text') status!: ReservationStatus;
}

/** One move of a reservation, for the record. */
@Entity({ name: 'stock_reservation_history' })
export class StockReservationHistoryEntity extends StatusHistoryEntity<ReservationStatus> {
  @Column('uuid', { name: 'checkout_id' }) checkoutId!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('uuid', { name: 'variant_id', nullable: true }) variantId!: string | null;
  @Column('integer') quantity!: number;
}
