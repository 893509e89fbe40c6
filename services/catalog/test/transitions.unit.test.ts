import { describeTransitions } from '@arogya/testing';
import { ReservationTransitions } from '../src/stock/stock-reservation.transitions.js';

describeTransitions('a stock reservation’s life', ReservationTransitions, [
  [null, 'held'],
  ['held', 'committed'],
  ['held', 'released'],
  // paid after its hold was given back: sold from what is free
  ['released', 'committed'],
  ['committed', 'restocked'],
]);
