import type { FastifyInstance } from 'fastify';
import { collection } from '../domain/entities.js';
import { RazorpayError } from '../errors.js';
import type { Faults } from '../faults.js';
import { patchSettings, resetSettings, type SandboxSettings } from '../settings.js';

/**
 * Test controls, outside the fault rules' reach: `/sandbox/settings` (read, patch, reset) and
 * `/sandbox/faults` (list, add, remove one, clear). A reset also runs `onReset` (the webhook
 * endpoint is enabled again).
 */
export function controlRoutes(
  app: FastifyInstance,
  settings: SandboxSettings,
  faults: Faults,
  onReset: () => void = () => {},
) {
  app.get('/sandbox/settings', async () => settings);

  app.patch('/sandbox/settings', async (request) => patchSettings(settings, request.body));

  app.post('/sandbox/settings/reset', async () => {
    resetSettings(settings);
    faults.clear();
    onReset();
    return settings;
  });

  app.get('/sandbox/faults', async () => collection(faults.list()));

  // `add` checks the rule (400 with the offending field)
  app.post('/sandbox/faults', async (request) => faults.get(faults.add(request.body as never)));

  app.delete('/sandbox/faults', async (_request, reply) => {
    faults.clear();
    return reply.code(204).send();
  });

  app.delete<{ Params: { id: string } }>('/sandbox/faults/:id', async (request, reply) => {
    if (!faults.remove(request.params.id)) throw RazorpayError.notFound();
    return reply.code(204).send();
  });
}
