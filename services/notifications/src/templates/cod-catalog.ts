import type { TemplateSpec } from './catalog.js';

/** Cash on delivery's messages (issue 32): the code that confirms an order, by SMS. */
export const COD_TEMPLATES = {
  'cod-code': {
    description:
      'To the shipping phone of a cash-on-delivery order, by SMS: the code that confirms it, the amount to pay in cash, the deadline',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your code to confirm Arogya order {{orderNumber}}',
    secrets: ['code'],
    sms: {
      templateId: 'arogya_cod_code',
      vars: { code: 'code', order: 'orderNumber', amount: 'total', time: 'confirmUntil' },
    },
    sample: {
      orderNumber: '#A1B2C3',
      orderUrl: 'http://localhost:8080/order/00000000-0000-4000-8000-000000000000',
      code: '493817',
      total: '₹3,047.00',
      totalPaise: 304700,
      confirmUntil: '8:30 pm on 7 December',
      confirmBy: '2026-12-07T15:00:00.000Z',
    },
  },
} as const satisfies Record<string, TemplateSpec>;
