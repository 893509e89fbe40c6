import { loadWhatsAppSandboxConfig } from './config.js';
import { startWhatsAppSandbox } from './index.js';

const config = loadWhatsAppSandboxConfig();
const sandbox = await startWhatsAppSandbox({ ...config, logger: true });
process.stdout.write(
  `WhatsApp sandbox listening on ${sandbox.url} (phone number id ${config.phoneNumberId}, webhooks ${
    config.webhookUrl ?? 'off'
  })\n`,
);

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  process.stdout.write(`WhatsApp sandbox: ${signal}, closing\n`);
  sandbox.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
