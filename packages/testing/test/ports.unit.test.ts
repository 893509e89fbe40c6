import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { describe, it } from 'node:test';
import { onFreePorts, portTaken } from '../src/processes.js';

/**
 * Test files run two at a time, each starting processes on ports picked free: one picked and
 * taken by the other file's process before it listened failed a whole browser file (CI, issue
 * 32's stop). A start on a taken port is tried again on fresh ones; nothing else is.
 */

/** What a Node process prints when it listens on a port already taken. */
async function listenOnTaken(port: number): Promise<Error> {
  const child = spawn(
    process.execPath,
    ['-e', `require('node:net').createServer().listen(${port}, '127.0.0.1')`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  await new Promise((r) => child.once('exit', r));
  return new Error(`gateway exited with 1:\n${stderr}`);
}

async function occupy(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as { port: number }).port };
}

describe('ports picked free for test processes', () => {
  it('knows a process that failed on one of its picked ports, and only those', async () => {
    const { server, port } = await occupy();
    try {
      const err = await listenOnTaken(port);
      assert.match(err.message, /EADDRINUSE/);
      assert.equal(portTaken(err, [port]), true);
      assert.equal(portTaken(err, [port + 1]), false, 'a port the caller fixed is not retried');
      assert.equal(portTaken(new Error('gateway exited with 1: boom'), [port]), false);
      assert.equal(portTaken('EADDRINUSE', [port]), false);
    } finally {
      server.close();
    }
  });

  it('starts again on fresh ports when one was taken, and gives up after three tries', async () => {
    const tried: number[][] = [];
    const started = await onFreePorts(2, async (ports) => {
      tried.push(ports);
      if (tried.length === 1) throw takenError(ports[1]!);
      return ports;
    });
    assert.equal(tried.length, 2);
    assert.deepEqual(started, tried[1]);
    assert.equal(new Set(tried.flat()).size >= 3, true, 'fresh ports on the second try');

    let always = 0;
    await assert.rejects(
      onFreePorts(1, async ([p]) => {
        always++;
        throw takenError(p!);
      }),
      /EADDRINUSE/,
    );
    assert.equal(always, 3);

    let other = 0;
    await assert.rejects(
      onFreePorts(1, async () => {
        other++;
        throw new Error('migration failed');
      }),
      /migration failed/,
    );
    assert.equal(other, 1, 'any other failure is thrown at once');
  });
});

function takenError(port: number): Error {
  return new Error(`Error: listen EADDRINUSE: address already in use 127.0.0.1:${port}`);
}
