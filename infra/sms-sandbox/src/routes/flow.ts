import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { Msg91Error, type Msg91SuccessBody } from '../errors.js';
import type { Faults } from '../faults.js';
import { readFlow } from '../flow.js';
import { authKeyCheck } from '../http/errors.js';
import { scheduleReports, type Lifecycle } from '../lifecycle.js';
import type { TemplateStore } from '../templates.js';

/** What the Flow route needs. */
export interface FlowDeps {
  lifecycle: Lifecycle;
  templates: TemplateStore;
  faults: Faults;
  authKey: string;
  /** Aborted when the sandbox closes: cuts injected latency short. */
  closing: AbortSignal;
}

/**
 * MSG91's Flow API, `POST /api/v5/flow` (with or without the trailing slash): `authkey`
 * header, `{ template_id, short_url?, recipients: [{ mobiles, VAR: value, … }] }`, answered
 * `{ type: "success", message: "<request id>" }`.
 */
export function flowRoutes(app: FastifyInstance, deps: FlowDeps): void {
  const { lifecycle, templates, faults } = deps;
  for (const url of ['/api/v5/flow', '/api/v5/flow/']) {
    app.post(url, { onRequest: authKeyCheck(deps.authKey) }, async (request, reply) => {
      const fault = faults.take();
      if (fault?.latencyMs) {
        await sleep(fault.latencyMs, undefined, { signal: deps.closing }).catch(() => undefined);
      }
      if (fault?.status !== undefined) {
        const error = new Msg91Error(fault.status, fault.message ?? 'Internal Server Error');
        return reply.code(error.statusCode).send(error.body);
      }
      const messages = readFlow(request.body, templates, Date.now());
      lifecycle.messages.add(messages);
      scheduleReports(lifecycle, messages);
      const answer: Msg91SuccessBody = { type: 'success', message: messages[0]!.requestId };
      return answer;
    });
  }
}
