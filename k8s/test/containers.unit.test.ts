// The Dockerfiles, checked without a Docker engine (none on these machines), for each image as
// docker-compose.yml builds it (the five services share services/Dockerfile, built with their
// name and ops port as build args): multi-stage, pinned Node LTS base, non-root, code owned by
// root, HEALTHCHECK, and every workspace the deployable imports both installed and copied, so
// a new dependency can't be forgotten.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, type ComposeFile } from '../src/compose.js';
import { commandScript, copiedFromBuild, dockerfileStages } from '../src/dockerfile.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders'];
/** Each deployable's folder and its service in docker-compose.yml. */
const DEPLOYABLES: { dir: string; compose: string }[] = [
  ...SERVICES.map((name) => ({ dir: `services/${name}`, compose: name })),
  { dir: 'gateway', compose: 'gateway' },
  { dir: 'infra/razorpay-sandbox', compose: 'razorpay-sandbox' },
];
/** The Dockerfile each deployable is built from. */
const dockerfileOf = (dir: string) =>
  dir.startsWith('services/') ? 'services/Dockerfile' : `${dir}/Dockerfile`;

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

const compose = checkCompose(read('docker-compose.yml')).model as ComposeFile;
/** The build section of a compose service, in its long form. */
function buildOf(service: string) {
  const build = compose.services[service]?.build;
  assert.ok(build, `docker-compose.yml builds ${service}`);
  return typeof build === 'string' ? { context: build } : build;
}
/** The build arguments docker-compose.yml passes for a compose service. */
function buildArgs(service: string): Record<string, string> {
  const args = buildOf(service).args ?? {};
  if (Array.isArray(args))
    return Object.fromEntries(args.map((a: string) => a.split(/=(.*)/s).slice(0, 2)));
  return Object.fromEntries(Object.entries(args as object).map(([k, v]) => [k, String(v)]));
}

describe('Dockerfiles', () => {
  for (const { dir, compose: service } of DEPLOYABLES) {
    const file = dockerfileOf(dir);
    it(`${dir} (${file}): multi-stage, pinned LTS, non-root, health-checked, complete`, () => {
      const text = read(file);
      const args = buildArgs(service);
      const pkg = JSON.parse(read(`${dir}/package.json`)) as Pkg;
      const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
      assert.ok(base, 'ARG NODE_IMAGE names the base image');
      const tag = /^node:(\d+)-alpine[\d.]+$/.exec(base);
      assert.ok(tag, `${base}: a pinned node:<major>-alpine<version> image`);
      const major = Number(tag[1]);
      assert.ok(major >= 22 && major % 2 === 0, `Node ${major} is not a current LTS line`);
      assert.doesNotMatch(text, /:latest\b/);

      const [build, deps, runtime, ...rest] = dockerfileStages(text, args);
      assert.ok(build && deps && runtime && rest.length === 0, 'build, deps and runtime stages');
      for (const s of [build, deps, runtime]) assert.match(s.rawFrom, /^\$\{NODE_IMAGE\}/);

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
      // … and the runtime stage gets the compiled code of each workspace it needs (copied
      // from the build stage, directly or through its staging folder) and the data it reads
      const copied = copiedFromBuild(build, runtime);
      for (const ws of needed) {
        assert.ok(
          copied.some((c) => c.source === `${ws}/dist` && c.path === `${ws}/dist`),
          `runtime copies ${ws}/dist`,
        );
      }
      for (const c of copied) {
        if (c.optional && !existsSync(`${root}${c.source}`)) continue;
        assert.ok(existsSync(`${root}${c.source}`), `${c.source} exists after the build`);
      }
      if (existsSync(`${root}${dir}/seed`))
        assert.ok(
          copied.some((c) => c.path === `${dir}/seed` && c.source === `${dir}/seed`),
          `runtime copies ${dir}/seed`,
        );

      // the code belongs to root (read-only to the process), which runs as `node`
      assert.ok(
        runtime.lines.every((l) => !/^(COPY|ADD) .*--chown/.test(l)),
        'code owned by root',
      );
      assert.ok(runtime.lines.includes('USER node'), 'runs as the unprivileged node user');
      assert.ok(
        runtime.lines.some((l) => /^HEALTHCHECK .*CMD \[/.test(l)),
        'HEALTHCHECK in the runtime stage',
      );
      const { script, execs } = commandScript(runtime);
      assert.equal(script, `${dir}/dist/src/main.js`);
      assert.ok(execs, 'node runs as PID 1 (exec), so that it gets SIGTERM itself');
      assert.ok(existsSync(`${root}${script}`), `${script} is built`);
      assert.ok(
        copied.some((c) => script.startsWith(`${c.path}/`)),
        `${script} is in the image`,
      );

      // the ops port of the shop's processes answers the kubelet's probes and Prometheus from
      // outside the container (the code's default is 127.0.0.1, for `npm start`)
      if (dir.startsWith('services/') || dir === 'gateway')
        assert.ok(
          runtime.lines.some((l) => l.startsWith('ENV ') && l.includes(' OPS_HOST=0.0.0.0')),
          'ENV OPS_HOST=0.0.0.0',
        );

      // a service's image listens, health-checks and is exposed on the ops port compose uses
      if (dir.startsWith('services/')) {
        const port = String(
          (compose.services[service]!.environment as Record<string, unknown>).OPS_PORT,
        );
        assert.equal(args.SERVICE, service, 'built with --build-arg SERVICE=<its name>');
        assert.equal(args.OPS_PORT, port, 'built with --build-arg OPS_PORT=<its ops port>');
        assert.ok(
          runtime.lines.some((l) => l.startsWith('ENV ') && l.includes(` OPS_PORT=${port}`)),
          `ENV OPS_PORT=${port}`,
        );
        assert.ok(runtime.lines.includes(`EXPOSE ${port}`), `EXPOSE ${port}`);
      }
    });
  }

  it('the services share services/Dockerfile: no per-service copies', () => {
    for (const name of SERVICES)
      assert.ok(!existsSync(`${root}services/${name}/Dockerfile`), `services/${name}/Dockerfile`);
  });

  it('.dockerignore keeps dependencies, build output, git and secrets out of the context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of ['node_modules', '**/node_modules', '**/dist', '.git', '.env', '.env.*'])
      assert.ok(ignored.includes(entry), entry);
  });

  it('docker-compose.yml builds each deployable from the repository root with its Dockerfile', () => {
    for (const { dir, compose: service } of DEPLOYABLES) {
      const build = buildOf(service);
      assert.equal(build.context, '.', `${service}: context`);
      assert.equal(build.dockerfile, dockerfileOf(dir), `${service}: dockerfile`);
    }
  });
});
