import type { AccountMessageKind } from '@arogya/contracts';
import type { SmsTemplate, TemplateSpec, WhatsAppTemplate } from './catalog.js';

/**
 * What an AUTHENTICATION template reads: WhatsApp's preset text with its security
 * recommendation (Meta words one-time-code templates itself; the shop submits no text).
 */
export const AUTHENTICATION_BODY =
  '{{1}} is your verification code. For your security, do not share this code.';

const authentication = (name: string): WhatsAppTemplate => ({
  name,
  category: 'AUTHENTICATION',
  body: AUTHENTICATION_BODY,
  params: ['code'],
});

const CODE_SMS_VARS: SmsTemplate['vars'] = { code: 'code', validity: 'validFor' };

const SAMPLE = { firstName: 'Asha', email: 'asha@example.in' };

/**
 * The messages about an account the users service asks for (issue 29), one per kind of
 * `AccountMessage`: to the account's e-mail, or for a code to a phone (WhatsApp when the number
 * is opted in there, else SMS). Subjects never hold a secret: the subject is stored and shown.
 */
export const ACCOUNT_TEMPLATES = {
  'verify-email': {
    description: 'To a new account’s address: the link that confirms it',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Confirm your e-mail address for Arogya',
    secrets: ['link'],
    sample: {
      ...SAMPLE,
      link: 'http://localhost:8080/verify-email?token=sample',
      validFor: '24 hours',
      validMinutes: 1440,
    },
  },
  'password-reset': {
    description: 'To the account’s address when a password reset is asked for: the link',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Reset your Arogya password',
    secrets: ['link'],
    sample: {
      ...SAMPLE,
      link: 'http://localhost:8080/reset-password?token=sample',
      validFor: '30 minutes',
      validMinutes: 30,
    },
  },
  'password-changed': {
    description: 'To the account’s address when its password was changed or reset',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya password was changed',
    sample: SAMPLE,
  },
  'account-exists': {
    description: 'To an address someone tried to sign up with, which already has an account',
    audience: 'shopper',
    category: 'transactional',
    subject: 'You already have an Arogya account',
    sample: SAMPLE,
  },
  'google-linked': {
    description: 'To the account’s address when Google sign-in was added to it',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Google sign-in was added to your Arogya account',
    sample: SAMPLE,
  },
  'sign-in-code': {
    description: 'To a phone: the one-time code that signs in (WhatsApp when opted in, else SMS)',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya sign-in code',
    secrets: ['code'],
    whatsapp: authentication('sign_in_code'),
    sms: { templateId: 'arogya_sign_in_code', vars: CODE_SMS_VARS },
    sample: { firstName: 'there', code: '493817', validFor: '5 minutes', validMinutes: 5 },
  },
  'phone-code': {
    description: 'To a phone being added to an account: the one-time code that confirms it',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya code to add this phone',
    secrets: ['code'],
    whatsapp: authentication('phone_code'),
    sms: { templateId: 'arogya_phone_code', vars: CODE_SMS_VARS },
    sample: { firstName: 'Asha', code: '493817', validFor: '5 minutes', validMinutes: 5 },
  },
  'erasure-requested': {
    description: 'To the account’s address when its deletion was asked for: what happens, when',
    audience: 'shopper',
    category: 'transactional',
    subject: 'We have your request to delete your Arogya account',
    sample: {
      ...SAMPLE,
      details: { completeBy: 'Saturday, 26 December', kept: 'GST invoices, for 8 years' },
    },
  },
  'erasure-completed': {
    description: 'To the address of a deleted account: the last message it gets',
    audience: 'shopper',
    category: 'transactional',
    subject: 'Your Arogya account has been deleted',
    sample: { ...SAMPLE, details: { kept: 'GST invoices, for 8 years' } },
  },
} as const satisfies Record<AccountMessageKind, TemplateSpec>;
