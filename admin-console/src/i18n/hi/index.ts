import type { en } from '../en';
import type { Translation } from '../types';
import { batches } from './batches';
import { claims } from './claims';
import { common } from './common';
import { coupons } from './coupons';
import { dashboard } from './dashboard';
import { deadLetters } from './deadLetters';
import { deliveryIssues } from './deliveryIssues';
import { messages } from './messages';
import { orders } from './orders';
import { products } from './products';
import { refunds } from './refunds';
import { resources } from './resources';
import { reviews } from './reviews';
import { serviceability } from './serviceability';
import { shipping } from './shipping';
import { templates } from './templates';
import { users } from './users';

/** The console's own texts in Hindi: every key of the English ones. */
export const hi: Translation<typeof en> = {
  ...batches,
  ...claims,
  ...common,
  ...coupons,
  ...dashboard,
  ...deadLetters,
  ...deliveryIssues,
  ...messages,
  ...orders,
  ...products,
  ...refunds,
  ...resources,
  ...reviews,
  ...serviceability,
  ...shipping,
  ...templates,
  ...users,
};
