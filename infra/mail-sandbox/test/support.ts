import type { TestContext } from 'node:test';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import {
  DEFAULT_MAIL_SANDBOX_CONFIG,
  startMailSandbox,
  type MailSandbox,
  type MailSandboxConfig,
} from '../src/index.js';

/** A sandbox on free loopback ports for test `t`, closed after it. */
export async function startTestSandbox(
  t: TestContext,
  overrides: Partial<MailSandboxConfig> = {},
): Promise<MailSandbox> {
  const sandbox = await startMailSandbox({
    ...DEFAULT_MAIL_SANDBOX_CONFIG,
    smtpPort: 0,
    webPort: 0,
    ...overrides,
  });
  t.after(() => sandbox.close());
  return sandbox;
}

/** Nodemailer pointed at the sandbox the way the shop's `SMTP_URL=smtp://…` does it. */
export function transport(
  sandbox: MailSandbox,
  auth?: { user: string; pass: string },
  extra: SMTPTransport.Options = {},
): Transporter<SMTPTransport.SentMessageInfo> {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    ...(auth ? { auth } : {}),
    ...extra,
  });
}

/** A minimal message from the shop to `to`. */
export function mail(to: string, subject: string, extra: SendMailOptions = {}): SendMailOptions {
  return { from: 'Arogya <orders@arogya.test>', to, subject, text: `${subject}\n`, ...extra };
}

/** What nodemailer's `sendMail` rejects with. */
export interface SendError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

/** Runs a send that must fail and returns its error. */
export async function sendFailure(sending: Promise<unknown>): Promise<SendError> {
  try {
    await sending;
  } catch (err) {
    return err as SendError;
  }
  throw new Error('expected the send to fail');
}

/** GETs `path` of the sandbox's web side and parses the JSON answer. */
export async function getJson<T>(
  sandbox: MailSandbox,
  path: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandbox.webUrl}${path}`);
  return { status: res.status, body: (await res.json()) as T };
}

/** Sends JSON (or nothing) with `method` and parses the answer, if any. */
export async function call<T>(
  sandbox: MailSandbox,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T | undefined }> {
  const res = await fetch(`${sandbox.webUrl}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text === '' ? undefined : (JSON.parse(text) as T) };
}
