/**
 * The pieces the vendored custom-resource schemas (crds.ts, data-crds.ts, gateway-crds.ts,
 * monitoring-crds.ts) are written with.
 */
import type { ModelClass, Schema } from './schema.js';

export const string: Schema = { type: 'string' };
export const integer: Schema = { type: 'integer' };
export const boolean: Schema = { type: 'boolean' };
export const quantity: Schema = { type: 'quantity' };
export const any: Schema = { type: 'any' };
/** An object whose fields are not checked. */
export const anyObject: Schema = { type: 'object' };
/** Labels, annotations and other maps of strings. */
export const stringMap: Schema = { type: 'object', properties: {}, additionalProperties: string };
export const listOf = (items: Schema): Schema => ({ type: 'array', items });
/** A string that is one of `values`. */
export const oneOf = (...values: string[]): Schema => ({ type: 'string', enum: values });
/** An embedded Kubernetes type, checked by its kubernetes-models class. */
export const m = (model: ModelClass): Schema => ({ type: 'model', model });
/** An object with exactly `properties`, `required` among them. */
export const object = (properties: Record<string, Schema>, required: string[] = []): Schema => ({
  type: 'object',
  properties,
  required,
});
