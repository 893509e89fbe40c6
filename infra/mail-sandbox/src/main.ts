import { loadMailSandboxConfig } from './config.js';
import { startMailSandbox } from './index.js';

const config = loadMailSandboxConfig();
const sandbox = await startMailSandbox({ ...config, logger: true });
process.stdout.write(
  `Mail sandbox: SMTP on ${sandbox.smtpUrl}${config.user ? ' (AUTH required)' : ''}, ` +
    `inbox on ${sandbox.webUrl} — development only\n`,
);

let closing = false;
const shutdown = (signal: NodeJS.Signals) => {
  if (closing) return;
  closing = true;
  process.stdout.write(`Mail sandbox: ${signal}, closing\n`);
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
