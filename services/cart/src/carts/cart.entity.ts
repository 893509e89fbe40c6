import { TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** A cart belongs to exactly one user or one guest id. */
@Entity({ name: 'carts' })
export class CartEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'user_id', nullable: true, unique: true }) userId!: string | null;
  @Column('text', { name: 'guest_id', nullable: true, unique: true }) guestId!: string | null;
}

/** One line: product, size and colour, with the name, image and price last read from the catalog. */
@Entity({ name: 'cart_lines' })
export class CartLineEntity {
  @PrimaryColumn('uuid', { name: 'cart_id' }) cartId!: string;
  @PrimaryColumn('uuid', { name: 'product_id' }) productId!: string;
  @PrimaryColumn('text') size!: string;
  @PrimaryColumn('text') color!: string;
  @Column('text') name!: string;
  @Column('text') image!: string;
  @Column('integer', { name: 'price_paise' }) pricePaise!: number;
  @Column('integer') quantity!: number;
  @Column('timestamptz', { name: 'added_at', default: () => 'clock_timestamp()' }) addedAt!: Date;
}
