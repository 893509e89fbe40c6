import type { InboundMessage, MessageStatus, SandboxMessage } from '../messages.js';

/** The business phone number and account, as every webhook names them. */
export interface Business {
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
}

/** A status's error, as a `failed` status webhook carries it. */
export interface StatusError {
  code: number;
  title: string;
  message: string;
  error_data: { details: string };
}

/** The conversation a message opened: the same for every status of one message. */
export interface Conversation {
  id: string;
  /** Unix seconds, as a string; only on the first status (`sent`). */
  expiration_timestamp?: string;
  origin: { type: string };
}

/** Unix seconds as a string, the way the Cloud API writes every timestamp. */
export function unixSeconds(ms: number): string {
  return String(Math.floor(ms / 1000));
}

function envelope(business: Business, value: Record<string, unknown>): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: business.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: business.displayPhoneNumber,
                phone_number_id: business.phoneNumberId,
              },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

/** What a status says of pricing: templates are billed by category, free-form text is free. */
function pricing(message: SandboxMessage) {
  return message.category === null
    ? {
        billable: false,
        pricing_model: 'PMP',
        type: 'free_customer_service',
        category: 'service',
      }
    : {
        billable: true,
        pricing_model: 'PMP',
        type: 'regular',
        category: message.category.toLowerCase(),
      };
}

/** Graph versions before 24.0 still send the `conversation` object with sent/delivered/read. */
function sendsConversation(apiVersion: string): boolean {
  const major = Number(/^v(\d+)/.exec(apiVersion)?.[1] ?? '0');
  return major < 24;
}

/**
 * A status webhook (`statuses[0]`) for `message`, serialised once so every retry sends the same
 * bytes. `failed` carries `errors` and no pricing; the others carry pricing and, for requests
 * made with Graph API versions before v24.0, the conversation.
 */
export function statusPayload(
  business: Business,
  message: SandboxMessage,
  status: MessageStatus,
  at: number,
  conversation: Conversation,
  error?: StatusError,
): string {
  const base = {
    id: message.id,
    status,
    timestamp: unixSeconds(at),
    recipient_id: message.to,
  };
  if (status === 'failed') {
    return envelope(business, { statuses: [{ ...base, errors: error ? [error] : [] }] });
  }
  return envelope(business, {
    statuses: [
      {
        ...base,
        ...(sendsConversation(message.apiVersion) ? { conversation } : {}),
        pricing: pricing(message),
      },
    ],
  });
}

/** An inbound `messages` webhook: a customer's text message, with their profile. */
export function inboundPayload(business: Business, message: InboundMessage): string {
  return envelope(business, {
    contacts: [{ profile: { name: message.name }, wa_id: message.from }],
    messages: [
      {
        from: message.from,
        id: message.id,
        timestamp: unixSeconds(Date.parse(message.createdAt)),
        type: 'text',
        text: { body: message.text },
      },
    ],
  });
}
