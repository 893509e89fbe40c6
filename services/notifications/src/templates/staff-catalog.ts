import type { TemplateSpec } from './catalog.js';

/** The staff's messages (to the addresses set in the console), and support's copy of a contact. */
export const STAFF_TEMPLATES = {
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
