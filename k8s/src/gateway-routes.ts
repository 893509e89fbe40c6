/**
 * The gateway's HTTP route table (issue 27), read from the compiled gateway (gateway/dist,
 * which `npm run build` makes), for the operators' allow-list (./allow-list.ts):
 *
 * - every route of every controller of its AppModule and the modules it imports, with the
 *   method and path Nest registers (controller path and method path joined; a list of paths
 *   gives a route each), read from Nest's own metadata (@nestjs/common's constants);
 * - whether a route needs the admin role, decided by the route's own AuthGuard
 *   (gateway/src/auth/guards.ts): it runs with a signed-in customer, and a 403 means admins
 *   only (an admin must then pass). Nothing here knows how the gateway marks admin routes,
 *   so a new way of marking them is still seen;
 * - the API description's paths, which are not controllers: `SwaggerModule.setup` in the
 *   compiled main.js, its UI under the path given and its documents at `<path>-json` and
 *   `<path>-yaml` (or the URLs its options name instead).
 *
 * A global prefix, versioning or a RouterModule would change paths this does not compute: it
 * refuses them rather than return wrong paths.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** One route of the gateway. */
export interface GatewayRoute {
  /** `GET`, `POST`, …, or `ALL`. */
  method: string;
  /** As Nest registers it: `/api/products/:id`. */
  path: string;
  /** Whether its guard refuses a signed-in customer with 403. */
  admin: boolean;
  /** `Controller.method`, for messages. */
  handler: string;
}

/** The API description (Swagger UI and its documents). */
export interface DocsRoutes {
  /** The UI and its assets: this path and everything under it (`/api/docs`). */
  prefix: string;
  /** The documents: `<prefix>-json`, `<prefix>-yaml` and any URL the options name. */
  documents: string[];
}

/** The gateway workspace, beside k8s/ (this file runs from k8s/dist/src/). */
export const GATEWAY_DIR = fileURLToPath(new URL('../../../gateway/', import.meta.url));

type Class = abstract new (...args: never[]) => unknown;
type Metadata = (key: unknown, target: unknown) => unknown;
const getMetadata: Metadata = (key, target) =>
  (Reflect as unknown as { getMetadata: Metadata }).getMetadata(key, target);

/** A clear failure when the compiled gateway is missing or older than its sources. */
function compiledGateway(gatewayDir: string): string {
  const dist = join(gatewayDir, 'dist', 'src');
  const build = 'build it first: `npx tsc -b gateway` (`npm test` builds everything)';
  if (!existsSync(join(dist, 'app.module.js')))
    throw new Error(`The compiled gateway is missing (${dist}/app.module.js): ${build}.`);
  const info = join(gatewayDir, 'dist', 'tsconfig.tsbuildinfo');
  const built = existsSync(info) ? statSync(info).mtimeMs : 0;
  const newest = (dir: string): { path: string; mtime: number } =>
    readdirSync(dir, { withFileTypes: true })
      .map((e) =>
        e.isDirectory()
          ? newest(join(dir, e.name))
          : { path: join(dir, e.name), mtime: statSync(join(dir, e.name)).mtimeMs },
      )
      .reduce((a, b) => (b.mtime > a.mtime ? b : a), { path: '', mtime: 0 });
  const source = newest(join(gatewayDir, 'src'));
  if (source.mtime > built)
    throw new Error(
      `The compiled gateway is older than ${source.path}: its route table may be stale; ${build}.`,
    );
  return dist;
}

/** Nest's path join: `api/admin` + `orders/:id` → `/api/admin/orders/:id`. */
const joinPath = (...parts: string[]) =>
  '/' +
  parts
    .flatMap((p) => p.split('/'))
    .filter((s) => s !== '')
    .join('/');

const asPaths = (v: unknown): string[] =>
  v === undefined ? ['/'] : (Array.isArray(v) ? v : [v]).map(String);

/** Every route of the compiled gateway, in registration order. */
export async function gatewayRoutes(gatewayDir = GATEWAY_DIR): Promise<GatewayRoute[]> {
  const dist = compiledGateway(gatewayDir);
  const main = readFileSync(join(dist, 'main.js'), 'utf8');
  for (const unsupported of ['setGlobalPrefix', 'enableVersioning', 'RouterModule'])
    if (main.includes(unsupported))
      throw new Error(
        `gateway main.js uses ${unsupported}, which changes the routes' paths: teach k8s/src/gateway-routes.ts`,
      );
  // Nest as the gateway resolves it, and the gateway's own modules
  const gatewayRequire = createRequire(join(gatewayDir, 'package.json'));
  const load = async (specifier: string) =>
    (await import(pathToFileURL(gatewayRequire.resolve(specifier)).href)) as Record<
      string,
      unknown
    >;
  const common = await load('@nestjs/common');
  const constants = await load('@nestjs/common/constants.js');
  const { Reflector } = (await load('@nestjs/core')) as { Reflector: new () => unknown };
  const { AppModule } = (await import(pathToFileURL(join(dist, 'app.module.js')).href)) as {
    AppModule: Class;
  };
  const { AuthGuard } = (await import(pathToFileURL(join(dist, 'auth', 'guards.js')).href)) as {
    AuthGuard: Class;
  };
  const MODULE = constants.MODULE_METADATA as { IMPORTS: string; CONTROLLERS: string };
  const { PATH_METADATA, METHOD_METADATA, GUARDS_METADATA } = constants;
  const RequestMethod = common.RequestMethod as Record<number, string>;

  // the controllers of AppModule and of every module it imports (dynamic ones too)
  const controllers = new Set<Class>();
  const seen = new Set<unknown>();
  const visit = (mod: unknown) => {
    const m = mod as { forwardRef?: () => unknown; module?: Class; controllers?: Class[] };
    if (!mod || seen.has(mod)) return;
    seen.add(mod);
    if (typeof m.forwardRef === 'function') return visit(m.forwardRef());
    const cls = m.module ?? (mod as Class);
    for (const c of [
      ...((getMetadata(MODULE.CONTROLLERS, cls) as Class[] | undefined) ?? []),
      ...(m.controllers ?? []),
    ])
      controllers.add(c);
    for (const i of (getMetadata(MODULE.IMPORTS, cls) as unknown[] | undefined) ?? []) visit(i);
    for (const i of (m as { imports?: unknown[] }).imports ?? []) visit(i);
  };
  visit(AppModule);

  const needsAdmin = async (controller: Class, handler: object, name: string) => {
    const guards = [
      ...((getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
      ...((getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
    ];
    if (!guards.some((g) => g === AuthGuard || g instanceof AuthGuard)) return false;
    const outcome = async (role: string) => {
      const caller = { userId: 'allow-list-probe', name: 'probe', role };
      const deps = ((getMetadata('design:paramtypes', AuthGuard) as Class[] | undefined) ?? []).map(
        (type) => {
          if (type === Reflector || type.name === 'Reflector') return new Reflector();
          if (type.name === 'Authenticator') return { authenticate: async () => caller };
          throw new Error(
            `AuthGuard now needs ${type.name}: teach k8s/src/gateway-routes.ts to give it one`,
          );
        },
      );
      const guard = new (
        AuthGuard as unknown as new (...a: unknown[]) => {
          canActivate(ctx: unknown): Promise<boolean>;
        }
      )(...deps);
      const request = { headers: { authorization: 'Bearer allow-list-probe' } };
      const context = {
        getHandler: () => handler,
        getClass: () => controller,
        getType: () => 'http',
        getArgs: () => [request, {}],
        getArgByIndex: (i: number) => [request, {}][i],
        switchToHttp: () => ({
          getRequest: () => request,
          getResponse: () => ({}),
          getNext: () => () => undefined,
        }),
      };
      try {
        return (await guard.canActivate(context)) ? 200 : 403;
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (typeof status === 'number') return status;
        throw new Error(`AuthGuard on ${name} failed: ${(err as Error).message}`, { cause: err });
      }
    };
    const [customer, admin] = [await outcome('customer'), await outcome('admin')];
    if (admin !== 200)
      throw new Error(`AuthGuard on ${name} refuses an admin (${admin}): cannot classify it`);
    return customer === 403;
  };

  const routes: GatewayRoute[] = [];
  for (const controller of controllers) {
    const base = asPaths(getMetadata(PATH_METADATA, controller));
    const names = new Set<string>();
    for (let p = controller.prototype as object; p && p !== Object.prototype;) {
      for (const n of Object.getOwnPropertyNames(p)) if (n !== 'constructor') names.add(n);
      p = Object.getPrototypeOf(p) as object;
    }
    for (const n of names) {
      const handler = (controller.prototype as Record<string, unknown>)[n];
      if (typeof handler !== 'function') continue;
      const code = getMetadata(METHOD_METADATA, handler);
      if (code === undefined) continue;
      const method = RequestMethod[code as number];
      if (!method)
        throw new Error(`${controller.name}.${n}: unknown request method ${String(code)}`);
      const name = `${controller.name}.${n}`;
      const admin = await needsAdmin(controller, handler, name);
      for (const b of base)
        for (const path of asPaths(getMetadata(PATH_METADATA, handler)))
          routes.push({ method, path: joinPath(b, path), admin, handler: name });
    }
  }
  if (!routes.some((r) => r.admin))
    throw new Error('No route of the gateway needs the admin role: the route table is misread');
  return routes;
}

/** The API description's paths, from `SwaggerModule.setup(...)` in the compiled main.js. */
export function docsRoutes(gatewayDir = GATEWAY_DIR): DocsRoutes {
  const main = readFileSync(join(compiledGateway(gatewayDir), 'main.js'), 'utf8');
  const calls = main.split('SwaggerModule.setup(').slice(1);
  if (calls.length !== 1)
    throw new Error(
      `gateway main.js calls SwaggerModule.setup ${calls.length} times (expected once): teach k8s/src/gateway-routes.ts`,
    );
  // the call's text: up to the statement that follows it
  const call = calls[0]!.split(/\);\s*\n/)[0]!;
  const path = /^\s*(['"`])([^'"`]+)\1/.exec(call)?.[2];
  if (!path) throw new Error('the path of SwaggerModule.setup in gateway main.js is not a literal');
  if (/useGlobalPrefix/.test(call))
    throw new Error('SwaggerModule.setup uses useGlobalPrefix: teach k8s/src/gateway-routes.ts');
  const option = (name: string) =>
    new RegExp(`${name}\\s*:\\s*(['"\`])([^'"\`]+)\\1`).exec(call)?.[2];
  const prefix = joinPath(path);
  // the default names too when the options move a document: they stay operators' paths
  const documents = [
    `${prefix}-json`,
    `${prefix}-yaml`,
    ...[option('jsonDocumentUrl'), option('yamlDocumentUrl')]
      .filter((u): u is string => u !== undefined)
      .map((u) => joinPath(u)),
  ];
  return { prefix, documents: [...new Set(documents)] };
}
