import { loadConfig } from './config.js';
import { createSandbox } from './index.js';

const config = loadConfig();
const sandbox = await createSandbox({ ...config, logger: true });
process.stdout.write(
  `Razorpay sandbox listening on ${sandbox.url} (key id ${config.keyId}, webhooks ${
    config.webhookUrl ?? 'off'
  })\n`,
);

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  process.stdout.write(`Razorpay sandbox: ${signal}, closing\n`);
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
