import { runSandbox } from '@arogya/sandbox-kit';
import { loadCourierSandboxConfig } from './config.js';
import { startCourierSandbox } from './index.js';

const config = loadCourierSandboxConfig();
await runSandbox({
  name: 'Courier sandbox',
  start: () => startCourierSandbox({ ...config, logger: true }),
  banner: (sandbox) =>
    `Courier sandbox (Shiprocket) listening on ${sandbox.url} (scans every ${config.scanIntervalMs} ms, webhooks ${
      config.webhookUrl ?? 'off'
    })`,
});
