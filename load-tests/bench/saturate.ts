// One request kind per contender, each alone at saturation: a warm-up, then rounds in which
// the contenders take turns, so that a noisy machine treats them alike. Every request's
// latency is kept, and the CPU each part of the shop spent is sampled around every turn.
import { CpuMeter, type CpuPart } from './cpu.js';
import type { Reply } from './http.js';
import { Recorder, runVus, type StepReport } from './runner.js';

/** Something measured alone: one request kind against one target. */
export interface Contender {
  name: string;
  /** The status a good answer has. */
  expect: number;
  /** One request (a new one each call: fresh guest ids and the like are made here). */
  send: (vu: number) => Promise<Reply>;
}

export interface SaturationOptions {
  label: string;
  connections: number;
  rounds: number;
  seconds: number;
  /** The parts whose CPU is sampled (none: no CPU figures). */
  cpu: CpuPart[];
}

/** A contender's figures over every round. */
export interface Measured {
  name: string;
  report: StepReport;
  /** CPU ms per successful request of each part. */
  cpu: [string, number][];
}

/** Runs every contender alone at saturation, rounds interleaved; answers their figures. */
export async function saturate(o: SaturationOptions, contenders: Contender[]): Promise<Measured[]> {
  const recorders = contenders.map((c) => new Recorder([c.name]));
  const meter = new CpuMeter(o.cpu);
  const once = (c: Contender, rec: Recorder, seconds: number) =>
    runVus({
      label: c.name,
      vus: o.connections,
      seconds,
      recorder: rec,
      iteration: async (vu) => void (await rec.call(c.name, c.expect, () => c.send(vu))),
    });
  for (const c of contenders) await once(c, new Recorder([c.name]), 1); // warm-up
  for (let round = 0; round < o.rounds; round++) {
    const line: string[] = [];
    for (const [i, c] of contenders.entries()) {
      const r = await meter.measure(c.name, () => once(c, recorders[i]!, o.seconds));
      line.push(`${c.name} ${(r.iterations / r.seconds).toFixed(0)} req/s`);
    }
    console.log(`  ${o.label}, round ${round + 1}/${o.rounds}: ${line.join(' | ')}`);
  }
  return contenders.map((c, i) => {
    const report = recorders[i]!.report()[0]!;
    return {
      name: c.name,
      report,
      cpu: meter.perRequest(c.name, report.summary.count),
    };
  });
}
