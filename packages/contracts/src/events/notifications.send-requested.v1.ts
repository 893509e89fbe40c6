import { defineEvent } from '../envelope.js';
import { hasFields } from './guards.js';

/**
 * A message is to be sent (again): what a dead letter of a send that failed every try holds, so
 * that replaying it from the console queues the message once more. Notifications consumes it.
 */
export interface SendRequestedV1 {
  messageId: string;
}

export const SendRequestedV1 = defineEvent<SendRequestedV1>()(
  'shop.notifications.send-requested.v1',
  (v): v is SendRequestedV1 => hasFields(v, { messageId: 'string' }),
);
