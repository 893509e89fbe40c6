import { api } from './client.js';

/** What the server tells the browser at run time (one build runs against any shop). */
export interface RuntimeConfig {
  razorpayKeyId: string;
  razorpayScriptUrl: string;
  googleClientId: string | null;
}

let cached: Promise<RuntimeConfig> | undefined;

/** `GET /api/config`, once per page load. */
export function runtimeConfig(): Promise<RuntimeConfig> {
  cached ??= api<RuntimeConfig>('GET', '/api/config').catch((err) => {
    cached = undefined;
    throw err;
  });
  return cached;
}
