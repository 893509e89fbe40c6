import { Msg91Error } from './errors.js';

/** A DLT template's category, as registered with the operator's DLT portal. */
export type DltCategory = 'transactional' | 'service_implicit' | 'service_explicit' | 'promotional';

/**
 * A DLT template as MSG91 knows it (`SMS_SANDBOX_TEMPLATES`, `POST /sandbox/templates`,
 * `sandbox.templates.upsert`): the MSG91 template id the Flow API names, the DLT header
 * (sender id), the approved content with `##VAR##` variables and the DLT template id.
 */
export interface DltTemplateInput {
  /** MSG91's template id, sent as `template_id`. */
  template_id: string;
  /** The DLT header: 6 letters (`AROGYA`); 6 digits for promotional templates. */
  sender_id: string;
  /** The approved text, with `##NAME##` where a recipient's `NAME` value goes. */
  content: string;
  /** The DLT portal's template id: 19 digits. */
  dlt_te_id: string;
  /** Default `transactional`. Promotional messages are not delivered to DND numbers. */
  category?: DltCategory;
  /** A label for people. */
  name?: string;
  /**
   * Registered as Unicode (the DLT portal's content type): required for any content outside the
   * GSM 03.38 alphabet, such as Hindi in Devanagari. Default false.
   */
  unicode?: boolean;
}

/** A stored template: its category set and its variables listed. */
export interface DltTemplate extends DltTemplateInput {
  category: DltCategory;
  unicode: boolean;
  /** The variable names in `content`, in order of first appearance. */
  variables: string[];
}

/** The GSM 03.38 alphabet (its basic set; the extension's characters count as two). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** Whether `text` can go in the GSM 7-bit alphabet (otherwise it goes as UCS-2: Unicode). */
export function isGsm7(text: string): boolean {
  return [...text].every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c));
}

/**
 * How a text travels: GSM-7, 160 characters in one part or 153 a part when longer; or UCS-2
 * (any other character: Hindi, ₹), 70 in one part or 67 a part.
 */
export function encodingOf(text: string): { encoding: 'GSM-7' | 'UCS-2'; parts: number } {
  if (isGsm7(text)) {
    const length = [...text].reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);
    return { encoding: 'GSM-7', parts: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  return { encoding: 'UCS-2', parts: text.length <= 70 ? 1 : Math.ceil(text.length / 67) };
}

const CATEGORIES: readonly DltCategory[] = [
  'transactional',
  'service_implicit',
  'service_explicit',
  'promotional',
];
const VARIABLE = /##([A-Za-z0-9_]+)##/g;

/** The variable names in `content`, each once, in order of first appearance. */
export function variablesOf(content: string): string[] {
  return [...new Set([...content.matchAll(VARIABLE)].map((m) => m[1] as string))];
}

/** `content` with each `##NAME##` replaced by `values[NAME]` (left as is when missing). */
export function render(content: string, values: Readonly<Record<string, string>>): string {
  return content.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a template (400 with what is wrong). */
export function readTemplate(body: unknown): DltTemplate {
  if (!isRecord(body)) throw Msg91Error.badRequest('The template must be a JSON object');
  const { template_id: id, sender_id: sender, content, dlt_te_id: dlt, category, name } = body;
  const { unicode = false } = body;
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
    throw Msg91Error.badRequest('template_id must be 1 to 64 letters, digits, _ or -');
  }
  const cat = (category ?? 'transactional') as DltCategory;
  if (!CATEGORIES.includes(cat)) {
    throw Msg91Error.badRequest(`category must be one of ${CATEGORIES.join(', ')}`);
  }
  const senderPattern = cat === 'promotional' ? /^(\d{6}|[A-Za-z]{6})$/ : /^[A-Za-z]{6}$/;
  if (typeof sender !== 'string' || !senderPattern.test(sender)) {
    throw Msg91Error.badRequest(
      'sender_id must be a 6-letter DLT header such as AROGYA (6 digits for promotional)',
    );
  }
  if (typeof content !== 'string' || content.trim() === '' || content.length > 2000) {
    throw Msg91Error.badRequest('content must be non-empty text of at most 2000 characters');
  }
  if (typeof dlt !== 'string' || !/^\d{19}$/.test(dlt)) {
    throw Msg91Error.badRequest('dlt_te_id must be the 19-digit DLT template id');
  }
  if (name !== undefined && typeof name !== 'string') {
    throw Msg91Error.badRequest('name must be text');
  }
  if (typeof unicode !== 'boolean') throw Msg91Error.badRequest('unicode must be true or false');
  if (!unicode && !isGsm7(content.replace(VARIABLE, ''))) {
    throw Msg91Error.badRequest(
      'content has characters outside the GSM 03.38 alphabet: register it as a Unicode template (unicode: true)',
    );
  }
  return {
    template_id: id,
    sender_id: sender.toUpperCase(),
    content,
    dlt_te_id: dlt,
    category: cat,
    unicode,
    ...(name === undefined ? {} : { name }),
    variables: variablesOf(content),
  };
}

/** The account's DLT templates, by MSG91 template id. */
export class TemplateStore {
  private readonly byId = new Map<string, DltTemplate>();

  /** Adds a template, or replaces the one with the same `template_id`; answers a copy. */
  upsert(input: DltTemplateInput): DltTemplate {
    const template = readTemplate(input);
    this.byId.set(template.template_id, template);
    return structuredClone(template);
  }

  /** The template with this id (a copy), if there is one. */
  get(templateId: string): DltTemplate | undefined {
    const template = this.byId.get(templateId);
    return template && structuredClone(template);
  }

  /** Every template, in the order first added (copies). */
  list(): DltTemplate[] {
    return [...this.byId.values()].map((t) => structuredClone(t));
  }

  /** Forgets every template. */
  clear(): void {
    this.byId.clear();
  }
}
