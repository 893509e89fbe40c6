import type { Audience, Channel, MessageCategory, TemplateInfo } from '@arogya/contracts';

/** A WhatsApp template as approved in Meta's manager: its body's {{1}}… filled from `params`. */
export interface WhatsAppTemplate {
  name: string;
  category: 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';
  body: string;
  /** the message's variables that fill {{1}}, {{2}}… in order */
  params: string[];
}

/** One message the shop sends: its files are `templates/<name>.mjml` and `<name>.txt`. */
export interface TemplateSpec {
  description: string;
  audience: Audience;
  category: MessageCategory;
  /** Handlebars, filled with the same variables as the body */
  subject: string;
  whatsapp?: WhatsAppTemplate;
  /** what the console's preview fills it with */
  sample: Record<string, unknown>;
}

const ORDER_SAMPLE = {
  firstName: 'Asha',
  orderNumber: '#A1B2C3',
  orderUrl: 'http://localhost:8080/order/00000000-0000-4000-8000-000000000000',
  estimatedDelivery: 'Monday, 7 December',
  total: '₹2,998.00',
  paid: true,
};

const GRIEVANCE_SAMPLE = {
  name: 'Priya Sharma',
  email: 'grievance@arogya.local',
  address: '12 Lake Palace Road, Udaipur 313001',
};

const utility = (name: string, body: string, params: string[]): WhatsAppTemplate => ({
  name,
  category: 'UTILITY',
  body,
  params,
});

/** Every message, by template name (the files' names). */
export const TEMPLATES = {
  'order-placed': {
    description:
      'To the shopper when an order is paid: lines, total, delivery promise, GST invoice',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya order {{orderNumber}} is confirmed',
    whatsapp: utility(
      'order_placed',
      'Hello {{1}}, thank you for your order {{2}} of {{3}}. Expected delivery by {{4}}. Track it at {{5}}',
      ['firstName', 'orderNumber', 'total', 'deliveryText', 'orderUrl'],
    ),
    sample: {
      ...ORDER_SAMPLE,
      lines: [
        { name: 'Whey Protein Isolate', options: '1 kg', quantity: 1, amount: '₹2,549.00' },
        { name: 'Ashwagandha Capsules', options: '', quantity: 1, amount: '₹549.00' },
      ],
      discount: '₹100.00',
      couponCode: 'WELCOME10',
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
    sample: ORDER_SAMPLE,
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
    sample: ORDER_SAMPLE,
  },
  'refund-issued': {
    description: 'To the shopper when Razorpay accepts the refund of a cancelled order',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Refund of {{amount}} for order {{orderNumber}}',
    sample: { ...ORDER_SAMPLE, amount: '₹2,998.00', refundId: 'rfnd_SAMPLE' },
  },
  'refund-processed': {
    description: 'To the shopper when the bank has paid the refund back',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your refund for order {{orderNumber}} is complete',
    sample: { ...ORDER_SAMPLE, amount: '₹2,998.00' },
  },
  'refund-failed': {
    description: 'To the shopper when a refund failed (finance is alerted too)',
    audience: 'shopper',
    category: 'transactional',
    subject: 'About the refund for order {{orderNumber}}',
    sample: { ...ORDER_SAMPLE, amount: '₹2,998.00' },
  },
  'late-payment-refund': {
    description: 'To the shopper when a payment no order can take is refunded',
    audience: 'shopper',
    category: 'transactional',
    subject: 'We are refunding your payment of {{amount}}',
    sample: { firstName: 'Asha', amount: '₹2,998.00', reason: 'the checkout had expired' },
  },
  'staff-new-order': {
    description: 'To the staff recipients when an order is paid',
    audience: 'staff',
    category: 'transactional',
    subject: 'New order {{orderNumber}}: {{total}}',
    sample: {
      orderNumber: '#A1B2C3',
      total: '₹2,998.00',
      customer: 'Asha Rao',
      itemCount: 2,
      city: 'Bengaluru',
      lines: [{ name: 'Whey Protein Isolate', options: '1 kg', quantity: 1, amount: '₹2,549.00' }],
      adminUrl: 'http://localhost:8080/admin#/orders/00000000-0000-4000-8000-000000000000',
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
  'contact-support': {
    description: 'To the support address: a contact form message, to answer by replying',
    audience: 'staff',
    category: 'transactional',
    subject: '[{{reference}}] {{#if subject}}{{subject}}{{else}}Contact form{{/if}} ({{name}})',
    sample: {
      name: 'Asha Rao',
      email: 'asha@example.in',
      reference: 'C-20261126-7KQ2',
      subject: 'Where is my order?',
      message: 'Hello,\nmy order has not arrived yet.',
      receivedAt: '26 Nov 2026, 10:15 am',
    },
  },
  'staff-low-stock': {
    description: 'To the order recipients when a product falls to the low-stock threshold',
    audience: 'staff',
    category: 'transactional',
    subject: 'Low stock: {{product}} ({{count}} left)',
    sample: {
      product: 'Whey Protein Isolate',
      count: 3,
      threshold: 5,
      adminUrl: 'http://localhost:8080/admin#/products/00000000-0000-4000-8000-000000000000',
    },
  },
  'staff-refund-failed': {
    description: 'To the finance recipients when a refund failed',
    audience: 'staff',
    category: 'transactional',
    subject: 'Refund failed: order {{orderNumber}} ({{amount}})',
    sample: {
      orderNumber: '#A1B2C3',
      amount: '₹2,998.00',
      reason: 'the bank account is closed',
      adminUrl: 'http://localhost:8080/admin#/refunds',
    },
  },
  'staff-dispute': {
    description: 'To the finance recipients when a payment is disputed, and at each change',
    audience: 'staff',
    category: 'transactional',
    subject: 'Dispute {{status}}: {{amount}}{{#if orderNumber}} (order {{orderNumber}}){{/if}}',
    sample: {
      status: 'open',
      amount: '₹2,998.00',
      reasonCode: 'chargeback',
      orderNumber: '#A1B2C3',
      respondBy: 'Thursday, 3 December',
      adminUrl: 'http://localhost:8080/admin#/disputes',
    },
  },
  'staff-daily-digest': {
    description:
      'To the order recipients every morning: yesterday’s orders and what is low on stock',
    audience: 'staff',
    category: 'transactional',
    subject: 'Arogya {{date}}: {{orders}} orders, {{total}}',
    sample: {
      date: 'Thursday, 26 November',
      until: '26 Nov 2026, 8:00 am',
      orders: 42,
      total: '₹1,23,456.00',
      cancelled: 1,
      lowStock: ['Whey Protein Isolate', 'Moringa Powder'],
      adminUrl: 'http://localhost:8080/admin',
    },
  },
} as const satisfies Record<string, TemplateSpec>;

export type TemplateName = keyof typeof TEMPLATES;

export const isTemplateName = (name: string): name is TemplateName => name in TEMPLATES;

/** The channels a template can go out on. */
export function channelsOf(spec: TemplateSpec): Channel[] {
  return spec.whatsapp ? ['email', 'whatsapp'] : ['email'];
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
  };
}
