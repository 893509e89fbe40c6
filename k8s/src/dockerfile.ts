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
