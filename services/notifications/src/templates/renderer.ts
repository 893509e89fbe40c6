import type { ShopLanguage, TemplatePreview } from '@arogya/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import { readFileSync } from 'node:fs';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import type { Variables } from '../messages/message.js';
import { TEMPLATES, templateInfo, type TemplateName, type TemplateSpec } from './catalog.js';
import { HINDI_CODE, hindiOf } from './hindi.js';
import { localize } from './localize.js';

/** `services/notifications/templates/`, from `dist/src/templates/`. */
export const TEMPLATE_DIR = new URL('../../../templates/', import.meta.url);

/** An e-mail ready to send. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Compiled {
  subject: HandlebarsTemplateDelegate;
  html: HandlebarsTemplateDelegate;
  text: HandlebarsTemplateDelegate;
}

const BODY_MARKER = '<!-- BODY -->';

/** Where a language's files are: English beside `layout.mjml`, Hindi in `hi/`. */
const dirOf = (language: ShopLanguage) =>
  language === 'en' ? TEMPLATE_DIR : new URL(`${language}/`, TEMPLATE_DIR);

/** The language `name` is written in for someone who chose `language` (staff's: English). */
export const languageOf = (name: TemplateName, language: ShopLanguage): ShopLanguage =>
  language === 'hi' && hindiOf(name) ? 'hi' : 'en';

/**
 * The shop's messages, from the template files: MJML (responsive e-mail HTML that mail clients
 * render alike) compiled once at start, with Handlebars variables left in it, so a message costs
 * one Handlebars fill, not an MJML compile. Text parts and subjects are Handlebars without HTML
 * escaping; HTML escapes every variable. Each shopper's message is there in English and Hindi
 * (`hindi.ts`); a message in a language it is not written in is the English one.
 */
@Injectable()
export class TemplateRenderer implements OnModuleInit {
  private readonly compiled = new Map<string, Compiled>();
  private readonly shop: Variables;

  constructor(@Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsEnv) {
    this.shop = {
      legalName: 'Arogya Wellness',
      supportEmail: config.SUPPORT_EMAIL,
      url: config.SHOP_URL,
    };
  }

  async onModuleInit() {
    await this.compileAll();
  }

  /** Compiles every template (also what the template test runs: a broken file fails it). */
  async compileAll() {
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const spec: TemplateSpec = TEMPLATES[name];
      await this.compile(name, 'en', spec.subject);
      const hindi = hindiOf(name);
      if (hindi) await this.compile(name, 'hi', hindi.subject);
    }
  }

  private async compile(name: TemplateName, language: ShopLanguage, subject: string) {
    const dir = dirOf(language);
    const layout = readFileSync(new URL('layout.mjml', dir), 'utf8');
    const body = readFileSync(new URL(`${name}.mjml`, dir), 'utf8');
    const out = await mjml2html(layout.replace(BODY_MARKER, body), {
      validationLevel: 'strict',
      filePath: dir.pathname,
    });
    const text = readFileSync(new URL(`${name}.txt`, dir), 'utf8');
    this.compiled.set(`${language}/${name}`, {
      subject: Handlebars.compile(subject, { noEscape: true, strict: false }),
      html: Handlebars.compile(out.html),
      text: Handlebars.compile(text, { noEscape: true }),
    });
  }

  /** The e-mail of `name` in `language`, filled with `vars` (and the shop's own: footer, links). */
  email(
    name: TemplateName,
    vars: Variables,
    links: { preferencesUrl: string; unsubscribeUrl?: string },
    language: ShopLanguage = 'en',
  ) {
    const c = this.compiled.get(`${languageOf(name, language)}/${name}`);
    if (!c) throw new Error(`Template ${name} is not compiled`);
    const subject = c.subject(vars).replace(/\s+/g, ' ').trim();
    const all = { ...vars, ...links, shop: this.shop, emailSubject: subject };
    return {
      subject,
      html: c.html(all),
      text:
        c
          .text(all)
          .replace(/\n{3,}/g, '\n\n')
          .trim() + '\n',
    };
  }

  /**
   * The WhatsApp template's name, language code and parameters for `vars`, or null when it has
   * none; for an AUTHENTICATION template, the code its copy-code button carries too. English is
   * `WHATSAPP_LANGUAGE` (`en`, `en_US`: as approved), Hindi `hi`: the same name in each.
   */
  whatsapp(name: TemplateName, vars: Variables, language: ShopLanguage = 'en') {
    const spec: TemplateSpec = TEMPLATES[name];
    if (!spec.whatsapp) return null;
    const hindi = languageOf(name, language) === 'hi' ? hindiOf(name) : null;
    const params = spec.whatsapp.params.map((p) => String(vars[p] ?? '').trim() || '-');
    const copyCode = spec.whatsapp.category === 'AUTHENTICATION' ? (params[0] ?? null) : null;
    return {
      name: spec.whatsapp.name,
      language: hindi?.whatsapp ? HINDI_CODE : this.config.WHATSAPP_LANGUAGE,
      params,
      copyCode,
      body: fill(hindi?.whatsapp ?? spec.whatsapp.body, params),
    };
  }

  /**
   * The SMS of `name` for `vars`: MSG91's template id (the Hindi DLT template in Hindi), the
   * values of its ##variables##, and the text the phone shows (the DLT-approved content filled
   * in); null when it has no SMS form.
   */
  sms(name: TemplateName, vars: Variables, language: ShopLanguage = 'en') {
    const spec: TemplateSpec = TEMPLATES[name];
    if (!spec.sms) return null;
    const hindi = languageOf(name, language) === 'hi' ? hindiOf(name) : null;
    const templateId = hindi?.sms ?? spec.sms.templateId;
    const dlt = SMS_TEMPLATES.get(templateId);
    if (!dlt) return null;
    const values = Object.fromEntries(
      Object.entries(spec.sms.vars).map(([k, v]) => [k, String(vars[v] ?? '').trim() || '-']),
    );
    const text = dlt.content.replace(/##(\w+)##/g, (_, k: string) => values[k] ?? '');
    return { templateId, values, text };
  }

  /** The console's preview: the template with its sample data, in `language` when it has it. */
  preview(name: TemplateName, language: ShopLanguage = 'en'): TemplatePreview {
    const spec: TemplateSpec = TEMPLATES[name];
    const lang = languageOf(name, language);
    const sample = localize(spec.sample, lang);
    const links = {
      preferencesUrl: `${this.config.SHOP_URL}/messages/preferences?t=sample`,
      ...(spec.category === 'marketing' && {
        unsubscribeUrl: `${this.config.SHOP_URL}/messages/unsubscribe?t=sample`,
      }),
    };
    const email = this.email(name, sample, links, lang);
    return {
      ...templateInfo(name),
      ...email,
      whatsapp: this.whatsapp(name, sample, lang)?.body ?? null,
      language: lang,
    };
  }
}

/** An MSG91 DLT template, as registered (`templates/sms-templates.json`). */
export interface DltTemplate {
  template_id: string;
  name: string;
  sender_id: string;
  dlt_te_id: string;
  category: string;
  content: string;
  /** registered as Unicode (any Hindi text): 70 characters a part, not 160 */
  unicode?: boolean;
}

/** The shop's DLT templates by MSG91 id (the SMS sandbox loads the same file). */
export const SMS_TEMPLATES = new Map(
  (
    JSON.parse(readFileSync(new URL('sms-templates.json', TEMPLATE_DIR), 'utf8')) as DltTemplate[]
  ).map((t) => [t.template_id, t]),
);

/** A WhatsApp body with its {{n}} filled. */
export const fill = (body: string, params: string[]) =>
  body.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? '');
