// The Dockerfiles, checked without a Docker engine (none on these machines), for each image as
// docker-compose.yml builds it (the seven services share services/Dockerfile, built with their
// name and ops port as build args): multi-stage, pinned Node LTS base, non-root, code owned by
// root, HEALTHCHECK, and every workspace the deployable imports both installed and copied, so
// a new dependency can't be forgotten; dependencies installed before the sources are copied (a
// source change keeps the install layer), a HEALTHCHECK that starts no Node, and a build context
// (.dockerignore) without tests, docs or manifests.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkCompose, type ComposeFile } from '../src/compose.js';
import {
  commandScript,
  copiedFromBuild,
  copySources,
  dockerfileStages,
  healthcheckProblems,
  installOrderProblems,
  isIgnored,
  parseDockerignore,
} from '../src/dockerfile.js';
import { assertProblem, noProblems } from './overlays.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');

const SERVICES = ['catalog', 'users', 'cart', 'checkout', 'orders', 'notifications', 'fulfilment'];
/** The providers' local stand-ins, each with its own Dockerfile (infra/<name>/Dockerfile). */
const SANDBOXES = [
  'razorpay-sandbox',
  'mail-sandbox',
  'whatsapp-sandbox',
  'sms-sandbox',
  'courier-sandbox',
];
/** Each deployable's folder and its service in docker-compose.yml. */
const DEPLOYABLES: { dir: string; compose: string }[] = [
  ...SERVICES.map((name) => ({ dir: `services/${name}`, compose: name })),
  { dir: 'gateway', compose: 'gateway' },
  ...SANDBOXES.map((name) => ({ dir: `infra/${name}`, compose: name })),
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

/** Paths the images never read: each must stay out of the build context. */
const MUST_IGNORE = [
  'node_modules/zod/package.json',
  'gateway/node_modules/x/index.js',
  'gateway/dist/src/main.js',
  'storefront/dist/index.html',
  'gateway/tsconfig.tsbuildinfo',
  '.git/HEAD',
  '.ci/run.sh',
  '.env',
  '.env.production',
  'var/uploads/a.png',
  'test-results/report.json',
  'gateway/test/users.api.test.ts',
  'services/catalog/test/products.test.ts',
  'packages/platform/test/outbox.test.ts',
  'storefront/test/shop.browser.test.ts',
  'load-tests/src/bench/main.ts',
  'k8s/base/kustomization.yaml',
  'k8s/src/validate.ts',
  'docs/runbook.md',
  'README.md',
  'gateway/README.md',
  'docker-compose.yml',
];

/** What the builds read: every workspace's manifest, and the sources and data they compile. */
function mustKeep(): string[] {
  const keep = ['tsconfig.base.json', ...workspaces.map((ws) => `${ws}/package.json`)];
  for (const ws of workspaces.filter((w) => !['load-tests', 'k8s'].includes(w)))
    keep.push(`${ws}/tsconfig.json`, `${ws}/src`);
  keep.push(
    'services/catalog/seed/images',
    'services/notifications/templates',
    'storefront/index.html',
    'storefront/vite.config.ts',
    'storefront/public',
    'admin-console/index.html',
    'admin-console/vite.config.ts',
  );
  // and whatever a Dockerfile copies by name from the context
  for (const file of new Set(DEPLOYABLES.map((d) => dockerfileOf(d.dir))))
    for (const stage of dockerfileStages(read(file), { SERVICE: 'catalog', OPS_PORT: '9101' }))
      for (const line of stage.lines.filter((l) => l.startsWith('COPY ')))
        keep.push(...copySources(line).filter((s) => s !== '.'));
  return [...new Set(keep)];
}

/** Problems of a .dockerignore text: a path of MUST_IGNORE in the context, or one it needs out. */
function dockerignoreProblems(text: string): string[] {
  const rules = parseDockerignore(text);
  return [
    ...MUST_IGNORE.filter((p) => !isIgnored(rules, p)).map((p) => `${p} is in the build context`),
    ...mustKeep()
      .filter((p) => isIgnored(rules, p))
      .map((p) => `${p} is left out of the build context, but a build needs it`),
  ];
}
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
      // the data a service reads beside its dist/: the catalog's seed, notifications' templates
      for (const data of ['seed', 'templates'])
        if (existsSync(`${root}${dir}/${data}`))
          assert.ok(
            copied.some((c) => c.path === `${dir}/${data}` && c.source === `${dir}/${data}`),
            `runtime copies ${dir}/${data}`,
          );

      // the code belongs to root (read-only to the process), which runs as `node`
      assert.ok(
        runtime.lines.every((l) => !/^(COPY|ADD) .*--chown/.test(l)),
        'code owned by root',
      );
      assert.ok(runtime.lines.includes('USER node'), 'runs as the unprivileged node user');
      noProblems(healthcheckProblems(runtime, file));
      // the install layer survives a source change: only manifests are copied before npm ci
      // (every workspace's, for the full install of the build stage)
      noProblems([
        ...installOrderProblems(build, `${file} build`, workspaces),
        ...installOrderProblems(deps, `${file} deps`),
      ]);
      assert.ok(
        build.lines.some((l) => copySources(l).includes('.')),
        'the build stage copies the sources (after npm ci)',
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

  it("notifications' image holds its templates, where the code reads them; the others have none", () => {
    const layout = (text: string, service: string) => {
      const [build, , runtime] = dockerfileStages(text, { SERVICE: service, OPS_PORT: '9106' });
      return copiedFromBuild(build!, runtime!).map((c) => c.path);
    };
    const text = read('services/Dockerfile');
    // dist/src/templates/renderer.js reads new URL('../../../templates/', import.meta.url)
    assert.ok(layout(text, 'notifications').includes('services/notifications/templates'));
    assert.ok(existsSync(`${root}services/notifications/templates/layout.mjml`));
    assert.ok(!existsSync(`${root}services/orders/templates`), 'orders copies no templates');
    // the copy removed: the service would fail at start, compiling its templates
    const without = text.replace(
      / \\\n && if \[ -d services\/\$\{SERVICE\}\/templates \][^\n]*/,
      '',
    );
    assert.notEqual(without, text, 'the copy was removed');
    assert.ok(!layout(without, 'notifications').includes('services/notifications/templates'));
  });

  // The one duplication the Dockerfiles keep on purpose (README "Duplicates"): Docker has no
  // include, and a shared base image would need a build order that neither compose nor the
  // release pipeline has. BuildKit reuses a layer when its base and every instruction up to it
  // are the same, so the same install in every build stage is installed once for all of them.
  it("every Dockerfile's build stage starts with the same install, to the letter: one `npm ci` serves every image", () => {
    /** The base image and the build stage up to the sources' COPY: what the layer cache keys on. */
    const installOf = (text: string) => {
      const [build] = dockerfileStages(text, { SERVICE: 'catalog', OPS_PORT: '9101' });
      const sources = build!.lines.findIndex((l) => copySources(l).includes('.'));
      assert.ok(sources > 0, 'the build stage copies the sources');
      const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1];
      return [
        `ARG NODE_IMAGE=${base}`,
        `FROM ${build!.rawFrom}`,
        ...build!.lines.slice(0, sources + 1),
      ];
    };
    const files = [...new Set(DEPLOYABLES.map((d) => dockerfileOf(d.dir)))];
    assert.equal(files.length, 2 + SANDBOXES.length);
    const [first, ...others] = files.map((file) => ({ file, install: installOf(read(file)) }));
    for (const { file, install } of others)
      assert.deepEqual(install, first!.install, `${file} installs as ${first!.file} does`);
    // a drift is caught: two manifests copied the other way round, a different base
    const gateway = read('gateway/Dockerfile');
    for (const drifted of [
      gateway.replace(
        'COPY services/users/package.json services/users/\nCOPY services/cart/package.json services/cart/\n',
        'COPY services/cart/package.json services/cart/\nCOPY services/users/package.json services/users/\n',
      ),
      gateway.replace(
        /^ARG NODE_IMAGE=node:(\d+)/m,
        (_, major) => `ARG NODE_IMAGE=node:${+major + 2}`,
      ),
    ]) {
      assert.notEqual(drifted, gateway, 'the copy was changed');
      assert.notDeepEqual(installOf(drifted), first!.install);
    }
  });

  it('.dockerignore keeps dependencies, build output, git, secrets, tests, docs and k8s out of the context, and nothing a build reads', () => {
    const text = read('.dockerignore');
    noProblems(dockerignoreProblems(text));
    for (const p of mustKeep()) assert.ok(existsSync(`${root}${p}`), `${p} exists`);
    // the matcher reads the file as Docker does: the last matching line wins, `**` crosses
    // folders, a folder's rule covers what is in it
    assertProblem(
      dockerignoreProblems(text.replace('\nk8s\n', '\n')),
      /^k8s\/base\/kustomization\.yaml is in the build context/,
    );
    assertProblem(
      dockerignoreProblems(text.replace('**/test\n', '')),
      /^gateway\/test\/users\.api\.test\.ts is in the build context/,
    );
    assertProblem(
      dockerignoreProblems(text.replace('**/*.md\n', '')),
      /^gateway\/README\.md is in the build context/,
    );
    assertProblem(
      dockerignoreProblems(text.replace('!k8s/package.json\n', '')),
      /^k8s\/package\.json is left out of the build context/,
    );
    assertProblem(
      dockerignoreProblems(`${text}\ninfra/*/public\n`),
      /^infra\/razorpay-sandbox\/public is left out of the build context/,
    );
  });

  it('npm ci runs before the sources are copied, in every Dockerfile: a source change keeps the install layer', () => {
    const text = read('services/Dockerfile');
    const stages = (t: string) => dockerfileStages(t, { SERVICE: 'catalog', OPS_PORT: '9101' });
    noProblems(installOrderProblems(stages(text)[0]!, 'build', workspaces));
    // the sources copied before the install (the Dockerfile as it was)
    const sourcesFirst = text
      .replace('COPY . .\n', '')
      .replace('COPY package.json package-lock.json .npmrc ./\n', 'COPY . .\n');
    assertProblem(
      installOrderProblems(stages(sourcesFirst)[0]!, 'build', workspaces),
      /^build: COPY \. before npm ci: every source change would reinstall/,
    );
    assertProblem(
      installOrderProblems(
        stages(
          text.replace(
            'COPY packages/platform/package.json packages/platform/\n',
            'COPY packages/platform/package.json packages/platform/\nCOPY packages/platform/src packages/platform/src\n',
          ),
        )[0]!,
        'build',
        workspaces,
      ),
      /^build: COPY packages\/platform\/src before npm ci/,
    );
    // a workspace added to package.json but not to the Dockerfiles
    assertProblem(
      installOrderProblems(
        stages(text.replace('COPY admin-console/package.json admin-console/\n', ''))[0]!,
        'build',
        workspaces,
      ),
      /^build: admin-console\/package\.json is not copied before npm ci/,
    );
  });

  it('a HEALTHCHECK that starts Node is caught (a second V8 heap every 10 s)', () => {
    for (const file of new Set(DEPLOYABLES.map((d) => dockerfileOf(d.dir)))) {
      const text = read(file);
      const runtime = (t: string) =>
        dockerfileStages(t, { SERVICE: 'catalog', OPS_PORT: '9101' }).at(-1)!;
      noProblems(healthcheckProblems(runtime(text), file));
      const withNode = text.replace(
        /CMD wget [^\n]*/,
        'CMD ["node", "-e", "fetch(`http://127.0.0.1:9101/health/ready`).then(r => process.exit(r.ok ? 0 : 1))"]',
      );
      assertProblem(healthcheckProblems(runtime(withNode), file), /HEALTHCHECK starts Node/);
      assertProblem(
        healthcheckProblems(
          runtime(text.replace(/CMD wget [^\n]*/, 'CMD npx --yes wait-on http://127.0.0.1:9101')),
          file,
        ),
        /HEALTHCHECK starts Node/,
      );
      assertProblem(
        healthcheckProblems(runtime(text.replace(/HEALTHCHECK [^\n]*\\\n[^\n]*\n/, '')), file),
        /no HEALTHCHECK/,
      );
    }
  });

  it('docker-compose.yml builds each deployable from the repository root with its Dockerfile', () => {
    for (const { dir, compose: service } of DEPLOYABLES) {
      const build = buildOf(service);
      assert.equal(build.context, '.', `${service}: context`);
      assert.equal(build.dockerfile, dockerfileOf(dir), `${service}: dockerfile`);
    }
  });
});
