import { loadSmsSandboxConfig } from './config.js';
import { startSmsSandbox } from './index.js';

const config = loadSmsSandboxConfig();
const sandbox = await startSmsSandbox({ ...config, logger: true });
process.stdout.write(
  `SMS (MSG91) sandbox listening on ${sandbox.url} (${config.templates.length} templates, webhooks ${
    config.webhookUrl ?? 'off'
  })\n`,
);

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  process.stdout.write(`SMS sandbox: ${signal}, closing\n`);
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
