import { sqlMigration } from '@arogya/platform';

/** Where a cancelled paid order's refund stands, shown on the order (issue 14). */
export const OrderRefundStatus1764500000500 = sqlMigration(
  'OrderRefundStatus1764500000500',
  [
    `ALTER TABLE orders ADD COLUMN refund_status text
       CHECK (refund_status IN ('requested', 'pending', 'processed', 'failed'))`,
    `UPDATE orders SET refund_status = 'pending' WHERE refund_id IS NOT NULL`,
  ],
  ['ALTER TABLE orders DROP COLUMN refund_status'],
);
