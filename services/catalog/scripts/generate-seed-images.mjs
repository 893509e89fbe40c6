#!/usr/bin/env node
// Draws a placeholder SVG for every image and extra image referenced by seed/products.json
// and writes them to seed/images/. No dependencies; the output is byte-for-byte identical on
// every run (no dates, no randomness), so regenerating never produces spurious diffs.
//
// Usage: node services/catalog/scripts/generate-seed-images.mjs

import { readFileSync, writeFileSync, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const seedDir = join(here, '..', 'seed');
const outDir = join(seedDir, 'images');
const FONT = 'Helvetica,Arial,sans-serif';

/** Per-category palette: background gradient, body colours to pick from, dark ink, accent. */
const THEMES = {
  Ayurvedic: {
    bg: ['#fff7e8', '#f3d49c'],
    body: ['#8a4b16', '#6b3a12', '#9a3412'],
    ink: '#3f2a14',
    accent: '#c2410c',
  },
  Protein: {
    bg: ['#eef2ff', '#c3cdfb'],
    body: ['#1e3a8a', '#312e81', '#3b0764'],
    ink: '#0f172a',
    accent: '#2563eb',
  },
  Device: { bg: ['#ecfeff', '#a5e4ea'], body: ['#0f766e'], ink: '#134e4a', accent: '#0d9488' },
  Superfood: {
    bg: ['#f3fbe9', '#c5e4a0'],
    body: ['#4d7c0f', '#3f6212', '#166534'],
    ink: '#1a2e05',
    accent: '#65a30d',
  },
  Supplements: {
    bg: ['#fff1f5', '#f5c2d3'],
    body: ['#9d174d', '#be123c', '#7e22ce'],
    ink: '#500724',
    accent: '#db2777',
  },
  Fitness: { bg: ['#fff4ec', '#fcc8a0'], body: ['#ea580c'], ink: '#431407', accent: '#ea580c' },
  Lifestyle: { bg: ['#faf5ef', '#e4cfb6'], body: ['#a16207'], ink: '#422006', accent: '#92400e' },
  'Health Tech': {
    bg: ['#f1f0ff', '#c7c2f5'],
    body: ['#4338ca'],
    ink: '#1e1b4b',
    accent: '#6366f1',
  },
};

/** Short bullet lines for the two "detail" extra images, per category. */
const DETAILS = {
  Ayurvedic: [
    ['Classical Ayurvedic recipe', 'No added fillers'],
    ['Take after meals', 'Use with warm water or milk', 'Store in a cool, dry place'],
  ],
  Protein: [
    ['High protein per serving', 'Lab tested every batch'],
    ['Mix 1 scoop in 250 ml', 'Shake for 20 seconds', 'Best after training'],
  ],
  Device: [
    ['Simple one-button use', '1-year warranty'],
    ['Read the quick-start guide', 'Use for a few minutes daily', 'Clean after each use'],
  ],
  Superfood: [
    ['Sourced from Indian farms', 'No preservatives'],
    ['Add 1 tsp to smoothies', 'Mix into dal or dough', 'Reseal after opening'],
  ],
  Supplements: [
    ['Third-party tested', 'Easy daily dose'],
    ['Take with a meal', 'Follow the label dose', 'Keep away from children'],
  ],
  Fitness: [
    ['Built for daily training', 'Sweat-resistant finish'],
    ['Warm up before use', 'Start light, progress slowly', 'Wipe clean after use'],
  ],
  Lifestyle: [
    ['Made for daily rituals', 'Easy to care for'],
    ['Rinse before first use', 'Hand wash gently', 'Dry fully before storing'],
  ],
  'Health Tech': [
    ['Syncs with the mobile app', 'Long battery life'],
    ['Charge fully before use', 'Pair over Bluetooth', 'Review weekly trends'],
  ],
};

const esc = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Small stable hash so a product always gets the same colour variant. */
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

const isLight = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 170;
};

/** Greedy word wrap to at most maxLines lines; the last line gets an ellipsis if text is cut. */
function wrap(text, maxChars, maxLines) {
  const lines = [];
  let cur = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = word.length > maxChars ? word.slice(0, maxChars - 1) + '…' : word;
    if (!cur) cur = w;
    else if ((cur + ' ' + w).length <= maxChars) cur += ' ' + w;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  if (lines.length > maxLines) {
    const last = lines[maxLines - 1];
    lines.length = maxLines;
    lines[maxLines - 1] = (last.length >= maxChars ? last.slice(0, maxChars - 1) : last) + '…';
  }
  return lines;
}

/** The name printed on the label: brand prefix and the " – variant" suffix removed. */
function labelName(p) {
  let [name, variant = ''] = p.name.split(' – ');
  if (name.toLowerCase().startsWith(p.brand.toLowerCase() + ' '))
    name = name.slice(p.brand.length + 1);
  return { name, variant };
}

const t = (x, y, size, fill, text, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${esc(text)}</text>`;

/** Letter-spaced brand line; long brands get a smaller size so they stay inside `width`. */
function brandLine(cx, y, brand, width, fill) {
  const text = brand.toUpperCase();
  let size = 13;
  let spacing = 2;
  // Bold capitals average about 0.72em wide, plus the letter spacing.
  if (text.length * (0.72 * size + spacing) > width) {
    spacing = 1;
    size = Math.max(9, Math.floor((width / text.length - spacing) / 0.72));
  }
  return t(cx, y, size, fill, text, ` font-weight="700" letter-spacing="${spacing}"`);
}

/**
 * Label text block centred horizontally on cx and vertically in the label box [top, top+height]:
 * brand, up to 3 wrapped name lines, optional small footer. `width` is the usable label width;
 * the wrap width is derived from the font size (bold sans averages about 0.6em per character).
 */
function labelText(p, th, box, size, footer) {
  const { cx, top, width, height } = box;
  const lines = wrap(labelName(p).name, Math.floor(width / (size * 0.6)), 3);
  const lineH = size + 6;
  const blockH = 13 + 12 + lines.length * lineH + (footer ? 22 : 0);
  let y = Math.round(top + (height - blockH) / 2 + 11);
  let out = `<g font-family="${FONT}" text-anchor="middle">`;
  out += brandLine(cx, y, p.brand, width, th.accent);
  y += 12;
  for (const l of lines) out += t(cx, (y += lineH), size, th.ink, l, ' font-weight="700"');
  if (footer) out += t(cx, y + 24, 14, '#6b7280', wrap(footer, Math.floor(width / 7.5), 1)[0]);
  return out + '</g>';
}

/** Footer line under the name: flavour/variant for consumables, else the first pack size. */
function footerFor(p) {
  const { variant } = labelName(p);
  if (variant) return variant;
  if (isApparel(p)) return `Sizes ${p.sizes[0]}–${p.sizes[p.sizes.length - 1]}`;
  return p.sizes[0] || '';
}

const APPAREL_SIZES = new Set(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
const isApparel = (p) => p.sizes.length > 0 && p.sizes.every((s) => APPAREL_SIZES.has(s));

const rect = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const outline = (c) =>
  isLight(c) ? ' stroke="#0f172a" stroke-opacity=".18" stroke-width="2"' : '';

// ---- product shapes; each returns SVG markup drawn around the 600x600 centre ----

function bottle(p, th, c, label) {
  return (
    rect(222, 92, 156, 60, 12, th.ink) +
    `<path d="M236 104v36M252 104v36M268 104v36M284 104v36M300 104v36M316 104v36M332 104v36M348 104v36M364 104v36" stroke="#fff" stroke-opacity=".15" stroke-width="4"/>` +
    rect(240, 148, 120, 32, 8, c, outline(c)) +
    rect(185, 172, 230, 340, 38, c, outline(c)) +
    rect(200, 190, 18, 300, 9, '#fff', ' opacity=".18"') +
    rect(185, 248, 230, 200, 0, '#fffdf7') +
    label({ cx: 300, top: 248, width: 200, height: 200 }, 22)
  );
}

function tub(p, th, c, label) {
  return (
    rect(146, 148, 308, 64, 16, th.ink) +
    rect(146, 196, 308, 10, 0, '#000', ' opacity=".15"') +
    `<path d="M158 206h284l-14 290q-2 18-20 18H192q-18 0-20-18z" fill="${c}"${outline(c)}/>` +
    `<path d="M161 258h278l-9 190H170z" fill="#fffdf7"/>` +
    label({ cx: 300, top: 258, width: 250, height: 190 }, 24)
  );
}

function pouch(p, th, c, label) {
  return (
    `<path d="M190 118h220l14 80 12 280q1 30-28 34H192q-29-4-28-34l12-280z" fill="${c}"${outline(c)}/>` +
    rect(190, 118, 220, 34, 6, th.ink, ' opacity=".35"') +
    `<path d="M200 166h200" stroke="#fff" stroke-opacity=".5" stroke-width="3" stroke-dasharray="8 6"/>` +
    rect(200, 214, 200, 224, 18, '#fffdf7') +
    `<path d="M300 206q-18-12 0-28q18 16 0 28z" fill="#fff" opacity=".8"/>` +
    label({ cx: 300, top: 214, width: 176, height: 224 }, 21)
  );
}

function handheld(p, th, c, label) {
  const screenText = p.category === 'Device' ? '98%' : '72 bpm';
  return (
    rect(196, 100, 208, 412, 64, c, outline(c)) +
    rect(222, 134, 156, 132, 18, '#0b1220') +
    `<path d="M236 226h30l10-28 14 50 12-40 8 18h42" fill="none" stroke="#5eead4" stroke-width="4" stroke-linejoin="round"/>` +
    `<text x="300" y="178" font-family="${FONT}" font-size="26" font-weight="700" fill="#e2e8f0" text-anchor="middle">${screenText}</text>` +
    `<circle cx="300" cy="292" r="16" fill="${th.accent}" stroke="#fff" stroke-width="3"/>` +
    rect(214, 322, 172, 164, 16, '#fffdf7') +
    label({ cx: 300, top: 322, width: 156, height: 164 }, 17)
  );
}

function dumbbell(p, th, c, label) {
  return (
    rect(168, 204, 264, 26, 10, '#9ca3af') +
    rect(112, 140, 64, 154, 16, c, outline(c)) +
    rect(176, 160, 30, 114, 10, c, outline(c)) +
    rect(424, 140, 64, 154, 16, c, outline(c)) +
    rect(394, 160, 30, 114, 10, c, outline(c)) +
    rect(176, 160, 30, 114, 10, '#fff', ' opacity=".15"') +
    rect(394, 160, 30, 114, 10, '#fff', ' opacity=".15"') +
    rect(160, 330, 280, 170, 20, '#fffdf7') +
    label({ cx: 300, top: 330, width: 250, height: 170 }, 22)
  );
}

function band(p, th, c, c2, label) {
  return (
    `<ellipse cx="270" cy="220" rx="150" ry="80" fill="none" stroke="${c}" stroke-width="30"/>` +
    `<ellipse cx="340" cy="240" rx="130" ry="64" fill="none" stroke="${c2}" stroke-width="24" opacity=".9"/>` +
    rect(160, 330, 280, 170, 20, '#fffdf7') +
    label({ cx: 300, top: 330, width: 250, height: 170 }, 22)
  );
}

/** A rolled-up mat or foam roller seen from the side, with the spiral end facing right. */
function roll(p, th, c, label) {
  return (
    rect(130, 168, 320, 120, 14, c, outline(c)) +
    rect(130, 184, 320, 14, 0, '#fff', ' opacity=".18"') +
    `<ellipse cx="450" cy="228" rx="40" ry="60" fill="${c}" stroke="${th.ink}" stroke-opacity=".25" stroke-width="3"/>` +
    `<ellipse cx="450" cy="228" rx="26" ry="40" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>` +
    `<ellipse cx="450" cy="228" rx="12" ry="19" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>` +
    rect(160, 330, 280, 170, 20, '#fffdf7') +
    label({ cx: 300, top: 330, width: 250, height: 170 }, 22)
  );
}

function mug(p, th, c, label) {
  return (
    `<ellipse cx="412" cy="320" rx="54" ry="70" fill="none" stroke="${c}" stroke-width="24"/>` +
    rect(190, 200, 220, 280, 26, c, outline(c)) +
    `<path d="M250 170q-16-24 0-48M300 170q-16-24 0-48M350 170q-16-24 0-48" fill="none" stroke="${th.ink}" stroke-opacity=".3" stroke-width="6" stroke-linecap="round"/>` +
    rect(206, 262, 188, 160, 12, '#fffdf7') +
    label({ cx: 300, top: 262, width: 170, height: 160 }, 20)
  );
}

function tallBottle(p, th, c, label) {
  return (
    rect(248, 84, 104, 58, 14, th.ink) +
    rect(264, 134, 72, 24, 6, c, outline(c)) +
    rect(204, 150, 192, 366, 54, c, outline(c)) +
    rect(220, 178, 16, 300, 8, '#fff', ' opacity=".2"') +
    rect(204, 250, 192, 178, 0, '#fffdf7') +
    label({ cx: 300, top: 250, width: 172, height: 178 }, 20)
  );
}

/** A folded T-shirt / kurta silhouette for tops, with the label card underneath. */
function top(p, th, c, label) {
  return (
    `<path d="M258 112h84l64 20 58 62-38 38-28-22v116H202V210l-28 22-38-38 58-62z" fill="${c}"${outline(c)}/>` +
    `<path d="M262 112q38 40 76 0" fill="#000" opacity=".18"/>` +
    rect(160, 348, 280, 160, 20, '#fffdf7') +
    label({ cx: 300, top: 348, width: 250, height: 160 }, 22)
  );
}

/** Leggings / joggers silhouette: waistband and two legs. */
function bottoms(p, th, c, label) {
  return (
    `<path d="M222 112h156l18 218h-78l-18-150-18 150h-78z" fill="${c}"${outline(c)}/>` +
    rect(222, 112, 156, 22, 6, '#000', ' opacity=".2"') +
    rect(160, 348, 280, 160, 20, '#fffdf7') +
    label({ cx: 300, top: 348, width: 250, height: 160 }, 22)
  );
}

/** Draws the category-appropriate product in body colour `c` with `label` text. */
function product(p, th, c, label) {
  // Clothing gets a garment shape whatever its category; gloves stay with the gym gear.
  if (isApparel(p) && !/glove/i.test(p.name))
    return /legging|jogger|pant/i.test(p.name) ? bottoms(p, th, c, label) : top(p, th, c, label);
  switch (p.category) {
    case 'Ayurvedic':
    case 'Supplements':
      return bottle(p, th, c, label);
    case 'Protein':
      return tub(p, th, c, label);
    case 'Superfood':
      return pouch(p, th, c, label);
    case 'Device':
    case 'Health Tech':
      return handheld(p, th, c, label);
    case 'Fitness':
      if (/\bmat\b|roller/i.test(p.name)) return roll(p, th, c, label);
      if (/band|rope/i.test(p.name)) return band(p, th, c, p.colors[1] || '#facc15', label);
      return dumbbell(p, th, c, label);
    default:
      return /mug/i.test(p.name) ? mug(p, th, c, label) : tallBottle(p, th, c, label);
  }
}

function frame(th, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${th.bg[0]}"/>` +
    `<stop offset="1" stop-color="${th.bg[1]}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    body +
    `</svg>\n`
  );
}

function badge(p, th) {
  const label = p.category.toUpperCase();
  const w = label.length * 9 + 28;
  return (
    rect(24, 24, w, 30, 15, '#fff', ' opacity=".75"') +
    `<text x="${24 + w / 2}" y="44" font-family="${FONT}" font-size="12" font-weight="700" letter-spacing="1.5" fill="${th.accent}" text-anchor="middle">${esc(label)}</text>`
  );
}

const bodyColour = (p, th, variant) =>
  p.colors[variant] || p.colors[0] || th.body[hash(p.sku) % th.body.length];

/** Front view (image 1) or alternate view (image 2: second colour, or a back label). */
function productImage(p, th, index) {
  const backLabel = index === 2 && p.colors.length < 2;
  const c = bodyColour(p, th, index === 2 ? 1 : 0);
  const label = backLabel
    ? (box, size) => backLabelText(p, th, box, Math.min(size, 18))
    : (box, size) => labelText(p, th, box, size, footerFor(p));
  return frame(
    th,
    `<circle cx="300" cy="300" r="220" fill="#fff" opacity=".35"/>` +
      `<ellipse cx="300" cy="532" rx="180" ry="18" fill="#000" opacity=".12"/>` +
      product(p, th, c, label) +
      badge(p, th),
  );
}

/** Indian digit grouping (1,23,456) done by hand so output does not depend on Node's ICU build. */
function rupees(n) {
  const s = String(n);
  const head = s.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return 'MRP Rs. ' + (head ? head + ',' + s.slice(-3) : s);
}

/** Back label for the second image of single-colour products: net quantity, material, MRP. */
function backLabelText(p, th, box, size) {
  const { cx, top, width, height } = box;
  const rows = [p.sizes[0] && 'Net qty: ' + p.sizes[0], p.material, rupees(p.price)].filter(
    Boolean,
  );
  const max = Math.floor(width / ((size - 3) * 0.55));
  let y = Math.round(top + (height - (41 + rows.length * (size + 8))) / 2 + 11);
  let out = `<g font-family="${FONT}" text-anchor="middle">`;
  out += brandLine(cx, y, p.brand, width, th.accent);
  out += t(cx, (y += 28), size, th.ink, 'Product info', ' font-weight="700"');
  for (const r of rows) out += t(cx, (y += size + 8), size - 3, '#374151', wrap(r, max, 1)[0]);
  return out + '</g>';
}

/** One line of facts at the bottom of a detail panel: pack sizes, colours, or the MRP. */
function detailFooter(p) {
  if (p.sizes.length) return 'Available: ' + p.sizes.join(' · ');
  if (p.colorsName.length) return 'Colours: ' + p.colorsName.join(' · ');
  return rupees(p.price);
}

/** Detail panel: white card with heading, product name and three short bullets. */
function detailImage(p, th, index) {
  const [benefits, usage] = DETAILS[p.category];
  const heading = index === 1 ? 'Key benefits' : 'How to use';
  const bullets = index === 1 ? [benefits[0], p.material, benefits[1]] : usage;
  const { name } = labelName(p);
  const c = bodyColour(p, th, 0);
  let body =
    rect(48, 48, 504, 504, 28, '#fff', ' opacity=".92"') + rect(48, 48, 504, 96, 28, th.accent);
  body += rect(48, 116, 504, 28, 0, th.accent);
  body += `<g font-family="${FONT}">`;
  body += t(
    80,
    92,
    14,
    '#fff',
    p.brand.toUpperCase(),
    ' font-weight="700" letter-spacing="2" opacity=".85"',
  );
  body += t(80, 124, 30, '#fff', heading, ' font-weight="700"');
  body += t(80, 190, 20, th.ink, wrap(name, 38, 1)[0], ' font-weight="700"');
  bullets.forEach((b, i) => {
    const y = 260 + i * 70;
    body += `<circle cx="92" cy="${y - 7}" r="12" fill="${th.accent}" opacity=".9"/>`;
    body += `<path d="M86 ${y - 7}l4 4 8-8" fill="none" stroke="#fff" stroke-width="3"/>`;
    body += t(118, y, 22, '#1f2937', wrap(b, 30, 1)[0]);
  });
  body += t(80, 484, 16, '#6b7280', wrap(detailFooter(p), 34, 1)[0]);
  body += '</g>';
  body += `<circle cx="470" cy="470" r="48" fill="${c}"${outline(c)}/>`;
  body += `<text x="470" y="478" font-family="${FONT}" font-size="22" font-weight="700" fill="${isLight(c) ? th.ink : '#fff'}" text-anchor="middle">${esc(p.brand.slice(0, 2).toUpperCase())}</text>`;
  return frame(th, body);
}

function main() {
  const products = JSON.parse(readFileSync(join(seedDir, 'products.json'), 'utf8'));
  mkdirSync(outDir, { recursive: true });
  const wanted = new Map();
  for (const p of products) {
    const th = THEMES[p.category];
    if (!th) throw new Error(`Unknown category "${p.category}" for "${p.name}"`);
    p.images.forEach((img, i) => wanted.set(img.url.split('/').pop(), productImage(p, th, i + 1)));
    p.extraImages.forEach((img, i) =>
      wanted.set(img.url.split('/').pop(), detailImage(p, th, i + 1)),
    );
  }
  for (const [file, svg] of wanted) writeFileSync(join(outDir, file), svg);
  // Remove images of products that were renamed or deleted, so the folder mirrors products.json.
  let removed = 0;
  for (const file of readdirSync(outDir)) {
    if (file.endsWith('.svg') && !wanted.has(file)) {
      unlinkSync(join(outDir, file));
      removed++;
    }
  }
  console.log(
    `Wrote ${wanted.size} SVG files to ${outDir}` + (removed ? ` (removed ${removed} stale)` : ''),
  );
}

main();
