import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ReservationStatus } from './stock-reservation.transitions.js';

/** What one checkout holds of one product. Its status moves only in the transitions file. */
@Entity({ name: 'stock_reservations' })
export class StockReservationEntity {
  @PrimaryColumn('uuid', { name: 'checkout_id' })
  checkoutId!: string;

  @PrimaryColumn('uuid', { name: 'product_id' })
  productId!: string;

  @Column('integer')
  quantity!: number;

  @Column('text')
  status!: ReservationStatus;

  @Column('timestamptz', { name: 'created_at', default: () => 'now()' })
  createdAt!: Date;

  @Column('timestamptz', { name: 'updated_at', default: () => 'now()' })
  updatedAt!: Date;
}

/** One move of a reservation, for the record. */
@Entity({ name: 'stock_reservation_history' })
export class StockReservationHistoryEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column('uuid', { name: 'checkout_id' })
  checkoutId!: string;

  @Column('uuid', { name: 'product_id' })
  productId!: string;

  @Column('text', { name: 'from_status', nullable: true })
  from!: ReservationStatus | null;

  @Column('text', { name: 'to_status' })
  to!: ReservationStatus;

  @Column('integer')
  quantity!: number;

  @Column('timestamptz', { default: () => 'now()' })
  at!: Date;
}
