import { newLocalId } from '@arogya/sandbox-kit';
import { Msg91Error } from './errors.js';
import { newRequestId } from './ids.js';
import { isIndianMobile, normaliseMobile, type SmsMessage } from './messages.js';
import { encodingOf, render, type TemplateStore } from './templates.js';

type Fields = Record<string, unknown>;

const isRecord = (v: unknown): v is Fields =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Most recipients one Flow request may carry in the sandbox. */
const MAX_RECIPIENTS = 1000;

/** A variable's value: text, or a number written as text. */
function variableValue(value: unknown, name: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw Msg91Error.badRequest(`Variable ${name} must be a string`);
}

/**
 * Checks a `POST /api/v5/flow` body and answers the texts it sends, one per mobile number
 * (status `submitted`), or throws the 400 MSG91 answers: no or an unknown `template_id`, no
 * recipients, a mobile that is not Indian (`91` and 10 digits from 6 to 9), a recipient
 * whose values leave a `##VAR##` of the template unfilled. Nothing is sent unless every
 * recipient is valid.
 */
export function readFlow(body: unknown, templates: TemplateStore, now: number): SmsMessage[] {
  if (!isRecord(body)) throw Msg91Error.badRequest('Request body must be a JSON object');
  const { template_id: templateId, short_url: shortUrl, recipients } = body;
  if (templateId === undefined || templateId === '') {
    throw Msg91Error.badRequest('template_id is required');
  }
  const template = typeof templateId === 'string' ? templates.get(templateId) : undefined;
  if (!template) throw Msg91Error.badRequest(`Invalid template_id ${String(templateId)}`);
  if (shortUrl !== undefined && !['0', '1', 0, 1].includes(shortUrl as string)) {
    throw Msg91Error.badRequest('short_url must be "0" or "1"');
  }
  if (!Array.isArray(recipients) || recipients.length === 0) {
    throw Msg91Error.badRequest('recipients must be a non-empty array');
  }
  if (recipients.length > MAX_RECIPIENTS) {
    throw Msg91Error.badRequest(`At most ${MAX_RECIPIENTS} recipients per request`);
  }
  const requestId = newRequestId();
  const createdAt = new Date(now).toISOString();
  return recipients.flatMap((recipient, index) => {
    if (!isRecord(recipient)) throw Msg91Error.badRequest(`recipients[${index}] must be an object`);
    const { mobiles, ...rest } = recipient;
    if (typeof mobiles !== 'string' && typeof mobiles !== 'number') {
      throw Msg91Error.badRequest(`recipients[${index}].mobiles is required`);
    }
    const variables: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest)) variables[name] = variableValue(value, name);
    const missing = template.variables.filter((v) => variables[v] === undefined);
    if (missing.length > 0) {
      const list = missing.map((v) => `##${v}##`).join(', ');
      throw Msg91Error.badRequest(`Missing value for ${list} in recipients[${index}]`);
    }
    const text = render(template.content, variables);
    const { encoding, parts } = encodingOf(text);
    return String(mobiles)
      .split(',')
      .map((raw): SmsMessage => {
        const mobile = normaliseMobile(raw);
        if (!isIndianMobile(mobile))
          throw Msg91Error.badRequest(`Invalid mobile number ${raw.trim()}`);
        return {
          id: newLocalId('sms'),
          requestId,
          mobile,
          templateId: template.template_id,
          senderId: template.sender_id,
          dltTemplateId: template.dlt_te_id,
          category: template.category,
          variables: { ...variables },
          text,
          encoding,
          parts,
          shortUrl: String(shortUrl) === '1',
          status: 'submitted',
          statuses: [{ status: 'submitted', at: createdAt }],
          createdAt,
        };
      });
  });
}
