import { runSandbox } from '@arogya/sandbox-kit';
import { loadSmsSandboxConfig } from './config.js';
import { startSmsSandbox } from './index.js';

const config = loadSmsSandboxConfig();
await runSandbox({
  name: 'SMS sandbox',
  start: () => startSmsSandbox({ ...config, logger: true }),
  banner: (sandbox) =>
    `SMS (MSG91) sandbox listening on ${sandbox.url} (${config.templates.length} templates, webhooks ${
      config.webhookUrl ?? 'off'
    })`,
});
