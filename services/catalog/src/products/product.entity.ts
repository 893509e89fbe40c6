import type { LabelFacts, ProductStatus } from '@arogya/contracts';
import { TimestampedEntity } from '@arogya/platform';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A product row, used for writes. Reads go through `product.sql.ts`, which builds JSON in SQL. */
@Entity({ name: 'products' })
export class ProductEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('text') name!: string;
  @Column('text') description!: string;
  @Column('integer', { name: 'price_paise' }) pricePaise!: number;
  @Column('integer', { name: 'discount_price_paise', nullable: true }) discountPricePaise!:
    number | null;
  /** The cheapest variant's MRP (its price and sale price above): written with the variants. */
  @Column('integer', { name: 'mrp_paise' }) mrpPaise!: number;
  /** Every variant's stock together (`syncProduct`). */
  @Column('integer', { name: 'stock_on_hand' }) stockOnHand!: number;
  @Column('integer', { name: 'stock_reserved', default: 0 }) stockReserved!: number;
  @Column('text', { unique: true }) sku!: string;
  @Column('text') category!: string;
  @Column('text') brand!: string;
  @Column('text') material!: string;
  @Column('text') gender!: string;
  @Column('text', { array: true }) collections!: string[];
  @Column('text', { array: true }) sizes!: string[];
  @Column('text', { array: true }) colors!: string[];
  @Column('text', { name: 'colors_name', array: true }) colorsName!: string[];
  @Column('text', { array: true }) tags!: string[];
  @Column('jsonb') images!: { url: string; altText: string; isPrimary: boolean }[];
  @Column('jsonb', { name: 'extra_images' }) extraImages!: { url: string; altText: string }[];
  @Column('text', { name: 'video_url', nullable: true }) videoUrl!: string | null;
  /** HSN code and GST rate (per cent) that invoices print; prices include the GST. */
  @Column('text') hsn!: string;
  @Column('integer', { name: 'gst_rate' }) gstRate!: number;
  /** Shoppers see published products only (issue 30). */
  @Column('text', { default: 'published' }) status!: ProductStatus;
  /** What the listing declares by law, in the API's shape. */
  @Column('jsonb') label!: LabelFacts;
  @Column('numeric', { precision: 2, scale: 1, default: 0 }) rating!: string;
  @Column('integer', { name: 'num_reviews', default: 0 }) numReviews!: number;
  @Column('integer', { default: 0 }) popularity!: number;
  /** Raised by every write to the row (see the migration); events carry it. */
  @Column('bigint', { default: 1, transformer: { from: Number, to: (v: number) => v } })
  version!: number;
}

/** One variant of a product (issue 30): what a line holds and a checkout reserves. */
@Entity({ name: 'product_variants' })
export class ProductVariantEntity extends TimestampedEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { name: 'product_id' }) productId!: string;
  @Column('integer') position!: number;
  @Column('text') sku!: string;
  @Column('text') size!: string;
  @Column('text') color!: string;
  @Column('text', { name: 'color_name' }) colorName!: string;
  @Column('integer', { name: 'mrp_paise' }) mrpPaise!: number;
  @Column('integer', { name: 'price_paise' }) pricePaise!: number;
  @Column('integer', { name: 'discount_price_paise', nullable: true }) discountPricePaise!:
    number | null;
  @Column('integer', { name: 'stock_on_hand' }) stockOnHand!: number;
  @Column('integer', { name: 'stock_reserved', default: 0 }) stockReserved!: number;
  @Column('integer', { name: 'weight_grams', default: 0 }) weightGrams!: number;
  @Column('text', { name: 'net_quantity', default: '' }) netQuantity!: string;
  @Column('jsonb') images!: { url: string; altText: string; isPrimary: boolean }[];
  /** Has batches (issue 30): its holds and sales then say which batch they took from. */
  @Column('boolean', { default: false }) batched!: boolean;
}
