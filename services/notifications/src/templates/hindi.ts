import type { TemplateName, TEMPLATES } from './catalog.js';

/**
 * A shopper's message in Hindi (issue 31): its subject (Handlebars, as the English one), its
 * WhatsApp template's Hindi body (the same template name, approved again in language `hi`, the
 * same parameters in the same order) and its Hindi DLT template's MSG91 id (registered as
 * Unicode, in `templates/sms-templates.json`, filled with the same variables). The e-mail's files
 * are `templates/hi/<name>.mjml` and `.txt`, inside `templates/hi/layout.mjml`. Written as Indian
 * shops write to their customers: Devanagari, with the English words Hindi speakers use for these
 * things (ऑर्डर, डिलीवरी, रिफ़ंड, कूपन, पासवर्ड); names, numbers and amounts stay as they are.
 */
export interface HindiForms {
  subject: string;
  whatsapp?: string;
  sms?: string;
}

/** The templates written to shoppers: each has its Hindi forms. Staff read English. */
export type ShopperTemplateName = {
  [K in TemplateName]: (typeof TEMPLATES)[K]['audience'] extends 'shopper' ? K : never;
}[TemplateName];

/** WhatsApp's preset Hindi text of an AUTHENTICATION template (Meta words it per language). */
export const AUTHENTICATION_BODY_HI =
  '{{1}} आपका वेरिफ़िकेशन कोड है। अपनी सुरक्षा के लिए, इस कोड को किसी के साथ शेयर न करें।';

/** The WhatsApp and SMS language code of Hindi (Meta's and the DLT portal's). */
export const HINDI_CODE = 'hi';

export const HINDI = {
  'order-placed': {
    subject:
      'आपका Arogya ऑर्डर {{orderNumber}} {{#if cod}}प्लेस हो गया है: हमारे SMS के कोड से इसे कन्फ़र्म करें{{else}}कन्फ़र्म हो गया है{{/if}}',
    whatsapp:
      'नमस्ते {{1}}, आपके ऑर्डर {{2}} ({{3}}) के लिए धन्यवाद। अनुमानित डिलीवरी: {{4}}। अपना ऑर्डर यहाँ ट्रैक करें: {{5}}',
    sms: 'arogya_order_placed_hi',
  },
  'order-shipped': {
    subject: 'आपका Arogya ऑर्डर {{orderNumber}} भेज दिया गया है',
    whatsapp: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} भेज दिया गया है। इसे यहाँ ट्रैक करें: {{3}}',
    sms: 'arogya_order_shipped_hi',
  },
  'order-out-for-delivery': {
    subject: 'आपका Arogya ऑर्डर {{orderNumber}} डिलीवरी के लिए निकल चुका है',
    whatsapp:
      'नमस्ते {{1}}, आपका ऑर्डर {{2}} आज डिलीवरी के लिए निकल चुका है। कृपया अपना फ़ोन पास रखें। इसे यहाँ ट्रैक करें: {{3}}',
    sms: 'arogya_order_out_for_delivery_hi',
  },
  'delivery-failed': {
    subject: 'हम आपका Arogya ऑर्डर {{orderNumber}} डिलीवर नहीं कर सके',
    whatsapp:
      'नमस्ते {{1}}, कूरियर आज आपका ऑर्डर {{2}} डिलीवर नहीं कर सका ({{3}})। नया दिन चुनें या अपना पता ठीक करें: {{4}}',
    sms: 'arogya_delivery_failed_hi',
  },
  'order-delivered': {
    subject: 'आपका Arogya ऑर्डर {{orderNumber}} डिलीवर हो गया है',
    whatsapp:
      'नमस्ते {{1}}, आपका ऑर्डर {{2}} डिलीवर हो गया है। सामान टूटा-फूटा मिला? 48 घंटे के अंदर हमें बताएँ: {{3}}',
    sms: 'arogya_order_delivered_hi',
  },
  'order-cancelled': {
    subject: 'आपका Arogya ऑर्डर {{orderNumber}} कैंसिल कर दिया गया है',
    whatsapp:
      'नमस्ते {{1}}, आपका ऑर्डर {{2}} कैंसिल कर दिया गया है। अगर आपने भुगतान किया है, तो वह वापस कर दिया जाएगा। जानकारी: {{3}}',
    sms: 'arogya_order_cancelled_hi',
  },
  'cod-code': {
    subject: 'Arogya ऑर्डर {{orderNumber}} कन्फ़र्म करने के लिए आपका कोड',
    sms: 'arogya_cod_code_hi',
  },
  'refund-issued': { subject: 'ऑर्डर {{orderNumber}} के लिए {{amount}} का रिफ़ंड' },
  'refund-processed': { subject: 'ऑर्डर {{orderNumber}} का आपका रिफ़ंड पूरा हो गया है' },
  'refund-failed': { subject: 'ऑर्डर {{orderNumber}} के रिफ़ंड के बारे में' },
  'late-payment-refund': { subject: 'हम आपका {{amount}} का भुगतान वापस कर रहे हैं' },
  'contact-ack': { subject: 'हमें आपका संदेश मिल गया है ({{reference}})' },
  'verify-email': { subject: 'Arogya के लिए अपना ई-मेल पता कन्फ़र्म करें' },
  'password-reset': { subject: 'अपना Arogya पासवर्ड रीसेट करें' },
  'password-changed': { subject: 'आपका Arogya पासवर्ड बदल दिया गया है' },
  'account-exists': { subject: 'आपका Arogya अकाउंट पहले से मौजूद है' },
  'google-linked': { subject: 'आपके Arogya अकाउंट में Google साइन-इन जोड़ दिया गया है' },
  'sign-in-code': {
    subject: 'आपका Arogya साइन-इन कोड',
    whatsapp: AUTHENTICATION_BODY_HI,
    sms: 'arogya_sign_in_code_hi',
  },
  'phone-code': {
    subject: 'यह फ़ोन जोड़ने के लिए आपका Arogya कोड',
    whatsapp: AUTHENTICATION_BODY_HI,
    sms: 'arogya_phone_code_hi',
  },
  'erasure-requested': { subject: 'आपका Arogya अकाउंट डिलीट करने का अनुरोध हमें मिल गया है' },
  'erasure-completed': { subject: 'आपका Arogya अकाउंट डिलीट कर दिया गया है' },
} as const satisfies Record<ShopperTemplateName, HindiForms>;

/** The Hindi forms of `name`, when it is written to shoppers. */
export const hindiOf = (name: TemplateName): HindiForms | null =>
  name in HINDI ? HINDI[name as ShopperTemplateName] : null;
