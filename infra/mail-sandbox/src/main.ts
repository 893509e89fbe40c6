import { runSandbox } from '@arogya/sandbox-kit';
import { loadMailSandboxConfig } from './config.js';
import { startMailSandbox } from './index.js';

const config = loadMailSandboxConfig();
await runSandbox({
  name: 'Mail sandbox',
  start: () => startMailSandbox({ ...config, logger: true }),
  banner: (sandbox) =>
    `Mail sandbox: SMTP on ${sandbox.smtpUrl}${config.user ? ' (AUTH required)' : ''}, ` +
    `inbox on ${sandbox.webUrl} — development only`,
});
