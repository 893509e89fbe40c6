import type { TemplatePreview } from '@arogya/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import Handlebars from 'handlebars';
import mjml2html from 'mjml';
import { readFileSync } from 'node:fs';
import { NOTIFICATIONS_CONFIG, type NotificationsEnv } from '../config.js';
import type { Variables } from '../messages/message.js';
import { TEMPLATES, templateInfo, type TemplateName, type TemplateSpec } from './catalog.js';

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

/**
 * The shop's messages, from the template files: MJML (responsive e-mail HTML that mail clients
 * render alike) compiled once at start, with Handlebars variables left in it, so a message costs
 * one Handlebars fill, not an MJML compile. Text parts and subjects are Handlebars without HTML
 * escaping; HTML escapes every variable.
 */
@Injectable()
export class TemplateRenderer implements OnModuleInit {
  private readonly compiled = new Map<TemplateName, Compiled>();
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
    const layout = readFileSync(new URL('layout.mjml', TEMPLATE_DIR), 'utf8');
    for (const name of Object.keys(TEMPLATES) as TemplateName[]) {
      const body = readFileSync(new URL(`${name}.mjml`, TEMPLATE_DIR), 'utf8');
      const out = await mjml2html(layout.replace(BODY_MARKER, body), {
        validationLevel: 'strict',
        filePath: TEMPLATE_DIR.pathname,
      });
      const text = readFileSync(new URL(`${name}.txt`, TEMPLATE_DIR), 'utf8');
      const spec: TemplateSpec = TEMPLATES[name];
      this.compiled.set(name, {
        subject: Handlebars.compile(spec.subject, { noEscape: true, strict: false }),
        html: Handlebars.compile(out.html),
        text: Handlebars.compile(text, { noEscape: true }),
      });
    }
  }

  /** The e-mail of `name` filled with `vars` (and the shop's own: footer, links). */
  email(
    name: TemplateName,
    vars: Variables,
    links: { preferencesUrl: string; unsubscribeUrl?: string },
  ) {
    const c = this.compiled.get(name);
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
   * The WhatsApp template's name and parameters for `vars`, or null when it has none; for an
   * AUTHENTICATION template, the code its copy-code button carries too.
   */
  whatsapp(name: TemplateName, vars: Variables) {
    const spec: TemplateSpec = TEMPLATES[name];
    if (!spec.whatsapp) return null;
    const params = spec.whatsapp.params.map((p) => String(vars[p] ?? '').trim() || '-');
    const copyCode = spec.whatsapp.category === 'AUTHENTICATION' ? (params[0] ?? null) : null;
    return { name: spec.whatsapp.name, params, copyCode, body: fill(spec.whatsapp.body, params) };
  }

  /**
   * The SMS of `name` for `vars`: MSG91's template id, the values of its ##variables##, and the
   * text the phone shows (the DLT-approved content filled in); null when it has no SMS form.
   */
  sms(name: TemplateName, vars: Variables) {
    const spec: TemplateSpec = TEMPLATES[name];
    const dlt = spec.sms && SMS_TEMPLATES.get(spec.sms.templateId);
    if (!spec.sms || !dlt) return null;
    const values = Object.fromEntries(
      Object.entries(spec.sms.vars).map(([k, v]) => [k, String(vars[v] ?? '').trim() || '-']),
    );
    const text = dlt.content.replace(/##(\w+)##/g, (_, k: string) => values[k] ?? '');
    return { templateId: spec.sms.templateId, values, text };
  }

  /** The console's preview: the template with its sample data. */
  preview(name: TemplateName): TemplatePreview {
    const spec: TemplateSpec = TEMPLATES[name];
    const links = {
      preferencesUrl: `${this.config.SHOP_URL}/messages/preferences?t=sample`,
      ...(spec.category === 'marketing' && {
        unsubscribeUrl: `${this.config.SHOP_URL}/messages/unsubscribe?t=sample`,
      }),
    };
    const email = this.email(name, spec.sample, links);
    return {
      ...templateInfo(name),
      ...email,
      whatsapp: this.whatsapp(name, spec.sample)?.body ?? null,
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
