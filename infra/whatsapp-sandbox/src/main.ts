import { runSandbox } from '@arogya/sandbox-kit';
import { loadWhatsAppSandboxConfig } from './config.js';
import { startWhatsAppSandbox } from './index.js';

const config = loadWhatsAppSandboxConfig();
await runSandbox({
  name: 'WhatsApp sandbox',
  start: () => startWhatsAppSandbox({ ...config, logger: true }),
  banner: (sandbox) =>
    `WhatsApp sandbox listening on ${sandbox.url} (phone number id ${config.phoneNumberId}, webhooks ${
      config.webhookUrl ?? 'off'
    })`,
});
