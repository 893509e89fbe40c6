import { authenticationComponents } from './authentication.js';
import { GraphError } from './errors.js';
import { newGraphId } from './ids.js';

/** A template's category, as the management API takes it. */
export type TemplateCategory = 'UTILITY' | 'MARKETING' | 'AUTHENTICATION';

/** One component of a template as created: `BODY` (required), `HEADER`, `FOOTER`, `BUTTONS`. */
export interface TemplateComponent {
  type: 'BODY' | 'HEADER' | 'FOOTER' | 'BUTTONS';
  /** `HEADER` only: `TEXT` (the default) or a media header. */
  format?: 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT' | 'LOCATION';
  /** Text with `{{1}}`, `{{2}}`… (BODY, TEXT HEADER; a FOOTER has no variables). */
  text?: string;
  /** Sample values, as Meta asks for them: `{ body_text: [['Asha', 'A-1001']] }`. */
  example?: { body_text?: string[][]; header_text?: string[] };
  /** `BUTTONS` only: kept as given (an authentication template's OTP button as Meta stores it). */
  buttons?: unknown[];
  /** AUTHENTICATION `BODY` only: the preset security recommendation added to the text. */
  add_security_recommendation?: boolean;
  /** AUTHENTICATION `FOOTER` only: the preset "This code expires in N minutes." */
  code_expiration_minutes?: number;
}

/** A template as `POST /vNN.N/:wabaId/message_templates` takes it (or the templates file). */
export interface TemplateInput {
  name: string;
  /** Locale code: `en`, `en_US`, `hi`… */
  language: string;
  category: TemplateCategory;
  components: TemplateComponent[];
}

/** A stored template: approved at once, as `GET …/message_templates` lists it. */
export interface Template extends TemplateInput {
  id: string;
  status: 'APPROVED';
}

const CATEGORIES: readonly TemplateCategory[] = ['UTILITY', 'MARKETING', 'AUTHENTICATION'];
const COMPONENT_TYPES = ['BODY', 'HEADER', 'FOOTER', 'BUTTONS'] as const;
const HEADER_FORMATS = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION'] as const;
const VARIABLE = /\{\{\s*(\d+)\s*\}\}/g;

/** The numbers of the `{{n}}` variables in `text`, in order of appearance. */
export function variablesOf(text: string | undefined): number[] {
  return [...(text ?? '').matchAll(VARIABLE)].map((m) => Number(m[1]));
}

/** How many parameters a component's text takes (its highest `{{n}}`). */
export function parameterCount(text: string | undefined): number {
  return Math.max(0, ...variablesOf(text));
}

/** `text` with `{{n}}` replaced by `values[n - 1]` (left as is when there is no such value). */
export function fillVariables(text: string, values: readonly string[]): string {
  return text.replace(VARIABLE, (whole, n: string) => values[Number(n) - 1] ?? whole);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checks a component's variables are `{{1}}`…`{{n}}`, each used, and its example fits. */
function checkVariables(c: TemplateComponent, where: string, max: number): void {
  const used = new Set(variablesOf(c.text));
  const count = parameterCount(c.text);
  if (count > max) throw GraphError.invalidParameter(`${where} may have at most ${max} variables`);
  for (let n = 1; n <= count; n++) {
    if (!used.has(n)) {
      throw GraphError.invalidParameter(`${where} variables must be {{1}} to {{${count}}}`);
    }
  }
  const sample = where === 'BODY' ? c.example?.body_text?.[0] : c.example?.header_text;
  if (sample !== undefined && (!Array.isArray(sample) || sample.length !== count)) {
    throw GraphError.invalidParameter(`${where} example must have ${count} sample values`);
  }
}

function readComponent(value: unknown): TemplateComponent {
  if (!isRecord(value) || !COMPONENT_TYPES.includes(value.type as never)) {
    throw GraphError.invalidParameter(
      `component type must be one of ${COMPONENT_TYPES.join(', ')}`,
    );
  }
  const c = value as unknown as TemplateComponent;
  if (c.text !== undefined && typeof c.text !== 'string') {
    throw GraphError.invalidParameter(`${c.type} text must be a string`);
  }
  if (c.type === 'BODY') {
    if (!c.text) throw GraphError.required("components['BODY']['text']");
    if (c.text.length > 1024)
      throw GraphError.invalidParameter('BODY text is over 1024 characters');
    checkVariables(c, 'BODY', 100);
  }
  if (c.type === 'HEADER') {
    const format = c.format ?? 'TEXT';
    if (!HEADER_FORMATS.includes(format)) {
      throw GraphError.invalidParameter(
        `HEADER format must be one of ${HEADER_FORMATS.join(', ')}`,
      );
    }
    if (format === 'TEXT' && !c.text) throw GraphError.required("components['HEADER']['text']");
    if (format === 'TEXT') checkVariables(c, 'HEADER', 1);
  }
  if (c.type === 'FOOTER' && (!c.text || variablesOf(c.text).length > 0)) {
    throw GraphError.invalidParameter('FOOTER needs text, without variables');
  }
  if (c.type === 'BUTTONS' && (!Array.isArray(c.buttons) || c.buttons.length === 0)) {
    throw GraphError.invalidParameter('BUTTONS needs a non-empty buttons array');
  }
  return structuredClone(c);
}

/** Checks a template the way the management API does (Graph errors, code 100). */
export function readTemplate(body: unknown): TemplateInput {
  if (!isRecord(body)) throw GraphError.invalidParameter('the template must be a JSON object');
  const { name, language, category, components } = body;
  if (name === undefined || name === '') throw GraphError.required('name');
  if (typeof name !== 'string' || !/^[a-z0-9_]{1,512}$/.test(name)) {
    throw GraphError.invalidParameter(
      'name may only contain lowercase letters, digits and underscores (at most 512)',
    );
  }
  if (language === undefined || language === '') throw GraphError.required('language');
  if (typeof language !== 'string' || !/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) {
    throw GraphError.invalidParameter(`language ${String(language)} is not a locale code`);
  }
  if (category === undefined) throw GraphError.required('category');
  if (!CATEGORIES.includes(category as TemplateCategory)) {
    throw GraphError.invalidParameter(`category must be one of ${CATEGORIES.join(', ')}`);
  }
  if (!Array.isArray(components)) throw GraphError.required('components');
  const read =
    category === 'AUTHENTICATION'
      ? authenticationComponents(components, language)
      : components.map(readComponent);
  for (const type of COMPONENT_TYPES) {
    if (read.filter((c) => c.type === type).length > 1) {
      throw GraphError.invalidParameter(`only one ${type} component is allowed`);
    }
  }
  if (!read.some((c) => c.type === 'BODY')) throw GraphError.required("components['BODY']");
  return { name, language, category: category as TemplateCategory, components: read };
}

/** The message templates of the business account: approved at once, by name and language. */
export class TemplateStore {
  private readonly byKey = new Map<string, Template>();

  /**
   * Creates a template, or updates the one with the same name and language (same id). Checks
   * it like the API (throws a `GraphError`); answers a copy.
   */
  upsert(input: TemplateInput): Template {
    const checked = readTemplate(input);
    const key = `${checked.name}\u0000${checked.language}`;
    const id = this.byKey.get(key)?.id ?? newGraphId();
    const template: Template = { id, status: 'APPROVED', ...checked };
    this.byKey.set(key, template);
    return structuredClone(template);
  }

  /** The template with this name and language (a copy), if there is one. */
  get(name: string, language: string): Template | undefined {
    const template = this.byKey.get(`${name}\u0000${language}`);
    return template && structuredClone(template);
  }

  /** Every template, oldest first (copies). */
  list(): Template[] {
    return [...this.byKey.values()].map((t) => structuredClone(t));
  }

  /** Forgets every template. */
  clear(): void {
    this.byKey.clear();
  }
}

/** The text of a template's component of `type`, if it has one. */
export function componentText(template: Template, type: TemplateComponent['type']) {
  const component = template.components.find((c) => c.type === type);
  return component?.format === undefined || component.format === 'TEXT'
    ? component?.text
    : undefined;
}
