import {
  SHOP_LANGUAGES,
  type Audience,
  type Channel,
  type MessageCategory,
  type TemplateInfo,
} from '@arogya/contracts';
import type { SecretVariable } from '../messages/secrets.js';
import { ACCOUNT_TEMPLATES } from './account-catalog.js';
import { COD_TEMPLATES } from './cod-catalog.js';
import { PARCEL_TEMPLATES } from './parcel-catalog.js';
import { STAFF_TEMPLATES } from './staff-catalog.js';
import { ORDER_SAMPLE, ORDER_SMS_VARS, PARCEL_SAMPLE, utility } from './template-parts.js';

/**
 * A WhatsApp template as approved in Meta's manager: its body's {{1}}… filled from `params`. An
 * AUTHENTICATION template (the only kind Meta lets carry a one-time code) is worded by WhatsApp:
 * `body` is only what its preset text reads, `params` is the code alone, and the code also goes
 * to its copy-code button.
 */
export interface WhatsAppTemplate {
  name: string;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  body: string;
  /** the message's variables that fill {{1}}, {{2}}… in order */
  params: string[];
}

/**
 * An SMS form of a message: MSG91's id of a DLT template in `templates/sms-templates.json` (the
 * approved text, with ##name## variables), and which of the message's variables fill them.
 */
export interface SmsTemplate {
  templateId: string;
  vars: Record<string, string>;
}

/** One message the shop sends: its files are `templates/<name>.mjml` and `<name>.txt`. */
export interface TemplateSpec {
  description: string;
  audience: Audience;
  category: MessageCategory;
  /** Handlebars, filled with the same variables as the body */
  subject: string;
  whatsapp?: WhatsAppTemplate;
  /** sent when WhatsApp could not deliver it (the shopper chose WhatsApp; SMS reaches any phone) */
  sms?: SmsTemplate;
  /** what the console's preview fills it with */
  sample: Record<string, unknown>;
  /**
   * the variables that hold a one-time secret, required to send it: kept with the message only
   * while it may need them, and never sent again (`messages/secrets.ts`)
   */
  secrets?: readonly SecretVariable[];
}

const AMOUNT_SAMPLE = { amount: '₹2,998.00', amountPaise: 299800 };

const GRIEVANCE_SAMPLE = {
  name: 'Priya Sharma',
  email: 'grievance@arogya.local',
  address: '12 Lake Palace Road, Udaipur 313001',
};

/** Every message, by template name (the files' names). */
export const TEMPLATES = {
  'order-placed': {
    description:
      'To the shopper when an order is paid, or placed for cash on delivery: lines, total, delivery promise, GST invoice',
    audience: 'shopper',
    category: 'transactional',
    // cash on delivery (issue 32): placed, not confirmed until the shopper enters the code
    subject:
      'Your Arogya order {{orderNumber}} {{#if cod}}is placed: confirm it with the code we texted you{{else}}is confirmed{{/if}}',
    whatsapp: utility(
      'order_placed',
      'Hello {{1}}, thank you for your order {{2}} of {{3}}. Expected delivery by {{4}}. Track it at {{5}}',
      ['firstName', 'orderNumber', 'total', 'deliveryText', 'orderUrl'],
    ),
    sms: {
      templateId: 'arogya_order_placed',
      vars: { name: 'firstName', order: 'orderNumber', amount: 'total', link: 'orderUrl' },
    },
    sample: {
      ...ORDER_SAMPLE,
      lines: [
        {
          name: 'Whey Protein Isolate',
          options: '1 kg',
          quantity: 1,
          amount: '₹2,549.00',
          amountPaise: 254900,
        },
        {
          name: 'Ashwagandha Capsules',
          options: '',
          quantity: 1,
          amount: '₹549.00',
          amountPaise: 54900,
        },
      ],
      discount: '₹100.00',
      discountPaise: 10000,
      couponCode: 'WELCOME10',
      // issue 32: shown when the order had them (this sample's total has neither)
      offerDiscount: null,
      shipping: null,
      address: '12 MG Road, Bengaluru 560001, Karnataka',
      invoiceUrl: 'http://localhost:8080/order/00000000-0000-4000-8000-000000000000',
      deliveryText: 'Monday, 7 December',
    },
  },
  'order-shipped': {
    description: 'To the shopper when the order ships',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya order {{orderNumber}} has shipped',
    whatsapp: utility(
      'order_shipped',
      'Hello {{1}}, your order {{2}} has shipped. Track it at {{3}}',
      ['firstName', 'orderNumber', 'orderUrl'],
    ),
    sms: { templateId: 'arogya_order_shipped', vars: ORDER_SMS_VARS },
    sample: { ...ORDER_SAMPLE, ...PARCEL_SAMPLE },
  },
  'order-delivered': {
    description: 'To the shopper when the order is delivered',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya order {{orderNumber}} was delivered',
    whatsapp: utility(
      'order_delivered',
      'Hello {{1}}, your order {{2}} was delivered. Damaged? Tell us within 48 hours: {{3}}',
      ['firstName', 'orderNumber', 'orderUrl'],
    ),
    sms: { templateId: 'arogya_order_delivered', vars: ORDER_SMS_VARS },
    sample: ORDER_SAMPLE,
  },
  'order-cancelled': {
    description: 'To the shopper when the order is cancelled',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya order {{orderNumber}} was cancelled',
    whatsapp: utility(
      'order_cancelled',
      'Hello {{1}}, your order {{2}} was cancelled. Any payment will be refunded. Details: {{3}}',
      ['firstName', 'orderNumber', 'orderUrl'],
    ),
    sms: { templateId: 'arogya_order_cancelled', vars: ORDER_SMS_VARS },
    sample: ORDER_SAMPLE,
  },
  'refund-issued': {
    description: 'To the shopper when Razorpay accepts the refund of a cancelled order',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Refund of {{amount}} for order {{orderNumber}}',
    sample: { ...ORDER_SAMPLE, ...AMOUNT_SAMPLE, refundId: 'rfnd_SAMPLE' },
  },
  'refund-processed': {
    description: 'To the shopper when the bank has paid the refund back',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your refund for order {{orderNumber}} is complete',
    sample: { ...ORDER_SAMPLE, ...AMOUNT_SAMPLE },
  },
  'refund-failed': {
    description: 'To the shopper when a refund failed (finance is alerted too)',
    audience: 'shopper',
    category: 'transactional',
    subject: 'About the refund for order {{orderNumber}}',
    sample: { ...ORDER_SAMPLE, ...AMOUNT_SAMPLE },
  },
  'late-payment-refund': {
    description: 'To the shopper when a payment no order can take is refunded',
    audience: 'shopper',
    category: 'transactional',
    subject: 'We are refunding your payment of {{amount}}',
    sample: {
      firstName: 'Asha',
      ...AMOUNT_SAMPLE,
      reason: 'the checkout had expired',
      lateReason: 'expired',
    },
  },
  'contact-ack': {
    description:
      'To the person who sent the contact form: its reference, what they wrote, the grievance officer',
    audience: 'shopper',
    category: 'transactional',
    subject: 'We have your message ({{reference}})',
    sample: {
      name: 'Asha',
      reference: 'C-20261126-7KQ2',
      subject: 'Where is my order?',
      message: 'Hello,\nmy order has not arrived yet.',
      grievance: GRIEVANCE_SAMPLE,
    },
  },
  ...COD_TEMPLATES,
  ...PARCEL_TEMPLATES,
  ...ACCOUNT_TEMPLATES,
  ...STAFF_TEMPLATES,
} as const satisfies Record<string, TemplateSpec>;

export type TemplateName = keyof typeof TEMPLATES;

export const isTemplateName = (name: string): name is TemplateName => name in TEMPLATES;

/** The channels a template can go out on. */
export function channelsOf(spec: TemplateSpec): Channel[] {
  return [
    'email',
    ...(spec.whatsapp ? (['whatsapp'] as const) : []),
    ...(spec.sms ? (['sms'] as const) : []),
  ];
}

/** What the console lists of a template. */
export function templateInfo(name: TemplateName): TemplateInfo {
  const spec: TemplateSpec = TEMPLATES[name];
  return {
    name,
    description: spec.description,
    audience: spec.audience,
    category: spec.category,
    channels: channelsOf(spec),
    languages: spec.audience === 'shopper' ? [...SHOP_LANGUAGES] : ['en'],
  };
}
