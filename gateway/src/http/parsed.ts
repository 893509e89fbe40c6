import type { PipeTransform } from '@nestjs/common';

/**
 * Reads a body, query or parameter with a validator from `@arogya/contracts` before the handler
 * runs: the handler gets the typed value, a bad one answers 400 with the validator's message.
 */
export const Parsed = <T>(read: (value: unknown) => T): PipeTransform<unknown, T> => ({
  transform: (value) => read(value),
});

/** A query string as Fastify parses it. */
export type QueryString = Record<string, string | string[] | undefined>;
