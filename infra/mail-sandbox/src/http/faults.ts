import type { FastifyInstance } from 'fastify';
import { applyFaultRequest, type MailSandboxFaults } from '../controls.js';
import { readFaultRequest } from '../faults.js';

/**
 * `GET /api/faults` shows the faults in force; `POST /api/faults` adds one (`{ mode, count,
 * recipient, latencyMs }`, 400 when invalid) and answers them; `DELETE /api/faults` removes
 * every fault (the SMTP port opens again if down) and answers 204.
 */
export function faultRoutes(app: FastifyInstance, faults: MailSandboxFaults): void {
  app.get('/api/faults', async () => faults.current());

  app.post('/api/faults', async (request) => {
    await applyFaultRequest(faults, readFaultRequest(request.body));
    return faults.current();
  });

  app.delete('/api/faults', async (_request, reply) => {
    await faults.reset();
    return reply.code(204).send();
  });
}
