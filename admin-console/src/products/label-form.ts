import {
  FSSAI_LICENCE_RE,
  HOME_COUNTRY,
  type LabelFacts,
  type LabelParty,
  type ProductStatus,
  type VegMark,
} from '@arogya/contracts';
import type { Validator } from 'react-admin';
import { isBlank } from './variant-form';
import { k, type MessageKey } from '../i18n';

/**
 * A product's label facts and status as the product forms edit them (issue 30), and what a
 * save sends. The checks here are the cheap ones the catalog makes too; the catalog judges.
 */

/** The parties a label names: who made, packed or imported the goods. */
export const PARTIES = ['manufacturer', 'packer', 'importer'] as const;
export type PartyKey = (typeof PARTIES)[number];

/** A party's inputs: both blank when nobody is named (a loaded product has null then). */
type PartyValues = Partial<Record<keyof LabelParty, string | null>> | null;

/** `label.…` as the form holds it: the facts a loaded product has, or those typed so far. */
export type LabelValues = Partial<
  Record<PartyKey, PartyValues> &
    Record<'countryOfOrigin' | 'fssaiLicence' | 'vegMark', string | null> & {
      shelfLifeMonths: number | string | null;
    }
>;

/** Draft / Published, the status choices. */
export const STATUS_CHOICES: { id: ProductStatus; name: MessageKey }[] = [
  { id: 'draft', name: 'products.draft' },
  { id: 'published', name: 'products.published' },
];

/** The veg / non-veg choices; "None" is the empty one. */
export const VEG_CHOICES: { id: VegMark; name: MessageKey }[] = [
  { id: 'veg', name: 'products.label.vegChoice' },
  { id: 'non-veg', name: 'products.label.nonVegChoice' },
];

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** The licence as the catalog stores it: its spaces and hyphens left out. */
const licence = (v: unknown) => text(v).replace(/[\s-]/g, '');

/** A party's name and address, or null when both are blank (the label names nobody). */
function partyBody(v: PartyValues | undefined): LabelParty | null {
  const name = text(v?.name);
  const address = text(v?.address);
  return name === '' && address === '' ? null : { name, address };
}

/**
 * The label facts the form holds, as `POST`/`PUT /api/admin/products` take them in `label`.
 * Only the facts present are sent: the catalog keeps the others (on create, their defaults).
 */
export function labelBody(values: LabelValues | null | undefined): Partial<LabelFacts> {
  const v = values ?? {};
  const out: Partial<LabelFacts> = {};
  for (const key of PARTIES) if (key in v) out[key] = partyBody(v[key]);
  if ('countryOfOrigin' in v) out.countryOfOrigin = text(v.countryOfOrigin) || HOME_COUNTRY;
  if ('shelfLifeMonths' in v)
    out.shelfLifeMonths = isBlank(v.shelfLifeMonths) ? null : Number(v.shelfLifeMonths);
  if ('fssaiLicence' in v) out.fssaiLicence = licence(v.fssaiLicence) || null;
  if ('vegMark' in v) out.vegMark = isBlank(v.vegMark) ? null : (v.vegMark as VegMark);
  return out;
}

/** True when the country the form says is not India: the label must name the importer. */
export const isImported = (country: unknown) =>
  text(country) !== '' && text(country).toLowerCase() !== HOME_COUNTRY.toLowerCase();

export const fssaiError: Validator = (v: unknown) =>
  isBlank(v) || FSSAI_LICENCE_RE.test(licence(v)) ? undefined : k('products.label.fssaiError');

export const shelfLifeError: Validator = (v: unknown) =>
  isBlank(v) || (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 120)
    ? undefined
    : k('products.label.shelfLifeError');

/**
 * A party's name (or address) is blank while its address (or name) is given: the label prints
 * both, and the catalog refuses one alone.
 */
export const partyError =
  (party: PartyKey, field: keyof LabelParty): Validator =>
  (value: unknown, all: { label?: LabelValues }) => {
    const other = all?.label?.[party]?.[field === 'name' ? 'address' : 'name'];
    if (!isBlank(text(value)) || isBlank(text(other))) return undefined;
    return field === 'name' ? k('products.label.giveName') : k('products.label.giveAddress');
  };

/** What the catalog refuses to publish, and what the form says beside the input it is about. */
const UNPUBLISHABLE: Record<string, { input: string; says: MessageKey }> = {
  fssaiLicence: { input: 'label.fssaiLicence', says: 'products.label.needFood' },
  vegMark: { input: 'label.vegMark', says: 'products.label.needFood' },
  importer: { input: 'label.importer.name', says: 'products.label.needImporter' },
};

const PUBLISH_REFUSAL = /\(label\.(\w+)[,)].* to be published;/;
const FACT_REFUSAL = /^label\.(\w+)(\.(?:name|address))? (.+)$/;

/**
 * The server's refusal (a 400's message) as the errors of the inputs it is about, or undefined
 * when it names no label fact. A refusal to publish ("Whey is a food (Protein): it needs its
 * FSSAI licence number (label.fssaiLicence, 14 digits) to be published; …") lands on the fact
 * it lacks and on Status (keys, which react-admin translates); a fact's own ("label.fssaiLicence must be …") on that fact's input.
 */
export function labelRefusalFields(message: string): Record<string, string> | undefined {
  const publish = PUBLISH_REFUSAL.exec(message);
  const lacking = publish && UNPUBLISHABLE[publish[1]!];
  if (lacking)
    return {
      [lacking.input]: lacking.says,
      status: k('products.label.notPublishable'),
    };
  const fact = FACT_REFUSAL.exec(message);
  if (!fact) return undefined;
  const [, key, sub, rest] = fact as unknown as [string, string, string | undefined, string];
  const party = (PARTIES as readonly string[]).includes(key);
  const input = `label.${key}${sub ?? (party ? '.name' : '')}`;
  return { [input]: rest.charAt(0).toUpperCase() + rest.slice(1) };
}
