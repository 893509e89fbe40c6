import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { cpuSeconds, CpuMeter, cpuTable, pidsNamed, roots } from '../bench/cpu.js';
import { Recorder, runArrivals, StepFailed } from '../bench/runner.js';

/** Spends `ms` of CPU time (not wall time: a busy machine must not change the figures). */
function spin(ms: number) {
  const start = process.cpuUsage();
  let x = 0;
  while ((process.cpuUsage(start).user + process.cpuUsage(start).system) / 1000 < ms) {
    x += Math.sqrt(x + 1);
  }
  return x;
}

describe('open model (runArrivals)', () => {
  it('starts iterations at the rate whether or not earlier ones ended, and drops what finds every VU busy', async (t) => {
    // the arrival schedule runs on a clock the test moves (performance.now() and setTimeout
    // together), so that every arrival has come when the test says so, however busy the machine
    let now = 0;
    t.mock.method(performance, 'now', () => now);
    t.mock.timers.enable({ apis: ['setTimeout'] });
    /** Moves the clock `ms` on, and lets the schedule take its arrivals due by then. */
    const advance = async (ms: number) => {
      now += ms;
      t.mock.timers.tick(ms);
      await new Promise((r) => setImmediate(r));
    };
    const rec = new Recorder(['step']);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let under = 0;
    let most = 0;
    const run = runArrivals({
      label: 'test',
      rate: 100, // 10 arrivals in 0.1 s
      seconds: 0.1,
      maxVus: 3,
      recorder: rec,
      iteration: async () => {
        under++;
        most = Math.max(most, under);
        await held; // none ends before every arrival came: 3 run, 7 find every VU busy
        under--;
      },
    });
    await new Promise((r) => setImmediate(r)); // the first arrival, due at once
    assert.equal(most, 1);
    for (let i = 1; i < 10; i++) await advance(10); // the other nine, 10 ms apart
    assert.equal(most, 3, 'the first three started without waiting for each other');
    release();
    const result = await run;
    assert.deepEqual(
      { started: result.started, dropped: result.dropped, completed: result.completed },
      { started: 3, dropped: 7, completed: 3 },
    );
    assert.equal(rec.iterations, 3);
    assert.equal(rec.seconds, 0.1, 'rates are per second of offered load');
  });

  it('counts a failed step as not completed and anything else as an error of "(other)"', async () => {
    const rec = new Recorder(['step']);
    let n = 0;
    const result = await runArrivals({
      label: 'test',
      rate: 100,
      seconds: 0.05, // 5 arrivals
      maxVus: 10,
      recorder: rec,
      iteration: async () => {
        n++;
        if (n === 1) throw new StepFailed('step');
        if (n === 2) throw new Error('a bench bug');
      },
    });
    assert.equal(result.started, 5);
    assert.equal(result.completed, 3);
    const other = rec.report().find((r) => r.step === '(other)');
    assert.equal(other?.summary.errors, 1);
  });
});

describe('CPU from /proc', () => {
  it('reads this process’s CPU time, which grows with work, and finds processes by name', () => {
    const before = cpuSeconds(process.pid);
    spin(60);
    assert.ok(cpuSeconds(process.pid) > before, 'busy work shows as CPU time');
    assert.equal(cpuSeconds(2 ** 30), 0, 'a process that does not exist spent nothing');
    assert.ok(pidsNamed('node').includes(process.pid));
  });

  it('keeps the CPU of an ended child when its parent is sampled with its children', async () => {
    const parent = cpuSeconds(process.pid, true);
    // a child that spends CPU and ends; this process waits for it (spawnSync reaps it)
    const { status } = spawnSync(process.execPath, [
      '-e',
      'const s = process.cpuUsage(); while (process.cpuUsage(s).user < 150000);',
    ]);
    assert.equal(status, 0);
    assert.ok(
      cpuSeconds(process.pid, true) - parent >= 0.1,
      'the ended child’s CPU is counted with its parent',
    );
    assert.deepEqual(roots([process.pid]), [process.pid]);
  });

  it('adds up each stretch by key and divides by the requests', async () => {
    const meter = new CpuMeter([{ name: 'me', pids: () => [process.pid] }]);
    for (let i = 0; i < 2; i++) {
      await meter.measure('busy', async () => spin(50));
    }
    const [[name, perRequest]] = meter.perRequest('busy', 10) as [[string, number]];
    assert.equal(name, 'me');
    // 100 ms of spinning over 10 requests: about 10 ms each (clock ticks are 10 ms)
    assert.ok(perRequest >= 5 && perRequest <= 20, `${perRequest} ms per request`);
    assert.ok(Number.isNaN(meter.perRequest('busy', 0)[0]![1]), 'no requests: no figure');
    const text = cpuTable([{ label: 'row', perRequest: meter.perRequest('busy', 10) }]);
    assert.match(text, /CPU ms per request\s+me\s+total/);
  });
});
