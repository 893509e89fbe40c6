/**
 * A small structural schema checker for custom resources (the CRDs' OpenAPI schemas, trimmed
 * to what the shop uses), whose embedded Kubernetes types are checked by kubernetes-models.
 */

/** A kubernetes-models class: `new Model(data).validate()` throws on schema errors. */
export type ModelClass = new (data: never) => { validate(): void };

export type Schema =
  | { type: 'string'; enum?: readonly string[] }
  | { type: 'integer'; minimum?: number }
  | { type: 'boolean' }
  /** A Kubernetes quantity: `500m`, `1Gi`, `2`, or a number. */
  | { type: 'quantity' }
  | { type: 'array'; items: Schema }
  /**
   * With `properties`, other fields are errors unless `additionalProperties` allows them
   * (`true`, or a schema for their values). Without `properties`, any fields.
   */
  | {
      type: 'object';
      properties?: Readonly<Record<string, Schema>>;
      required?: readonly string[];
      additionalProperties?: boolean | Schema;
    }
  | { type: 'any' }
  /** An embedded Kubernetes type (ResourceRequirements, Affinity, ...). */
  | { type: 'model'; model: ModelClass };

const QUANTITY = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+|[KMGTPE]i|[numkMGTPE])?$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every way `value` breaks `schema`, as `path: problem` lines. */
export function checkSchema(value: unknown, schema: Schema, path: string): string[] {
  switch (schema.type) {
    case 'any':
      return [];
    case 'string':
      if (typeof value !== 'string') return [`${path} must be a string`];
      if (schema.enum && !schema.enum.includes(value))
        return [`${path} must be one of ${schema.enum.join(', ')}, not "${value}"`];
      return [];
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return [`${path} must be an integer, not ${JSON.stringify(value)}`];
      if (schema.minimum !== undefined && value < schema.minimum)
        return [`${path} must be at least ${schema.minimum}`];
      return [];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${path} must be true or false`];
    case 'quantity':
      return typeof value === 'number' || (typeof value === 'string' && QUANTITY.test(value))
        ? []
        : [`${path} must be a quantity (e.g. 500m, 1Gi), not ${JSON.stringify(value)}`];
    case 'array':
      if (!Array.isArray(value)) return [`${path} must be a list`];
      return value.flatMap((item, i) => checkSchema(item, schema.items, `${path}[${i}]`));
    case 'object':
      return checkObject(value, schema, path);
    case 'model':
      return checkModel(value, schema.model, path);
  }
}

function checkObject(
  value: unknown,
  schema: Extract<Schema, { type: 'object' }>,
  path: string,
): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  const problems: string[] = [];
  for (const key of schema.required ?? []) {
    if (value[key] === undefined) problems.push(`${path}.${key} is required`);
  }
  for (const [key, v] of Object.entries(value)) {
    const field = schema.properties?.[key];
    if (field) problems.push(...checkSchema(v, field, `${path}.${key}`));
    else if (!schema.properties || schema.additionalProperties === true) continue;
    else if (typeof schema.additionalProperties === 'object')
      problems.push(...checkSchema(v, schema.additionalProperties, `${path}.${key}`));
    else problems.push(`${path}.${key} is an unknown field`);
  }
  return problems;
}

/** Errors of kubernetes-models' (ajv) validation, one line per offending field. */
export function modelErrors(err: unknown, path: string): string[] {
  const errors = (err as { errors?: { instancePath?: string; message?: string }[] }).errors;
  if (!Array.isArray(errors) || errors.length === 0)
    return [`${path || '(object)'}: ${String(err)}`];
  const byField = new Map<string, string[]>();
  for (const e of errors) {
    const field = `${path}${(e.instancePath ?? '').replaceAll('/', '.')}`.replace(/^\./, '');
    const messages = byField.get(field) ?? [];
    if (e.message && !messages.includes(e.message)) messages.push(e.message);
    byField.set(field, messages);
  }
  return [...byField].map(([field, messages]) => `${field} ${messages.join('; ')}`);
}

function checkModel(value: unknown, model: ModelClass, path: string): string[] {
  if (!isObject(value)) return [`${path} must be an object`];
  try {
    new model(value as never).validate();
    return [];
  } catch (err) {
    return modelErrors(err, path);
  }
}
