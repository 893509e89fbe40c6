import type { TemplateSpec } from './catalog.js';
import { ORDER_SAMPLE, ORDER_SMS_VARS, PARCEL_SAMPLE, utility } from './template-parts.js';

/**
 * A parcel's milestones told to its shopper (issue 33), besides the order's own (shipped and
 * delivered, `order-shipped` and `order-delivered`, which name the parcel's courier and AWB).
 */
export const PARCEL_TEMPLATES = {
  'order-out-for-delivery': {
    description: 'To the shopper when a parcel of the order is out for delivery (issue 33)',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya order {{orderNumber}} is out for delivery',
    whatsapp: utility(
      'order_out_for_delivery',
      'Hello {{1}}, your order {{2}} is out for delivery today. Please keep your phone with you. Track it at {{3}}',
      ['firstName', 'orderNumber', 'orderUrl'],
    ),
    sms: { templateId: 'arogya_order_out_for_delivery', vars: ORDER_SMS_VARS },
    sample: { ...ORDER_SAMPLE, ...PARCEL_SAMPLE, cashToPay: null },
  },
  'delivery-failed': {
    description:
      'To the shopper when the courier could not deliver a parcel (issue 33, an NDR): its reason, and the link to choose a new day or correct the address',
    audience: 'shopper',
    category: 'transactional',
    subject: 'We could not deliver your Arogya order {{orderNumber}}',
    whatsapp: utility(
      'delivery_failed',
      'Hello {{1}}, the courier could not deliver your order {{2}} today ({{3}}). Choose a new day or correct your address: {{4}}',
      ['firstName', 'orderNumber', 'reason', 'orderUrl'],
    ),
    sms: { templateId: 'arogya_delivery_failed', vars: ORDER_SMS_VARS },
    sample: { ...ORDER_SAMPLE, ...PARCEL_SAMPLE, reason: 'Customer not available' },
  },
} as const satisfies Record<string, TemplateSpec>;
