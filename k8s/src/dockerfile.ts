/**
 * Reads a multi-stage Dockerfile as `docker build --build-arg …` would see it, without a Docker
 * engine: its stages, with ARG and ENV variables replaced where Docker replaces them, and the
 * layout of the final image's /app (what each path is copied from). The checks themselves are
 * in k8s/test/containers.unit.test.ts.
 */

export interface Stage {
  /** The FROM line after `FROM `, as written (`${NODE_IMAGE} AS build`). */
  rawFrom: string;
  /** The same, variables replaced (`node:24-alpine3.22 AS build`). */
  from: string;
  /** Its instructions: continuations joined, comments dropped, variables replaced. */
  lines: string[];
}

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::([-+])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Replaces `$NAME`, `${NAME}`, `${NAME:-word}`, `${NAME:+word}` for the names in `vars` only. */
function expand(text: string, vars: ReadonlyMap<string, string>): string {
  return text.replace(VARIABLE, (match, braced?: string, op?: string, word = '', bare?: string) => {
    const name = braced ?? bare!;
    if (!vars.has(name)) return match;
    const value = vars.get(name)!;
    if (op === '-') return value || word;
    if (op === '+') return value ? word : '';
    return value;
  });
}

/** `K=V K2="V 2"` pairs of an ENV or ARG line. */
function pairs(text: string): [string, string | undefined][] {
  return [...text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)(?:=("[^"]*"|\S*))?/g)].map((m) => [
    m[1]!,
    m[2]?.replace(/^"(.*)"$/, '$1'),
  ]);
}

/**
 * The stages of `text` built with `buildArgs`. As in Docker: an ARG before the first FROM is
 * seen by FROM lines only, unless a stage declares it again; a stage sees its own ARGs (the
 * build argument, else the default) and ENVs from where they are declared on. RUN and CMD
 * lines are expanded too, standing for the shell that sees the same values at build or run
 * time; names a stage does not declare are left as they are.
 */
export function dockerfileStages(
  text: string,
  buildArgs: Readonly<Record<string, string>> = {},
): Stage[] {
  const instructions = text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  const global = new Map<string, string>();
  const stages: Stage[] = [];
  let vars: Map<string, string> | undefined;
  for (const line of instructions) {
    const [, keyword = '', rest = ''] = /^\s*(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      stages.push({ rawFrom: rest, from: expand(rest, global), lines: [] });
      vars = new Map();
      continue;
    }
    if (!vars) {
      if (upper === 'ARG')
        for (const [name, value] of pairs(rest))
          global.set(name, buildArgs[name] ?? expand(value ?? '', global));
      continue;
    }
    const expanded = `${keyword} ${expand(rest, vars)}`;
    stages.at(-1)!.lines.push(expanded);
    if (upper === 'ARG')
      for (const [name, value] of pairs(rest))
        vars.set(
          name,
          buildArgs[name] ?? (value !== undefined ? expand(value, vars) : (global.get(name) ?? '')),
        );
    if (upper === 'ENV')
      for (const [name, value] of pairs(expand(rest, vars))) vars.set(name, value ?? '');
  }
  return stages;
}

/** One path of the final image's /app and where it comes from. */
export interface Copied {
  /** Path under /app in the image. */
  path: string;
  /** Path in the repository (after the build) that it is copied from. */
  source: string;
  /** Only copied when `source` exists (`if [ -d … ]` in the staging step). */
  optional: boolean;
}

/**
 * What the runtime stage copies from the build stage: `COPY --from=build /app/<src> <dest>`,
 * and `COPY --from=build /stage/ /app/`, where /stage is filled by the build stage's
 * `cp -R <src> /stage/<dir>/` commands (optional inside `if [ -d <src> ]; then …; fi`).
 */
export function copiedFromBuild(build: Stage, runtime: Stage): Copied[] {
  const copied: Copied[] = [];
  const staged: Copied[] = [];
  const commands = build.lines.filter((l) => l.startsWith('RUN ')).join(' && ');
  for (const m of commands.matchAll(
    /(if \[ -d (\S+) \]; then )?cp -R (\S+) \/stage\/(\S+?)\/?(?=\s|;|$)/g,
  )) {
    const source = m[3]!;
    const name = source.split('/').at(-1)!;
    staged.push({ path: `${m[4]}/${name}`, source, optional: m[2] === source });
  }
  for (const line of runtime.lines) {
    const m = /^COPY ((?:--\S+\s+)*)(\S+) (\S+)$/.exec(line);
    if (!m || !m[1]!.split(/\s+/).includes('--from=build')) continue;
    const [, , from, to] = m as unknown as [string, string, string, string];
    if (from.replace(/\/$/, '') === '/stage' && ['/app/', '/app', './', '.'].includes(to))
      copied.push(...staged);
    else if (from.startsWith('/app/'))
      copied.push({ path: to, source: from.slice(5), optional: false });
    else copied.push({ path: to, source: from, optional: false });
  }
  return copied;
}

/** The script the image runs: `CMD ["node", script]` or `CMD ["sh", "-c", "exec node script"]`. */
export function commandScript(runtime: Stage): { script?: string; execs: boolean } {
  const cmd = runtime.lines.find((l) => l.startsWith('CMD '));
  if (!cmd) return { execs: false };
  const argv = JSON.parse(cmd.slice(4)) as string[];
  if (argv[0] === 'node') return { script: argv[1], execs: true };
  if (argv[0] === 'sh' && argv[1] === '-c') {
    const m = /^exec node (\S+)/.exec(argv[2] ?? '');
    return { script: m?.[1] ?? /node (\S+)/.exec(argv[2] ?? '')?.[1], execs: Boolean(m) };
  }
  return { execs: false };
}

// ---- dependency install before sources -------------------------------------------------------

/** The files `npm ci` reads: changing anything else must not invalidate the install layer. */
const MANIFESTS = new Set(['package.json', 'package-lock.json', '.npmrc']);

/** The sources of a `COPY [--flag …] <src>… <dest>` line (none for `COPY --from=…`). */
export function copySources(line: string): string[] {
  const words = line.split(/\s+/).slice(1);
  if (words.some((w) => w.startsWith('--from='))) return [];
  const args = words.filter((w) => !w.startsWith('--'));
  return args.slice(0, -1);
}

/**
 * Problems of a stage that runs `npm ci`: a COPY before it of anything but dependency
 * manifests (so a source change would reinstall every dependency), and, when `workspaces` is
 * given (a full install of the monorepo), a workspace whose package.json is not copied first.
 */
export function installOrderProblems(stage: Stage, name: string, workspaces?: string[]): string[] {
  const install = stage.lines.findIndex((l) => /^RUN .*\bnpm ci\b/.test(l));
  if (install < 0) return [];
  const problems: string[] = [];
  const before = stage.lines.slice(0, install).filter((l) => l.startsWith('COPY '));
  const copied = before.flatMap(copySources);
  for (const source of copied)
    if (!MANIFESTS.has(source.split('/').at(-1)!))
      problems.push(
        `${name}: COPY ${source} before npm ci: every source change would reinstall the dependencies`,
      );
  for (const ws of workspaces ?? [])
    if (!copied.includes(`${ws}/package.json`))
      problems.push(`${name}: ${ws}/package.json is not copied before npm ci`);
  return problems;
}

// ---- health check ----------------------------------------------------------------------------

/** A Node start in a command: node, nodejs, npm or npx as a word of it. */
const STARTS_NODE = /(^|[\s;&|"'[,/])(node|nodejs|npm|npx)(?=$|[\s;&|"',\]])/;

/**
 * Problems of the runtime stage's HEALTHCHECK: none, or one that starts a Node process (a
 * second V8 heap every interval, beside the server it checks).
 */
export function healthcheckProblems(runtime: Stage, name: string): string[] {
  const line = runtime.lines.find((l) => l.startsWith('HEALTHCHECK '));
  if (!line) return [`${name}: no HEALTHCHECK in the runtime stage`];
  const command = /\bCMD\s+(.*)$/.exec(line)?.[1];
  if (!command) return [`${name}: HEALTHCHECK has no CMD`];
  let words: string;
  try {
    words = command.startsWith('[') ? (JSON.parse(command) as string[]).join(' ') : command;
  } catch {
    return [`${name}: HEALTHCHECK CMD ${command} is not a JSON array`];
  }
  return STARTS_NODE.test(words)
    ? [`${name}: HEALTHCHECK starts Node (${words.slice(0, 60)}…); use the image's wget`]
    : [];
}

// ---- .dockerignore ---------------------------------------------------------------------------

/** One .dockerignore line: a path pattern, `!` for an exception. */
export interface IgnoreRule {
  exception: boolean;
  pattern: RegExp;
  text: string;
}

/** Docker's pattern syntax: `*` and `?` within a path segment, `**` across any number of them. */
function patternRegExp(pattern: string): RegExp {
  const segments = pattern.replace(/^\/+|\/+$/g, '').split('/');
  const body = segments
    .map((segment, i) => {
      if (segment === '**') return i === segments.length - 1 ? '.*' : '(?:[^/]+/)*';
      const part = segment
        .split('')
        .map((c) =>
          c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'),
        )
        .join('');
      return i === segments.length - 1 ? part : `${part}/`;
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/** The rules of a .dockerignore file, in order (comments and blank lines dropped). */
export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const exception = l.startsWith('!');
      const text = exception ? l.slice(1).trim() : l;
      return { exception, pattern: patternRegExp(text), text };
    });
}

/**
 * Whether `path` (relative to the context) is left out of the build context, as Docker decides:
 * a rule matches the path or one of its parent folders, and the last matching rule wins.
 */
export function isIgnored(rules: readonly IgnoreRule[], path: string): boolean {
  const parts = path.replace(/^\.\/|\/+$/g, '').split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules)
    if (candidates.some((c) => rule.pattern.test(c))) ignored = !rule.exception;
  return ignored;
}
