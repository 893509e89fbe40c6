import { describeTransitions } from '@arogya/testing';
import { OrderTransitions } from '../src/orders/order.transitions.js';

describeTransitions('an order’s life', OrderTransitions, [
  [null, 'Processing'],
  ['Processing', 'Shipped'],
  ['Processing', 'Cancelled'],
  ['Shipped', 'Delivered'],
  ['Shipped', 'Cancelled'],
]);
