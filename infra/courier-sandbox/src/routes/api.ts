import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../auth.js';
import type { CourierSandboxConfig } from '../config.js';
import type { Context } from '../domain/context.js';
import { fields, present, Problems } from '../domain/input.js';
import { cancelOrders, createAdhocOrder } from '../domain/orders.js';
import {
  assignAwb,
  generateLabel,
  generateManifest,
  requestPickup,
  serviceability,
} from '../domain/shipping.js';
import { ndrAction, trackAwb } from '../domain/tracking.js';
import { ShiprocketError } from '../errors.js';
import { bearerAuth, bearerToken, notFound } from '../http/errors.js';
import { istDateTime } from '../time.js';

/** The API user's id (the login answer's `id`, the tokens' `sub`). */
const API_USER_ID = 1_000_001;

/**
 * `POST /auth/login { email, password }`: a bearer token for the configured API user (403
 * otherwise), with the user's details, as Shiprocket answers it.
 */
function loginRoute(api: FastifyInstance, config: CourierSandboxConfig, tokens: Tokens): void {
  api.post('/auth/login', async (request) => {
    const f = fields(request.body);
    const problems = new Problems();
    if (!present(f.email)) problems.required('email');
    if (!present(f.password)) problems.required('password');
    problems.throwIfAny();
    if (f.email !== config.email || f.password !== config.password) {
      throw ShiprocketError.plain(403, 'Invalid email and password combination');
    }
    return {
      id: API_USER_ID,
      first_name: 'Sandbox',
      last_name: 'API User',
      email: config.email,
      company_id: config.companyId,
      created_at: istDateTime(Date.now()),
      token: tokens.issue(API_USER_ID),
    };
  });
}

/**
 * Shiprocket's API under `/v1/external`: the login, then every other route behind the bearer
 * token (checked before the route, as on Shiprocket).
 */
export async function apiRoutes(app: FastifyInstance, ctx: Context, tokens: Tokens): Promise<void> {
  await app.register(
    async (api) => {
      loginRoute(api, ctx.config, tokens);
      await api.register(async (authed) => {
        authed.addHook('onRequest', bearerAuth(tokens));
        authed.setNotFoundHandler(notFound);

        authed.post('/auth/logout', async (request) => {
          tokens.revoke(bearerToken(request) ?? '');
          return { message: 'Successfully logged out' };
        });

        authed.post('/orders/create/adhoc', async (request) => createAdhocOrder(ctx, request.body));

        authed.post('/orders/cancel', async (request, reply) => {
          cancelOrders(ctx, request.body);
          return reply.code(204).send();
        });

        authed.get('/courier/serviceability', async (request) =>
          serviceability(ctx, fields(request.query)),
        );

        authed.post('/courier/assign/awb', async (request) => assignAwb(ctx, request.body));

        authed.post('/courier/generate/label', async (request) => generateLabel(ctx, request.body));

        authed.post('/courier/generate/pickup', async (request) =>
          requestPickup(ctx, request.body),
        );

        authed.post('/manifests/generate', async (request) => generateManifest(ctx, request.body));

        authed.get<{ Params: { awb: string } }>('/courier/track/awb/:awb', async (request) =>
          trackAwb(ctx, request.params.awb),
        );

        authed.post<{ Params: { awb: string } }>('/ndr/:awb/action', async (request, reply) =>
          reply.code(202).send(ndrAction(ctx, request.params.awb, request.body)),
        );
      });
    },
    { prefix: '/v1/external' },
  );
}
