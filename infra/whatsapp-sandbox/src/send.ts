import { hasOtpButton, otpButtonCode } from './authentication.js';
import { GraphCode, GraphError } from './errors.js';
import { newWamid } from './ids.js';
import { isWaId, normalisePhone, type MessageStore, type SandboxMessage } from './messages.js';
import {
  componentText,
  fillVariables,
  parameterCount,
  type Template,
  type TemplateStore,
} from './templates.js';

/** What a send needs besides its body. */
export interface SendContext {
  templates: TemplateStore;
  messages: MessageStore;
  /** The Graph API version in the path (`v21.0`). */
  apiVersion: string;
  /** Epoch milliseconds. */
  now: number;
}

/** The Cloud API's answer to an accepted message. */
export interface SendAnswer {
  messaging_product: 'whatsapp';
  contacts: { input: string; wa_id: string }[];
  messages: { id: string; message_status: 'accepted' }[];
}

type Fields = Record<string, unknown>;

const isRecord = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest text message body the Cloud API takes. */
const MAX_TEXT_BODY = 4096;

/**
 * Checks a `POST /vNN.N/:phoneNumberId/messages` body the way the Cloud API does and answers
 * the message it would send (status `accepted`), or throws the `GraphError` Graph answers:
 * 100 for a bad field, 132001 for an unknown template or language, 132000 for a wrong number
 * of parameters, 131047 for a text outside the customer's 24-hour window.
 */
export function readSend(body: unknown, ctx: SendContext): SandboxMessage {
  if (!isRecord(body)) throw GraphError.invalidParameter('the request body must be a JSON object');
  if (body.messaging_product === undefined) throw GraphError.required('messaging_product');
  if (body.messaging_product !== 'whatsapp') {
    throw GraphError.invalidParameter('messaging_product must be "whatsapp"');
  }
  if (body.recipient_type !== undefined && body.recipient_type !== 'individual') {
    throw GraphError.invalidParameter('recipient_type must be "individual"');
  }
  if (body.to === undefined || body.to === '') throw GraphError.required('to');
  if (typeof body.to !== 'string' && typeof body.to !== 'number') {
    throw GraphError.invalidParameter('to must be a phone number string');
  }
  const input = String(body.to);
  const to = normalisePhone(input);
  if (!isWaId(to)) {
    throw GraphError.invalidParameter(`${input} is not a phone number with its country code`);
  }
  const type = body.type ?? 'text';
  const base = { to, input, apiVersion: ctx.apiVersion, now: ctx.now };
  if (type === 'template') return templateMessage(body.template, ctx, base);
  if (type === 'text') return textMessage(body.text, ctx, base);
  throw GraphError.invalidParameter(`message type ${String(type)} is not supported by the sandbox`);
}

interface Base {
  to: string;
  input: string;
  apiVersion: string;
  now: number;
}

function draft(base: Base, fields: Partial<SandboxMessage>): SandboxMessage {
  const createdAt = new Date(base.now).toISOString();
  return {
    id: newWamid(base.to),
    to: base.to,
    input: base.input,
    type: 'text',
    templateName: null,
    language: null,
    category: null,
    parameters: [],
    header: null,
    text: '',
    footer: null,
    status: 'accepted',
    statuses: [{ status: 'accepted', at: createdAt }],
    apiVersion: base.apiVersion,
    createdAt,
    ...fields,
  };
}

function textMessage(text: unknown, ctx: SendContext, base: Base): SandboxMessage {
  if (!isRecord(text)) throw GraphError.required('text');
  if (text.body === undefined || text.body === '') throw GraphError.required("text['body']");
  if (typeof text.body !== 'string') throw GraphError.invalidParameter("text['body'] must be text");
  if (text.body.length > MAX_TEXT_BODY) {
    throw GraphError.invalidParameter(`text['body'] is over ${MAX_TEXT_BODY} characters`);
  }
  if (!ctx.messages.windowOpen(base.to, ctx.now)) {
    throw GraphError.cloud(
      400,
      GraphCode.RE_ENGAGEMENT,
      'Re-engagement message',
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    );
  }
  return draft(base, { type: 'text', text: text.body });
}

function templateMessage(value: unknown, ctx: SendContext, base: Base): SandboxMessage {
  if (!isRecord(value)) throw GraphError.required('template');
  const { name, language, components = [] } = value;
  if (typeof name !== 'string' || name === '') throw GraphError.required("template['name']");
  if (!isRecord(language)) throw GraphError.required("template['language']");
  if (typeof language.code !== 'string' || language.code === '') {
    throw GraphError.required("template['language']['code']");
  }
  if (language.policy !== undefined && language.policy !== 'deterministic') {
    throw GraphError.invalidParameter("template['language']['policy'] must be deterministic");
  }
  const template = ctx.templates.get(name, language.code);
  if (!template) {
    throw GraphError.cloud(
      404,
      GraphCode.TEMPLATE_MISSING,
      'Template name does not exist in the translation',
      `template name (${name}) does not exist in ${language.code}`,
    );
  }
  if (!Array.isArray(components)) {
    throw GraphError.invalidParameter("template['components'] must be an array");
  }
  const headerValues = parametersOf(components, 'header');
  const bodyValues = parametersOf(components, 'body');
  const headerText = componentText(template, 'HEADER');
  // a media header takes its image, video or document as its one parameter
  const mediaHeader = template.components.some(
    (c) => c.type === 'HEADER' && c.format !== undefined && c.format !== 'TEXT',
  );
  checkCount('header', headerValues, mediaHeader ? 1 : parameterCount(headerText));
  const bodyText = componentText(template, 'BODY') ?? '';
  checkCount('body', bodyValues, parameterCount(bodyText));
  if (hasOtpButton(template.components)) otpButtonCode(components);
  return draft(base, {
    type: 'template',
    templateName: template.name,
    language: template.language,
    category: template.category,
    parameters: bodyValues,
    header: mediaHeader
      ? (headerValues[0] ?? null)
      : headerText === undefined
        ? null
        : fillVariables(headerText, headerValues),
    text: fillVariables(bodyText, bodyValues),
    footer: componentText(template, 'FOOTER') ?? null,
  });
}

function checkCount(where: 'header' | 'body', given: string[], expected: number): void {
  if (given.length === expected) return;
  throw GraphError.cloud(
    400,
    GraphCode.PARAMETER_COUNT,
    'Number of parameters does not match the expected number of params',
    `${where}: number of localizable_params (${given.length}) does not match the expected number of params (${expected})`,
  );
}

/** The values of the parameters of the send's component of `type` (none when it is absent). */
function parametersOf(components: unknown[], type: 'header' | 'body'): string[] {
  const matching = components.filter((c) => isRecord(c) && c.type === type) as Fields[];
  if (matching.length > 1) throw GraphError.invalidParameter(`more than one ${type} component`);
  const component = matching[0];
  if (component === undefined || component.parameters === undefined) return [];
  if (!Array.isArray(component.parameters)) {
    throw GraphError.invalidParameter(`${type} parameters must be an array`);
  }
  return component.parameters.map(parameterValue);
}

/** What a parameter shows: its text, a currency's or date's fallback, `[image]` for media. */
function parameterValue(parameter: unknown): string {
  if (!isRecord(parameter)) throw GraphError.invalidParameter('a parameter must be an object');
  const { type } = parameter;
  if (type === 'text') {
    if (typeof parameter.text !== 'string' || parameter.text === '') {
      throw GraphError.invalidParameter(
        "Parameter 'text' is mandatory for component parameter type 'text'",
      );
    }
    return parameter.text;
  }
  if (type === 'currency' || type === 'date_time') {
    const inner = parameter[type];
    if (!isRecord(inner) || typeof inner.fallback_value !== 'string') {
      throw GraphError.invalidParameter(`Parameter '${type}' needs a fallback_value`);
    }
    return inner.fallback_value;
  }
  if (['image', 'document', 'video', 'location'].includes(type as string))
    return `[${String(type)}]`;
  throw GraphError.invalidParameter(`parameter type ${String(type)} is not supported`);
}

/** The answer for an accepted message. */
export function sendAnswer(message: SandboxMessage): SendAnswer {
  return {
    messaging_product: 'whatsapp',
    contacts: [{ input: message.input, wa_id: message.to }],
    messages: [{ id: message.id, message_status: 'accepted' }],
  };
}

/** Re-exported for the template routes: a template's stored shape. */
export type { Template };
