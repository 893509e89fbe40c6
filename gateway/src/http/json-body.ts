import type { FastifyInstance } from 'fastify';
import { jsonRefusal } from '@arogya/contracts';
import { clientError } from './input-guard.js';

/**
 * The gateway's JSON body parser. It keeps the exact bytes as `rawBody` (the Razorpay
 * webhook's signature covers them), reads an empty body as no body (SPEC §7 sends some calls
 * with an empty body, which clients may still label as JSON), and answers malformed JSON, and
 * JSON holding what no store keeps or nested too deep (`jsonRefusal`), with a clear 400.
 */
export function installJsonBodyParser(fastify: FastifyInstance, bodyLimit: number) {
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (req, body, done) => {
      const bytes = body as Buffer;
      (req as { rawBody?: Buffer }).rawBody = bytes;
      if (bytes.length === 0) return done(null, undefined);
      let parsed: unknown;
      try {
        parsed = JSON.parse(bytes.toString('utf8'));
      } catch {
        return done(clientError('The request body is not valid JSON'), undefined);
      }
      const refusal = jsonRefusal(parsed);
      if (refusal) done(clientError(refusal), undefined);
      else done(null, parsed);
    },
  );
}
