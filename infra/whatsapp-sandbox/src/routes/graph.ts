import type { FastifyInstance } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { GraphError } from '../errors.js';
import { faultError, type Faults } from '../faults.js';
import { bearerAuth } from '../http/errors.js';
import { scheduleStatuses, type Lifecycle } from '../lifecycle.js';
import { readSend, sendAnswer } from '../send.js';
import type { TemplateStore } from '../templates.js';

/** What the Graph routes need. */
export interface GraphDeps {
  lifecycle: Lifecycle;
  templates: TemplateStore;
  faults: Faults;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** Aborted when the sandbox closes: cuts injected latency short. */
  closing: AbortSignal;
}

interface Params {
  version: string;
  id: string;
}

/** Graph API versions look like `v21.0`. */
function checkVersion(version: string): void {
  if (!/^v\d+\.\d+$/.test(version)) {
    throw GraphError.invalidParameter(`Unknown Graph API version ${version}`);
  }
}

/**
 * The Cloud API's routes, behind bearer auth: sending messages
 * (`POST /:version/:phoneNumberId/messages`) and the message templates of the business
 * account (`POST`/`GET /:version/:wabaId/message_templates`).
 */
export async function graphRoutes(app: FastifyInstance, deps: GraphDeps): Promise<void> {
  const { lifecycle, templates, faults } = deps;
  await app.register(async (graph) => {
    graph.addHook('onRequest', bearerAuth(deps.accessToken));

    graph.post<{ Params: Params }>('/:version/:id/messages', async (request, reply) => {
      const { version, id } = request.params;
      checkVersion(version);
      if (id !== deps.phoneNumberId) throw GraphError.unknownObject(id);
      const fault = faults.take();
      if (fault?.latencyMs) {
        await sleep(fault.latencyMs, undefined, { signal: deps.closing }).catch(() => undefined);
      }
      if (fault?.status !== undefined) {
        const error = faultError(fault);
        return reply.code(error.statusCode).send(error.body);
      }
      const message = readSend(request.body, {
        templates,
        messages: lifecycle.messages,
        apiVersion: version,
        now: Date.now(),
      });
      lifecycle.messages.add(message);
      scheduleStatuses(lifecycle, message);
      return sendAnswer(message);
    });

    graph.post<{ Params: Params }>('/:version/:id/message_templates', async (request) => {
      const { version, id } = request.params;
      checkVersion(version);
      if (id !== deps.businessAccountId) throw GraphError.unknownObject(id);
      const template = templates.upsert(request.body as never);
      return { id: template.id, status: template.status, category: template.category };
    });

    graph.get<{ Params: Params; Querystring: { name?: string; language?: string } }>(
      '/:version/:id/message_templates',
      async (request) => {
        const { version, id } = request.params;
        checkVersion(version);
        if (id !== deps.businessAccountId) throw GraphError.unknownObject(id);
        const { name, language } = request.query;
        const data = templates
          .list()
          .filter(
            (t) =>
              (name === undefined || t.name.includes(name)) &&
              (language === undefined || t.language === language),
          );
        const cursor = (i: number) => Buffer.from(String(i)).toString('base64url');
        return {
          data,
          paging: { cursors: { before: cursor(0), after: cursor(Math.max(0, data.length - 1)) } },
        };
      },
    );
  });
}
