// The per-deployable Dockerfiles, checked without a Docker engine (none on these machines):
// multi-stage, pinned Node LTS base, non-root, HEALTHCHECK, and every workspace the
// deployable imports both installed and copied, so a new dependency can't be forgotten.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const DEPLOYABLES = [
  'services/catalog',
  'services/users',
  'services/cart',
  'services/checkout',
  'services/orders',
  'gateway',
  'infra/razorpay-sandbox',
];

interface Pkg {
  name: string;
  dependencies?: Record<string, string>;
}
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
const byName = new Map(
  workspaces.map((dir) => [(JSON.parse(read(`${dir}/package.json`)) as Pkg).name, dir]),
);

/** The workspace folders `dir` needs at run time: itself and its @arogya dependencies, deeply. */
function runtimeWorkspaces(dir: string, seen = new Set<string>()): Set<string> {
  seen.add(dir);
  const pkg = JSON.parse(read(`${dir}/package.json`)) as Pkg;
  for (const dep of Object.keys(pkg.dependencies ?? {})) {
    const depDir = byName.get(dep);
    if (depDir && !seen.has(depDir)) runtimeWorkspaces(depDir, seen);
  }
  return seen;
}

/** The Dockerfile's stages: `FROM` line and the instructions under it, continuations joined. */
function stages(text: string) {
  const joined = text.replace(/\\\n\s*/g, ' ');
  return joined
    .split(/^FROM /m)
    .slice(1)
    .map((s) => {
      const [from, ...lines] = s.split('\n');
      return { from: from!, lines: lines.filter((l) => l.trim() && !l.startsWith('#')) };
    });
}

describe('Dockerfiles', () => {
  for (const dir of DEPLOYABLES) {
    it(`${dir}/Dockerfile: multi-stage, pinned LTS, non-root, health-checked, complete`, () => {
      const text = read(`${dir}/Dockerfile`);
      const pkg = JSON.parse(read(`${dir}/package.json`)) as Pkg;
      const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
      assert.ok(base, 'ARG NODE_IMAGE names the base image');
      const tag = /^node:(\d+)-alpine[\d.]+$/.exec(base);
      assert.ok(tag, `${base}: a pinned node:<major>-alpine<version> image`);
      const major = Number(tag[1]);
      assert.ok(major >= 22 && major % 2 === 0, `Node ${major} is not a current LTS line`);
      assert.doesNotMatch(text, /:latest\b/);

      const [build, deps, runtime, ...rest] = stages(text);
      assert.ok(build && deps && runtime && rest.length === 0, 'build, deps and runtime stages');
      for (const s of [build, deps, runtime]) assert.match(s.from, /^\$\{NODE_IMAGE\}/);

      // the deps stage installs only this deployable's production dependencies …
      const needed = runtimeWorkspaces(dir);
      for (const ws of needed) {
        assert.ok(
          deps.lines.some((l) => l === `COPY ${ws}/package.json ${ws}/`),
          `deps stage copies ${ws}/package.json`,
        );
      }
      assert.ok(
        deps.lines.some((l) =>
          new RegExp(`npm ci --omit=dev --workspace ${pkg.name}( |$)`).test(l.trim()),
        ),
        `deps stage runs npm ci --omit=dev --workspace ${pkg.name}`,
      );
      // … and the runtime stage gets the compiled code of each workspace it needs
      const copied = runtime.lines
        .map((l) => /^COPY --from=build \/app\/(\S+) (\S+)$/.exec(l))
        .filter((m) => m !== null);
      for (const ws of needed) {
        assert.ok(
          copied.some((m) => m[1] === `${ws}/dist` && m[2] === `${ws}/dist`),
          `runtime copies ${ws}/dist`,
        );
      }
      for (const [, from] of copied) {
        assert.ok(existsSync(`${root}${from}`), `${from} exists after the build`);
      }

      assert.ok(runtime.lines.includes('USER node'), 'runs as the unprivileged node user');
      assert.ok(
        runtime.lines.some((l) => /^HEALTHCHECK .*CMD \[/.test(l)),
        'HEALTHCHECK in the runtime stage',
      );
      const cmd = runtime.lines.find((l) => l.startsWith('CMD '));
      const script = cmd && (JSON.parse(cmd.slice(4)) as string[])[1];
      assert.equal(script, `${dir}/dist/src/main.js`);
      assert.ok(existsSync(`${root}${script}`), `${script} is built`);
    });
  }

  it('.dockerignore keeps dependencies, build output, git and secrets out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.git', '.env', '.env.*'])
      assert.ok(ignored.includes(entry), entry);
  });

  it('docker-compose.yml builds each deployable from its own Dockerfile', () => {
    const compose = read('docker-compose.yml');
    for (const dir of DEPLOYABLES)
      assert.match(compose, new RegExp(`dockerfile: ${dir.replace('/', '\\/')}/Dockerfile`));
  });
});
