import { describeTransitions } from '@arogya/testing';
import { OrderTransitions } from '../src/orders/order.transitions.js';

describeTransitions('an order’s life', OrderTransitions, [
  [null, 'Processing'],
  // issue 32: cash on delivery, placed awaiting the shopper's code
  [null, 'Awaiting confirmation'],
  ['Awaiting confirmation', 'Processing'],
  ['Awaiting confirmation', 'Cancelled'],
  ['Processing', 'Shipped'],
  ['Processing', 'Cancelled'],
  ['Shipped', 'Delivered'],
  // issue 32: a cash parcel the courier brought back (return to origin)
  ['Shipped', 'Returned'],
  ['Shipped', 'Cancelled'],
]);
