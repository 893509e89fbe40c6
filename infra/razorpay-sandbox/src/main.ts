import { runSandbox } from '@arogya/sandbox-kit';
import { loadConfig } from './config.js';
import { createSandbox } from './index.js';

const config = loadConfig();
await runSandbox({
  name: 'Razorpay sandbox',
  start: () => createSandbox({ ...config, logger: true }),
  banner: (sandbox) =>
    `Razorpay sandbox listening on ${sandbox.url} (key id ${config.keyId}, webhooks ${
      config.webhookUrl ?? 'off'
    })`,
});
