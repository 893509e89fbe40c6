import {
  CHANNELS,
  MESSAGE_STATES,
  type Channel,
  type MessageState,
  type MessageView,
} from '@arogya/contracts';
import { listPath } from '../dashboard/listPath';

/** A message as `GET /api/admin/messages` answers it (its `id` is the service's own). */
export type MessageRow = MessageView;

/** How the console names a message's state. */
export const STATE_LABELS: Record<MessageState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  bounced: 'Bounced',
};

/** How the console names a channel. */
export const CHANNEL_LABELS: Record<Channel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** The state filter's choices, in the order a message lives them. */
export const STATE_CHOICES = MESSAGE_STATES.map((id) => ({ id, name: STATE_LABELS[id] }));

/** The channel filter's choices. */
export const CHANNEL_CHOICES = CHANNELS.map((id) => ({ id, name: CHANNEL_LABELS[id] }));

/** The in-app path of the messages of one order or one user (`{ orderId }` or `{ userId }`). */
export const messagesOf = (scope: { orderId: string } | { userId: string }) =>
  listPath('messages', scope);

/** What a message of each channel is called in a sentence. */
const CHANNEL_NOUNS: Record<Channel, string> = {
  email: 'e-mail',
  whatsapp: 'WhatsApp message',
  sms: 'SMS',
};

/** "order-placed e-mail to asha@example.com": a message in a sentence (buttons, dialogs). */
export const describeMessage = (m: Pick<MessageRow, 'template' | 'channel' | 'recipient'>) =>
  `${m.template} ${CHANNEL_NOUNS[m.channel]} to ${m.recipient}`;
