import { sqlMigration } from '@arogya/platform';

/**
 * Issue 15: a webhook about a payment that already paid its checkout is answered from the
 * checkout row, found by the payment's id, without asking Razorpay again.
 */
export const CheckoutsByPayment1765000000400 = sqlMigration(
  'CheckoutsByPayment1765000000400',
  [
    `CREATE INDEX checkouts_razorpay_payment ON checkouts (razorpay_payment_id)
       WHERE razorpay_payment_id IS NOT NULL`,
  ],
  ['DROP INDEX checkouts_razorpay_payment'],
);
