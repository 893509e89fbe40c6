import type { WhatsAppTemplate } from './catalog.js';

/** What the samples of the order messages are filled with (the console's preview). */
export const ORDER_SAMPLE = {
  firstName: 'Asha',
  orderNumber: '#A1B2C3',
  orderUrl: 'http://localhost:8080/order/00000000-0000-4000-8000-000000000000',
  estimatedDelivery: 'Monday, 7 December',
  deliveryDate: '2026-12-07',
  total: '₹2,998.00',
  totalPaise: 299800,
  paid: true,
};

/** A parcel's courier and AWB (issue 33: null when staff shipped it by hand). */
export const PARCEL_SAMPLE = { courierName: 'Delhivery Surface', awb: '19041424751540' };

/** The DLT variables of the order messages' SMS forms. */
export const ORDER_SMS_VARS = { name: 'firstName', order: 'orderNumber', link: 'orderUrl' };

/** A WhatsApp UTILITY template. */
export const utility = (name: string, body: string, params: string[]): WhatsAppTemplate => ({
  name,
  category: 'UTILITY',
  body,
  params,
});
