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

/** The console's own texts in English, by area (react-admin's come from ra-language-english). */
export const en = {
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
