/* eslint-disable @typescript-eslint/no-explicit-any -- test helper: bodies are checked by the tests */
import { requestJson, startWebhookReceiver, type ReceivedRequest } from '@arogya/sandbox-kit';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TestContext } from 'node:test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  DEFAULT_COURIER_SANDBOX_CONFIG,
  startCourierSandbox,
  type CourierSandbox,
  type CourierSandboxConfig,
} from '../src/index.js';

export const EMAIL = DEFAULT_COURIER_SANDBOX_CONFIG.email;
export const PASSWORD = DEFAULT_COURIER_SANDBOX_CONFIG.password;
export const WEBHOOK_TOKEN = DEFAULT_COURIER_SANDBOX_CONFIG.webhookToken;

/** Scans this far apart in tests: quick, yet each one its own step. */
export const SCAN_MS = 15;

/** A sandbox on a free loopback port with quick scans. */
export async function startSandbox(
  t: TestContext,
  overrides: Partial<CourierSandboxConfig> = {},
): Promise<CourierSandbox> {
  const sandbox = await startCourierSandbox({
    port: 0,
    scanIntervalMs: SCAN_MS,
    webhookRetryDelaysMs: [20, 40],
    ...overrides,
  });
  t.after(() => sandbox.close());
  return sandbox;
}

/** An answer: status and parsed JSON (undefined for an empty body). */
export interface Answer {
  status: number;
  body: any;
}

/** A logged-in client of the sandbox's API (`/v1/external` + path). */
export interface Client {
  token: string;
  call(method: string, path: string, body?: unknown): Promise<Answer>;
}

/** Calls the API with `token` (none when null). */
export function api(
  sandbox: CourierSandbox,
  method: string,
  path: string,
  body?: unknown,
  token: string | null = null,
): Promise<Answer> {
  const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  return requestJson(sandbox.url, method, `/v1/external${path}`, body, auth);
}

/** Logs in with the sandbox's credentials and answers a client using the token. */
export async function login(sandbox: CourierSandbox): Promise<Client> {
  const res = await api(sandbox, 'POST', '/auth/login', { email: EMAIL, password: PASSWORD });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  return { token, call: (method, path, body) => api(sandbox, method, path, body, token) };
}

/** A control-API call (no auth). */
export function control(sandbox: CourierSandbox, method: string, path: string, body?: unknown) {
  return requestJson(sandbox.url, method, path, body) as Promise<Answer>;
}

let orderSeq = 0;

/** A valid create-adhoc body (prepaid, 0.8 kg, shipping = billing), with `overrides`. */
export function adhocOrder(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  orderSeq += 1;
  return {
    order_id: `A-${Date.now()}-${orderSeq}`,
    order_date: '2026-03-14 10:30',
    pickup_location: 'Primary',
    billing_customer_name: 'Asha',
    billing_last_name: 'Verma',
    billing_address: '221B, Lotus Apartments',
    billing_address_2: 'Near City Park',
    billing_city: 'Pune',
    billing_pincode: '411001',
    billing_state: 'Maharashtra',
    billing_country: 'India',
    billing_email: 'asha@example.com',
    billing_phone: '9876543210',
    shipping_is_billing: true,
    order_items: [
      { name: 'Ashwagandha Tablets', sku: 'ASH-60', units: 2, selling_price: 349, hsn: '3004' },
      { name: 'Tulsi Green Tea', sku: 'TUL-25', units: 1, selling_price: 199 },
    ],
    payment_method: 'Prepaid',
    sub_total: 897,
    length: 15,
    breadth: 10,
    height: 8,
    weight: 0.8,
    ...overrides,
  };
}

/** A created order with an AWB: its create and AWB answers. */
export async function orderWithAwb(client: Client, overrides: Record<string, unknown> = {}) {
  const created = await client.call('POST', '/orders/create/adhoc', adhocOrder(overrides));
  if (created.status !== 200) throw new Error(`create: ${JSON.stringify(created.body)}`);
  const awb = await client.call('POST', '/courier/assign/awb', {
    shipment_id: created.body.shipment_id,
  });
  return {
    orderId: created.body.order_id as number,
    shipmentId: created.body.shipment_id as number,
    awb: awb.body.response.data.awb_code as string,
  };
}

/** Requests the pickup of a shipment (its scans start). */
export function pickup(client: Client, shipmentId: number) {
  return client.call('POST', '/courier/generate/pickup', { shipment_id: [shipmentId] });
}

/** A stand-in for the shop's webhook route; answers POSTs with `statuses` in turn, then 200. */
export async function startReceiver(t: TestContext, statuses: number[] = []) {
  const receiver = await startWebhookReceiver({ path: '/webhooks/shiprocket', statuses });
  t.after(() => receiver.close());
  return receiver;
}

/** A sandbox sending webhooks to a new receiver; the sandbox closes before the receiver. */
export async function withReceiver(
  t: TestContext,
  statuses: number[] = [],
  overrides: Partial<CourierSandboxConfig> = {},
) {
  const receiver = await startReceiver(t, statuses);
  const sandbox = await startSandbox(t, { webhookUrl: receiver.url, ...overrides });
  return { receiver, sandbox, client: await login(sandbox) };
}

/** The `shipment_status_id`s of webhooks, in arrival order. */
export function statusIds(hooks: ReceivedRequest[]): number[] {
  return hooks.map((h) => (h.body as any).shipment_status_id);
}

/** pdf.js's metrics of the standard fonts (the PDFs use Helvetica). */
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
    'standard_fonts',
  ) + '/';

/** The text of every page of a PDF as pdf.js reads it (so the file is a valid PDF). */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({
    // pdf.js refuses a Buffer, and may detach what it is given: a copy
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    standardFontDataUrl,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return { pages: doc.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
  } finally {
    await doc.destroy();
  }
}

/** Downloads a file the sandbox links to. */
export async function download(url: string): Promise<{ type: string | null; bytes: Buffer }> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status}`);
  return { type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * Checks the structure pdf.js forgives: the header, the end marker, `startxref` pointing at
 * the xref table, and every xref entry pointing at its object.
 */
export function xrefProblems(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const problems: string[] = [];
  if (!text.startsWith('%PDF-1.')) problems.push('no %PDF- header');
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('no %%EOF at the end');
  const start = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1] ?? Number.NaN);
  if (text.slice(start, start + 4) !== 'xref') return [...problems, 'startxref is not the xref'];
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start)) ?? [];
  const entries = text
    .slice(start)
    .split('\n')
    .slice(2, 2 + Number(count));
  entries.forEach((entry, i) => {
    const id = Number(first) + i;
    if (id === 0) return;
    const offset = Number(entry.slice(0, 10));
    if (!text.startsWith(`${id} 0 obj`, offset)) problems.push(`object ${id} is not at ${offset}`);
  });
  return problems;
}
