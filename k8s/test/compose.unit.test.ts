import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const compose = readFileSync(`${root}docker-compose.yml`, 'utf8');

it('docker-compose.yml is valid (docker-compose config) and wires every process of the shop', () => {
  const tool = spawnSync('docker-compose', ['version'], { encoding: 'utf8' });
  assert.equal(
    tool.status,
    0,
    'docker-compose is needed to validate the compose file (Debian: apt-get install docker-compose)',
  );
  execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'], {
    cwd: root,
    stdio: 'pipe',
  });
  const services = [...compose.matchAll(/^ {2}([a-z-]+):$/gm)].map((m) => m[1]);
  for (const name of [
    'postgres',
    'nats',
    'redis',
    'users',
    'catalog',
    'cart',
    'checkout',
    'orders',
    'razorpay-sandbox',
    'gateway',
  ]) {
    assert.ok(services.includes(name), `service ${name}`);
  }
  assert.doesNotMatch(compose, /image: [^\n]*:latest\b/, 'no image tagged latest');
});
