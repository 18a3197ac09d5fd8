#!/usr/bin/env node
/**
 * Generates the illustrated image assets for the PresentationPro demo site
 * ("Havelblick Immobilien"). Everything is built procedurally as SVG strings
 * and rasterised with sharp (librsvg) to AVIF / WebP.
 *
 * Usage (from repo root):  node web/scripts/generate-presentation-images.mjs [--only=listing-01,slide,team,banner]
 *
 * Output is deterministic: all randomness comes from seeded mulberry32 generators.
 * The generated files are committed; re-run only when changing the illustrations.
 */
import sharp from 'sharp';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const __dirname = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(__dirname, '../src/sites/presentation-pro/assets');

const AVIF = { quality: 50, effort: 4 };
const WEBP = { quality: 78, effort: 5 };

// ───────────────────────────── utilities ─────────────────────────────
function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function makeRng(seed) {
  const r = mulberry32(seed * 9973 + 17);
  const o = {
    next: r,
    range: (a, b) => a + (b - a) * r(),
    int: (a, b) => Math.floor(a + (b - a + 1) * r()),
    pick: (arr) => arr[Math.floor(r() * arr.length)],
    chance: (p) => r() < p,
  };
  return o;
}
const f = (n) => (Math.round(n * 100) / 100).toString();
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));
function hx(c) {
  c = c.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(c.slice(i, i + 2), 16));
}
function toHex(r) {
  return '#' + r.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');
}
function mix(a, b, t) {
  const A = hx(a),
    B = hx(b);
  return toHex(A.map((v, i) => v + (B[i] - v) * t));
}
const dark = (c, t) => mix(c, '#1b2233', t);
const light = (c, t) => mix(c, '#ffffff', t);
const warm = (c, t) => mix(c, '#ffe2b0', t);

// ───────────────────────────── palettes ─────────────────────────────
const SKIES = {
  dawn: {
    stops: ['#8fa7c9', '#c9bfd3', '#f2d0c0', '#fbe5cf'],
    pos: [0, 0.45, 0.8, 1],
    sun: '#fff5e3',
    glow: '#ffd8b8',
    haze: '#eed9d0',
    cloud: '#fcece4',
    cloudShade: '#d8bfc8',
    tint: ['#f4c9c0', 0.06],
    water: ['#b7c4d6', '#5f7b9b'],
    shadow: '#3c3f63',
    long: 1.3,
  },
  morning: {
    stops: ['#6e9bca', '#a8c8e2', '#dbe8ef', '#f1eee5'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffdf2',
    glow: '#fff3d2',
    haze: '#dce6eb',
    cloud: '#ffffff',
    cloudShade: '#cfdbe6',
    tint: ['#fff4e2', 0.04],
    water: ['#9dbbd2', '#3d6c92'],
    shadow: '#34405e',
    long: 0.9,
  },
  noon: {
    stops: ['#3c78bb', '#79acdc', '#c3def0', '#eaf3f5'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffef6',
    glow: '#fff9e0',
    haze: '#d7e6ee',
    cloud: '#ffffff',
    cloudShade: '#c7d8e8',
    tint: ['#fff8e8', 0.03],
    water: ['#7fc0d8', '#1f6a93'],
    shadow: '#2f3d5e',
    long: 0.55,
  },
  golden: {
    stops: ['#6b8cbd', '#b7b8c6', '#efc899', '#f5ad6c'],
    pos: [0, 0.42, 0.78, 1],
    sun: '#fff1c6',
    glow: '#ffcf8a',
    haze: '#eccfa6',
    cloud: '#fde3c2',
    cloudShade: '#cfa08f',
    tint: ['#ffb062', 0.12],
    water: ['#d1b9a0', '#4c6a8a'],
    shadow: '#3f3552',
    long: 1.6,
  },
  dusk: {
    stops: ['#1f2a4b', '#444a78', '#b07590', '#f3a06d'],
    pos: [0, 0.42, 0.8, 1],
    sun: '#ffe0a8',
    glow: '#f7a06e',
    haze: '#a28398',
    cloud: '#eaa392',
    cloudShade: '#5d577a',
    tint: ['#2e3560', 0.3],
    water: ['#8d7d98', '#283252'],
    shadow: '#1d2140',
    long: 1.4,
    lit: true,
  },
  misty: {
    stops: ['#9fb2c1', '#c9d2d6', '#e6e4dc', '#efe9de'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffaf0',
    glow: '#fbf2df',
    haze: '#dfe1dd',
    cloud: '#f5f2eb',
    cloudShade: '#c8ced3',
    tint: ['#c9d2d8', 0.1],
    water: ['#afbfc6', '#66808e'],
    shadow: '#3d4656',
    long: 0.8,
  },
};

// ───────────────────────────── scene context ─────────────────────────────
function makeCtx(W, H, seed, skyName, o = {}) {
  const pal = SKIES[skyName];
  let n = 0;
  const c = {
    W,
    H,
    u: H / 100,
    rng: makeRng(seed),
    pal,
    skyName,
    defs: [],
    id: (p) => `${p}${++n}`,
    tint: (col) => mix(col, pal.tint[0], pal.tint[1]),
    haze: (col, t) => mix(col, pal.haze, t),
    sunX: W * (o.sunX ?? 0.25),
    sunY: H * (o.sunY ?? 0.25),
    hz: H * (o.hz ?? 0.58),
    gy: H * (o.gy ?? 0.8),
    mirror: !!o.mirror,
  };
  c.lightLeft = c.sunX < W / 2;
  c.sideLit = c.mirror ? c.lightLeft : !c.lightLeft;
  // glass gradients
  const gTop = mix(pal.stops[0], '#1c2838', 0.45),
    gBot = mix(pal.stops[2], '#2a3a4c', 0.35);
  c.defs.push(
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gTop}"/><stop offset="0.42" stop-color="${mix(gTop, gBot, 0.5)}"/><stop offset="0.47" stop-color="${light(gBot, 0.35)}"/><stop offset="0.56" stop-color="${mix(gTop, gBot, 0.6)}"/><stop offset="1" stop-color="${gBot}"/></linearGradient>`,
  );
  c.defs.push(
    `<linearGradient id="glassLit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd98e"/><stop offset="1" stop-color="#f0a557"/></linearGradient>`,
  );
  c.glassFill = () => (pal.lit && c.rng.chance(0.55) ? 'url(#glassLit)' : 'url(#glass)');
  c.glassSide = dark(gTop, 0.2);
  return c;
}

// ───────────────────────────── sky & atmosphere ─────────────────────────────
function sky(c, o = {}) {
  const { W, H, pal } = c;
  const hz = o.to ?? c.hz;
  const stops = pal.stops
    .map((s, i) => `<stop offset="${pal.pos[i]}" stop-color="${s}"/>`)
    .join('');
  c.defs.push(
    `<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${f(hz)}">${stops}</linearGradient>`,
  );
  c.defs.push(
    `<radialGradient id="sunglow" gradientUnits="userSpaceOnUse" cx="${f(c.sunX)}" cy="${f(c.sunY)}" r="${f(H * 0.75)}"><stop offset="0" stop-color="${pal.glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${pal.glow}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${f(hz + 2)}" fill="url(#sunglow)"/>`;
  if (o.sun !== false && c.sunY < hz) {
    const r = c.u * (o.sunR ?? 4.2);
    s += `<circle cx="${f(c.sunX)}" cy="${f(c.sunY)}" r="${f(r * 1.9)}" fill="${pal.sun}" opacity="0.18"/><circle cx="${f(c.sunX)}" cy="${f(c.sunY)}" r="${f(r)}" fill="${pal.sun}" opacity="0.95"/>`;
  }
  if (pal === SKIES.dusk && o.stars !== false) {
    for (let i = 0; i < 40; i++) {
      const x = c.rng.range(0, W),
        y = c.rng.range(0, hz * 0.45);
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.u * c.rng.range(0.08, 0.18))}" fill="#fff" opacity="${f(c.rng.range(0.3, 0.8))}"/>`;
    }
  }
  const kind = o.clouds ?? 'puffy';
  const n = o.cloudN ?? 4;
  for (let i = 0; i < n; i++) {
    const x = c.rng.range(-0.05, 1.05) * W,
      y = c.rng.range(0.1, 0.55) * hz;
    if (kind === 'puffy') s += cloudPuffy(c, x, y, c.u * c.rng.range(9, 18));
    else if (kind === 'streak') s += cloudStreak(c, x, y, c.u * c.rng.range(20, 45));
  }
  return s;
}
function cloudPuffy(c, x, y, w) {
  const { rng, pal } = c;
  const id = c.id('cl');
  c.defs.push(
    `<clipPath id="${id}"><rect x="${f(x - w)}" y="${f(y - w)}" width="${f(2 * w)}" height="${f(w)}"/></clipPath>`,
  );
  const k = rng.int(4, 6);
  let base = '',
    top = '';
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k - 0.5;
    const r = w * (0.42 - Math.abs(t) * 0.45) * rng.range(0.8, 1.15);
    const cx = x + t * w * 1.5,
      cy = y - r * 0.25;
    base += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/>`;
    top += `<circle cx="${f(cx - r * 0.12)}" cy="${f(cy - r * 0.18)}" r="${f(r * 0.86)}"/>`;
  }
  return `<g clip-path="url(#${id})" opacity="0.92"><g fill="${pal.cloudShade}">${base}</g><g fill="${pal.cloud}">${top}</g></g>`;
}
function cloudStreak(c, x, y, w) {
  const { rng, pal } = c;
  let s = '';
  const k = rng.int(2, 3);
  for (let i = 0; i < k; i++) {
    const ww = w * rng.range(0.5, 1),
      hh = c.u * rng.range(0.7, 1.6);
    const xx = x + rng.range(-0.3, 0.3) * w,
      yy = y + i * hh * 1.6;
    s += `<rect x="${f(xx - ww / 2)}" y="${f(yy)}" width="${f(ww)}" height="${f(hh)}" rx="${f(hh / 2)}" fill="${i % 2 ? pal.cloudShade : pal.cloud}" opacity="${f(rng.range(0.45, 0.8))}"/>`;
  }
  return s;
}
function birds(c, x, y, n) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const bx = x + c.rng.range(-6, 6) * c.u,
      by = y + c.rng.range(-3, 3) * c.u,
      w = c.u * c.rng.range(0.7, 1.2);
    s += `<path d="M${f(bx - w)} ${f(by - w * 0.3)} Q${f(bx - w * 0.5)} ${f(by - w * 0.6)} ${f(bx)} ${f(by)} Q${f(bx + w * 0.5)} ${f(by - w * 0.6)} ${f(bx + w)} ${f(by - w * 0.3)}" fill="none" stroke="${dark(c.pal.haze, 0.6)}" stroke-width="${f(c.u * 0.18)}" stroke-linecap="round"/>`;
  }
  return s;
}

// 1-D smooth noise from summed sines
function noise1(rng, oct = 3) {
  const comps = [];
  for (let i = 0; i < oct; i++)
    comps.push({
      f: (i + 1) * rng.range(0.8, 1.3) * Math.pow(1.9, i),
      p: rng.range(0, 6.28),
      a: Math.pow(0.5, i),
    });
  const norm = comps.reduce((a, b) => a + b.a, 0);
  return (x) => comps.reduce((acc, k) => acc + k.a * Math.sin(x * k.f + k.p), 0) / norm;
}
/** Filled ridge from y0 with amplitude amp; freq ~ waves across width. */
function ridge(c, y0, amp, freq, fill, o = {}) {
  const { W } = c;
  const n = noise1(c.rng, o.oct ?? 3);
  const bottom = o.bottom ?? c.H + 2;
  const step = W / 90;
  let d = `M-2 ${f(bottom)} L-2 ${f(y0 + amp * n(0))}`;
  for (let x = 0; x <= W + step; x += step) {
    let v = n((x / W) * freq * 6.28);
    if (o.sharp) v = 1 - 2 * Math.abs(v);
    if (o.mask) v *= o.mask(x / W);
    d += ` L${f(x)} ${f(y0 - amp * v)}`;
  }
  d += ` L${f(W + 2)} ${f(bottom)} Z`;
  return `<path d="${d}" fill="${fill}"${o.ex ? ' ' + o.ex : ''}/>`;
}
/** Alpine range with snow caps and shaded faces. */
function mountains(c, yBase, hMax, col, o = {}) {
  const { W, rng } = c;
  const peaks = [];
  let x = -W * 0.1;
  while (x < W * 1.1) {
    const w = W * rng.range(0.1, 0.2);
    peaks.push({ x: x + w / 2, h: hMax * rng.range(0.55, 1), w });
    x += w * rng.range(0.55, 0.8);
  }
  let d = `M-2 ${f(yBase + 50)}`;
  const pts = [];
  peaks.forEach((p) => {
    const vx = p.x - p.w * 0.5;
    pts.push([vx, yBase - p.h * rng.range(0.15, 0.4)]);
    // jagged flanks
    pts.push([p.x - p.w * 0.2, yBase - p.h * rng.range(0.65, 0.8)]);
    pts.push([p.x, yBase - p.h]);
    pts.push([p.x + p.w * 0.18, yBase - p.h * rng.range(0.7, 0.85)]);
  });
  pts.forEach((p) => (d += ` L${f(p[0])} ${f(p[1])}`));
  d += ` L${W + 2} ${f(yBase + 50)} Z`;
  const id = c.id('mt');
  c.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
  let s = `<path d="${d}" fill="${col}"/>`;
  // shaded faces (right of each peak when light from left)
  let sh = '';
  peaks.forEach((p) => {
    const dir = c.lightLeft ? 1 : -1;
    sh += `<polygon points="${f(p.x)},${f(yBase - p.h)} ${f(p.x + dir * p.w * 0.7)},${f(yBase + 20)} ${f(p.x + dir * p.w * 0.05)},${f(yBase + 20)}"/>`;
  });
  s += `<g clip-path="url(#${id})"><g fill="${dark(col, 0.22)}" opacity="0.55">${sh}</g>`;
  if (o.snow) {
    let sd = `M-2 -10`;
    const sn = noise1(rng, 3);
    for (let xx = 0; xx <= W + 10; xx += W / 60)
      sd += ` L${f(xx)} ${f(yBase - hMax * (0.62 + 0.1 * sn((xx / W) * 30)))}`;
    sd += ` L${W + 2} -10 Z`;
    s += `<path d="${sd}" fill="${o.snow}" opacity="0.95"/>`;
    let sh2 = '';
    peaks.forEach((p) => {
      const dir = c.lightLeft ? 1 : -1;
      sh2 += `<polygon points="${f(p.x)},${f(yBase - p.h)} ${f(p.x + dir * p.w * 0.7)},${f(yBase + 20)} ${f(p.x + dir * p.w * 0.05)},${f(yBase + 20)}"/>`;
    });
    s += `<path d="${sd}" fill="${dark(o.snow, 0.2)}" opacity="0.0"/>`;
    s += `<g fill="${mix(o.snow, '#8a9bbb', 0.35)}" clip-path="url(#${id})" opacity="0.7"><clipPath id="${id}s"><path d="${sd}"/></clipPath><g clip-path="url(#${id}s)">${sh2}</g></g>`;
  }
  s += `</g>`;
  return s;
}

function water(c, y0, y1, o = {}) {
  const { W, pal, rng } = c;
  const id = c.id('wat');
  const top = o.top ?? mix(pal.water[0], pal.haze, 0.25),
    bot = o.bot ?? pal.water[1];
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y0)}" x2="0" y2="${f(y1)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bot}"/></linearGradient>`,
  );
  let s = `<rect x="-2" y="${f(y0)}" width="${W + 4}" height="${f(y1 - y0 + 2)}" fill="url(#${id})"/>`;
  // sun path
  if (o.sunPath !== false && c.sunY < c.hz) {
    const sx = c.sunX;
    for (let i = 0; i < 26; i++) {
      const t = rng.next();
      const y = y0 + (y1 - y0) * t * t;
      const w = c.u * (0.8 + 7 * t) * rng.range(0.3, 1);
      s += `<rect x="${f(sx - w / 2 + rng.range(-1, 1) * c.u * (1 + 3 * t))}" y="${f(y)}" width="${f(w)}" height="${f(c.u * (0.12 + 0.3 * t))}" rx="${f(c.u * 0.15)}" fill="${pal.sun}" opacity="${f(0.5 - t * 0.3)}"/>`;
    }
  }
  // shimmer lines
  const n = o.lines ?? 40;
  for (let i = 0; i < n; i++) {
    const t = rng.next();
    const y = y0 + (y1 - y0) * Math.pow(t, 1.6);
    const w = c.u * (1 + 12 * t) * rng.range(0.4, 1);
    s += `<rect x="${f(rng.range(-0.05, 1) * W)}" y="${f(y)}" width="${f(w)}" height="${f(c.u * (0.1 + 0.25 * t))}" rx="${f(c.u * 0.12)}" fill="${light(top, 0.5)}" opacity="${f(0.18 + 0.25 * (1 - t))}"/>`;
  }
  return s;
}

// ───────────────────────────── vegetation ─────────────────────────────
function treeRound(c, x, y, h, col, o = {}) {
  const { rng } = c;
  const trunkW = h * 0.07;
  const crownR = h * (o.wide ?? 0.32);
  const cy = y - h + crownR * 1.05;
  const lite = c.lightLeft ? -1 : 1;
  const tcol = o.trunk ?? dark(mix(col, '#5a4634', 0.6), 0.2);
  let s = `<path d="M${f(x - trunkW / 2)} ${f(y)} L${f(x - trunkW * 0.3)} ${f(cy)} L${f(x + trunkW * 0.3)} ${f(cy)} L${f(x + trunkW / 2)} ${f(y)} Z" fill="${tcol}"/>`;
  const k = o.k ?? 7;
  const blobs = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const rr = crownR * rng.range(0.45, 0.62);
    blobs.push([
      x + Math.cos(a) * crownR * 0.5,
      cy + Math.sin(a) * crownR * 0.42 * (o.tall ?? 1),
      rr,
    ]);
  }
  blobs.push([x, cy - crownR * 0.1, crownR * 0.6]);
  const dk = dark(col, 0.25),
    lt = light(warm(col, 0.15), 0.12);
  s += `<g fill="${dk}">${blobs.map((b) => `<circle cx="${f(b[0])}" cy="${f(b[1])}" r="${f(b[2])}"/>`).join('')}</g>`;
  s += `<g fill="${col}">${blobs.map((b) => `<circle cx="${f(b[0] + lite * b[2] * 0.12)}" cy="${f(b[1] - b[2] * 0.12)}" r="${f(b[2] * 0.86)}"/>`).join('')}</g>`;
  s += `<g fill="${lt}">${blobs
    .filter((b) => b[1] < cy + crownR * 0.1)
    .map(
      (b) =>
        `<circle cx="${f(b[0] + lite * b[2] * 0.3)}" cy="${f(b[1] - b[2] * 0.3)}" r="${f(b[2] * 0.5)}"/>`,
    )
    .join('')}</g>`;
  return s;
}
function treeConifer(c, x, y, h, col, o = {}) {
  const w = h * (o.w ?? 0.34);
  const tiers = o.tiers ?? 5;
  const dk = dark(col, 0.28);
  const lt = c.lightLeft;
  let s = `<rect x="${f(x - h * 0.025)}" y="${f(y - h * 0.12)}" width="${f(h * 0.05)}" height="${f(h * 0.12)}" fill="${dark(col, 0.5)}"/>`;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const ty = y - h * 0.08 - h * 0.92 * t * 0.82;
    const tw = w * (1 - t * 0.78);
    const top = ty - h * 0.3;
    s += `<path d="M${f(x - tw)} ${f(ty)} Q${f(x)} ${f(ty - h * 0.04)} ${f(x + tw)} ${f(ty)} L${f(x)} ${f(top)} Z" fill="${col}"/>`;
    s += `<path d="M${f(x)} ${f(ty - h * 0.02)} Q${f(x + (lt ? 1 : -1) * tw * 0.5)} ${f(ty - h * 0.01)} ${f(x + (lt ? 1 : -1) * tw)} ${f(ty)} L${f(x)} ${f(top)} Z" fill="${dk}"/>`;
  }
  return s;
}
function treeCypress(c, x, y, h, col) {
  const w = h * 0.13;
  const d = `M${f(x)} ${f(y - h)} C${f(x + w * 0.9)} ${f(y - h * 0.75)} ${f(x + w * 1.1)} ${f(y - h * 0.2)} ${f(x + w * 0.35)} ${f(y)} L${f(x - w * 0.35)} ${f(y)} C${f(x - w * 1.1)} ${f(y - h * 0.2)} ${f(x - w * 0.9)} ${f(y - h * 0.75)} ${f(x)} ${f(y - h)} Z`;
  const side = c.lightLeft ? 1 : -1;
  const d2 = `M${f(x)} ${f(y - h)} C${f(x + side * w * 0.9)} ${f(y - h * 0.75)} ${f(x + side * w * 1.1)} ${f(y - h * 0.2)} ${f(x + side * w * 0.35)} ${f(y)} L${f(x + side * w * 0.05)} ${f(y)} C${f(x + side * w * 0.3)} ${f(y - h * 0.4)} ${f(x + side * w * 0.2)} ${f(y - h * 0.8)} ${f(x)} ${f(y - h)} Z`;
  return `<path d="${d}" fill="${col}"/><path d="${d2}" fill="${dark(col, 0.3)}"/>`;
}
function treeOlive(c, x, y, h, col) {
  const { rng } = c;
  let s = `<path d="M${f(x - h * 0.05)} ${f(y)} C${f(x - h * 0.02)} ${f(y - h * 0.2)} ${f(x - h * 0.12)} ${f(y - h * 0.35)} ${f(x - h * 0.08)} ${f(y - h * 0.5)} L${f(x + h * 0.02)} ${f(y - h * 0.5)} C${f(x + h * 0.06)} ${f(y - h * 0.3)} ${f(x + h * 0.02)} ${f(y - h * 0.2)} ${f(x + h * 0.06)} ${f(y)} Z" fill="#6d5c4b"/>`;
  const blobs = [];
  for (let i = 0; i < 9; i++)
    blobs.push([
      x + rng.range(-0.42, 0.42) * h,
      y - h * rng.range(0.55, 0.85),
      h * rng.range(0.13, 0.2),
    ]);
  s += `<g fill="${dark(col, 0.25)}">${blobs.map((b) => `<ellipse cx="${f(b[0])}" cy="${f(b[1])}" rx="${f(b[2] * 1.4)}" ry="${f(b[2])}"/>`).join('')}</g>`;
  s += `<g fill="${col}">${blobs.map((b) => `<ellipse cx="${f(b[0] - b[2] * 0.15)}" cy="${f(b[1] - b[2] * 0.2)}" rx="${f(b[2] * 1.1)}" ry="${f(b[2] * 0.7)}"/>`).join('')}</g>`;
  return s;
}
function bush(c, x, y, w, col) {
  const { rng } = c;
  let s = '';
  const k = 4;
  let a = '',
    b = '';
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k - 0.5;
    const r = w * (0.3 - Math.abs(t) * 0.2) * rng.range(0.85, 1.15);
    a += `<circle cx="${f(x + t * w * 0.8)}" cy="${f(y - r * 0.6)}" r="${f(r)}"/>`;
    b += `<circle cx="${f(x + t * w * 0.8 - r * 0.15)}" cy="${f(y - r * 0.8)}" r="${f(r * 0.7)}"/>`;
  }
  s += `<g fill="${dark(col, 0.22)}">${a}</g><g fill="${light(col, 0.08)}">${b}</g>`;
  return s;
}
function grassTuft(c, x, y, h, col, n = 7) {
  const { rng } = c;
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / (n - 1) - 0.5) * 1.3 + rng.range(-0.15, 0.15);
    const hh = h * rng.range(0.6, 1);
    const ex = x + Math.sin(a) * hh * 0.7,
      ey = y - Math.cos(a) * hh;
    d += `M${f(x + a * h * 0.05)} ${f(y)} Q${f(x + Math.sin(a) * hh * 0.2)} ${f(y - hh * 0.6)} ${f(ex)} ${f(ey)} `;
  }
  return `<path d="${d}" fill="none" stroke="${col}" stroke-width="${f(Math.max(1, h * 0.035))}" stroke-linecap="round"/>`;
}
function flowers(c, x0, x1, y0, y1, cols, n) {
  let s = '';
  for (let i = 0; i < n; i++) {
    const x = c.rng.range(x0, x1),
      y = c.rng.range(y0, y1);
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(c.u * c.rng.range(0.18, 0.35) * (0.6 + (y - y0) / Math.max(1, y1 - y0)))}" fill="${c.rng.pick(cols)}"/>`;
  }
  return s;
}
function sheep(c, x, y, s) {
  return `<g><ellipse cx="${f(x)}" cy="${f(y - s * 0.55)}" rx="${f(s * 0.75)}" ry="${f(s * 0.45)}" fill="#f4f0e6"/><ellipse cx="${f(x + s * 0.72)}" cy="${f(y - s * 0.7)}" rx="${f(s * 0.22)}" ry="${f(s * 0.17)}" fill="#3a3a40"/><rect x="${f(x - s * 0.45)}" y="${f(y - s * 0.2)}" width="${f(s * 0.1)}" height="${f(s * 0.25)}" fill="#3a3a40"/><rect x="${f(x + s * 0.35)}" y="${f(y - s * 0.2)}" width="${f(s * 0.1)}" height="${f(s * 0.25)}" fill="#3a3a40"/></g>`;
}
function lampPost(c, x, y, h, col = '#2d3442') {
  const lit = c.pal.lit;
  return (
    `<rect x="${f(x - h * 0.012)}" y="${f(y - h)}" width="${f(h * 0.024)}" height="${f(h)}" fill="${col}"/><path d="M${f(x - h * 0.06)} ${f(y - h * 0.95)} L${f(x + h * 0.06)} ${f(y - h * 0.95)} L${f(x + h * 0.035)} ${f(y - h * 1.05)} L${f(x - h * 0.035)} ${f(y - h * 1.05)} Z" fill="${col}"/>` +
    (lit
      ? `<circle cx="${f(x)}" cy="${f(y - h * 0.93)}" r="${f(h * 0.12)}" fill="#ffd38a" opacity="0.35"/><circle cx="${f(x)}" cy="${f(y - h * 0.935)}" r="${f(h * 0.03)}" fill="#fff1c6"/>`
      : '')
  );
}

// ───────────────────────────── building kit (oblique projection) ─────────────────────────────
class Bld {
  constructor(c, o = {}) {
    this.c = c;
    this.o = [];
    this.g = [];
    this.track = true;
    this.DX = o.DX ?? 0.5;
    this.DY = o.DY ?? 0.22;
    this.x0 = Infinity;
    this.x1 = -Infinity;
    this.y0 = Infinity;
    this.y1 = -Infinity;
    this.fp = null;
    this.h = 0;
  }
  P(x, y, z) {
    const X = x + z * this.DX,
      Y = -y - z * this.DY;
    if (this.track) {
      if (X < this.x0) this.x0 = X;
      if (X > this.x1) this.x1 = X;
      if (Y < this.y0) this.y0 = Y;
      if (Y > this.y1) this.y1 = Y;
    }
    return [X, Y];
  }
  pts(a) {
    return a
      .map((p) => {
        const [X, Y] = this.P(p[0], p[1], p[2]);
        return f(X) + ',' + f(Y);
      })
      .join(' ');
  }
  poly(a, fill, ex = '') {
    this.o.push(`<polygon points="${this.pts(a)}" fill="${fill}"${ex ? ' ' + ex : ''}/>`);
  }
  pline(a, stroke, sw, ex = '') {
    this.o.push(
      `<polyline points="${this.pts(a)}" fill="none" stroke="${stroke}" stroke-width="${f(sw)}"${ex ? ' ' + ex : ''}/>`,
    );
  }
  F(x, y, w, h, fill, z = 0, ex = '') {
    this.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w, y + h, z],
        [x, y + h, z],
      ],
      fill,
      ex,
    );
  }
  S(X, z, y, d, h, fill, ex = '') {
    this.poly(
      [
        [X, y, z],
        [X, y, z + d],
        [X, y + h, z + d],
        [X, y + h, z],
      ],
      fill,
      ex,
    );
  }
  T(x, y, z, w, d, fill, ex = '') {
    this.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w, y, z + d],
        [x, y, z + d],
      ],
      fill,
      ex,
    );
  }
  box(x, y, z, w, h, d, m) {
    if (m.side) this.S(x + w, z, y, d, h, m.side);
    if (m.top) this.T(x, y + h, z, w, d, m.top);
    this.F(x, y, w, h, m.front, z);
  }
  add(s) {
    this.o.push(s);
  }
  ground(fn) {
    const t = this.track,
      o = this.o;
    this.track = false;
    this.o = this.g;
    fn();
    this.o = o;
    this.track = t;
  }
  free(fn) {
    const t = this.track;
    this.track = false;
    fn();
    this.track = t;
  }
}
function M(c, base) {
  const b = c.tint(base);
  if (c.sideLit)
    return { front: dark(b, 0.12), side: light(warm(b, 0.1), 0.06), top: light(b, 0.1), base: b };
  return { front: warm(b, 0.04), side: dark(b, 0.24), top: light(b, 0.1), base: b };
}
function archPts(x, y, w, h, rise, z, n = 10) {
  const pts = [
    [x, y, z],
    [x + w, y, z],
    [x + w, y + h - rise, z],
  ];
  for (let i = 1; i < n; i++) {
    const a = (i / n) * Math.PI;
    pts.push([x + w / 2 + (Math.cos(a) * w) / 2, y + h - rise + Math.sin(a) * rise, z]);
  }
  pts.push([x, y + h - rise, z]);
  return pts;
}
/** Front window. y is the bottom (sill) height. */
function win(b, x, y, w, h, o = {}) {
  const c = b.c,
    z = o.z ?? 0,
    fr = c.tint(o.frame ?? '#f3eee4'),
    t = o.t ?? Math.min(0.12, w * 0.1);
  if (o.shutter) {
    const sc = c.tint(o.shutter);
    b.F(x - w * 0.48 - 0.04, y, w * 0.48, h, sc, z);
    b.F(x + w + 0.04, y, w * 0.48, h, sc, z);
    for (let i = 1; i < 6; i++) {
      b.F(x - w * 0.48, y + (h * i) / 6, w * 0.4, 0.04, dark(sc, 0.25), z);
      b.F(x + w + 0.08, y + (h * i) / 6, w * 0.4, 0.04, dark(sc, 0.25), z);
    }
  }
  if (o.ped) {
    const pc = c.tint(o.ped);
    b.poly(
      [
        [x - 0.28, y + h + 0.12, z],
        [x + w + 0.28, y + h + 0.12, z],
        [x + w / 2, y + h + 0.12 + w * 0.3, z],
      ],
      pc,
    );
    b.F(x - 0.28, y + h + 0.04, w + 0.56, 0.1, dark(pc, 0.15), z);
  }
  if (o.lintel) {
    const lc = c.tint(o.lintel);
    b.F(x - 0.16, y + h, w + 0.32, 0.24, lc, z);
    b.F(x - 0.16, y + h, w + 0.32, 0.05, dark(lc, 0.25), z);
  }
  const glass = o.glass ?? c.glassFill();
  if (o.arch) {
    const rise = o.arch === true ? w / 2 : o.arch;
    b.poly(archPts(x, y, w, h, rise, z), fr);
    b.poly(archPts(x + t, y + t, w - 2 * t, h - 2 * t, Math.max(0.01, rise - t), z), glass);
    if (o.bars !== false) {
      b.F(x + w / 2 - t * 0.3, y + t, t * 0.6, h - 2 * t, fr, z);
      for (let i = 1; i < (o.rows ?? 2); i++)
        b.F(x + t, y + ((h - rise) * i) / (o.rows ?? 2), w - 2 * t, t * 0.5, fr, z);
    }
  } else {
    b.F(x, y, w, h, fr, z);
    b.F(x + t, y + t, w - 2 * t, h - 2 * t, glass, z);
    b.F(
      x + t,
      y + h - t - Math.min(0.14, h * 0.08),
      w - 2 * t,
      Math.min(0.14, h * 0.08),
      '#000',
      z,
      'fill-opacity="0.2"',
    );
    if (o.mv !== false && w > 0.75) b.F(x + w / 2 - t * 0.3, y + t, t * 0.6, h - 2 * t, fr, z);
    if (o.mh ?? h > 1.3) b.F(x + t, y + h * 0.7, w - 2 * t, t * 0.55, fr, z);
    if (o.grid)
      for (let i = 1; i < o.grid; i++) b.F(x + t, y + (h * i) / o.grid, w - 2 * t, t * 0.4, fr, z);
  }
  if (o.sill !== false)
    b.F(x - 0.1, y - 0.1, w + 0.2, 0.12, c.tint(o.sillCol ?? o.frame ?? '#efe9dd'), z);
}
function sideWin(b, X, z, y, d, h, o = {}) {
  const c = b.c,
    t = o.t ?? 0.1,
    fr = dark(c.tint(o.frame ?? '#f3eee4'), c.sideLit ? 0.05 : 0.2);
  if (o.arch) {
    const rise = Math.min(d / 2, o.arch === true ? d / 2 : o.arch);
    const pts = (zz, yy, dd, hh, r) => {
      const a = [
        [X, yy, zz],
        [X, yy, zz + dd],
        [X, yy + hh - r, zz + dd],
      ];
      for (let i = 1; i < 8; i++) {
        const ang = (i / 8) * Math.PI;
        a.push([X, yy + hh - r + Math.sin(ang) * r, zz + dd / 2 + (Math.cos(ang) * dd) / 2]);
      }
      a.push([X, yy + hh - r, zz]);
      return a;
    };
    b.poly(pts(z, y, d, h, rise), fr);
    b.poly(
      pts(z + t, y + t, d - 2 * t, h - 2 * t, rise - t),
      o.glass ?? (c.pal.lit && c.rng.chance(0.4) ? 'url(#glassLit)' : c.glassSide),
    );
    return;
  }
  b.S(X, z, y, d, h, fr);
  b.S(
    X,
    z + t,
    y + t,
    d - 2 * t,
    h - 2 * t,
    o.glass ?? (c.pal.lit && c.rng.chance(0.4) ? 'url(#glassLit)' : c.glassSide),
  );
  if (d > 0.8) b.S(X, z + d / 2 - 0.03, y + t, 0.06, h - 2 * t, fr);
}
function door(b, x, y, w, h, col, o = {}) {
  const c = b.c,
    z = o.z ?? 0,
    dc = c.tint(col),
    fr = c.tint(o.frame ?? '#f1ece2');
  b.F(x - 0.14, y, w + 0.28, h + 0.14, fr, z);
  if (o.arch) b.poly(archPts(x, y, w, h, w / 2, z), dc);
  else b.F(x, y, w, h, dc, z);
  const pw = o.double ? w / 2 : w;
  for (let k = 0; k < (o.double ? 2 : 1); k++) {
    const px = x + k * pw;
    b.F(px + pw * 0.18, y + h * 0.1, pw * 0.64, h * 0.32, dark(dc, 0.18), z);
    b.F(
      px + pw * 0.18,
      y + h * 0.5,
      pw * 0.64,
      h * (o.arch ? 0.22 : 0.3),
      o.glassy ? c.glassFill() : dark(dc, 0.18),
      z,
    );
  }
  if (o.double) b.F(x + w / 2 - 0.02, y, 0.04, h * 0.92, dark(dc, 0.35), z);
  if (o.transom) b.F(x, y + h + 0.02, w, 0.35, c.glassFill(), z);
  b.F(x + w * (o.double ? 0.42 : 0.8), y + h * 0.45, 0.08, 0.08, '#d9b66a', z);
  if (o.step !== false)
    b.box(x - 0.4, 0, z - 0.6, w + 0.8, Math.min(0.3, y), 0.6, M(c, o.stepCol ?? '#c9c1b3'));
}
function balcony(b, x, y, w, dp, o = {}) {
  const c = b.c,
    z = o.z ?? 0;
  b.box(x, y - 0.22, z - dp, w, 0.22, dp, M(c, o.slab ?? '#e8e2d6'));
  const rh = o.rh ?? 1.0;
  if (o.type === 'glass') {
    b.S(x + w, z - dp, y, dp, rh, '#dfeff3', 'fill-opacity="0.35"');
    b.F(x, y, w, rh, '#e3f1f5', z - dp, 'fill-opacity="0.38"');
    b.F(x, y + rh - 0.05, w, 0.05, c.tint('#9aa4ad'), z - dp);
  } else {
    const rc = c.tint(o.rail ?? '#2e3440');
    const bw = o.type === 'wood' ? 0.07 : 0.03,
      gap = o.type === 'wood' ? 0.16 : 0.13;
    b.F(x, y + rh - 0.06, w, 0.06, rc, z - dp);
    b.F(x, y + 0.04, w, 0.04, rc, z - dp);
    for (let xx = x + 0.05; xx < x + w - 0.03; xx += gap) b.F(xx, y, bw, rh, rc, z - dp);
    b.pline(
      [
        [x + w, y + rh - 0.03, z - dp],
        [x + w, y + rh - 0.03, z],
      ],
      rc,
      0.05,
    );
    for (let zz = z - dp; zz < z; zz += gap * 1.6)
      b.pline(
        [
          [x + w, y, zz],
          [x + w, y + rh, zz],
        ],
        rc,
        bw * 0.8,
      );
  }
}
/** roofs */
function courses(b, a0, a1, b0, b1, n, col, sw = 0.05) {
  for (let i = 1; i < n; i++) {
    const t = i / n;
    const p = a0.map((v, k) => v + (b0[k] - v) * t),
      q = a1.map((v, k) => v + (b1[k] - v) * t);
    b.pline([p, q], col, sw, 'stroke-opacity="0.35"');
  }
}
function roofGableX(b, x, y, z, w, d, rh, col, o = {}) {
  const c = b.c,
    oh = o.oh ?? 0.45,
    r = c.tint(col);
  const front = c.sideLit ? dark(r, 0.05) : warm(r, 0.03);
  b.poly(
    [
      [x - oh, y, z + d + oh],
      [x + w + oh, y, z + d + oh],
      [x + w + oh, y + rh, z + d / 2],
      [x - oh, y + rh, z + d / 2],
    ],
    dark(r, 0.35),
  );
  if (o.wall)
    b.poly(
      [
        [x + w, y, z],
        [x + w, y, z + d],
        [x + w, y + rh, z + d / 2],
      ],
      o.wall,
    );
  if (o.gableWin) o.gableWin();
  if (o.before) o.before();
  const e = o.thick ?? 0.18;
  b.poly(
    [
      [x - oh, y - e, z - oh],
      [x + w + oh, y - e, z - oh],
      [x + w + oh, y + rh, z + d / 2],
      [x - oh, y + rh, z + d / 2],
    ],
    front,
  );
  if (o.thatch) {
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const xx = x - oh + (w + 2 * oh) * t;
      b.pline(
        [
          [xx, y - e, z - oh],
          [xx, y + rh, z + d / 2],
        ],
        dark(front, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
    b.F(x - oh, y - e, w + 2 * oh, e + 0.3, dark(front, 0.25), z - oh);
  } else
    courses(
      b,
      [x - oh, y - e, z - oh],
      [x + w + oh, y - e, z - oh],
      [x - oh, y + rh, z + d / 2],
      [x + w + oh, y + rh, z + d / 2],
      o.courses ?? 8,
      dark(front, 0.4),
      o.cw ?? 0.05,
    );
  // right barge edge
  b.poly(
    [
      [x + w + oh, y - e, z - oh],
      [x + w + oh, y + rh, z + d / 2],
      [x + w + oh, y + rh + 0.18, z + d / 2],
      [x + w + oh, y - e + 0.18, z - oh],
    ],
    dark(r, 0.3),
  );
  if (!o.thatch) b.F(x - oh, y - e - 0.16, w + 2 * oh, 0.2, c.tint(o.fascia ?? '#efe9df'), z - oh);
  b.pline(
    [
      [x - oh, y + rh + 0.05, z + d / 2],
      [x + w + oh, y + rh + 0.05, z + d / 2],
    ],
    dark(r, 0.35),
    o.thatch ? 0.35 : 0.12,
  );
}
function roofGableZ(b, x, y, z, w, d, rh, col, o = {}) {
  const c = b.c,
    oh = o.oh ?? 0.45,
    r = c.tint(col),
    e = o.thick ?? 0.18;
  const right = c.sideLit ? light(r, 0.06) : dark(r, 0.12);
  b.poly(
    [
      [x - oh, y - e, z - oh],
      [x + w / 2, y + rh, z - oh],
      [x + w / 2, y + rh, z + d + oh],
      [x - oh, y - e, z + d + oh],
    ],
    dark(r, 0.3),
  );
  if (o.wall)
    b.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w / 2, y + rh, z],
      ],
      o.wall,
    );
  if (o.gableWin) o.gableWin();
  if (o.before) o.before();
  b.poly(
    [
      [x + w / 2, y + rh, z - oh],
      [x + w + oh, y - e, z - oh],
      [x + w + oh, y - e, z + d + oh],
      [x + w / 2, y + rh, z + d + oh],
    ],
    right,
  );
  if (o.thatch) {
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      const zz = z - oh + (d + 2 * oh) * t;
      b.pline(
        [
          [x + w / 2, y + rh, zz],
          [x + w + oh, y - e, zz],
        ],
        dark(right, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
  } else
    courses(
      b,
      [x + w / 2, y + rh, z - oh],
      [x + w / 2, y + rh, z + d + oh],
      [x + w + oh, y - e, z - oh],
      [x + w + oh, y - e, z + d + oh],
      o.courses ?? 7,
      dark(right, 0.4),
      o.cw ?? 0.05,
    );
  const bc = c.tint(o.barge ?? (o.thatch ? dark(col, 0.2) : '#efe9df'));
  b.pline(
    [
      [x - oh, y - e, z - oh],
      [x + w / 2, y + rh, z - oh],
      [x + w + oh, y - e, z - oh],
    ],
    bc,
    o.thatch ? 0.4 : 0.24,
    'stroke-linejoin="round"',
  );
}
function roofHip(b, x, y, z, w, d, rh, col, o = {}) {
  const c = b.c,
    oh = o.oh ?? 0.5,
    r = c.tint(col),
    e = 0.18;
  const k = Math.min(d / 2, w / 2) * (o.k ?? 1);
  const front = c.sideLit ? dark(r, 0.06) : warm(r, 0.03);
  const right = c.sideLit ? light(r, 0.06) : dark(r, 0.15);
  b.poly(
    [
      [x - oh, y, z + d + oh],
      [x + w + oh, y, z + d + oh],
      [x + w - k, y + rh, z + d / 2],
      [x + k, y + rh, z + d / 2],
    ],
    dark(r, 0.35),
  );
  b.poly(
    [
      [x - oh, y - e, z - oh],
      [x - oh, y - e, z + d + oh],
      [x + k, y + rh, z + d / 2],
    ],
    dark(r, 0.25),
  );
  if (o.before) o.before();
  b.poly(
    [
      [x - oh, y - e, z - oh],
      [x + w + oh, y - e, z - oh],
      [x + w - k, y + rh, z + d / 2],
      [x + k, y + rh, z + d / 2],
    ],
    front,
  );
  if (o.thatch) {
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      b.pline(
        [
          [x - oh + (w + 2 * oh) * t, y - e, z - oh],
          [x + k + (w - 2 * k) * t, y + rh, z + d / 2],
        ],
        dark(front, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
  } else
    courses(
      b,
      [x - oh, y - e, z - oh],
      [x + w + oh, y - e, z - oh],
      [x + k, y + rh, z + d / 2],
      [x + w - k, y + rh, z + d / 2],
      o.courses ?? 8,
      dark(front, 0.4),
    );
  b.poly(
    [
      [x + w + oh, y - e, z - oh],
      [x + w + oh, y - e, z + d + oh],
      [x + w - k, y + rh, z + d / 2],
    ],
    right,
  );
  if (o.thatch)
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      b.pline(
        [
          [x + w + oh, y - e, z - oh + (d + 2 * oh) * t],
          [x + w - k, y + rh, z + d / 2],
        ],
        dark(right, 0.25),
        0.05,
        'stroke-opacity="0.4"',
      );
    }
  if (o.thatch) b.F(x - oh, y - e, w + 2 * oh, 0.35, dark(front, 0.3), z - oh);
  else b.F(x - oh, y - e - 0.16, w + 2 * oh, 0.2, c.tint(o.fascia ?? '#efe9df'), z - oh);
  b.pline(
    [
      [x + k, y + rh, z + d / 2],
      [x + w - k, y + rh, z + d / 2],
    ],
    dark(r, 0.35),
    o.thatch ? 0.35 : 0.12,
  );
}
function roofFlat(b, x, y, z, w, d, o = {}) {
  const c = b.c;
  const m = M(c, o.col ?? '#e9e4da');
  const ph = o.ph ?? 0.45,
    ov = o.ov ?? 0.12;
  b.box(x - ov, y, z - ov, w + 2 * ov, ph, d + 2 * ov, {
    front: o.front ?? m.front,
    side: o.side ?? m.side,
    top: dark(m.top, 0.05),
  });
  b.T(x + 0.25, y + ph, z + 0.25, w - 0.5, d - 0.5, dark(m.top, 0.2));
}
function chimney(b, x, yb, z, w, h, col) {
  const m = M(b.c, col);
  b.box(x, yb, z, w, h, w, m);
  b.box(x - 0.08, yb + h, z - 0.08, w + 0.16, 0.18, w + 0.16, M(b.c, dark(col, 0.2)));
}
function contactShadow(b) {
  const [x0, z0, x1, z1] = b.fp;
  const c = b.c,
    pal = c.pal;
  const L = pal.long * (c.lightLeft !== c.mirror ? 1 : -1);
  const vx = L * 0.9,
    vz = -0.35 * Math.abs(L);
  const H = b.h;
  const pts = [];
  b.free(() => {
    for (const [x, z] of [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ]) {
      pts.push(b.P(x, 0, z));
      pts.push(b.P(x + vx * H, 0, z + vz * H));
    }
  });
  const hull = convexHull(pts);
  const id = c.id('sb');
  c.defs.push(
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(0.35)}"/></filter>`,
  );
  const cs = b.P(x0 - 0.5, 0, z0);
  const ce = b.P(x1 + 0.5, 0, z1);
  return (
    `<polygon points="${hull.map((p) => f(p[0]) + ',' + f(p[1])).join(' ')}" fill="${pal.shadow}" opacity="0.28" filter="url(#${id})"/>` +
    `<ellipse cx="${f((cs[0] + ce[0]) / 2)}" cy="${f((cs[1] + ce[1]) / 2)}" rx="${f((ce[0] - cs[0]) / 2)}" ry="${f(Math.abs(ce[1] - cs[1]) / 2 + 0.4)}" fill="${pal.shadow}" opacity="0.22" filter="url(#${id})"/>`
  );
}
function convexHull(p) {
  p = p.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cr = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo = [],
    up = [];
  for (const q of p) {
    while (lo.length >= 2 && cr(lo[lo.length - 2], lo[lo.length - 1], q) <= 0) lo.pop();
    lo.push(q);
  }
  for (const q of p.slice().reverse()) {
    while (up.length >= 2 && cr(up[up.length - 2], up[up.length - 1], q) <= 0) up.pop();
    up.push(q);
  }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}
function bricks(b, x, y, w, h, col, o = {}) {
  const c = b.c,
    z = o.z ?? 0,
    lc = dark(col, 0.35),
    step = o.step ?? 0.32;
  for (let yy = y + step; yy < y + h; yy += step)
    b.pline(
      [
        [x, yy, z],
        [x + w, yy, z],
      ],
      lc,
      0.025,
      'stroke-opacity="0.35"',
    );
  for (let i = 0; i < (w * h) / 3; i++) {
    const bx = x + c.rng.range(0, w - 0.5),
      by = y + Math.floor(c.rng.range(0, h / step - 1)) * step;
    b.F(
      bx,
      by,
      0.5,
      step,
      c.rng.chance(0.5) ? dark(col, 0.12) : light(col, 0.08),
      z,
      'fill-opacity="0.6"',
    );
  }
  if (o.side)
    for (let yy = y + step; yy < y + h; yy += step)
      b.pline(
        [
          [o.side[0], yy, o.side[1]],
          [o.side[0], yy, o.side[2]],
        ],
        lc,
        0.025,
        'stroke-opacity="0.3"',
      );
}
function planks(b, x, y, w, h, col, o = {}) {
  const z = o.z ?? 0,
    step = o.step ?? 0.28,
    lc = dark(col, 0.4);
  if (o.horizontal)
    for (let yy = y + step; yy < y + h; yy += step)
      b.pline(
        [
          [x, yy, z],
          [x + w, yy, z],
        ],
        lc,
        0.035,
        'stroke-opacity="0.45"',
      );
  else
    for (let xx = x + step; xx < x + w; xx += step)
      b.pline(
        [
          [xx, y, z],
          [xx, y + h, z],
        ],
        lc,
        0.035,
        'stroke-opacity="0.45"',
      );
}
function stones(b, x, y, w, h, col, o = {}) {
  const c = b.c,
    z = o.z ?? 0;
  const n = Math.min(160, Math.round(w * h * (o.density ?? 1.6)));
  for (let i = 0; i < n; i++) {
    const sw = c.rng.range(0.35, 0.8),
      sh = c.rng.range(0.22, 0.4);
    const sx = x + c.rng.range(0, w - sw),
      sy = y + c.rng.range(0, h - sh);
    b.F(
      sx,
      sy,
      sw,
      sh,
      c.rng.chance(0.5) ? dark(col, c.rng.range(0.06, 0.16)) : light(col, c.rng.range(0.05, 0.14)),
      z,
      'fill-opacity="0.7"',
    );
  }
}
/** Cornice / string course across the front (and side). */
function band(b, x, y, w, d, h, col, proj = 0.15) {
  const m = M(b.c, col);
  b.box(x - proj, y, -proj, w + 2 * proj, h, d + 2 * proj, {
    front: m.front,
    side: m.side,
    top: m.top,
  });
  b.F(x - proj, y, w + 2 * proj, h * 0.25, dark(m.front, 0.18), -proj);
}
function eaveShadow(b, x, y, w, h = 0.6) {
  const id = 'eave';
  if (!b.c.defs.some((d) => d.includes('id="eave"')))
    b.c.defs.push(
      `<linearGradient id="eave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2233" stop-opacity="0.35"/><stop offset="1" stop-color="#1b2233" stop-opacity="0"/></linearGradient>`,
    );
  b.F(x, y - h, w, h, `url(#${id})`);
}

// ───────────────────────────── generic house ─────────────────────────────
/**
 * s: { x, w, d, fl:[floor heights], plinth:{h,col}, wall, tex, win:{n,w,h,sill,...winopts} | winAt(i),
 *      door:{k, w, h, col, ...}, sideN, bands:{col}, roof:{type,h,col,...} }
 */
function house(b, s) {
  const c = b.c;
  const x = s.x ?? 0,
    w = s.w,
    d = s.d;
  const ph = s.plinth ? s.plinth.h : 0;
  const Ht = ph + s.fl.reduce((a, v) => a + v, 0);
  const m = M(c, s.wall);
  b.box(x, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  if (s.tex === 'brick') bricks(b, x, ph, w, Ht - ph, m.front, { side: [x + w, 0, d] });
  if (s.tex === 'stone') {
    stones(b, x, ph, w, Ht - ph, m.front);
  }
  if (s.tex === 'planks') {
    planks(b, x, ph, w, Ht - ph, m.front, { horizontal: s.horizontal });
  }
  if (s.plinth) b.box(x - 0.06, 0, -0.06, w + 0.12, ph, d + 0.12, M(c, s.plinth.col));
  let y = ph;
  s.fl.forEach((fh, i) => {
    const ws = s.winAt ? s.winAt(i) : s.win;
    if (ws) {
      const margin = ws.margin ?? w * 0.1;
      const xs =
        ws.xs ??
        Array.from({ length: ws.n }, (_, k) => x + margin + ((k + 0.5) * (w - 2 * margin)) / ws.n);
      xs.forEach((cx, k) => {
        if (i === 0 && s.door && k === s.door.k) {
          door(b, cx - s.door.w / 2, ph > 0.3 ? ph : 0.15, s.door.w, s.door.h, s.door.col, s.door);
          return;
        }
        if (ws.skip && ws.skip.includes(k)) return;
        win(b, cx - ws.w / 2, y + (ws.sill ?? 0.9), ws.w, ws.h, ws);
      });
      const sn = s.sideN ?? 0;
      for (let j = 0; j < sn; j++) {
        const zc = ((j + 0.5) * d) / sn;
        const sw = Math.min(ws.w, (d / sn) * 0.6);
        sideWin(b, x + w, zc - sw / 2, y + (ws.sill ?? 0.9), sw, ws.h, {
          ...ws,
          arch: ws.arch ? true : false,
        });
      }
    }
    y += fh;
    if (s.bands && i < s.fl.length - 1)
      band(b, x, y - 0.12, w, d, 0.24, s.bands.col ?? s.wall, 0.08);
  });
  if (s.extra) s.extra(Ht);
  if (s.roof?.type !== 'flat' && s.roof?.type !== 'none') eaveShadow(b, x, Ht, w);
  const r = s.roof ?? { type: 'flat' };
  const ro = { ...r, wall: m.front, before: r.before };
  if (r.type === 'gableX') roofGableX(b, x, Ht, 0, w, d, r.h, r.col, { ...ro, wall: m.side });
  else if (r.type === 'gableZ') roofGableZ(b, x, Ht, 0, w, d, r.h, r.col, ro);
  else if (r.type === 'hip') roofHip(b, x, Ht, 0, w, d, r.h, r.col, ro);
  else if (r.type === 'flat') roofFlat(b, x, Ht, 0, w, d, r);
  b.fp = [x, 0, x + w, d];
  b.h = Ht + (r.h ?? 0) * 0.6;
  return Ht;
}

// ───────────────────────────── subjects ─────────────────────────────
const B = {};
const NAVY = '#243552',
  SLATE = '#4f5966',
  TERRA = '#b5654a';

B.townhouse = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.3, DY: 0.07 });
  const w = 15.5,
    d = 12,
    cream = o.wall ?? '#ece0c6',
    orn = '#f7f0e0';
  // neighbours
  b.free(() => neighbour(b, -16, 0, 16, 19.4, '#c8cdbf', 6));
  const fl = [4.4, 3.6, 3.5, 3.4, 3.2];
  const Ht = fl.reduce((a, v) => a + v, 0);
  const m = M(c, cream);
  b.box(0, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  // rusticated ground floor
  for (let yy = 0.45; yy < fl[0]; yy += 0.45)
    b.pline(
      [
        [0, yy, 0],
        [w, yy, 0],
      ],
      dark(m.front, 0.25),
      0.04,
      'stroke-opacity="0.5"',
    );
  const xs = [1.7, 4.7, 7.75, 10.8, 13.8];
  xs.forEach((cx, k) => {
    if (k === 2)
      door(b, cx - 0.95, 0.3, 1.9, 3.3, o.door ?? '#2d4a43', {
        arch: true,
        double: true,
        glassy: true,
        stepCol: '#b9b2a6',
      });
    else win(b, cx - 0.8, 0.9, 1.6, 2.8, { arch: 0.5, frame: orn, rows: 1 });
  });
  band(b, 0, fl[0] - 0.1, w, d, 0.4, orn, 0.18);
  let y = fl[0];
  for (let i = 1; i < 5; i++) {
    const h = i === 4 ? 1.9 : 2.3;
    xs.forEach((cx, k) => {
      if (k >= 1 && k <= 3) return; // bay
      win(b, cx - 0.65, y + 0.75, 1.3, h, {
        frame: orn,
        ped: i === 1 ? orn : null,
        lintel: i > 1 && i < 4 ? orn : null,
      });
    });
    band(b, 0, y + 0.55, w, d, 0.12, orn, 0.06);
    y += fl[i];
  }
  // bay (Erker) floors 1-4
  const bx = 3.7,
    bw = 8.1,
    bd = 0.9;
  const bm = M(c, light(cream, 0.1));
  b.box(bx, fl[0], -bd, bw, Ht - fl[0] - 0.1, bd, { front: bm.front, side: bm.side });
  b.F(bx, fl[0], bw, 0.5, dark(bm.front, 0.08), -bd);
  y = fl[0];
  for (let i = 1; i < 5; i++) {
    [bx + 1.0, bx + bw / 2, bx + bw - 1.0].forEach((cx) =>
      win(b, cx - 0.62, y + 0.75, 1.24, i === 4 ? 1.9 : 2.3, {
        z: -bd,
        frame: orn,
        ped: i === 1 ? orn : null,
      }),
    );
    sideWin(b, bx + bw, -bd + 0.2, y + 0.75, 0.5, i === 4 ? 1.9 : 2.3, { frame: orn });
    b.box(bx - 0.08, y + 0.55, -bd - 0.08, bw + 0.16, 0.14, bd + 0.08, M(c, orn));
    y += fl[i];
  }
  // balconies at the side columns
  [xs[0], xs[4]].forEach((cx) => {
    balcony(b, cx - 1.0, fl[0] + fl[1] + 0.1, 2.0, 0.8, { slab: orn });
    balcony(b, cx - 1.0, fl[0] + 0.1, 2.0, 0.8, { slab: orn });
  });
  // main cornice with dentils
  b.box(-0.35, Ht - 0.15, -0.45, w + 0.7, 0.6, d + 0.45, M(c, orn));
  for (let xx = -0.25; xx < w + 0.3; xx += 0.45)
    b.F(xx, Ht - 0.38, 0.22, 0.22, dark(M(c, orn).front, 0.12), -0.45);
  // mansard
  const r = c.tint('#56606b');
  const mh = 3.4,
    ins = 1.6,
    yb = Ht + 0.45;
  b.poly(
    [
      [0, yb, 0],
      [w, yb, 0],
      [w - 0.4, yb + mh, ins],
      [0.4, yb + mh, ins],
    ],
    r,
  );
  courses(
    b,
    [0, yb, 0],
    [w, yb, 0],
    [0.4, yb + mh, ins],
    [w - 0.4, yb + mh, ins],
    9,
    dark(r, 0.3),
    0.04,
  );
  chimney(b, 2.2, yb + mh - 0.6, ins + 1, 0.9, 1.6, '#b36a52');
  chimney(b, w - 3.2, yb + mh - 0.6, ins + 1, 0.9, 1.4, '#b36a52');
  [3.4, 7.75, 12.1].forEach((cx) => {
    const dz = 0.45;
    b.F(cx - 0.75, yb + 0.6, 1.5, 1.9, c.tint(orn), dz);
    win(b, cx - 0.55, yb + 0.75, 1.1, 1.5, { z: dz, frame: orn, sill: false });
    b.poly(
      [
        [cx - 0.95, yb + 2.5, dz],
        [cx + 0.95, yb + 2.5, dz],
        [cx, yb + 3.1, dz],
      ],
      dark(r, 0.1),
    );
  });
  b.free(() => neighbour(b, w, 0, 16, 17.6, o.right ?? '#dfc39e', 6));
  b.fp = [0, 0, w, d];
  b.h = 3;
  return b;
};
function neighbour(b, x, y, w, h, col, n) {
  const c = b.c,
    m = M(c, col);
  b.F(x, y, w, h, m.front);
  for (let yy = 0.45; yy < 4.2; yy += 0.45)
    b.pline(
      [
        [x, yy, 0],
        [x + w, yy, 0],
      ],
      dark(m.front, 0.2),
      0.04,
      'stroke-opacity="0.5"',
    );
  band(b, x, 4.2, w, 0.1, 0.3, light(col, 0.3), 0.1);
  const fh = (h - 4.4) / 4;
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < n; k++)
      win(b, x + 1.2 + (k * (w - 2.4)) / (n - 1) - 0.6, 4.4 + i * fh + 0.7, 1.2, fh * 0.6, {
        frame: light(col, 0.4),
        lintel: i < 2 ? light(col, 0.25) : null,
      });
  for (let k = 0; k < n; k++)
    if (k % 2 === 0)
      win(b, x + 1.2 + (k * (w - 2.4)) / (n - 1) - 0.7, 0.8, 1.4, 2.6, {
        frame: light(col, 0.4),
        arch: 0.4,
      });
  b.box(x - 0.3, h, -0.3, w + 0.6, 0.45, 0.3, M(c, light(col, 0.3)));
  b.poly(
    [
      [x, h + 0.45, 0],
      [x + w, h + 0.45, 0],
      [x + w, h + 2.6, 1.5],
      [x, h + 2.6, 1.5],
    ],
    c.tint('#5d6570'),
  );
}

B.modernApartment = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.2 });
  const w = 20,
    d = 13,
    fh = 3.1,
    nf = o.floors ?? 5;
  const m = M(c, o.wall ?? '#eeeae3');
  const Ht = fh * nf + 0.6;
  b.box(0, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  const wood = c.tint(o.accent ?? '#b0835c');
  // vertical wood fins
  for (let i = 0; i < nf; i++) {
    const y = 0.6 + i * fh;
    for (let k = 0; k < 5; k++) {
      const x = 0.9 + k * 3.9;
      if (i === 0 && k === 2) {
        door(b, x, 0.15, 2.6, 2.7, '#3a3f47', { glassy: true, frame: '#3a3f47' });
        continue;
      }
      win(b, x, y + 0.2, 2.6, 2.4, { frame: '#3b4048', t: 0.08, mh: false, sill: false });
      b.F(x + 2.75, y, 0.35, fh, wood, 0);
    }
    for (let j = 0; j < 3; j++) sideWin(b, w, 1.2 + j * 4, y + 0.3, 2.2, 2.3, { frame: '#3b4048' });
    if (i > 0) {
      balcony(b, 0.6, y, 7.4, 1.5, { type: 'glass', slab: '#f1eee8' });
      balcony(b, 12.2, y, 7.3, 1.5, { type: 'glass', slab: '#f1eee8' });
    }
  }
  // penthouse, set back
  const pz = 2.5,
    pw = 14,
    px = 2.5;
  b.T(0, Ht, 0, w, d, dark(m.top, 0.12));
  b.box(-0.1, Ht, -0.1, w + 0.2, 0.25, d + 0.2, { front: m.front, side: m.side, top: m.top });
  b.F(0, Ht + 0.25, w, 1.0, '#e4f0f4', -0.1, 'fill-opacity="0.35"');
  const pm = M(c, '#3a4250');
  b.box(px, Ht + 0.25, pz, pw, 3.0, d - pz - 1, { front: pm.front, side: pm.side });
  for (let k = 0; k < 5; k++) b.F(px + 0.3 + k * 2.75, Ht + 0.45, 2.5, 2.55, c.glassFill(), pz);
  sideWin(b, px + pw, pz + 0.5, Ht + 0.45, d - pz - 2.2, 2.5, { frame: '#3a4250' });
  b.box(px - 0.6, Ht + 3.25, pz - 0.8, pw + 1.2, 0.3, d - pz + 0.2, M(c, '#f2efe9'));
  // plants on roof terrace
  b.free(() => {
    for (let k = 0; k < 4; k++) {
      const P = b.P(1 + k * 5.5, Ht + 0.25, 0.8);
      b.add(
        bush(c, P[0], P[1], 1.6, c.tint('#6f8b5a')).replace(/r="([\d.]+)"/g, (m0, v) => `r="${v}"`),
      );
    }
  });
  b.fp = [0, 0, w, d];
  b.h = Ht + 3.5;
  return b;
};

B.factory = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.18 });
  const w = 34,
    d = 14,
    fl = [5.2, 4.6, 4.6],
    Ht = 15.2,
    brick = o.brick ?? '#a9533c';
  const m = M(c, brick);
  // chimney behind
  const cm = M(c, dark(brick, 0.05));
  b.poly(
    [
      [w * 0.78, 0, d + 4],
      [w * 0.78 + 3.2, 0, d + 4],
      [w * 0.78 + 2.6, 32, d + 4],
      [w * 0.78 + 0.6, 32, d + 4],
    ],
    cm.front,
  );
  for (let yy = 6; yy < 32; yy += 8)
    b.poly(
      [
        [w * 0.78 + 0.1 + yy * 0.014, yy, d + 4],
        [w * 0.78 + 3.1 - yy * 0.014, yy, d + 4],
        [w * 0.78 + 3.1 - yy * 0.014, yy + 0.5, d + 4],
        [w * 0.78 + 0.1 + yy * 0.014, yy + 0.5, d + 4],
      ],
      dark(cm.front, 0.2),
    );
  b.poly(
    [
      [w * 0.78 + 0.4, 32, d + 4],
      [w * 0.78 + 2.8, 32, d + 4],
      [w * 0.78 + 2.8, 33.2, d + 4],
      [w * 0.78 + 0.4, 33.2, d + 4],
    ],
    dark(cm.front, 0.25),
  );
  b.box(0, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  bricks(b, 0, 0, w, Ht, m.front, { side: [w, 0, d], step: 0.4 });
  // pilasters & arched windows
  const bays = 8,
    bw = w / bays;
  let y = 0;
  fl.forEach((fh, i) => {
    for (let k = 0; k < bays; k++) {
      const x = k * bw;
      if (i === 0 && k === 3) {
        b.F(x + 0.7, 0, bw - 1.4, 4.4, c.tint('#2f3a3f'), 0);
        win(b, x + 0.7, 0.05, bw - 1.4, 4.3, {
          arch: 0.9,
          frame: '#2f3a3f',
          glass: c.glassFill(),
          sill: false,
          rows: 3,
        });
        continue;
      }
      win(b, x + 0.9, y + 0.9, bw - 1.8, fh - 1.5, {
        arch: 0.6,
        frame: o.frame ?? '#37403f',
        t: 0.1,
        rows: 3,
        grid: 0,
        sillCol: '#d8cdbd',
      });
      b.F(x + 0.7, y + fh - 0.5, bw - 1.4, 0.22, dark(m.front, 0.15), 0);
    }
    for (let k = 0; k <= bays; k++)
      b.box(k * bw - 0.3, 0, -0.25, 0.6, Ht, 0.25, { front: light(m.front, 0.05), side: m.side });
    for (let j = 0; j < 3; j++)
      sideWin(b, w, 1.5 + j * 4.3, y + 0.9, 2.4, fh - 1.5, { arch: 0.6, frame: '#37403f' });
    y += fh;
    band(b, 0, y - 0.2, w, d, 0.3, light(brick, 0.35), 0.1);
  });
  // stepped cornice + shed roof
  b.box(-0.3, Ht, -0.3, w + 0.6, 0.9, d + 0.6, M(c, dark(brick, 0.05)));
  for (let xx = 0; xx < w; xx += 0.7) b.F(xx, Ht + 0.1, 0.35, 0.3, dark(m.front, 0.3), -0.3);
  const rf = c.tint('#4a5058');
  for (let k = 0; k < 4; k++) {
    const x = k * (w / 4);
    b.poly(
      [
        [x, Ht + 0.9, 1],
        [x + w / 4, Ht + 0.9, 1],
        [x + w / 4, Ht + 3.2, 4],
        [x, Ht + 3.2, 4],
      ],
      mix(c.glassSide, '#8aa4b8', 0.3),
    );
    b.poly(
      [
        [x, Ht + 3.2, 4],
        [x + w / 4, Ht + 3.2, 4],
        [x + w / 4, Ht + 0.9, 7],
        [x, Ht + 0.9, 7],
      ],
      rf,
    );
  }
  // modern glass balconies (loft conversion)
  for (let k = 5; k < 8; k++)
    balcony(b, k * bw + 0.5, fl[0] + fl[1], bw - 1, 1.1, { type: 'glass', slab: '#3a3f47' });
  b.fp = [0, 0, w, d];
  b.h = Ht + 2;
  return b;
};

B.familyHouse = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.24 });
  const w = 13,
    d = 10;
  const m = M(c, o.wall ?? '#f1ede6');
  // ground floor
  b.box(0, 0, 0, w, 3.2, d, { front: m.front, side: m.side });
  const wood = M(c, o.wood ?? '#a77d58');
  // upper cube offset (cantilever), wood clad
  b.box(3.2, 3.2, -0.6, 11, 3.1, d - 1, { front: wood.front, side: wood.side });
  planks(b, 3.2, 3.2, 11, 3.1, wood.front, { z: -0.6, step: 0.22 });
  b.F(0.6, 0.15, 5.8, 2.7, c.glassFill(), 0);
  for (let k = 1; k < 3; k++) b.F(0.6 + k * 1.93, 0.15, 0.08, 2.7, c.tint('#30353d'), 0);
  b.F(0.55, 2.85, 5.9, 0.1, c.tint('#30353d'), 0);
  door(b, 7.6, 0.15, 1.2, 2.6, '#2f3640', { frame: '#30353d', step: false });
  win(b, 9.6, 0.9, 2.6, 1.6, { frame: '#30353d', t: 0.08, mh: false, sill: false });
  win(b, 4.4, 4.0, 4.6, 1.8, { z: -0.6, frame: '#30353d', t: 0.08, mh: false, sill: false });
  win(b, 10.4, 3.8, 1.4, 2.2, { z: -0.6, frame: '#30353d', t: 0.08, mh: false, sill: false });
  sideWin(b, 14.2, 1.5, 4.0, 3, 1.6, { frame: '#30353d' });
  sideWin(b, w, 2, 0.9, 3.5, 1.6, { frame: '#30353d' });
  roofFlat(b, 3.2, 6.3, -0.6, 11, d - 1, { col: '#e2ddd4', ph: 0.35 });
  roofFlat(b, 0, 3.2, 0, 3.2, d, { col: '#e2ddd4', ph: 0.3 });
  // terrace
  b.ground(() => {
    b.T(-1, 0.02, -3.2, 8.5, 3.2, c.tint('#cfc6b6'));
    for (let xx = -1; xx < 7.5; xx += 0.5)
      b.pline(
        [
          [xx, 0.03, -3.2],
          [xx, 0.03, 0],
        ],
        dark(c.tint('#cfc6b6'), 0.15),
        0.03,
      );
  });
  b.fp = [0, 0, 14.2, d];
  b.h = 6.5;
  return b;
};

B.seasideHouse = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.22 });
  house(b, {
    w: 9,
    d: 10,
    fl: [3.0, 2.8],
    plinth: { h: 0.5, col: '#9a9389' },
    wall: o.wall ?? '#f3efe7',
    win: { n: 3, w: 1.1, h: 1.5, frame: '#ffffff', shutter: o.shutter },
    winAt: (i) =>
      i === 0
        ? { n: 3, w: 1.1, h: 1.6, frame: '#ffffff', skip: [0] }
        : { n: 3, w: 1.0, h: 1.3, frame: '#ffffff', sill: 0.6 },
    door: { k: 1, w: 1.1, h: 2.3, col: o.door ?? '#3f6c8a' },
    sideN: 2,
    roof: {
      type: 'gableZ',
      h: 4.2,
      col: o.roof ?? '#5b6470',
      courses: 9,
      gableWin: () => win(b, 3.8, 6.9, 1.4, 1.5, { frame: '#ffffff' }),
    },
  });
  // wooden deck with bench (Warnemünde style)
  b.ground(() => {
    b.T(-2.5, 0.5, -2.2, 14, 2.2, c.tint('#b59a79'));
    for (let x = -2.5; x < 11.5; x += 0.35)
      b.pline(
        [
          [x, 0.51, -2.2],
          [x, 0.51, 0],
        ],
        dark(c.tint('#b59a79'), 0.2),
        0.04,
      );
  });
  b.box(-2.5, 0, -2.2, 14, 0.5, 2.2, M(c, '#9c8062'));
  b.box(6.4, 0.5, -1.2, 2.2, 0.45, 0.5, M(c, '#f4f1ea'));
  b.box(6.5, 0.95, -0.9, 2.0, 0.55, 0.1, M(c, '#f4f1ea'));
  b.fp = [0, 0, 9, 10];
  b.h = 8;
  return b;
};

B.whiteVilla = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.2 });
  const Ht = house(b, {
    w: 14,
    d: 12,
    fl: [3.4, 3.2, 2.6],
    plinth: { h: 0.6, col: '#bdb6aa' },
    wall: o.wall ?? '#f4f1ea',
    win: { n: 5, w: 1.15, h: 1.8, frame: '#ffffff', lintel: '#ffffff', shutter: o.shutter },
    winAt: (i) =>
      i === 2
        ? { n: 5, w: 1.0, h: 1.1, sill: 0.7, frame: '#ffffff' }
        : {
            n: 5,
            w: 1.15,
            h: i ? 1.7 : 1.9,
            frame: '#ffffff',
            lintel: '#fbfaf6',
            shutter: o.shutter,
          },
    door: { k: 2, w: 1.4, h: 2.6, col: o.door ?? '#26364f', transom: true },
    sideN: 3,
    bands: { col: '#ffffff' },
    roof: {
      type: 'hip',
      h: 3.4,
      col: o.roof ?? '#4d5660',
      k: 0.9,
      before: () => {
        chimney(b, 3, 9, 5, 0.8, 4.2, '#c9c1b3');
        chimney(b, 10, 9, 5, 0.8, 4.2, '#c9c1b3');
      },
    },
    extra: () => {
      // portico with balcony above
      const pm = M(c, '#ffffff');
      b.box(4.8, 4.0, -1.6, 4.4, 0.3, 1.6, pm);
      [5.0, 8.7].forEach((x) => b.box(x, 0.6, -1.5, 0.3, 3.4, 0.3, pm));
      balcony(b, 4.8, 4.3, 4.4, 1.6, { type: 'iron', rh: 0.95, rail: '#2e3440' });
    },
  });
  b.h = Ht + 2;
  return b;
};

B.baederVilla = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.2 });
  const Ht = house(b, {
    w: 15,
    d: 12,
    fl: [3.4, 3.2, 3.0],
    plinth: { h: 0.8, col: '#b9b2a6' },
    wall: '#f7f4ee',
    win: { n: 5, w: 1.1, h: 1.9, frame: '#ffffff', lintel: '#ffffff' },
    door: { k: 2, w: 1.5, h: 2.6, col: o.door ?? '#2a4058', transom: true },
    sideN: 3,
    bands: { col: '#ffffff' },
    roof: { type: 'hip', h: 3.8, col: o.roof ?? '#5a4a48', k: 0.8 },
    extra: () => {
      // two storey wooden veranda with fretwork
      const wm = M(c, '#ffffff');
      for (let lvl = 0; lvl < 2; lvl++) {
        const y = 0.8 + lvl * 3.4;
        [0.6, 5.2, 9.8, 14.1].forEach((x) => b.box(x, y, -2.2, 0.25, 3.2, 0.25, wm));
        b.box(0.4, y + 3.1, -2.3, 14.2, 0.3, 2.3, {
          front: wm.front,
          side: wm.side,
          top: c.tint('#e9e3d8'),
        });
        // fretwork arches
        for (let k = 0; k < 3; k++) {
          const x0 = 0.85 + k * 4.6,
            x1 = x0 + 4.35,
            yy = y + 3.1;
          const pts = [];
          for (let i = 0; i <= 12; i++) {
            const t = i / 12;
            pts.push([
              x0 + (x1 - x0) * t,
              yy - 0.55 + 0.45 * Math.pow(Math.abs(t - 0.5) * 2, 2),
              -2.2,
            ]);
          }
          b.pline(pts, wm.front, 0.12);
          for (let i = 1; i < 12; i++)
            b.pline(
              [
                [x0 + ((x1 - x0) * i) / 12, yy, -2.2],
                [x0 + ((x1 - x0) * i) / 12, yy - 0.35, -2.2],
              ],
              wm.front,
              0.05,
            );
        }
        if (lvl === 1)
          balcony(b, 0.5, y + 0.05, 14, 2.2, {
            type: 'wood',
            rail: '#ffffff',
            rh: 1.0,
            slab: '#ffffff',
            z: 0,
          });
      }
      // tower gable in middle
    },
  });
  // central gable (Zwerchhaus)
  const gm = M(c, '#f7f4ee');
  b.box(5, Ht, -0.1, 5, 2.4, 3, { front: gm.front, side: gm.side });
  win(b, 6.4, Ht + 0.4, 2.2, 1.6, { z: -0.1, frame: '#ffffff', arch: 0.6 });
  roofGableZ(b, 5, Ht + 2.4, -0.1, 5, 4.5, 2.4, o.roof ?? '#5a4a48', {
    wall: gm.front,
    barge: '#ffffff',
    courses: 5,
  });
  b.h = Ht + 2.5;
  return b;
};

B.friesenhaus = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.24 });
  const w = 14,
    d = 9,
    Ht = 3.0;
  const brick = o.brick ?? '#9a4a3a';
  const m = M(c, brick);
  b.box(0, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  bricks(b, 0, 0, w, Ht, m.front, { side: [w, 0, d], step: 0.25 });
  const xs = [1.4, 3.6, 10.2, 12.4];
  xs.forEach((x) => win(b, x - 0.6, 0.8, 1.2, 1.45, { frame: '#ffffff', grid: 2, sill: true }));
  for (let j = 0; j < 2; j++) sideWin(b, w, 2 + j * 4, 0.8, 1.2, 1.4, { frame: '#ffffff' });
  const thatch = o.thatch ?? '#8c7a5c';
  roofGableX(b, 0, Ht, 0, w, d, 5.6, thatch, {
    thatch: true,
    oh: 0.7,
    thick: 0.5,
    wall: m.side,
    gableWin: () => {
      win(b, w + 0.0 - 0.01, 0, 0, 0, {});
    },
  });
  // Friesengiebel: front gable dormer over the door
  const gx = 5,
    gw = 4;
  b.box(gx, 0, -0.3, gw, Ht + 2.2, 1.2, { front: m.front, side: m.side });
  bricks(b, gx, 0, gw, Ht + 2.2, m.front, { z: -0.3, step: 0.25 });
  b.poly(
    [
      [gx, Ht + 2.2, -0.3],
      [gx + gw, Ht + 2.2, -0.3],
      [gx + gw / 2, Ht + 4.3, -0.3],
    ],
    m.front,
  );
  door(b, gx + gw / 2 - 0.6, 0.1, 1.2, 2.2, o.door ?? '#2f5d7a', {
    z: -0.3,
    transom: true,
    stepCol: '#a9a398',
  });
  win(b, gx + gw / 2 - 0.6, Ht + 0.5, 1.2, 1.3, { z: -0.3, frame: '#ffffff', grid: 2 });
  roofGableZ(b, gx, Ht + 2.2, -0.3, gw, 4, 2.1, thatch, {
    thatch: true,
    oh: 0.5,
    thick: 0.4,
    barge: dark(thatch, 0.2),
  });
  chimney(b, w - 3.2, Ht + 4.6, d / 2, 0.8, 1.3, '#9a4a3a');
  b.fp = [0, 0, w, d];
  b.h = 6;
  return b;
};

B.brickFarmhouse = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.22 });
  // barn behind-left
  b.free(() => {});
  const Ht = house(b, {
    w: 17,
    d: 10,
    fl: [3.1, 0.6],
    plinth: { h: 0.5, col: '#77716a' },
    wall: o.brick ?? '#a6553f',
    tex: 'brick',
    winAt: (i) =>
      i === 0 ? { n: 6, w: 1.1, h: 1.5, frame: '#f4efe4', grid: 2, arch: 0.25, sill: 0.7 } : null,
    door: { k: 2, w: 1.3, h: 2.3, col: o.door ?? '#3a5a48', transom: false },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 5.2,
      col: o.roof ?? '#9c4b36',
      courses: 11,
      before: () => chimney(b, 11, 6, 4.6, 0.9, 2.6, '#8f4634'),
    },
  });
  // dormer
  const dx = 7.3;
  b.box(dx, Ht + 0.8, 1.2, 2.4, 1.7, 1, M(c, '#a6553f'));
  win(b, dx + 0.5, Ht + 0.95, 1.4, 1.3, { z: 1.2, frame: '#f4efe4', sill: false });
  roofGableZ(b, dx, Ht + 2.5, 1.2, 2.4, 2, 1.1, o.roof ?? '#9c4b36', { oh: 0.2, courses: 3 });
  // side wing / barn
  const bm = M(c, '#8e6a4e');
  b.box(17.6, 0, 2, 7, 4.5, 8, { front: bm.front, side: bm.side });
  planks(b, 17.6, 0, 7, 4.5, bm.front, { z: 2 });
  b.F(19.5, 0, 3, 3.4, dark(bm.front, 0.3), 2);
  roofGableZ(b, 17.6, 4.5, 2, 7, 8, 3.4, '#6b6058', {
    courses: 6,
    wall: bm.front,
    barge: '#6b6058',
  });
  b.fp = [0, 0, 24.6, 10];
  b.h = 6;
  return b;
};

B.chalet = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.24 });
  const w = 13,
    d = 12;
  const pm = M(c, '#f1ece2'),
    wm = M(c, o.wood ?? '#9a6a43');
  b.box(0, 0, 0, w, 3.2, d, { front: pm.front, side: pm.side });
  b.box(0, 3.2, 0, w, 3.0, d, { front: wm.front, side: wm.side });
  planks(b, 0, 3.2, w, 3.0, wm.front, { horizontal: true, step: 0.3 });
  b.poly(
    [
      [0, 6.2, 0],
      [w, 6.2, 0],
      [w / 2, 9.6, 0],
    ],
    wm.front,
  );
  planks(b, 0.3, 6.2, w - 0.6, 3.0, wm.front, { step: 0.3 });
  b.poly(
    [
      [w, 6.2, 0],
      [w, 6.2, d],
      [w, 9.6, d / 2],
    ],
    wm.side,
  );
  [1.5, 4.3, 8.1, 10.9].forEach((x, k) =>
    k === 2
      ? door(b, x - 0.1, 0.15, 1.3, 2.4, '#6e4a2e', { frame: '#f1ece2' })
      : win(b, x - 0.55, 0.9, 1.1, 1.4, { frame: '#ffffff', shutter: '#7a2f2a', grid: 2 }),
  );
  [1.6, 4.6, 7.4, 10.4].forEach((x) =>
    win(b, x - 0.5, 3.9, 1.0, 1.4, { frame: '#f6efe4', shutter: '#7a2f2a', grid: 2 }),
  );
  win(b, w / 2 - 0.9, 6.7, 1.8, 1.6, { frame: '#f6efe4', grid: 2 });
  for (let j = 0; j < 3; j++) {
    sideWin(b, w, 1.5 + j * 3.8, 0.9, 1.1, 1.4, { frame: '#ffffff' });
    sideWin(b, w, 1.5 + j * 3.8, 3.9, 1.0, 1.4, { frame: '#f6efe4' });
  }
  // wraparound balcony with flower boxes
  balcony(b, -0.3, 3.3, w + 0.6, 1.4, {
    type: 'wood',
    rail: o.wood ?? '#8a5c38',
    rh: 1.0,
    slab: '#8a5c38',
  });
  for (let x = 0.2; x < w - 0.5; x += 2.6) {
    b.F(x, 4.1, 2.0, 0.35, c.tint('#6e4a2e'), -1.45);
    b.free(() => {
      for (let i = 0; i < 9; i++) {
        const P = b.P(x + 0.1 + i * 0.22, 4.5 + (i % 2) * 0.12, -1.45);
        b.add(
          `<circle cx="${f(P[0])}" cy="${f(P[1])}" r="0.17" fill="${c.tint(i % 3 ? '#c23a3a' : '#e35d4f')}"/>`,
        );
      }
    });
  }
  roofGableZ(b, 0, 6.2, 0, w, d, 3.4, o.roof ?? '#5d5550', {
    oh: 1.4,
    thick: 0.35,
    barge: '#7a5436',
    courses: 8,
  });
  b.fp = [0, 0, w, d];
  b.h = 8;
  return b;
};

B.blackForest = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.22 });
  const w = 15,
    d = 12;
  const pm = M(c, '#ece6da'),
    wm = M(c, '#4a3628');
  b.box(0, 0, 0, w, 3, d, { front: pm.front, side: pm.side });
  b.box(0, 3, 0, w, 2.8, d, { front: wm.front, side: wm.side });
  planks(b, 0, 3, w, 2.8, wm.front, { step: 0.3 });
  [1.2, 3.6, 6.0, 9.0, 11.4, 13.8].forEach((x, k) => {
    if (k === 3) door(b, x - 0.6, 0.15, 1.2, 2.3, '#5a3a26', { frame: '#ece6da' });
    else win(b, x - 0.5, 1.0, 1.0, 1.2, { frame: '#ffffff', shutter: '#8e2f2a', grid: 2 });
    win(b, x - 0.5, 3.8, 1.0, 1.2, { frame: '#efe6d6', grid: 2 });
  });
  for (let j = 0; j < 3; j++) sideWin(b, w, 1.5 + j * 3.8, 3.8, 1.0, 1.2, { frame: '#efe6d6' });
  // flower boxes
  b.free(() => {
    [1.2, 3.6, 6.0, 11.4, 13.8].forEach((x) => {
      for (let i = 0; i < 6; i++) {
        const P = b.P(x - 0.5 + i * 0.2, 3.75, -0.1);
        b.add(
          `<circle cx="${f(P[0])}" cy="${f(P[1])}" r="0.16" fill="${c.tint(i % 2 ? '#d24a3a' : '#e8744f')}"/>`,
        );
      }
    });
  });
  // huge half-hipped roof
  roofHip(b, 0, 5.8, 0, w, d, 7.4, '#5b4b3d', { oh: 1.2, k: 0.55, courses: 12 });
  b.fp = [0, 0, w, d];
  b.h = 9;
  return b;
};

B.cabin = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.22 });
  const w = 8,
    d = 6;
  const wm = M(c, '#6a4a33');
  b.box(0, 0, 0, w, 2.8, d, { front: wm.front, side: wm.side });
  for (let yy = 0.25; yy < 2.8; yy += 0.3) {
    b.pline(
      [
        [0, yy, 0],
        [w, yy, 0],
      ],
      dark(wm.front, 0.35),
      0.08,
    );
    b.pline(
      [
        [w, yy, 0],
        [w, yy, d],
      ],
      dark(wm.side, 0.3),
      0.08,
    );
  }
  for (let yy = 0.1; yy < 2.8; yy += 0.3) {
    b.F(-0.2, yy, 0.3, 0.22, c.tint('#7d5a3f'), 0);
    b.F(w - 0.1, yy, 0.3, 0.22, c.tint('#7d5a3f'), 0);
  }
  win(b, 0.9, 0.9, 1.1, 1.2, { frame: '#f1e8d6', grid: 2, shutter: '#3f5e4a' });
  door(b, 3.5, 0.2, 1.0, 2.1, '#3f5e4a', { frame: '#e9dcc2', step: false });
  win(b, 5.8, 0.9, 1.1, 1.2, { frame: '#f1e8d6', grid: 2, shutter: '#3f5e4a' });
  sideWin(b, w, 2.3, 0.9, 1.2, 1.2, { frame: '#f1e8d6' });
  roofGableX(b, 0, 2.8, 0, w, d, 3.2, '#7d6e55', {
    thatch: true,
    oh: 0.6,
    thick: 0.4,
    wall: wm.side,
    before: () => chimney(b, 5.8, 3.6, 3, 0.6, 2.4, '#8a7d6d'),
  });
  // jetty
  b.ground(() => {
    b.T(2.5, 0.05, -4.5, 2.2, 4.5, c.tint('#8a6b4d'));
    for (let zz = -4.5; zz < 0; zz += 0.4)
      b.pline(
        [
          [2.5, 0.06, zz],
          [4.7, 0.06, zz],
        ],
        dark(c.tint('#8a6b4d'), 0.3),
        0.04,
      );
  });
  b.fp = [0, 0, w, d];
  b.h = 4;
  return b;
};

B.finca = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.25 });
  const stone = o.stone ?? '#d8c19c';
  // main two-storey volume
  house(b, {
    w: 12,
    d: 9,
    fl: [3.2, 3.0],
    wall: stone,
    tex: 'stone',
    win: { n: 3, w: 1.0, h: 1.3, frame: '#efe6d6', shutter: o.shutter ?? '#5e7d5a' },
    winAt: (i) => ({
      n: 3,
      w: 1.0,
      h: i ? 1.3 : 1.6,
      frame: '#efe6d6',
      shutter: o.shutter ?? '#5e7d5a',
      sill: i ? 0.8 : 0.7,
    }),
    door: { k: 1, w: 1.3, h: 2.4, col: '#7a5236', arch: true },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 2.4,
      col: o.roof ?? TERRA,
      courses: 6,
      oh: 0.35,
      before: () => chimney(b, 8.5, 6, 4, 0.8, 2.2, stone),
    },
  });
  // lower wing with pergola
  const wm = M(c, stone);
  b.box(12, 0, 2, 7, 3.4, 7, { front: wm.front, side: wm.side });
  stones(b, 12, 0, 7, 3.4, wm.front, { z: 2 });
  win(b, 13.2, 0.2, 2.0, 2.4, { z: 2, frame: '#6e5138', arch: 0.9, glass: c.glassFill() });
  win(b, 16.4, 0.8, 1.0, 1.3, { z: 2, frame: '#efe6d6', shutter: o.shutter ?? '#5e7d5a' });
  b.free(() => {});
  roofGableX(b, 12, 3.4, 2, 7, 7, 1.8, o.roof ?? TERRA, { courses: 5, oh: 0.35, wall: wm.side });
  // pergola in front of wing
  const pg = M(c, '#8b6a4c');
  [12.3, 15.5, 18.6].forEach((x) => b.box(x, 0, -1, 0.22, 2.8, 0.22, pg));
  for (let x = 12.1; x < 19; x += 0.6) b.box(x, 2.8, -1.3, 0.12, 0.15, 3.3, pg);
  b.box(12.1, 2.8, -1.1, 6.9, 0.18, 0.2, pg);
  // pool + terrace
  b.ground(() => {
    b.T(-3, 0.02, -9, 24, 9, c.tint('#e3d3b7'));
    const pw = '#3fb2c4';
    b.T(1, 0.03, -7.5, 12, 4.5, c.tint('#f1e9da'));
    b.T(1.4, 0.04, -7.1, 11.2, 3.7, c.tint(pw));
    b.poly(
      [
        [1.4, 0.04, -3.4],
        [12.6, 0.04, -3.4],
        [12.6, 0.04, -3.9],
        [1.4, 0.04, -3.9],
      ],
      dark(c.tint(pw), 0.25),
    );
    for (let i = 0; i < 14; i++) {
      const x = 2 + c.rng.range(0, 9.5),
        z = -6.8 + c.rng.range(0, 2.6);
      b.pline(
        [
          [x, 0.05, z],
          [x + c.rng.range(0.6, 1.6), 0.05, z + c.rng.range(-0.2, 0.2)],
        ],
        light(c.tint(pw), 0.5),
        0.07,
        'stroke-linecap="round" stroke-opacity="0.7"',
      );
    }
  });
  b.fp = [0, 0, 19, 9];
  b.h = 6;
  return b;
};

B.tuscanFarm = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.24 });
  const stone = '#cdb28c';
  house(b, {
    w: 11,
    d: 8,
    fl: [3.0, 2.8],
    wall: stone,
    tex: 'stone',
    winAt: (i) => ({
      n: 3,
      w: 0.9,
      h: i ? 1.1 : 1.3,
      frame: '#c4b49b',
      shutter: '#7f7260',
      sill: i ? 0.8 : 0.9,
      skip: i ? [] : [],
    }),
    door: { k: 1, w: 1.3, h: 2.3, col: '#6b4f3a', arch: true },
    sideN: 1,
    roof: { type: 'gableX', h: 2.2, col: '#b06a4e', courses: 6, oh: 0.35 },
  });
  // plaster remnants & weathering (needs renovation)
  b.F(0.5, 1.2, 2.6, 1.6, c.tint('#e0d3bc'), 0, 'fill-opacity="0.7"');
  b.F(7.4, 3.9, 2.2, 1.3, c.tint('#e0d3bc'), 0, 'fill-opacity="0.6"');
  // tower (colombaia)
  const tm = M(c, stone);
  b.box(8, 0, 2, 3.4, 8.4, 3.4, tm);
  stones(b, 8, 5.8, 3.4, 2.6, tm.front, { z: 2 });
  win(b, 9.1, 6.3, 1.2, 1.3, { z: 2, arch: true, frame: '#bda98e', bars: false });
  roofHip(b, 8, 8.4, 2, 3.4, 3.4, 1.4, '#a8644a', { oh: 0.3, courses: 3 });
  b.fp = [0, 0, 11.4, 8];
  b.h = 7;
  return b;
};

B.algarveVilla = (c) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.24 });
  const wm = M(c, '#f7f5f0');
  b.box(0, 0, 0, 16, 3.4, 10, { front: wm.front, side: wm.side });
  b.box(4, 3.4, 2, 9, 3.2, 7, { front: wm.front, side: wm.side });
  b.F(0.8, 0.2, 6.5, 2.8, c.glassFill());
  for (let k = 1; k < 4; k++) b.F(0.8 + k * 1.62, 0.2, 0.07, 2.8, '#e9e5dc');
  door(b, 9, 0.2, 1.2, 2.5, '#2a3b4a', { frame: '#2a3b4a', step: false });
  win(b, 11.5, 0.8, 3.2, 1.8, { frame: '#e9e5dc', mh: false });
  b.F(5, 3.9, 4.5, 2.2, c.glassFill(), 2);
  b.F(10.3, 3.9, 2, 2.2, c.glassFill(), 2);
  sideWin(b, 16, 2, 0.9, 5, 1.8, { frame: '#e9e5dc' });
  sideWin(b, 13, 3.5, 3.9, 2.5, 1.8, { frame: '#e9e5dc' });
  roofFlat(b, 0, 3.4, 0, 16, 10, { col: '#f7f5f0', ph: 0.5 });
  roofFlat(b, 4, 6.6, 2, 9, 7, { col: '#f7f5f0', ph: 0.4 });
  // chimney (algarvian)
  chimney(b, 11, 7, 6, 0.9, 1.8, '#f7f5f0');
  // pergola
  const pg = M(c, '#c49a6c');
  for (let x = 0; x < 8; x += 0.5) b.box(x, 3.1, -2.3, 0.1, 0.14, 2.3, pg);
  [0.1, 7.8].forEach((x) => b.box(x, 0, -2.2, 0.2, 3.1, 0.2, pg));
  b.ground(() => {
    b.T(-2, 0.02, -7, 20, 7, c.tint('#eadcc4'));
    b.T(1, 0.03, -6, 13, 3.2, c.tint('#f7f1e6'));
    b.T(1.3, 0.04, -5.7, 12.4, 2.6, c.tint('#3ec1c9'));
    for (let i = 0; i < 10; i++) {
      const x = 2 + c.rng.range(0, 10);
      const z = -5.5 + c.rng.range(0, 2.2);
      b.pline(
        [
          [x, 0.05, z],
          [x + 1, 0.05, z],
        ],
        '#bff1f2',
        0.07,
        'stroke-opacity="0.6"',
      );
    }
  });
  b.fp = [0, 0, 16, 10];
  b.h = 6;
  return b;
};

B.mas = (c) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.22 });
  const stone = '#dcc6a2';
  house(b, {
    w: 15,
    d: 9,
    fl: [3.2, 2.9],
    wall: stone,
    tex: 'stone',
    win: { n: 4, w: 1.0, h: 1.4, frame: '#efe5d3', shutter: '#8fa7b5' },
    winAt: (i) => ({
      n: 4,
      w: 1.0,
      h: i ? 1.3 : 1.6,
      frame: '#efe5d3',
      shutter: '#8fa7b5',
      sill: i ? 0.8 : 0.8,
    }),
    door: { k: 2, w: 1.4, h: 2.4, col: '#8fa7b5', arch: 0.4 },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 2.3,
      col: '#c0714f',
      courses: 6,
      oh: 0.35,
      before: () => chimney(b, 3, 6, 3.5, 0.8, 1.8, stone),
    },
  });
  // lower annex
  const am = M(c, '#d3bb95');
  b.box(-6, 0, 1.5, 6, 3.3, 7.5, { front: am.front, side: am.side });
  stones(b, -6, 0, 6, 3.3, am.front, { z: 1.5 });
  win(b, -4.6, 0.2, 2.2, 2.5, { z: 1.5, arch: 1.1, frame: '#8fa7b5', glass: c.glassFill() });
  roofGableX(b, -6, 3.3, 1.5, 6, 7.5, 1.6, '#c0714f', { courses: 4, oh: 0.3 });
  b.fp = [-6, 0, 15, 9];
  b.h = 6;
  return b;
};

B.stiltHouse = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.22 });
  const y0 = 3.8;
  const pm = M(c, '#8d7257');
  // stilts
  for (const [x, z] of [
    [0.3, 0.3],
    [4, 0.3],
    [7.7, 0.3],
    [0.3, 6.7],
    [4, 6.7],
    [7.7, 6.7],
  ]) {
    if (z > 5 && x < 5) continue;
    b.box(x, 0, z, 0.35, y0, 0.35, pm);
  }
  for (const [x0, x1] of [
    [0.3, 4],
    [4, 8],
  ]) {
    b.pline(
      [
        [x0, 0.4, 0.45],
        [x1, y0 - 0.3, 0.45],
      ],
      pm.front,
      0.12,
    );
    b.pline(
      [
        [x1, 0.4, 0.45],
        [x0, y0 - 0.3, 0.45],
      ],
      pm.front,
      0.12,
    );
  }
  // platform
  b.box(-1.5, y0, -1.5, 11, 0.3, 9, { front: pm.front, side: pm.side, top: c.tint('#a48767') });
  const hm = M(c, '#b79a78');
  b.box(0, y0 + 0.3, 0, 8, 3.2, 7, { front: hm.front, side: hm.side });
  planks(b, 0, y0 + 0.3, 8, 3.2, hm.front, { step: 0.25 });
  win(b, 0.7, y0 + 0.9, 2.6, 1.8, { frame: '#f3eee4' });
  door(b, 4.2, y0 + 0.35, 1.2, 2.4, '#3d6a8a', { step: false });
  win(b, 6.0, y0 + 1.2, 1.2, 1.3, { frame: '#f3eee4' });
  sideWin(b, 8, 2.5, y0 + 1.1, 1.8, 1.4, { frame: '#f3eee4' });
  balcony(b, -1.5, y0 + 0.3, 11, 0, {
    type: 'wood',
    rail: '#f3eee4',
    rh: 1.0,
    slab: '#8d7257',
    z: -1.5,
  });
  roofGableZ(b, 0, y0 + 3.5, 0, 8, 7, 3.0, '#4f565e', {
    oh: 0.5,
    courses: 7,
    wall: hm.front,
    barge: '#f3eee4',
    gableWin: () => win(b, 3.4, y0 + 3.9, 1.2, 1.1, { frame: '#f3eee4' }),
  });
  // stairs
  for (let i = 0; i < 10; i++)
    b.box(9.6 + i * 0.45, y0 - i * 0.38, -1.4, 0.45, 0.12, 1.2, M(c, '#a48767'));
  b.pline(
    [
      [9.6, y0 + 1, -1.4],
      [14.1, 0.6, -1.4],
    ],
    c.tint('#f3eee4'),
    0.1,
  );
  b.fp = [-1.5, 0, 9.5, 7.5];
  b.h = 8;
  return b;
};

B.captainHouse = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.24 });
  const w = 14,
    d = 9;
  const wall = o.wall ?? '#f2ede3';
  const m = M(c, wall);
  b.box(0, 0, 0, w, 3.0, d, { front: m.front, side: m.side });
  b.box(0, 0, 0, w, 0.5, d, M(c, '#8a8278'));
  [1.3, 3.4, 9.6, 11.8].forEach((x) =>
    win(b, x - 0.55, 0.9, 1.1, 1.4, { frame: '#ffffff', grid: 3, shutter: o.shutter }),
  );
  // famous Darß door with sunburst
  const dx = 6.1,
    dwid = 1.8;
  const bl = c.tint('#2f5e8e');
  b.F(dx - 0.3, 0.2, dwid + 0.6, 2.9, c.tint('#ffffff'));
  b.F(dx, 0.25, dwid, 2.3, bl);
  b.F(dx + dwid / 2 - 0.03, 0.25, 0.06, 2.3, dark(bl, 0.4));
  for (let k = 0; k < 2; k++) {
    const px = dx + (k * dwid) / 2;
    b.F(px + 0.15, 0.45, dwid / 2 - 0.3, 0.8, dark(bl, 0.2));
    b.F(px + 0.15, 1.4, dwid / 2 - 0.3, 0.9, light(bl, 0.1));
    b.poly(
      [
        [px + 0.45, 1.5, 0],
        [px + 0.6, 1.85, 0],
        [px + 0.45, 2.2, 0],
        [px + 0.3, 1.85, 0],
      ],
      c.tint('#f4efe6'),
    );
  }
  b.F(dx, 2.55, dwid, 0.45, c.tint('#f4efe6'));
  for (let i = 0; i < 7; i++) {
    const a = (Math.PI * (i + 0.5)) / 7;
    b.pline(
      [
        [dx + dwid / 2, 2.56, 0],
        [dx + dwid / 2 + Math.cos(a) * 0.8, 2.56 + Math.sin(a) * 0.42, 0],
      ],
      bl,
      0.06,
    );
  }
  b.box(dx - 0.5, 0, -0.6, dwid + 1, 0.25, 0.6, M(c, '#a9a398'));
  for (let j = 0; j < 2; j++) sideWin(b, w, 2 + j * 4, 0.9, 1.1, 1.4, { frame: '#ffffff' });
  const th = o.thatch ?? '#87775a';
  roofGableX(b, 0, 3, 0, w, d, 5.6, th, {
    thatch: true,
    oh: 0.7,
    thick: 0.5,
    wall: m.side,
    before: () => chimney(b, 3.2, 6, d / 2, 0.8, 2.8, '#9b5a46'),
  });
  // eyebrow dormer (Fledermausgaube)
  b.free(() => {});
  const ey = 5.6,
    ez = 2.2;
  b.poly(
    [
      [5.2, ey, ez],
      [8.8, ey, ez],
      [7.9, ey + 0.9, ez + 0.4],
      [6.1, ey + 0.9, ez + 0.4],
    ],
    dark(c.tint(th), 0.35),
  );
  win(b, 6.4, ey + 0.05, 1.2, 0.7, { z: ez, frame: '#ffffff', mh: false, sill: false });
  // hollyhocks
  b.free(() => {
    for (let k = 0; k < 7; k++) {
      const x = 0.2 + k * 0.45 + (k > 3 ? 9.6 : 0);
      const P0 = b.P(x, 0, -0.4),
        P1 = b.P(x, 1.9 + (k % 3) * 0.3, -0.4);
      b.add(
        `<line x1="${f(P0[0])}" y1="${f(P0[1])}" x2="${f(P1[0])}" y2="${f(P1[1])}" stroke="${c.tint('#5f7a48')}" stroke-width="0.08"/>`,
      );
      for (let i = 0; i < 4; i++)
        b.add(
          `<circle cx="${f(P1[0] + (i % 2 ? 0.1 : -0.1))}" cy="${f(P1[1] + i * 0.35)}" r="0.16" fill="${c.tint(k % 2 ? '#d6708a' : '#f1a3b4')}"/>`,
        );
    }
  });
  b.fp = [0, 0, w, d];
  b.h = 6;
  return b;
};

B.reedCottage = (c, o = {}) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.24 });
  const w = 11,
    d = 8;
  const m = M(c, o.wall ?? '#f4f1ea');
  b.box(0, 0, 0, w, 2.8, d, { front: m.front, side: m.side });
  b.box(0, 0, 0, w, 0.45, d, M(c, '#8b4b3e'));
  [1.3, 3.3, 7.7, 9.7].forEach((x) =>
    win(b, x - 0.55, 0.8, 1.1, 1.35, {
      frame: '#ffffff',
      grid: 2,
      shutter: o.shutter ?? '#3f6b5a',
    }),
  );
  door(b, 5, 0.2, 1.1, 2.2, o.door ?? '#3f6b5a', { transom: true });
  sideWin(b, w, 3.3, 0.8, 1.2, 1.3, { frame: '#ffffff' });
  roofHip(b, 0, 2.8, 0, w, d, 5.2, o.thatch ?? '#8f7f60', {
    thatch: true,
    oh: 0.7,
    k: 0.6,
    before: () => chimney(b, 7.5, 5, 4, 0.7, 3.4, '#8b4b3e'),
  });
  b.fp = [0, 0, w, d];
  b.h = 5;
  return b;
};

B.officeGlass = (c) => {
  const b = new Bld(c, { DX: 0.55, DY: 0.2 });
  // low block
  const frame = c.tint('#c7ccd1');
  const mk = (x, y, z, w, h, d, rows, cols, glassCol) => {
    const g1 = c.id('gf');
    const gc = c.tint(glassCol);
    c.defs.push(
      `<linearGradient id="${g1}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light(gc, 0.25)}"/><stop offset="0.5" stop-color="${gc}"/><stop offset="0.55" stop-color="${light(gc, 0.3)}"/><stop offset="1" stop-color="${dark(gc, 0.35)}"/></linearGradient>`,
    );
    b.box(x, y, z, w, h, d, {
      front: `url(#${g1})`,
      side: c.sideLit ? light(gc, 0.1) : dark(gc, 0.35),
    });
    for (let i = 0; i <= rows; i++) {
      const yy = y + (h * i) / rows;
      b.pline(
        [
          [x, yy, z],
          [x + w, yy, z],
          [x + w, yy, z + d],
        ],
        frame,
        i % 1 ? 0.06 : 0.18,
      );
    }
    for (let k = 0; k <= cols; k++)
      b.pline(
        [
          [x + (w * k) / cols, y, z],
          [x + (w * k) / cols, y + h, z],
        ],
        frame,
        0.08,
      );
    for (let k = 1; k < Math.round((cols * d) / w); k++)
      b.pline(
        [
          [x + w, y, z + (d * k) / Math.round((cols * d) / w)],
          [x + w, y + h, z + (d * k) / Math.round((cols * d) / w)],
        ],
        frame,
        0.06,
      );
    b.box(x - 0.2, y + h, z - 0.2, w + 0.4, 0.5, d + 0.4, M(c, '#d9dcdf'));
    if (c.pal.lit)
      for (let i = 0; i < rows; i++)
        for (let k = 0; k < cols; k++)
          if (c.rng.chance(0.45))
            b.F(
              x + (w * k) / cols + 0.1,
              y + (h * i) / rows + 0.1,
              w / cols - 0.2,
              h / rows - 0.2,
              'url(#glassLit)',
              z,
              'fill-opacity="0.85"',
            );
  };
  mk(0, 0, 4, 12, 14.4, 12, 6, 6, '#6f93ad');
  mk(12, 0, 0, 20, 10.8, 14, 4, 10, '#7fa1b5');
  // entrance canopy
  const cm = M(c, '#e8eaec');
  b.box(14, 3.4, -3, 8, 0.35, 3, cm);
  b.box(14.2, 0, -2.8, 0.18, 3.4, 0.18, cm);
  b.box(21.6, 0, -2.8, 0.18, 3.4, 0.18, cm);
  // solar panels roof
  for (let k = 0; k < 6; k++)
    b.poly(
      [
        [13 + k * 3, 11.3, 3],
        [15.5 + k * 3, 11.3, 3],
        [15.5 + k * 3, 12.2, 6],
        [13 + k * 3, 12.2, 6],
      ],
      c.tint('#31405a'),
    );
  b.fp = [0, 0, 32, 16];
  b.h = 12;
  return b;
};

B.speicher = (c) => {
  const b = new Bld(c, { DX: 0.45, DY: 0.16 });
  const brick = '#9c4a38';
  const m = M(c, brick);
  const w = 26,
    d = 16,
    Ht = 22;
  b.box(0, 0, 0, w, Ht, d, { front: m.front, side: m.side });
  bricks(b, 0, 0, w, Ht, m.front, { side: [w, 0, d], step: 0.45 });
  // sandstone base
  b.box(-0.1, 0, -0.1, w + 0.2, 2.2, d + 0.2, M(c, '#b39d80'));
  const cols = [2.2, 5.4, 8.6, 13, 17.4, 20.6, 23.8];
  for (let i = 0; i < 6; i++) {
    const y = 3 + i * 3.1;
    cols.forEach((x, k) => {
      if (k === 3) {
        b.F(x - 1, y, 2, 2.4, c.tint('#2f4d45'), 0);
        b.F(x - 0.05, y, 0.1, 2.4, dark(c.tint('#2f4d45'), 0.4));
        return;
      }
      win(b, x - 0.6, y + 0.2, 1.2, 1.9, { frame: '#d9cfbf', arch: 0.35, t: 0.1, bars: false });
    });
    for (let j = 0; j < 4; j++)
      sideWin(b, w, 1.5 + j * 3.8, y + 0.2, 1.2, 1.9, { frame: '#d9cfbf', arch: true });
  }
  // winch beam
  b.box(12.6, Ht - 1.4, -1.5, 0.8, 0.5, 1.5, M(c, '#3b3f45'));
  // stepped gothic gables
  const gm = m;
  const gable = (x, gw, gh) => {
    b.poly(
      [
        [x, Ht, 0],
        [x + gw, Ht, 0],
        [x + gw, Ht + gh * 0.35, 0],
        [x + gw * 0.8, Ht + gh * 0.35, 0],
        [x + gw * 0.8, Ht + gh * 0.65, 0],
        [x + gw * 0.62, Ht + gh * 0.65, 0],
        [x + gw * 0.62, Ht + gh, 0],
        [x + gw * 0.38, Ht + gh, 0],
        [x + gw * 0.38, Ht + gh * 0.65, 0],
        [x + gw * 0.2, Ht + gh * 0.65, 0],
        [x + gw * 0.2, Ht + gh * 0.35, 0],
        [x, Ht + gh * 0.35, 0],
      ],
      gm.front,
    );
    win(b, x + gw / 2 - 0.5, Ht + 0.6, 1.0, 1.6, { arch: true, frame: '#d9cfbf', bars: false });
  };
  const rf = c.tint('#6f9b8a');
  b.poly(
    [
      [0, Ht, 0],
      [w, Ht, 0],
      [w, Ht + 5, d / 2],
      [0, Ht + 5, d / 2],
    ],
    rf,
  );
  b.poly(
    [
      [w, Ht, 0],
      [w, Ht, d],
      [w, Ht + 5, d / 2],
    ],
    c.sideLit ? light(rf, 0.05) : dark(rf, 0.2),
  );
  courses(
    b,
    [0, Ht, 0],
    [w, Ht, 0],
    [0, Ht + 5, d / 2],
    [w, Ht + 5, d / 2],
    8,
    dark(rf, 0.3),
    0.06,
  );
  gable(8, 10, 7);
  // corner turret
  const tm = M(c, brick);
  b.box(w - 3, Ht, -0.5, 3, 3, 3, tm);
  b.poly(
    [
      [w - 3.2, Ht + 3, -0.7],
      [w + 0.2, Ht + 3, -0.7],
      [w - 1.5, Ht + 7.5, 1],
    ],
    rf,
  );
  b.poly(
    [
      [w + 0.2, Ht + 3, -0.7],
      [w + 0.2, Ht + 3, 2.7],
      [w - 1.5, Ht + 7.5, 1],
    ],
    dark(rf, 0.2),
  );
  b.fp = [0, 0, w, d];
  b.h = 20;
  return b;
};

B.norderneyVilla = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.18 });
  const Ht = house(b, {
    w: 20,
    d: 14,
    fl: [3.6, 3.3, 3.3, 3.1],
    plinth: { h: 0.7, col: '#c4bcb0' },
    wall: '#f6f3ec',
    win: { n: 7, w: 1.15, h: 2.0, frame: '#ffffff', lintel: '#ffffff' },
    winAt: (i) => ({
      n: 7,
      w: 1.15,
      h: i === 3 ? 1.6 : 2.0,
      frame: '#ffffff',
      lintel: i < 3 ? '#ffffff' : null,
      ped: i === 1 ? '#ffffff' : null,
    }),
    door: { k: 3, w: 1.6, h: 2.8, col: '#1f3550', transom: true },
    sideN: 4,
    bands: { col: '#ffffff' },
    roof: { type: 'flat', col: '#f6f3ec', ph: 0.9 },
    extra: () => {
      for (let i = 1; i < 4; i++) {
        const y = 0.7 + [0, 3.6, 6.9, 10.2][i];
        balcony(b, 0.7, y, 4.2, 1.2, { type: 'iron', slab: '#ffffff' });
        balcony(b, 15.1, y, 4.2, 1.2, { type: 'iron', slab: '#ffffff' });
      }
      balcony(b, 7.4, 0.7 + 3.6, 5.2, 1.5, { type: 'iron', slab: '#ffffff' });
    },
  });
  // central attic pediment
  b.poly(
    [
      [6, Ht + 0.9, 0],
      [14, Ht + 0.9, 0],
      [10, Ht + 3.2, 0],
    ],
    M(c, '#ffffff').front,
  );
  b.poly(
    [
      [6.6, Ht + 1.1, 0],
      [13.4, Ht + 1.1, 0],
      [10, Ht + 2.8, 0],
    ],
    dark(M(c, '#ffffff').front, 0.08),
  );
  b.h = Ht + 1;
  return b;
};

B.islandHoliday = (c) => {
  const b = new Bld(c, { DX: 0.5, DY: 0.24 });
  house(b, {
    w: 10,
    d: 8,
    fl: [2.9, 1.0],
    plinth: { h: 0.4, col: '#8f8a82' },
    wall: '#e9eef0',
    tex: 'planks',
    horizontal: true,
    winAt: (i) => (i === 0 ? { n: 3, w: 1.3, h: 1.5, frame: '#ffffff', sill: 0.6 } : null),
    door: { k: 1, w: 1.1, h: 2.2, col: '#c0573e' },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 3.8,
      col: '#a34b3a',
      courses: 8,
      before: () => chimney(b, 7.2, 5, 4, 0.6, 1.8, '#ffffff'),
    },
  });
  // roof dormer
  b.box(3.8, 4.9, 1.4, 2.4, 1.5, 1, M(c, '#e9eef0'));
  win(b, 4.3, 5.05, 1.4, 1.1, { z: 1.4, frame: '#ffffff', sill: false });
  roofGableZ(b, 3.8, 6.4, 1.4, 2.4, 1.8, 1.0, '#a34b3a', { oh: 0.2, courses: 3 });
  // deck
  b.ground(() => {
    b.T(-1.2, 0.1, -2.4, 12.4, 2.4, c.tint('#b59a79'));
    for (let x = -1.2; x < 11.2; x += 0.35)
      b.pline(
        [
          [x, 0.11, -2.4],
          [x, 0.11, 0],
        ],
        dark(c.tint('#b59a79'), 0.2),
        0.04,
      );
  });
  b.fp = [0, 0, 10, 8];
  b.h = 5;
  return b;
};

B.rowOfHouses = (c, n) => {
  const b = new Bld(c, { DX: 0.3, DY: 0.06 });
  const cols = [
    '#e7d7bd',
    '#c9d1c4',
    '#e2c6a8',
    '#d9dde0',
    '#ead9c9',
    '#c7b39a',
    '#e3e0d5',
    '#b9c4c9',
  ];
  let x = 0;
  for (let i = 0; i < n; i++) {
    const w = c.rng.range(6, 9),
      fl = c.rng.int(2, 4),
      col = cols[i % cols.length];
    const m = M(c, col),
      fh = 3;
    const Ht = fl * fh + 0.6;
    b.F(x, 0, w, Ht, m.front);
    const nw = w > 7.5 ? 3 : 2;
    for (let f2 = 0; f2 < fl; f2++)
      for (let k = 0; k < nw; k++) {
        const cx = x + (w * (k + 0.5)) / nw;
        if (f2 === 0 && k === 0)
          door(
            b,
            cx - 0.55,
            0.2,
            1.1,
            2.3,
            c.rng.pick(['#2f4d45', '#243552', '#7a3b2e', '#3f5e70']),
            { step: false },
          );
        else win(b, cx - 0.6, 0.6 + f2 * fh + 0.7, 1.2, 1.7, { frame: '#f6f2ea' });
      }
    const type = c.rng.pick(['gable', 'step', 'flat', 'gable']);
    const rc = c.tint(c.rng.pick(['#5b6470', '#9c4b36', '#6f6760', '#4f5966']));
    if (type === 'gable') {
      b.poly(
        [
          [x - 0.2, Ht, 0],
          [x + w + 0.2, Ht, 0],
          [x + w / 2, Ht + w * 0.55, 0],
        ],
        rc,
      );
      b.poly(
        [
          [x + 0.6, Ht, 0],
          [x + w - 0.6, Ht, 0],
          [x + w / 2, Ht + w * 0.55 - 0.9, 0],
        ],
        m.front,
      );
      win(b, x + w / 2 - 0.5, Ht + 0.5, 1.0, 1.3, { frame: '#f6f2ea' });
    } else if (type === 'step') {
      const st = [
        [0, 0.35],
        [0.15, 0.3],
        [0.3, 0.25],
        [0.4, 0.1],
      ];
      b.poly(
        [
          [x, Ht, 0],
          [x + w, Ht, 0],
          [x + w, Ht + 1, 0],
          [x + w * 0.8, Ht + 1, 0],
          [x + w * 0.8, Ht + 2.4, 0],
          [x + w * 0.6, Ht + 2.4, 0],
          [x + w * 0.6, Ht + 3.6, 0],
          [x + w * 0.4, Ht + 3.6, 0],
          [x + w * 0.4, Ht + 2.4, 0],
          [x + w * 0.2, Ht + 2.4, 0],
          [x + w * 0.2, Ht + 1, 0],
          [x, Ht + 1, 0],
        ],
        m.front,
      );
      void st;
    } else {
      b.box(x - 0.2, Ht, -0.2, w + 0.4, 0.5, 0.2, M(c, light(col, 0.3)));
      b.poly(
        [
          [x, Ht + 0.5, 0],
          [x + w, Ht + 0.5, 0],
          [x + w - 0.4, Ht + 2, 1.2],
          [x + 0.4, Ht + 2, 1.2],
        ],
        rc,
      );
    }
    x += w;
  }
  b.fp = [0, 0, x, 10];
  b.h = 0;
  return b;
};

// ───────────────────────────── composition helpers ─────────────────────────────
function placeBuilding(c, b, o = {}) {
  const bw = b.x1 - b.x0,
    bh = b.y1 - b.y0;
  const ref = Math.min(c.W, c.H * 1.4);
  const s = Math.min((c.H * (o.hf ?? 0.44)) / bh, (ref * (o.wf ?? 0.6)) / bw);
  const mir = c.mirror ? -1 : 1;
  const cxL = (b.x0 + b.x1) / 2;
  const tx = c.W * (o.cx ?? 0.5) - mir * cxL * s,
    ty = c.gy;
  c.T = { s, tx, ty, mir };
  const xa = tx + mir * b.x0 * s,
    xb = tx + mir * b.x1 * s;
  c.bx0 = Math.min(xa, xb);
  c.bx1 = Math.max(xa, xb);
  c.btop = ty + b.y0 * s;
  c.bbot = ty + b.y1 * s;
  c.toS = (x, y, z) => [tx + mir * s * (x + z * b.DX), ty + s * (-y - z * b.DY)];
  c.bw = c.bx1 - c.bx0;
  c.bh = c.gy - c.btop;
}
function buildingSvg(c, b, o = {}) {
  const { s, tx, ty, mir } = c.T;
  return `<g transform="translate(${f(tx)} ${f(ty)}) scale(${f(mir * s)} ${f(s)})">${b.g.join('')}${o.noShadow ? '' : contactShadow(b)}${b.o.join('')}</g>`;
}
function finish(c, o = {}) {
  const { W, H } = c;
  c.defs.push(
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${o.gf ?? 0.75}" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  c.defs.push(
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#141a28" stop-opacity="0"/><stop offset="1" stop-color="#141a28" stop-opacity="${o.vig ?? 0.22}"/></radialGradient>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  if (o.left) {
    c.defs.push(
      `<linearGradient id="leftdark" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#101826" stop-opacity="${o.left}"/><stop offset="0.38" stop-color="#101826" stop-opacity="${o.left * 0.55}"/><stop offset="0.62" stop-color="#101826" stop-opacity="0"/></linearGradient>`,
    );
    s += `<rect width="${W}" height="${H}" fill="url(#leftdark)"/>`;
  }
  if (o.grain !== false)
    s += `<rect width="${W}" height="${H}" filter="url(#grain)" style="mix-blend-mode:overlay" opacity="${o.go ?? 0.28}"/>`;
  return s;
}
function wrap(c, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${c.W}" height="${c.H}" viewBox="0 0 ${c.W} ${c.H}"><defs>${c.defs.join('')}</defs>${body}</svg>`;
}
const GRASS = '#8fa66a',
  MEADOW = '#a8b878',
  SAND = '#e8d6b0',
  DUNE = '#dcc79c',
  FOREST = '#4f6b4a',
  FIR = '#3d5a45';
function groundGrad(c, y0, y1, top, bot) {
  const id = c.id('gg');
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y0)}" x2="0" y2="${f(y1)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bot}"/></linearGradient>`,
  );
  return `url(#${id})`;
}
function treeLine(c, y, h, col, o = {}) {
  // bumpy row of tree crowns
  const { W, rng } = c;
  let s = '';
  let x = -20;
  while (x < W + 20) {
    const r = h * rng.range(0.35, 0.6);
    if (o.conifer) s += treeConifer(c, x, y + h * 0.1, h * rng.range(0.8, 1.3), col, { tiers: 4 });
    else s += `<circle cx="${f(x)}" cy="${f(y - r * 0.6)}" r="${f(r)}" fill="${col}"/>`;
    x += r * (o.conifer ? 0.9 : 1.2);
  }
  return (
    s +
    `<rect x="-2" y="${f(y - h * 0.05)}" width="${W + 4}" height="${f(h * 0.6)}" fill="${col}"/>`
  );
}
function skyline(c, y, hMin, hMax, col, o = {}) {
  const { W, rng } = c;
  let s = '';
  let x = -10;
  while (x < W + 10) {
    const w = c.u * rng.range(4, 10),
      h = rng.range(hMin, hMax);
    s += `<rect x="${f(x)}" y="${f(y - h)}" width="${f(w + 1)}" height="${f(h + 2)}" fill="${col}"/>`;
    if (rng.chance(0.3))
      s += `<polygon points="${f(x)},${f(y - h)} ${f(x + w)},${f(y - h)} ${f(x + w / 2)},${f(y - h - w * 0.4)}" fill="${col}"/>`;
    if (o.windows)
      for (let i = 0; i < 3; i++)
        s += `<rect x="${f(x + w * 0.2)}" y="${f(y - h + h * 0.2 + i * h * 0.22)}" width="${f(w * 0.6)}" height="${f(c.u * 0.25)}" fill="${o.windows}" opacity="0.35"/>`;
    x += w;
  }
  if (o.tv) s += tvTower(c, o.tv, y, o.tvH ?? y - c.H * 0.08, col);
  if (o.crane) s += crane(c, o.crane, y, c.u * 30, col);
  return s;
}
function tvTower(c, x, y, h, col) {
  const u = h / 100;
  const sphereY = y - h * 0.62;
  return (
    `<path d="M${f(x - u * 3.2)} ${f(y)} L${f(x - u * 1.2)} ${f(sphereY)} L${f(x + u * 1.2)} ${f(sphereY)} L${f(x + u * 3.2)} ${f(y)} Z" fill="${col}"/>` +
    `<circle cx="${f(x)}" cy="${f(sphereY - u * 4)}" r="${f(u * 5.6)}" fill="${col}"/>` +
    `<rect x="${f(x - u * 1)}" y="${f(sphereY - u * 14)}" width="${f(u * 2)}" height="${f(u * 6)}" fill="${col}"/>` +
    `<rect x="${f(x - u * 0.45)}" y="${f(y - h)}" width="${f(u * 0.9)}" height="${f(h * 0.3)}" fill="${col}"/>` +
    `<rect x="${f(x - u * 5.8)}" y="${f(sphereY - u * 4.6)}" width="${f(u * 11.6)}" height="${f(u * 1.2)}" fill="${light(col, 0.2)}" opacity="0.5"/>`
  );
}
function crane(c, x, y, h, col) {
  const sw = h * 0.012;
  return `<g stroke="${col}" stroke-width="${f(sw)}" fill="none"><path d="M${f(x)} ${f(y)} L${f(x)} ${f(y - h)} M${f(x - h * 0.25)} ${f(y - h * 0.88)} L${f(x + h * 0.7)} ${f(y - h * 0.88)} M${f(x)} ${f(y - h)} L${f(x + h * 0.7)} ${f(y - h * 0.88)} M${f(x)} ${f(y - h)} L${f(x - h * 0.25)} ${f(y - h * 0.88)} M${f(x + h * 0.5)} ${f(y - h * 0.88)} L${f(x + h * 0.5)} ${f(y - h * 0.5)}"/></g><rect x="${f(x - h * 0.04)}" y="${f(y - h * 0.02)}" width="${f(h * 0.08)}" height="${f(h * 0.02)}" fill="${col}"/>`;
}
function fenceRow(c, x0, x1, y0, y1, h, col) {
  let s = '';
  const n = Math.round(Math.abs(x1 - x0) / (c.u * 2.2));
  for (let i = 0; i <= n; i++) {
    const t = i / n,
      x = x0 + (x1 - x0) * t,
      y = y0 + (y1 - y0) * t,
      hh = h * (0.85 + 0.3 * c.rng.next());
    s += `<rect x="${f(x)}" y="${f(y - hh)}" width="${f(h * 0.09)}" height="${f(hh)}" fill="${col}"/>`;
  }
  return s;
}
function reeds(c, x0, x1, y, h, col) {
  let s = '';
  for (let x = x0; x < x1; x += c.u * 0.9)
    s += grassTuft(
      c,
      x + c.rng.range(-1, 1) * c.u,
      y + c.rng.range(-1, 1) * c.u * 0.5,
      h * c.rng.range(0.6, 1.1),
      col,
      4,
    );
  for (let i = 0; i < (x1 - x0) / (c.u * 4); i++) {
    const x = c.rng.range(x0, x1),
      hh = h * c.rng.range(0.9, 1.3);
    s += `<rect x="${f(x)}" y="${f(y - hh)}" width="${f(c.u * 0.35)}" height="${f(c.u * 1.4)}" rx="${f(c.u * 0.17)}" fill="${dark(col, 0.45)}"/>`;
  }
  return s;
}
function reflect(c, bsvg, yAxis, y0, op = 0.35) {
  const id = c.id('rc');
  c.defs.push(
    `<clipPath id="${id}"><rect x="0" y="${f(y0)}" width="${c.W}" height="${f(c.H - y0)}"/></clipPath>`,
  );
  const bl = c.id('rb');
  c.defs.push(
    `<filter id="${bl}"><feGaussianBlur stdDeviation="${f(c.u * 0.25)} ${f(c.u * 0.6)}"/></filter>`,
  );
  return `<g clip-path="url(#${id})" opacity="${op}"><g filter="url(#${bl})" transform="translate(0 ${f(2 * yAxis)}) scale(1 -1)">${bsvg}</g></g>`;
}

// ───────────────────────────── settings (background + foreground) ─────────────────────────────
const SET = {};
SET.city = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'puffy', cloudN: 3 });
  bg += skyline(c, c.gy, H * 0.12, H * 0.3, c.haze(SLATE, 0.72), {
    tv: o.tv ? c.bx1 + (W - c.bx1) * 0.5 : 0,
    tvH: H * 0.62,
    windows: o.windows ? '#ffd58a' : null,
  });
  bg += skyline(c, c.gy, H * 0.05, H * 0.18, c.haze(SLATE, 0.55), {
    windows: o.windows ? '#ffd58a' : null,
  });
  bg += `<rect x="-2" y="${f(c.gy - u * 3)}" width="${W + 4}" height="${f(H)}" fill="${c.tint('#cfc8bc')}"/>`;
  let fg = `<rect x="-2" y="${f(c.gy)}" width="${W + 4}" height="${f(u * 6)}" fill="${c.tint('#d9d3c7')}"/>`;
  for (let x = 0; x < W; x += u * 3)
    fg += `<rect x="${f(x)}" y="${f(c.gy)}" width="${f(u * 0.12)}" height="${f(u * 6)}" fill="${dark(c.tint('#d9d3c7'), 0.15)}"/>`;
  fg += `<rect x="-2" y="${f(c.gy + u * 6)}" width="${W + 4}" height="${f(u * 0.8)}" fill="${c.tint('#b8b1a4')}"/>`;
  fg += `<rect x="-2" y="${f(c.gy + u * 6.8)}" width="${W + 4}" height="${f(H)}" fill="${c.tint('#5b6068')}"/>`;
  for (let x = u * 2; x < W; x += u * 12)
    fg += `<rect x="${f(x)}" y="${f(c.gy + u * 12)}" width="${f(u * 6)}" height="${f(u * 0.6)}" fill="#eeeae2" opacity="0.7"/>`;
  const th = H * (o.treeH ?? 0.5);
  const tcol = c.tint(o.treeCol ?? '#7d9a5e');
  const lx = c.bx0 - u * 2,
    rx = c.bx1 + u * 2;
  if (o.trees !== false) {
    fg += lampPost(c, c.bx0 + u * 3, c.gy + u * 5.5, H * 0.2);
    fg += treeRound(c, lx, c.gy + u * 5, th, tcol, { wide: 0.3 });
    fg += treeRound(c, rx, c.gy + u * 5, th * 0.95, tcol, { wide: 0.3 });
    if (lx - W * 0.28 > -W * 0.1)
      fg += treeRound(c, lx - H * 0.38, c.gy + u * 5, th * 0.9, tcol, { wide: 0.3 });
    if (rx + H * 0.38 < W * 1.1)
      fg += treeRound(c, rx + H * 0.38, c.gy + u * 5, th * 0.9, tcol, { wide: 0.3 });
  }
  fg += bush(c, c.bx0 + c.bw * 0.15, c.gy + u * 1, u * 7, c.tint('#6f8c57'));
  return { bg, fg };
};
SET.suburb = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'puffy', cloudN: 4 });
  bg += ridge(c, c.hz - u * 2, u * 3, 1.5, c.haze(FOREST, 0.7));
  bg += treeLine(c, c.hz + u * 1, u * 6, c.haze(FOREST, 0.5));
  bg += `<rect x="-2" y="${f(c.hz + u * 1)}" width="${W + 4}" height="${H}" fill="${groundGrad(c, c.hz, H, c.tint(light(GRASS, 0.15)), c.tint(dark(GRASS, 0.12)))}"/>`;
  bg += treeRound(c, c.bx0 - u * 2, c.gy - c.bh * 0.35, H * 0.38, c.tint(c.haze('#6d8b55', 0.2)));
  bg += treeRound(c, c.bx1 + u * 6, c.gy - c.bh * 0.3, H * 0.42, c.tint(c.haze('#78935a', 0.2)));
  let fg = '';
  fg += bush(c, c.bx0 + u * 2, c.gy + u * 1, u * 9, c.tint('#6a8a52'));
  fg += bush(c, c.bx1 - u * 4, c.gy + u * 1.5, u * 8, c.tint('#718f55'));
  // path
  fg += `<path d="M${f(W * 0.46)} ${f(c.gy + u)} L${f(W * 0.52)} ${f(c.gy + u)} L${f(W * 0.6)} ${f(H)} L${f(W * 0.4)} ${f(H)} Z" fill="${c.tint('#d9cfbf')}" opacity="0.9"/>`;
  fg += treeRound(c, c.bx0 - u * 10, H * 0.98, H * 0.62, c.tint('#5f7f4b'));
  fg += treeRound(c, c.bx1 + u * 12, H * 1.0, H * 0.55, c.tint('#6b8850'));
  fg += flowers(
    c,
    0,
    W,
    c.gy + u * 4,
    H,
    [c.tint('#f2e6c9'), c.tint('#e8b4a0'), c.tint('#c7d98f')],
    40,
  );
  return { bg, fg };
};
SET.coast = (c, o) => {
  const { W, H, u, pal } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'puffy', cloudN: o.cloudN ?? 3 });
  if (o.cliffs) {
    const cx = o.cliffs === 'left' ? 0 : W;
    const dir = o.cliffs === 'left' ? 1 : -1;
    bg += `<path d="M${f(cx)} ${f(c.hz - u * 13)} Q${f(cx + dir * W * 0.15)} ${f(c.hz - u * 14)} ${f(cx + dir * W * 0.24)} ${f(c.hz - u * 9)} L${f(cx + dir * W * 0.3)} ${f(c.hz + 1)} L${f(cx)} ${f(c.hz + 1)} Z" fill="${c.haze('#f2efe6', 0.25)}"/>`;
    bg += `<path d="M${f(cx)} ${f(c.hz - u * 13)} Q${f(cx + dir * W * 0.15)} ${f(c.hz - u * 14)} ${f(cx + dir * W * 0.24)} ${f(c.hz - u * 9)} L${f(cx + dir * W * 0.14)} ${f(c.hz - u * 10.5)} L${f(cx)} ${f(c.hz - u * 11)} Z" fill="${c.haze('#5d7b4e', 0.4)}"/>`;
    for (let i = 0; i < 8; i++) {
      const x = cx + dir * W * c.rng.range(0.05, 0.25);
      bg += `<rect x="${f(x)}" y="${f(c.hz - u * 8)}" width="${f(u * 0.2)}" height="${f(u * c.rng.range(3, 7))}" fill="${c.haze('#d5d2c8', 0.3)}" opacity="0.7"/>`;
    }
  }
  const shore = c.hz + H * (o.seaDepth ?? 0.1);
  bg += water(c, c.hz, shore + u, {});
  if (o.pier) {
    const px = o.pier === 'left' ? W * 0.08 : W * 0.9,
      py = c.hz + u * 2;
    const ex = o.pier === 'left' ? W * 0.33 : W * 0.65;
    const col = c.haze('#6e5b4b', 0.35);
    bg += `<path d="M${f(ex)} ${f(shore)} L${f(px)} ${f(py)} L${f(px)} ${f(py - u * 0.5)} L${f(ex)} ${f(shore - u * 1.2)} Z" fill="${col}"/>`;
    for (let i = 0; i < 14; i++) {
      const t = i / 14;
      const x = ex + (px - ex) * t,
        y = shore + (py - shore) * t;
      bg += `<rect x="${f(x)}" y="${f(y - u * 0.2)}" width="${f(u * 0.2 * (1 - t * 0.6))}" height="${f(u * 1.6 * (1 - t * 0.6))}" fill="${col}"/>`;
    }
    bg += `<path d="M${f(px - u * 3)} ${f(py - u * 0.4)} L${f(px + u * 3)} ${f(py - u * 0.4)} L${f(px + u * 2.5)} ${f(py - u * 3)} L${f(px)} ${f(py - u * 4.5)} L${f(px - u * 2.5)} ${f(py - u * 3)} Z" fill="${c.haze('#f4f1ea', 0.2)}"/><path d="M${f(px - u * 2.8)} ${f(py - u * 3)} L${f(px)} ${f(py - u * 4.7)} L${f(px + u * 2.8)} ${f(py - u * 3)} Z" fill="${c.haze('#3f6f7a', 0.3)}"/>`;
  }
  if (o.boat) {
    const bx = W * o.boat,
      by = c.hz + u * 1.5;
    bg += `<path d="M${f(bx - u * 2)} ${f(by)} L${f(bx + u * 2)} ${f(by)} L${f(bx + u * 1.5)} ${f(by + u * 0.6)} L${f(bx - u * 1.5)} ${f(by + u * 0.6)} Z" fill="${c.haze(NAVY, 0.3)}"/><path d="M${f(bx)} ${f(by - u * 5)} L${f(bx)} ${f(by - u * 0.2)} L${f(bx + u * 2)} ${f(by - u * 0.3)} Z" fill="${c.haze('#ffffff', 0.1)}"/><path d="M${f(bx - u * 0.2)} ${f(by - u * 4)} L${f(bx - u * 0.2)} ${f(by - u * 0.3)} L${f(bx - u * 1.6)} ${f(by - u * 0.3)} Z" fill="${c.haze('#f0ebe0', 0.15)}"/>`;
  }
  // foam line + beach
  const sandCol = c.tint(o.sand ?? SAND);
  let beach = `M-2 ${f(shore)}`;
  for (let x = 0; x <= W + 20; x += W / 40)
    beach += ` L${f(x)} ${f(shore + Math.sin((x / W) * 14) * u * 0.4)}`;
  beach += ` L${W + 2} ${H + 2} L-2 ${H + 2} Z`;
  bg += `<path d="${beach}" fill="${groundGrad(c, shore, H, light(sandCol, 0.1), dark(sandCol, 0.08))}"/>`;
  bg += `<path d="${beach.replace(/ L[\d.]+ [\d.]+ L-2 [\d.]+ Z$/, '')}" fill="none" stroke="#ffffff" stroke-width="${f(u * 0.5)}" opacity="0.7"/>`;
  if (o.wet)
    bg += `<rect x="-2" y="${f(shore + u * 0.5)}" width="${W + 4}" height="${f(u * 2.5)}" fill="${pal.water[0]}" opacity="0.3"/>`;
  // dunes behind building
  const duneG = c.tint(o.duneGrass ?? '#9aa56e');
  if (o.dunes !== false) {
    bg += ridge(c, c.gy - u * 6, u * 3.5, 1.3, c.tint(DUNE), { oct: 2 });
    bg += ridge(c, c.gy - u * 3, u * 2.5, 2.2, mix(duneG, c.tint(DUNE), 0.35), { oct: 2 });
    for (let i = 0; i < 28; i++) {
      const x = c.rng.range(0, W);
      bg += grassTuft(
        c,
        x,
        c.gy - u * c.rng.range(2, 5),
        u * c.rng.range(2, 3.5),
        dark(duneG, 0.1),
      );
    }
  }
  let fg = '';
  fg += ridge(c, c.gy + u * 4, u * 2.5, 1.8, c.tint(light(o.fgGround ?? DUNE, 0.05)), { oct: 2 });
  for (let i = 0; i < 30; i++) {
    const x = c.rng.range(-0.02, 1.02) * W;
    const y = c.gy + u * c.rng.range(3.5, 12);
    fg += grassTuft(
      c,
      x,
      y,
      u * c.rng.range(3, 6) * (y / c.gy),
      c.rng.chance(0.5) ? duneG : light(duneG, 0.15),
      9,
    );
  }
  if (o.fence !== false)
    fg += fenceRow(c, W * 0.02, W * 0.3, c.gy + u * 9, c.gy + u * 14, u * 4, c.tint('#7b6650'));
  fg += birds(c, W * (c.lightLeft ? 0.75 : 0.25), c.hz * 0.4, 4);
  return { bg, fg };
};
SET.lake = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'streak', cloudN: 4 });
  bg += ridge(c, c.hz - u * 1, u * 2.5, 1.2, c.haze(FOREST, 0.7));
  bg += treeLine(c, c.hz + u * 1.5, u * 6, c.haze(o.conifer ? FIR : FOREST, 0.45), {
    conifer: o.conifer,
  });
  bg += `<rect x="-2" y="${f(c.hz + u * 2)}" width="${W + 4}" height="${H}" fill="${groundGrad(c, c.hz, c.gy, c.tint(light(MEADOW, 0.1)), c.tint(MEADOW))}"/>`;
  bg += flowers(c, 0, W, c.hz + u * 3, c.gy, [c.tint('#e9d38a'), c.tint('#f3efe3')], 50);
  bg += treeRound(c, c.bx0 - u * 4, c.gy - u * 0.5, H * 0.36, c.tint('#6c8a52'));
  bg += treeRound(c, c.bx1 + u * 5, c.gy - u * 0.5, H * 0.3, c.tint('#7a9458'));
  if (o.extraTrees)
    for (let i = 0; i < o.extraTrees; i++) {
      const x = c.rng.chance(0.5) ? c.rng.range(0, c.bx0 - u * 10) : c.rng.range(c.bx1 + u * 10, W);
      bg += treeRound(
        c,
        x,
        c.gy - u * 0.5,
        H * c.rng.range(0.22, 0.34),
        c.tint(c.rng.pick(['#6c8a52', '#5e7d4a', '#7a9458'])),
      );
    }
  const wy = c.gy + u * 1.5;
  c.reflectAxis = c.gy;
  c.reflectTop = wy;
  let fg = `<rect x="-2" y="${f(c.gy - u * 0.5)}" width="${W + 4}" height="${f(u * 2.2)}" fill="${c.tint(dark(MEADOW, 0.15))}"/>`;
  c.water = water(c, wy, H, {
    sunPath: false,
    lines: 50,
    top: mix(c.pal.water[0], c.pal.stops[1], 0.4),
  });
  fg += '%REFL%';
  fg += reeds(c, -u * 2, W * 0.22, wy + u * 2, u * 7, c.tint('#8c9a5c'));
  fg += reeds(c, W * 0.8, W + u * 2, wy + u * 2.5, u * 6, c.tint('#8c9a5c'));
  if (o.boat) fg += punt(c, W * o.boat, wy + u * 12, u * 26);
  return { bg, fg };
};
function punt(c, x, y, w) {
  const col = c.tint('#4d3a2c');
  return `<path d="M${f(x - w / 2)} ${f(y - w * 0.05)} L${f(x + w / 2)} ${f(y - w * 0.05)} L${f(x + w * 0.44)} ${f(y + w * 0.03)} L${f(x - w * 0.44)} ${f(y + w * 0.03)} Z" fill="${col}"/><rect x="${f(x - w * 0.4)}" y="${f(y - w * 0.06)}" width="${f(w * 0.8)}" height="${f(w * 0.015)}" fill="${light(col, 0.3)}"/><line x1="${f(x + w * 0.3)}" y1="${f(y + w * 0.08)}" x2="${f(x + w * 0.45)}" y2="${f(y - w * 0.55)}" stroke="${light(col, 0.2)}" stroke-width="${f(w * 0.012)}"/><path d="M${f(x - w / 2)} ${f(y + w * 0.05)} L${f(x + w / 2)} ${f(y + w * 0.05)}" stroke="${c.pal.water[1]}" stroke-width="${f(w * 0.01)}" opacity="0.4"/>`;
}
SET.alps = (c) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: 'puffy', cloudN: 3 });
  bg += mountains(c, c.hz - u * 3, H * 0.3, c.haze('#7d8ea3', 0.35), { snow: '#f6f7f8' });
  bg += ridge(c, c.hz - u * 2, u * 4, 1.3, c.haze('#5f7d55', 0.45));
  bg += ridge(c, c.hz + u * 3, u * 4, 1.0, c.tint(c.haze('#7c9a5a', 0.25)));
  for (let i = 0; i < 14; i++) {
    const x = c.rng.range(0, W),
      y = c.hz + u * c.rng.range(-2, 2);
    bg += treeConifer(c, x, y, u * c.rng.range(4, 7), c.haze(FIR, 0.4), { tiers: 4 });
  }
  bg += `<path d="M-2 ${f(c.gy - u * 4)} Q${f(W * 0.5)} ${f(c.gy - u * 9)} ${W + 2} ${f(c.gy - u * 2)} L${W + 2} ${H + 2} L-2 ${H + 2} Z" fill="${groundGrad(c, c.gy - u * 9, H, c.tint(light('#93b064', 0.05)), c.tint('#7a9a52'))}"/>`;
  bg += treeConifer(c, c.bx0 - u * 3, c.gy, H * 0.4, c.tint(FIR));
  bg += treeConifer(c, c.bx0 - u * 9, c.gy + u, H * 0.32, c.tint(dark(FIR, 0.05)));
  let fg = treeConifer(c, c.bx1 + u * 6, c.gy + u * 2, H * 0.45, c.tint(FIR));
  fg += fenceRow(c, W * 0.55, W * 1.02, c.gy + u * 11, c.gy + u * 9, u * 3.5, c.tint('#7d6048'));
  fg += flowers(
    c,
    0,
    W,
    c.gy + u * 3,
    H,
    [c.tint('#f5efe0'), c.tint('#e8c84f'), c.tint('#b98fd0')],
    70,
  );
  return { bg, fg };
};
SET.forest = (c) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: 'streak', cloudN: 3 });
  bg += ridge(c, c.hz - u * 10, u * 6, 1.0, c.haze('#4b5f56', 0.7));
  bg += treeLine(c, c.hz - u * 3, u * 9, c.haze(FIR, 0.6), { conifer: true });
  bg += `<rect x="0" y="${f(c.hz - u * 6)}" width="${W}" height="${f(u * 8)}" fill="${c.pal.haze}" opacity="0.4"/>`;
  bg += treeLine(c, c.hz + u * 3, u * 12, c.haze(FIR, 0.35), { conifer: true });
  bg += `<rect x="-2" y="${f(c.hz + u * 4)}" width="${W + 4}" height="${H}" fill="${groundGrad(c, c.hz, H, c.tint('#8fa469'), c.tint('#6f8a52'))}"/>`;
  for (let i = 0; i < 5; i++)
    bg += treeConifer(
      c,
      c.bx0 - u * (3 + i * 6),
      c.gy + u * (i % 2),
      H * (0.55 - i * 0.04),
      c.tint(dark(FIR, i % 2 ? 0.05 : 0)),
    );
  for (let i = 0; i < 3; i++)
    bg += treeConifer(c, c.bx1 + u * (2 + i * 7), c.gy - u * 1, H * (0.5 - i * 0.05), c.tint(FIR));
  let fg = treeConifer(c, c.bx1 + u * 12, H * 1.02, H * 0.7, c.tint(dark(FIR, 0.1)));
  fg += fenceRow(c, 0, W * 0.35, c.gy + u * 8, c.gy + u * 10, u * 3, c.tint('#6d5340'));
  fg += flowers(c, 0, W, c.gy + u * 3, H, [c.tint('#f5efe0'), c.tint('#e6c45a')], 40);
  return { bg, fg };
};
SET.med = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'puffy', cloudN: o.cloudN ?? 2 });
  if (o.sea)
    bg += water(c, c.hz, c.hz + u * 8, {
      top: c.haze(o.seaCol ?? '#4aa5c4', 0.35),
      bot: c.tint(o.seaCol ?? '#3a94b8'),
      lines: 20,
    });
  bg += ridge(c, c.hz - u * (o.sea ? -1 : 4), u * 5, 1.2, c.haze(o.hill1 ?? '#7c8aa0', 0.5), {
    oct: 3,
  });
  bg += ridge(
    c,
    c.hz + u * (o.sea ? 9 : 1),
    u * 5,
    1.6,
    c.tint(c.haze(o.hill2 ?? '#a4a56c', o.sea ? 0.15 : 0.35)),
    { oct: 3 },
  );
  if (o.cypressRow)
    for (let i = 0; i < 9; i++) {
      const x = W * (0.05 + i * 0.035),
        y = c.hz + u * 3 + i * u * 0.6;
      bg += treeCypress(c, x, y, u * 7, c.tint(c.haze('#4e6a3f', 0.3)));
    }
  for (let i = 0; i < 30; i++) {
    const x = c.rng.range(0, W),
      y = c.hz + u * c.rng.range(5, 10);
    bg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(u * 0.9)}" ry="${f(u * 0.6)}" fill="${c.tint(c.haze('#6e7f4a', 0.35))}"/>`;
  }
  const gcol = c.tint(o.ground ?? '#c9b27c');
  bg += `<path d="M-2 ${f(c.gy - u * 6)} Q${f(W * 0.3)} ${f(c.gy - u * 10)} ${f(W * 0.6)} ${f(c.gy - u * 7)} T${W + 2} ${f(c.gy - u * 5)} L${W + 2} ${H + 2} L-2 ${H + 2} Z" fill="${groundGrad(c, c.gy - u * 10, H, light(gcol, 0.1), dark(gcol, 0.1))}"/>`;
  if (o.lavender) {
    const vpX = W * 0.5,
      vpY = c.gy - u * 2;
    const ly = c.gy + u * 6;
    const lc = c.tint('#8a76b8'),
      gl = c.tint('#7d8a55');
    bg += `<rect x="-2" y="${f(ly)}" width="${W + 4}" height="${H}" fill="${gl}"/>`;
    for (let i = -14; i <= 14; i++) {
      const xb = vpX + i * W * 0.09;
      bg += `<path d="M${f(vpX + i * u * 2.2 - u * 0.7)} ${f(ly)} L${f(vpX + i * u * 2.2 + u * 0.7)} ${f(ly)} L${f(xb + W * 0.03)} ${f(H + 2)} L${f(xb - W * 0.03)} ${f(H + 2)} Z" fill="${lc}"/>`;
      bg += `<path d="M${f(vpX + i * u * 2.2 - u * 0.3)} ${f(ly)} L${f(vpX + i * u * 2.2 + u * 0.1)} ${f(ly)} L${f(xb - W * 0.0)} ${f(H + 2)} L${f(xb - W * 0.022)} ${f(H + 2)} Z" fill="${light(lc, 0.2)}" opacity="0.6"/>`;
    }
    void vpY;
  }
  let fg = '';
  if (o.olives) {
    fg += treeOlive(c, c.bx0 - u * 4, c.gy + u * 3, H * 0.3, c.tint('#8c9a6c'));
    fg += treeOlive(c, c.bx1 + u * 6, c.gy + u * 5, H * 0.34, c.tint('#8a9868'));
    bg += treeOlive(c, c.bx1 + u * 14, c.gy - u * 1, H * 0.22, c.tint(c.haze('#8c9a6c', 0.15)));
  }
  if (o.cypress) {
    bg += treeCypress(c, c.bx0 - u * 2, c.gy - u * 0.5, H * 0.38, c.tint('#4e6a3f'));
    bg += treeCypress(c, c.bx0 - u * 6, c.gy, H * 0.32, c.tint('#4e6a3f'));
    fg += treeCypress(c, c.bx1 + u * 4, c.gy + u * 2, H * 0.42, c.tint('#4e6a3f'));
  }
  if (o.palms)
    fg +=
      agave(c, c.bx1 + u * 4, c.gy + u * 4, u * 6) + agave(c, c.bx0 - u * 2, c.gy + u * 5, u * 5);
  for (let i = 0; i < 24; i++)
    fg += grassTuft(
      c,
      c.rng.range(0, W),
      c.gy + u * c.rng.range(3, 20),
      u * c.rng.range(1.5, 3),
      c.tint('#a39664'),
      5,
    );
  return { bg, fg };
};
function agave(c, x, y, h) {
  let s = '';
  const col = c.tint('#6f8f7c');
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.4;
    const ex = x + Math.cos(a) * h,
      ey = y + Math.sin(a) * h;
    s += `<path d="M${f(x - h * 0.08)} ${f(y)} Q${f(x + Math.cos(a) * h * 0.5)} ${f(y + Math.sin(a) * h * 0.6 - h * 0.1)} ${f(ex)} ${f(ey)} Q${f(x + Math.cos(a) * h * 0.5 + h * 0.1)} ${f(y + Math.sin(a) * h * 0.5)} ${f(x + h * 0.08)} ${f(y)} Z" fill="${i % 2 ? col : dark(col, 0.2)}"/>`;
  }
  return s;
}
SET.algarve = (c) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: 'puffy', cloudN: 2 });
  bg += water(c, c.hz, H, { top: c.haze('#6cc0d4', 0.3), bot: c.tint('#1d8ea3'), lines: 50 });
  // far headland
  bg += `<path d="M${f(W * 0.62)} ${f(c.hz + 1)} Q${f(W * 0.8)} ${f(c.hz - u * 4)} ${f(W * 1.02)} ${f(c.hz - u * 5)} L${f(W * 1.02)} ${f(c.hz + 1)} Z" fill="${c.haze('#c99a68', 0.45)}"/>`;
  const ochre = c.tint('#d59c5c'),
    shade = dark(ochre, 0.2);
  const top = c.gy + u * 10,
    edge = W * 0.74;
  // plateau + cliff face
  const face = `M-2 ${f(top)} L${f(edge)} ${f(top + u * 2)} L${f(edge + u * 3)} ${f(top + u * 9)} L${f(edge + u * 1)} ${f(top + u * 16)} L${f(edge + u * 5)} ${f(H + 2)} L-2 ${H + 2} Z`;
  bg += `<path d="${face}" fill="${ochre}"/>`;
  for (let i = 0; i < 6; i++)
    bg += `<path d="M-2 ${f(top + u * (3 + i * 4))} Q${f(W * 0.4)} ${f(top + u * (1.5 + i * 4))} ${f(edge + u * 2)} ${f(top + u * (4.5 + i * 4.2))}" stroke="${shade}" stroke-width="${f(u * 0.45)}" fill="none" opacity="0.45"/>`;
  bg += `<path d="M${f(edge - u * 6)} ${f(top + u * 2)} L${f(edge)} ${f(top + u * 2)} L${f(edge + u * 3)} ${f(top + u * 9)} L${f(edge + u * 1)} ${f(top + u * 16)} L${f(edge + u * 5)} ${f(H + 2)} L${f(edge - u * 4)} ${f(H + 2)} L${f(edge - u * 2)} ${f(top + u * 10)} Z" fill="${shade}"/>`;
  // surf at the foot
  bg += `<path d="M${f(edge + u * 4)} ${f(H - u * 1)} Q${f(edge + u * 10)} ${f(H - u * 3)} ${f(W + 2)} ${f(H - u * 2)}" stroke="#ffffff" stroke-width="${f(u * 0.6)}" fill="none" opacity="0.7"/>`;
  // sea stacks
  const stack = (x, y, w, h) =>
    `<path d="M${f(x)} ${f(y)} L${f(x + w * 0.1)} ${f(y - h)} Q${f(x + w * 0.5)} ${f(y - h * 1.15)} ${f(x + w * 0.9)} ${f(y - h * 0.9)} L${f(x + w)} ${f(y)} Z" fill="${ochre}"/><path d="M${f(x + w * 0.55)} ${f(y)} L${f(x + w * 0.6)} ${f(y - h * 1.05)} Q${f(x + w * 0.8)} ${f(y - h)} ${f(x + w * 0.9)} ${f(y - h * 0.9)} L${f(x + w)} ${f(y)} Z" fill="${shade}"/><path d="M${f(x - w * 0.2)} ${f(y)} L${f(x + w * 1.2)} ${f(y)}" stroke="#fff" stroke-width="${f(u * 0.4)}" opacity="0.6"/>`;
  bg += stack(W * 0.86, top + u * 8, u * 6, u * 12) + stack(W * 0.95, top + u * 4, u * 4, u * 7);
  // scrubby plateau
  bg += `<path d="M-2 ${f(c.gy - u * 4)} Q${f(W * 0.3)} ${f(c.gy - u * 7)} ${f(W * 0.76)} ${f(c.gy - u * 3)} L${f(edge)} ${f(top + u * 2)} L-2 ${f(top)} Z" fill="${groundGrad(c, c.gy - u * 7, top, c.tint('#b7b07a'), c.tint('#a39c68'))}"/>`;
  let fg =
    agave(c, c.bx0 - u * 3, c.gy + u * 3, u * 6) + agave(c, c.bx1 + u * 1, c.gy + u * 2, u * 5);
  fg += bush(c, c.bx0 + u * 2, c.gy + u * 4, u * 8, c.tint('#8c9a5c'));
  for (let i = 0; i < 12; i++)
    fg += `<circle cx="${f(c.bx0 + c.rng.range(-u * 2, u * 6))}" cy="${f(c.gy + u * 4 - c.rng.range(1, 4) * u)}" r="${f(u * 0.4)}" fill="${c.tint('#d44d8a')}"/>`;
  for (let i = 0; i < 14; i++)
    fg += grassTuft(
      c,
      c.rng.range(0, edge),
      c.gy + c.rng.range(3, 9) * u,
      u * c.rng.range(1.5, 2.5),
      c.tint('#8d8a55'),
      5,
    );
  return { bg, fg };
};
SET.industry = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'streak', cloudN: 4 });
  bg += skyline(c, c.gy - u * 4, H * 0.05, H * 0.2, c.haze(SLATE, 0.7), {
    crane: o.crane ? W * 0.08 : 0,
    tv: o.tv ? W * 0.9 : 0,
    tvH: H * 0.5,
  });
  if (o.chimneys) {
    const col = c.haze('#8e4a3a', 0.55);
    for (const [x, h] of [
      [0.36, 0.42],
      [0.47, 0.34],
      [0.88, 0.38],
    ])
      bg += `<path d="M${f(W * x - u * 1.2)} ${f(c.gy)} L${f(W * x - u * 0.8)} ${f(c.gy - H * h)} L${f(W * x + u * 0.8)} ${f(c.gy - H * h)} L${f(W * x + u * 1.2)} ${f(c.gy)} Z" fill="${col}"/>`;
    bg += `<rect x="${f(W * 0.52)}" y="${f(c.gy - H * 0.16)}" width="${f(W * 0.3)}" height="${f(H * 0.16)}" fill="${col}"/>`;
    for (let x = W * 0.53; x < W * 0.81; x += u * 4)
      bg += `<path d="M${f(x)} ${f(c.gy - H * 0.16)} L${f(x + u * 4)} ${f(c.gy - H * 0.16)} L${f(x + u * 4)} ${f(c.gy - H * 0.2)} Z" fill="${col}"/>`;
    bg += crane(c, W * 0.72, c.gy, H * 0.45, c.haze(SLATE, 0.5));
  }
  bg += treeLine(c, c.gy - u * 3, u * 6, c.haze(FOREST, 0.45));
  bg += `<rect x="-2" y="${f(c.gy - u * 3.5)}" width="${W + 4}" height="${H}" fill="${groundGrad(c, c.gy, H, c.tint('#cdc5b7'), c.tint('#b5ad9f'))}"/>`;
  let fg = '';
  for (let i = 0; i < 30; i++) {
    const y = c.gy + u * (1 + i * 1.2);
    fg += `<rect x="-2" y="${f(y)}" width="${W + 4}" height="${f(u * 0.08)}" fill="${dark(c.tint('#cdc5b7'), 0.15)}" opacity="0.35"/>`;
  }
  fg += treeRound(c, c.bx0 - u * 5, c.gy + u * 8, H * 0.36, c.tint('#7e9a5d'), { wide: 0.28 });
  fg += treeRound(c, c.bx1 + u * 4, c.gy + u * 9, H * 0.4, c.tint('#7a955a'), { wide: 0.28 });
  fg += lampPost(c, c.bx0 + c.bw * 0.3, c.gy + u * 8, H * 0.2);
  fg += bush(c, c.bx0 + c.bw * 0.6, c.gy + u * 1.5, u * 10, c.tint('#6f8c57'));
  return { bg, fg };
};
SET.harbor = (c, o) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: o.clouds ?? 'streak', cloudN: 4 });
  bg += skyline(c, c.gy - u * 2, H * 0.08, H * 0.22, c.haze('#7b4a3e', 0.6), { crane: W * 0.9 });
  // neighbouring warehouses
  bg += `<rect x="-2" y="${f(c.gy - H * 0.4)}" width="${f(c.bx0 + 2)}" height="${f(H * 0.4)}" fill="${c.tint(c.haze('#8e4a3a', 0.25))}"/>`;
  for (let i = 0; i < 5; i++)
    for (let x = u * 2; x < c.bx0 - u * 3; x += u * 4)
      bg += `<rect x="${f(x)}" y="${f(c.gy - H * 0.36 + i * H * 0.07)}" width="${f(u * 1.8)}" height="${f(u * 3)}" rx="${f(u * 0.9)}" fill="${c.tint(c.haze('#3b4250', 0.3))}"/>`;
  bg += `<rect x="${f(c.bx1)}" y="${f(c.gy - H * 0.34)}" width="${f(W - c.bx1 + 2)}" height="${f(H * 0.34)}" fill="${c.tint(c.haze('#94503c', 0.3))}"/>`;
  for (let i = 0; i < 4; i++)
    for (let x = c.bx1 + u * 3; x < W; x += u * 4)
      bg += `<rect x="${f(x)}" y="${f(c.gy - H * 0.3 + i * H * 0.07)}" width="${f(u * 1.8)}" height="${f(u * 3)}" rx="${f(u * 0.9)}" fill="${c.tint(c.haze('#3b4250', 0.3))}"/>`;
  c.reflectAxis = c.gy;
  c.reflectTop = c.gy + u * 0.5;
  c.water = water(c, c.gy + u * 0.5, H, {
    top: mix(c.pal.water[0], '#6b7a7a', 0.3),
    bot: dark(c.pal.water[1], 0.1),
    lines: 60,
    sunPath: false,
  });
  let fg = `<rect x="-2" y="${f(c.gy - u * 0.3)}" width="${W + 4}" height="${f(u * 1.2)}" fill="${c.tint('#7e776b')}"/>`;
  fg += '%REFL%';
  if (o.barge)
    fg += `<path d="M${f(W * 0.08)} ${f(H * 0.9)} L${f(W * 0.42)} ${f(H * 0.9)} L${f(W * 0.4)} ${f(H * 0.95)} L${f(W * 0.1)} ${f(H * 0.95)} Z" fill="${c.tint('#2a3340')}"/><rect x="${f(W * 0.14)}" y="${f(H * 0.855)}" width="${f(W * 0.12)}" height="${f(H * 0.045)}" fill="${c.tint('#e9e4d8')}"/><rect x="${f(W * 0.15)}" y="${f(H * 0.865)}" width="${f(W * 0.1)}" height="${f(H * 0.015)}" fill="${c.glassSide}"/>`;
  return { bg, fg };
};

// ───────────────────────────── listings ─────────────────────────────
const LISTINGS = [
  {
    id: 1,
    b: 'townhouse',
    set: 'city',
    sky: 'golden',
    sunX: 0.12,
    sunY: 0.3,
    hz: 0.5,
    gy: 0.84,
    hf: 0.66,
    wf: 0.6,
    tv: true,
    treeH: 0.52,
  },
  {
    id: 2,
    b: 'seasideHouse',
    set: 'coast',
    sky: 'morning',
    sunX: 0.82,
    sunY: 0.18,
    hz: 0.5,
    gy: 0.8,
    hf: 0.5,
    wf: 0.6,
    bo: { roof: '#5b6470', door: '#3f6c8a' },
  },
  {
    id: 3,
    b: 'brickFarmhouse',
    set: 'lake',
    sky: 'golden',
    sunX: 0.16,
    sunY: 0.36,
    hz: 0.47,
    gy: 0.7,
    hf: 0.36,
    wf: 0.76,
    extraTrees: 3,
  },
  {
    id: 4,
    b: 'friesenhaus',
    set: 'coast',
    sky: 'dawn',
    sunX: 0.84,
    sunY: 0.42,
    hz: 0.5,
    gy: 0.8,
    hf: 0.44,
    wf: 0.7,
    clouds: 'streak',
    cloudN: 4,
  },
  {
    id: 5,
    b: 'finca',
    set: 'med',
    sky: 'noon',
    sunX: 0.78,
    sunY: 0.14,
    hz: 0.46,
    gy: 0.66,
    hf: 0.46,
    wf: 0.72,
    olives: true,
    mirror: true,
  },
  {
    id: 6,
    b: 'modernApartment',
    set: 'city',
    sky: 'morning',
    sunX: 0.85,
    sunY: 0.18,
    hz: 0.55,
    gy: 0.84,
    hf: 0.6,
    wf: 0.6,
    tv: true,
    mirror: true,
    treeH: 0.42,
  },
  {
    id: 7,
    b: 'factory',
    set: 'industry',
    sky: 'golden',
    sunX: 0.86,
    sunY: 0.32,
    hz: 0.5,
    gy: 0.82,
    hf: 0.74,
    wf: 0.9,
    crane: true,
  },
  {
    id: 8,
    b: 'familyHouse',
    set: 'suburb',
    sky: 'morning',
    sunX: 0.22,
    sunY: 0.2,
    hz: 0.52,
    gy: 0.78,
    hf: 0.46,
    wf: 0.66,
  },
  {
    id: 9,
    b: 'familyHouse',
    set: 'coast',
    sky: 'noon',
    sunX: 0.3,
    sunY: 0.14,
    hz: 0.48,
    gy: 0.8,
    hf: 0.44,
    wf: 0.66,
    mirror: true,
    bo: { wall: '#f7f5f0', wood: '#e8e1d3' },
    boat: 0.8,
  },
  {
    id: 10,
    b: 'baederVilla',
    set: 'coast',
    sky: 'morning',
    sunX: 0.2,
    sunY: 0.2,
    hz: 0.5,
    gy: 0.82,
    hf: 0.5,
    wf: 0.6,
    cliffs: 'right',
    fence: false,
  },
  {
    id: 11,
    b: 'chalet',
    set: 'alps',
    sky: 'noon',
    sunX: 0.3,
    sunY: 0.14,
    hz: 0.52,
    gy: 0.8,
    hf: 0.4,
    wf: 0.5,
  },
  {
    id: 12,
    b: 'tuscanFarm',
    set: 'med',
    sky: 'golden',
    sunX: 0.86,
    sunY: 0.32,
    hz: 0.5,
    gy: 0.74,
    hf: 0.44,
    wf: 0.56,
    cypress: true,
    cypressRow: true,
    hill2: '#b8a86a',
    ground: '#cdb47e',
    clouds: 'streak',
    cloudN: 3,
  },
  {
    id: 13,
    b: 'whiteVilla',
    set: 'suburb',
    sky: 'dawn',
    sunX: 0.8,
    sunY: 0.4,
    hz: 0.52,
    gy: 0.8,
    hf: 0.46,
    wf: 0.56,
    clouds: 'streak',
    bo: { roof: '#3f4852', door: '#26364f' },
  },
  {
    id: 14,
    b: 'islandHoliday',
    set: 'coast',
    sky: 'dusk',
    sunX: 0.78,
    sunY: 0.46,
    hz: 0.52,
    gy: 0.8,
    hf: 0.42,
    wf: 0.62,
    pier: 'right',
    clouds: 'streak',
    cloudN: 4,
    mirror: true,
  },
  {
    id: 15,
    b: 'stiltHouse',
    set: 'coast',
    sky: 'noon',
    sunX: 0.7,
    sunY: 0.14,
    hz: 0.48,
    gy: 0.8,
    hf: 0.44,
    wf: 0.55,
    dunes: false,
    seaDepth: 0.1,
    wet: true,
    fence: false,
  },
  {
    id: 16,
    b: 'blackForest',
    set: 'forest',
    sky: 'misty',
    sunX: 0.3,
    sunY: 0.2,
    hz: 0.5,
    gy: 0.8,
    hf: 0.42,
    wf: 0.5,
  },
  {
    id: 17,
    b: 'algarveVilla',
    set: 'algarve',
    sky: 'noon',
    sunX: 0.75,
    sunY: 0.14,
    hz: 0.42,
    gy: 0.6,
    hf: 0.34,
    wf: 0.56,
    cx: 0.42,
  },
  {
    id: 18,
    b: 'officeGlass',
    set: 'industry',
    sky: 'dusk',
    sunX: 0.2,
    sunY: 0.5,
    hz: 0.55,
    gy: 0.78,
    hf: 0.5,
    wf: 0.7,
    tv: true,
  },
  {
    id: 19,
    b: 'reedCottage',
    set: 'coast',
    sky: 'morning',
    sunX: 0.25,
    sunY: 0.18,
    hz: 0.46,
    gy: 0.78,
    hf: 0.4,
    wf: 0.58,
    fgGround: '#b3c283',
    sand: '#a9b878',
    duneGrass: '#8a9e5c',
    dunes: false,
    fence: true,
    sheep: true,
    seaDepth: 0.06,
  },
  {
    id: 20,
    b: 'captainHouse',
    set: 'suburb',
    sky: 'golden',
    sunX: 0.85,
    sunY: 0.36,
    hz: 0.52,
    gy: 0.8,
    hf: 0.42,
    wf: 0.64,
    clouds: 'streak',
  },
  {
    id: 21,
    b: 'cabin',
    set: 'lake',
    sky: 'dawn',
    sunX: 0.75,
    sunY: 0.38,
    hz: 0.45,
    gy: 0.64,
    hf: 0.32,
    wf: 0.48,
    cx: 0.42,
    boat: 0.72,
    extraTrees: 6,
  },
  {
    id: 22,
    b: 'mas',
    set: 'med',
    sky: 'golden',
    sunX: 0.16,
    sunY: 0.34,
    hz: 0.46,
    gy: 0.64,
    hf: 0.36,
    wf: 0.66,
    lavender: true,
    cypress: true,
    clouds: 'streak',
    cloudN: 3,
  },
  {
    id: 23,
    b: 'norderneyVilla',
    set: 'coast',
    sky: 'morning',
    sunX: 0.78,
    sunY: 0.16,
    hz: 0.48,
    gy: 0.8,
    hf: 0.5,
    wf: 0.6,
    promenade: true,
    fence: false,
    dunes: false,
    boat: 0.15,
  },
  {
    id: 24,
    b: 'speicher',
    set: 'harbor',
    sky: 'dusk',
    sunX: 0.15,
    sunY: 0.5,
    hz: 0.5,
    gy: 0.74,
    hf: 0.62,
    wf: 0.5,
    barge: true,
  },
];
function listingSvg(spec, W, H) {
  const c = makeCtx(W, H, spec.id * 131 + 7, spec.sky, spec);
  const b = B[spec.b](c, spec.bo ?? {});
  placeBuilding(c, b, spec);
  const { bg, fg } = SET[spec.set](c, spec);
  const bsvg = buildingSvg(c, b);
  let extra = '';
  if (spec.sheep)
    for (let i = 0; i < 5; i++)
      extra += sheep(
        c,
        c.rng.range(0.05, 0.95) * W,
        c.gy + c.u * c.rng.range(4, 16),
        c.u * c.rng.range(1.6, 2.4),
      );
  if (spec.promenade) {
    extra += `<rect x="-2" y="${f(c.gy + c.u * 2)}" width="${W + 4}" height="${f(c.u * 5)}" fill="${c.tint('#d8d0c2')}"/>`;
    for (let x = c.u * 4; x < W; x += c.u * 18)
      if (x < c.bx0 - c.u * 2 || x > c.bx1 + c.u * 2)
        extra += lampPost(c, x, c.gy + c.u * 4, H * 0.16, c.tint('#26364f'));
    extra += `<rect x="-2" y="${f(c.gy + c.u * 6.5)}" width="${W + 4}" height="${f(c.u * 0.6)}" fill="${c.tint('#26364f')}"/>`;
  }
  let fgs = fg;
  if (fgs.includes('%REFL%'))
    fgs = fgs.replace('%REFL%', c.water + reflect(c, bsvg, c.reflectAxis, c.reflectTop, 0.32));
  return wrap(c, bg + bsvg + fgs + extra + finish(c));
}

// ───────────────────────────── rendering pipeline ─────────────────────────────
const stats = { files: 0, bytes: 0, largest: { file: '', bytes: 0 }, list: [] };
async function renderScene(svg, outputs, o = {}) {
  if (process.env.PP_DUMP_SVG)
    await fs.writeFile(
      path.join(process.env.PP_DUMP_SVG, outputs[0].file.replace(/\//g, '_') + '.svg'),
      svg,
    );
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  const meta = await sharp(png).metadata();
  for (const out of outputs) {
    let p = sharp(png);
    if (out.w !== meta.width || out.h !== meta.height)
      p = p.resize(out.w, out.h, { kernel: 'lanczos3', fit: 'fill' });
    if (!o.alpha) p = p.flatten({ background: '#ffffff' });
    const ch = o.alpha ? 4 : 3;
    const base = await p.ensureAlpha().raw().toBuffer();
    const raw = { width: out.w, height: out.h, channels: 4 };
    for (const fmt of out.fmt ?? ['avif', 'webp']) {
      let q = sharp(base, { raw });
      if (ch === 3) q = q.removeAlpha();
      const buf =
        fmt === 'avif'
          ? await q.avif(out.avif ?? AVIF).toBuffer()
          : await q.webp({ ...(out.webp ?? WEBP), alphaQuality: 90 }).toBuffer();
      const file = path.join(OUT, `${out.file}.${fmt}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, buf);
      stats.files++;
      stats.bytes += buf.length;
      stats.list.push([out.file + '.' + fmt, buf.length]);
      if (buf.length > stats.largest.bytes)
        stats.largest = { file: `${out.file}.${fmt}`, bytes: buf.length };
    }
  }
}
function listingTasks() {
  return LISTINGS.map((spec) => {
    const nn = String(spec.id).padStart(2, '0');
    const name = `listing-${nn}`;
    return {
      name,
      run: async () => {
        await renderScene(listingSvg(spec, 960, 720), [
          { file: `listings/${name}-thumb-960`, w: 960, h: 720 },
          { file: `listings/${name}-thumb-480`, w: 480, h: 360 },
        ]);
        await renderScene(listingSvg(spec, 1600, 1000), [
          { file: `listings/${name}-large-1600`, w: 1600, h: 1000, fmt: ['webp'] },
          { file: `listings/${name}-large-960`, w: 960, h: 600, fmt: ['webp'] },
        ]);
      },
    };
  });
}

// ───────────────────────────── hero slides ─────────────────────────────
const SLIDES = [
  {
    n: 1,
    name: 'houses',
    set: 'suburb',
    sky: 'golden',
    sunX: 0.55,
    sunY: 0.42,
    hz: 0.6,
    obj: 'familyHouse',
    objSky: 'golden',
    ground: '#8fa66a',
  },
  {
    n: 2,
    name: 'apartments',
    set: 'city',
    sky: 'dusk',
    sunX: 0.35,
    sunY: 0.62,
    hz: 0.6,
    tv: true,
    windows: true,
    obj: 'modernApartment',
    ground: '#cfc8bc',
  },
  {
    n: 3,
    name: 'nature',
    set: 'alpsLake',
    sky: 'morning',
    sunX: 0.3,
    sunY: 0.2,
    hz: 0.55,
    obj: 'chalet',
    ground: '#8fae62',
  },
  {
    n: 4,
    name: 'coast',
    set: 'coast',
    sky: 'noon',
    sunX: 0.3,
    sunY: 0.18,
    hz: 0.55,
    obj: 'seasideHouse',
    ground: '#dcc79c',
    fence: false,
  },
  {
    n: 5,
    name: 'abroad',
    set: 'med',
    sky: 'noon',
    sunX: 0.45,
    sunY: 0.16,
    hz: 0.5,
    sea: true,
    olives: true,
    cypress: true,
    hill2: '#8e9a58',
    hill1: '#6f86a6',
    obj: 'finca',
    ground: '#cdb682',
  },
  {
    n: 6,
    name: 'islands',
    set: 'coast',
    sky: 'dawn',
    sunX: 0.3,
    sunY: 0.5,
    hz: 0.58,
    clouds: 'streak',
    cloudN: 5,
    lighthouse: 0.58,
    obj: 'friesenhaus',
    ground: '#a9b878',
    fence: false,
  },
  {
    n: 7,
    name: 'industry',
    set: 'industry',
    sky: 'golden',
    sunX: 0.3,
    sunY: 0.45,
    hz: 0.6,
    crane: true,
    chimneys: true,
    obj: 'factory',
    ground: '#c9c1b3',
  },
];
SET.alpsLake = (c) => {
  const { W, H, u } = c;
  let bg = sky(c, { clouds: 'puffy', cloudN: 4 });
  bg += mountains(c, c.hz - u * 2, H * 0.32, c.haze('#7d8ea3', 0.4), { snow: '#f6f7f8' });
  bg += ridge(c, c.hz - u * 1, u * 4, 1.3, c.haze('#5f7d55', 0.5));
  for (let i = 0; i < 26; i++)
    bg += treeConifer(
      c,
      c.rng.range(0, W),
      c.hz + u * c.rng.range(-1, 1),
      u * c.rng.range(4, 7),
      c.haze(FIR, 0.45),
      { tiers: 4 },
    );
  bg += water(c, c.hz + u * 1, c.hz + u * 14, {
    sunPath: false,
    top: c.haze('#9cc0d6', 0.2),
    bot: c.tint('#5d8fb0'),
    lines: 30,
  });
  bg += `<path d="M-2 ${f(c.hz + u * 14)} Q${f(W * 0.3)} ${f(c.hz + u * 12)} ${f(W * 0.6)} ${f(c.hz + u * 13)} T${W + 2} ${f(c.hz + u * 10)} L${W + 2} ${H + 2} L-2 ${H + 2} Z" fill="${groundGrad(c, c.hz + u * 10, H, c.tint('#98b468'), c.tint('#75954f'))}"/>`;
  let fg = '';
  for (let i = 0; i < 5; i++)
    fg += treeConifer(
      c,
      W * (0.52 + i * 0.05),
      c.hz + u * (13 - i * 0.4),
      u * (10 + i * 2),
      c.tint(FIR),
    );
  fg += treeConifer(c, W * 0.98, H * 0.95, H * 0.55, c.tint(dark(FIR, 0.1)));
  fg += flowers(c, W * 0.4, W, c.hz + u * 18, H, [c.tint('#f5efe0'), c.tint('#e8c84f')], 60);
  return { bg, fg };
};
function lighthouse(c, x, y, h) {
  const w = h * 0.16;
  const red = c.tint('#b8453a'),
    wh = c.tint('#f4f1ea');
  let s = `<path d="M${f(x - w / 2)} ${f(y)} L${f(x - w * 0.32)} ${f(y - h * 0.8)} L${f(x + w * 0.32)} ${f(y - h * 0.8)} L${f(x + w / 2)} ${f(y)} Z" fill="${wh}"/>`;
  for (let i = 0; i < 3; i++) {
    const y0 = y - h * (0.12 + i * 0.25),
      y1 = y0 - h * 0.12;
    const k0 = 0.5 - (0.18 * (y - y0)) / (h * 0.8),
      k1 = 0.5 - (0.18 * (y - y1)) / (h * 0.8);
    s += `<path d="M${f(x - w * k0)} ${f(y0)} L${f(x - w * k1)} ${f(y1)} L${f(x + w * k1)} ${f(y1)} L${f(x + w * k0)} ${f(y0)} Z" fill="${red}"/>`;
  }
  s += `<rect x="${f(x - w * 0.4)}" y="${f(y - h * 0.82)}" width="${f(w * 0.8)}" height="${f(h * 0.03)}" fill="${dark(wh, 0.5)}"/><rect x="${f(x - w * 0.25)}" y="${f(y - h * 0.92)}" width="${f(w * 0.5)}" height="${f(h * 0.1)}" fill="${c.pal.lit ? '#ffe3a0' : c.glassSide}"/><path d="M${f(x - w * 0.32)} ${f(y - h * 0.92)} L${f(x)} ${f(y - h)} L${f(x + w * 0.32)} ${f(y - h * 0.92)} Z" fill="${red}"/>`;
  return s;
}
function slideBgSvg(sp, W, H) {
  const c = makeCtx(W, H, 500 + sp.n * 17, sp.sky, { ...sp, gy: 0.9 });
  c.bx0 = W * 0.6;
  c.bx1 = W * 0.92;
  c.bw = c.bx1 - c.bx0;
  c.btop = H * 0.45;
  c.bh = H * 0.45;
  const { bg, fg } = SET[sp.set](c, { ...sp, trees: sp.set === 'city' ? false : undefined });
  let extra = '';
  if (sp.lighthouse) {
    extra += lighthouse(c, W * sp.lighthouse, c.hz + H * 0.16, H * 0.34);
    extra += ridge(c, c.hz + H * 0.16, c.u * 1.5, 2.5, c.tint(DUNE), { oct: 2 });
  }
  if (sp.set === 'suburb')
    for (let i = 0; i < 6; i++) {
      const x = W * (0.05 + i * 0.09),
        y = c.hz + c.u * 2.5;
      extra += `<g opacity="0.9"><rect x="${f(x)}" y="${f(y - c.u * 3)}" width="${f(c.u * 5)}" height="${f(c.u * 3)}" fill="${c.haze('#efe6d6', 0.3)}"/><path d="M${f(x - c.u * 0.4)} ${f(y - c.u * 3)} L${f(x + c.u * 2.5)} ${f(y - c.u * 5.2)} L${f(x + c.u * 5.4)} ${f(y - c.u * 3)} Z" fill="${c.haze('#9c5a44', 0.4)}"/></g>`;
    }
  let fgs = fg.replace('%REFL%', c.water ?? '');
  // coast lighthouse sits on the dunes behind
  return wrap(c, bg + extra + fgs + finish(c, { left: 0.5, vig: 0.18 }));
}
function slideObjSvg(sp, W, H) {
  const c = makeCtx(W, H, 900 + sp.n * 13, sp.sky, { sunX: sp.sunX, sunY: sp.sunY, gy: 0.82 });
  const b = B[sp.obj](c, {});
  placeBuilding(c, b, { hf: 0.6, wf: 0.8 });
  const { u } = c;
  const id = c.id('patch');
  const gcol = c.tint(sp.ground);
  const cx = (c.bx0 + c.bx1) / 2,
    cy = c.gy - c.u * 1.5;
  const rx = c.bw * 0.62,
    ry = H * 0.13;
  c.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f(cx)}" cy="${f(cy)}" r="${f(rx)}" gradientTransform="translate(${f(cx)} ${f(cy)}) scale(1 ${f(ry / rx)}) translate(${f(-cx)} ${f(-cy)})"><stop offset="0" stop-color="${gcol}" stop-opacity="1"/><stop offset="0.7" stop-color="${gcol}" stop-opacity="0.95"/><stop offset="1" stop-color="${gcol}" stop-opacity="0"/></radialGradient>`,
  );
  let s = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="url(#${id})"/>`;
  const green = c.tint('#6f8c57');
  let back = '',
    front = '';
  if (['familyHouse', 'chalet', 'friesenhaus', 'seasideHouse'].includes(sp.obj)) {
    back +=
      sp.obj === 'chalet'
        ? treeConifer(c, c.bx1 - u * 2, c.gy - u * 2, H * 0.5, c.tint(FIR))
        : treeRound(c, c.bx1 - u * 3, c.gy - u * 2, H * 0.5, c.tint('#7a955a'));
  }
  if (sp.obj === 'finca') {
    front += treeOlive(c, c.bx1 - u * 2, c.gy + u * 6, H * 0.3, c.tint('#8c9a6c'));
  }
  if (sp.obj === 'factory' || sp.obj === 'modernApartment') {
    front += treeRound(c, c.bx1 - u * 1, c.gy + u * 6, H * 0.34, c.tint('#7a955a'), { wide: 0.28 });
  }
  if (['seasideHouse', 'friesenhaus'].includes(sp.obj))
    for (let i = 0; i < 16; i++)
      front += grassTuft(
        c,
        cx + c.rng.range(-1, 1) * rx * 0.8,
        c.gy + c.rng.range(0, 1) * ry * 0.7,
        u * c.rng.range(2.5, 4.5),
        c.tint('#9aa56e'),
        8,
      );
  front +=
    bush(c, c.bx0 + u * 1, c.gy + u * 2, u * 9, green) +
    bush(c, c.bx1 - u * 8, c.gy + u * 3, u * 7, light(green, 0.05));
  if (['familyHouse', 'chalet'].includes(sp.obj))
    front += flowers(
      c,
      cx - rx * 0.6,
      cx + rx * 0.6,
      c.gy + u * 1,
      c.gy + ry * 0.6,
      [c.tint('#f2e6c9'), c.tint('#e8b4a0')],
      30,
    );
  s += back + buildingSvg(c, b) + front;
  return wrap(c, s);
}
function slideTasks() {
  return SLIDES.map((sp) => ({
    name: `slide-${sp.n}`,
    run: async () => {
      await renderScene(
        slideBgSvg(sp, 1920, 1080),
        [1920, 1280, 768].map((w) => ({
          file: `slides/slide-${sp.n}-bg-${w}`,
          w,
          h: Math.round((w * 9) / 16),
        })),
      );
      await renderScene(
        slideObjSvg(sp, 960, 720),
        [960, 480].map((w) => ({ file: `slides/slide-${sp.n}-object-${w}`, w, h: (w * 3) / 4 })),
        { alpha: true },
      );
    },
  }));
}

// ───────────────────────────── team portraits ─────────────────────────────
const TEAM = [
  {
    n: 1,
    skin: '#f1d0b8',
    hair: '#d2ccc4',
    hairStyle: 'bob',
    suit: '#26334d',
    shirt: '#f3ead9',
    bg: '#efe2d0',
    female: true,
    glasses: true,
    pearls: true,
    age: 55,
  },
  {
    n: 2,
    skin: '#e2b08c',
    hair: '#4a3729',
    hairStyle: 'short',
    suit: '#3c4048',
    shirt: '#dbe6f0',
    tie: '#2f5d62',
    bg: '#e6e2d6',
    grey: true,
    age: 45,
  },
  {
    n: 3,
    skin: '#c48a62',
    hair: '#3b2a22',
    hairStyle: 'long',
    suit: '#b8875a',
    shirt: '#2a2a30',
    bg: '#f0ddcf',
    female: true,
    earrings: true,
    age: 45,
  },
  {
    n: 4,
    skin: '#f0c9a8',
    hair: '#7a4a2e',
    hairStyle: 'short',
    beard: true,
    suit: '#2b3a55',
    shirt: '#ffffff',
    bg: '#e3e5da',
    age: 35,
  },
  {
    n: 5,
    skin: '#7d4f35',
    hair: '#231c1a',
    hairStyle: 'curly',
    suit: '#2f5d62',
    shirt: '#f6f1e8',
    bg: '#f2e2c8',
    female: true,
    earrings: true,
    age: 32,
  },
  {
    n: 6,
    skin: '#e9c39f',
    hair: '#1f1c1e',
    hairStyle: 'quiff',
    suit: '#8a9099',
    shirt: '#ffffff',
    bg: '#eadfd2',
    sweater: '#34405a',
    age: 26,
  },
];
function portraitSvg(p, W, H) {
  const rng = makeRng(300 + p.n);
  const skin = p.skin,
    sk2 = dark(skin, 0.14),
    sk3 = dark(skin, 0.28);
  const hair = p.hair,
    hair2 = dark(hair, 0.25),
    hairL = light(hair, 0.15);
  const bgA = light(p.bg, 0.35),
    bgB = p.bg,
    bgC = dark(p.bg, 0.08);
  const ink = '#2a2430';
  const lip = mix(dark(skin, 0.3), '#b5524f', 0.45);
  let s = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>
  <radialGradient id="halo" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${dark(p.suit, 0.2)}"/><stop offset="0.45" stop-color="${p.suit}"/><stop offset="1" stop-color="${dark(p.suit, 0.28)}"/></linearGradient>
  <linearGradient id="face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${light(skin, 0.06)}"/><stop offset="0.6" stop-color="${skin}"/><stop offset="1" stop-color="${dark(skin, 0.08)}"/></linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix type="saturate" values="0"/></filter></defs>`;
  s += `<rect width="320" height="400" fill="url(#bg)"/>`;
  s += `<circle cx="160" cy="190" r="150" fill="url(#halo)"/>`;
  // architectural arch motif in background
  s += `<path d="M52 400 L52 170 A108 108 0 0 1 268 170 L268 400" fill="none" stroke="${bgC}" stroke-width="14" opacity="0.55"/>`;
  const cx = 160,
    cy = 178,
    rx = 50,
    ry = 63;
  const face = `M${cx} ${cy - ry} C${cx + rx * 0.98} ${cy - ry} ${cx + rx * 1.04} ${cy - ry * 0.2} ${cx + rx * 0.94} ${cy + ry * 0.28} C${cx + rx * 0.82} ${cy + ry * 0.74} ${cx + rx * 0.42} ${cy + ry} ${cx} ${cy + ry} C${cx - rx * 0.42} ${cy + ry} ${cx - rx * 0.82} ${cy + ry * 0.74} ${cx - rx * 0.94} ${cy + ry * 0.28} C${cx - rx * 1.04} ${cy - ry * 0.2} ${cx - rx * 0.98} ${cy - ry} ${cx} ${cy - ry} Z`;
  // back hair
  if (p.hairStyle === 'bob')
    s += `<path d="M94 252 C84 170 100 104 160 100 C220 104 236 170 226 252 C212 262 196 256 190 244 L130 244 C124 256 108 262 94 252 Z" fill="${hair2}"/>`;
  if (p.hairStyle === 'long')
    s += `<path d="M84 310 C76 210 86 106 160 100 C234 106 244 210 236 310 C214 322 200 312 196 290 L124 290 C120 312 106 322 84 310 Z" fill="${hair2}"/>`;
  if (p.hairStyle === 'curly') {
    let cs = '';
    for (let i = 0; i < 22; i++) {
      const a = Math.PI * 0.95 + (i / 21) * Math.PI * 1.1;
      const r = rng.range(22, 30);
      cs += `<circle cx="${f(160 + Math.cos(a) * 74)}" cy="${f(168 + Math.sin(a) * 80)}" r="${f(r)}"/>`;
    }
    s += `<g fill="${hair2}">${cs}<ellipse cx="160" cy="160" rx="82" ry="84"/></g>`;
    let cs2 = '';
    for (let i = 0; i < 40; i++) {
      const a = rng.range(0, 6.28),
        rr = rng.range(30, 90);
      cs2 += `<circle cx="${f(160 + Math.cos(a) * rr)}" cy="${f(160 + Math.sin(a) * rr * 0.95 - 10)}" r="${f(rng.range(4, 8))}"/>`;
    }
    s += `<g fill="${hair}" opacity="0.6">${cs2}</g>`;
  }
  // body
  s += `<path d="M14 400 C18 332 56 302 112 292 L136 282 L184 282 L208 292 C264 302 302 332 306 400 Z" fill="url(#cloth)"/>`;
  // neck
  s += `<path d="M138 218 L182 218 L184 286 C172 300 148 300 136 286 Z" fill="${sk2}"/><path d="M138 228 C150 252 170 252 182 228 L182 218 L138 218 Z" fill="${sk3}" opacity="0.5"/>`;
  // shirt / top
  if (p.sweater) {
    s += `<path d="M14 400 C18 332 56 302 112 292 L136 282 L184 282 L208 292 C264 302 302 332 306 400 Z" fill="${p.sweater}"/>`;
    s += `<path d="M134 284 C146 302 174 302 186 284 L182 280 C170 292 150 292 138 280 Z" fill="${dark(p.sweater, 0.25)}"/>`;
    s += `<path d="M138 280 L152 300 L160 290 Z M182 280 L168 300 L160 290 Z" fill="${p.shirt}"/>`;
    s += `<path d="M40 400 C44 356 60 330 84 318 L96 400 Z M280 400 C276 356 260 330 236 318 L224 400 Z" fill="${p.suit}" opacity="0"/>`;
  } else if (p.female && p.hairStyle !== 'long') {
    s += `<path d="M128 284 C140 318 180 318 192 284 L204 290 L160 372 L116 290 Z" fill="${p.shirt}"/>`;
  } else {
    s += `<path d="M126 284 L194 284 L160 366 Z" fill="${p.shirt}"/>`;
  }
  if (!p.sweater) {
    // lapels
    s += `<path d="M130 282 L160 368 L150 376 L108 312 L122 304 L112 298 Z" fill="${light(p.suit, 0.08)}"/><path d="M190 282 L160 368 L170 376 L212 312 L198 304 L208 298 Z" fill="${dark(p.suit, 0.1)}"/>`;
    s += `<path d="M160 368 L150 376 L156 400 L164 400 L170 376 Z" fill="${dark(p.suit, 0.25)}" opacity="0.6"/>`;
    if (!p.female)
      s += `<path d="M138 280 L160 304 L150 312 L132 292 Z M182 280 L160 304 L170 312 L188 292 Z" fill="${p.shirt}"/><path d="M138 280 L160 304 L150 312 L132 292 Z M182 280 L160 304 L170 312 L188 292 Z" fill="none" stroke="${dark(p.shirt, 0.12)}" stroke-width="1"/>`;
    if (p.tie)
      s += `<path d="M154 302 L166 302 L168 310 L164 312 Z" fill="${dark(p.tie, 0.2)}"/><path d="M155 304 L165 304 L170 352 L160 364 L150 352 Z" fill="${p.tie}"/>`;
  }
  if (p.pearls)
    for (let i = 0; i < 15; i++) {
      const t = i / 14;
      const x = 134 + t * 52,
        y = 286 + Math.sin(t * Math.PI) * 22;
      s += `<circle cx="${f(x)}" cy="${f(y)}" r="3" fill="#f8f4ec" stroke="#d9d1c2" stroke-width="0.6"/>`;
    }
  // ears
  s += `<ellipse cx="${cx - rx + 1}" cy="186" rx="8" ry="13" fill="${sk2}"/><ellipse cx="${cx + rx - 1}" cy="186" rx="8" ry="13" fill="${sk2}"/>`;
  if (p.earrings)
    s +=
      p.hairStyle === 'curly'
        ? `<circle cx="${cx - rx - 1}" cy="206" r="6" fill="none" stroke="#d8b45a" stroke-width="2"/><circle cx="${cx + rx + 1}" cy="206" r="6" fill="none" stroke="#d8b45a" stroke-width="2"/>`
        : `<circle cx="${cx - rx + 1}" cy="201" r="3" fill="#e2c06a"/><circle cx="${cx + rx - 1}" cy="201" r="3" fill="#e2c06a"/>`;
  // face
  s += `<path d="${face}" fill="url(#face)"/>`;
  s += `<path d="M${cx + rx * 0.94} ${cy + ry * 0.28} C${cx + rx * 0.82} ${cy + ry * 0.74} ${cx + rx * 0.42} ${cy + ry} ${cx} ${cy + ry} C${cx + rx * 0.4} ${cy + ry * 0.8} ${cx + rx * 0.75} ${cy + ry * 0.5} ${cx + rx * 0.94} ${cy + ry * 0.28} Z" fill="${sk2}" opacity="0.5"/>`;
  // cheeks
  s += `<circle cx="133" cy="206" r="10" fill="#e0706a" opacity="${p.female ? 0.16 : 0.08}"/><circle cx="187" cy="206" r="10" fill="#e0706a" opacity="${p.female ? 0.16 : 0.08}"/>`;
  // beard
  if (p.beard) {
    s += `<path d="M${cx - rx * 0.98} 176 C${cx - rx} 236 ${cx - 30} 258 ${cx} 258 C${cx + 30} 258 ${cx + rx} 236 ${cx + rx * 0.98} 176 C${cx + rx * 0.88} 200 ${cx + 40} 212 ${cx + 26} 214 C${cx + 12} 206 ${cx - 12} 206 ${cx - 26} 214 C${cx - 40} 212 ${cx - rx * 0.88} 200 ${cx - rx * 0.98} 176 Z" fill="${hair}"/>`;
    s += `<path d="M${cx - 20} 218 C${cx - 10} 210 ${cx + 10} 210 ${cx + 20} 218 C${cx + 10} 214 ${cx - 10} 214 ${cx - 20} 218 Z" fill="${hair2}"/>`;
  }
  // features
  const eyeY = 186;
  s += `<path d="M131 ${eyeY - 14} Q141 ${eyeY - 19} 151 ${eyeY - 14}" stroke="${p.hairStyle === 'bob' ? '#8c8076' : dark(hair, 0.1)}" stroke-width="3.2" fill="none" stroke-linecap="round"/><path d="M169 ${eyeY - 14} Q179 ${eyeY - 19} 189 ${eyeY - 14}" stroke="${p.hairStyle === 'bob' ? '#8c8076' : dark(hair, 0.1)}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
  s += `<ellipse cx="141" cy="${eyeY}" rx="4.4" ry="3.6" fill="${ink}"/><ellipse cx="179" cy="${eyeY}" rx="4.4" ry="3.6" fill="${ink}"/><circle cx="142.4" cy="${eyeY - 1.2}" r="1.2" fill="#fff" opacity="0.85"/><circle cx="180.4" cy="${eyeY - 1.2}" r="1.2" fill="#fff" opacity="0.85"/>`;
  if (p.female)
    s += `<path d="M135 ${eyeY - 3} Q141 ${eyeY - 7} 148 ${eyeY - 3}" stroke="${ink}" stroke-width="1.6" fill="none"/><path d="M172 ${eyeY - 3} Q179 ${eyeY - 7} 185 ${eyeY - 3}" stroke="${ink}" stroke-width="1.6" fill="none"/>`;
  if (p.age > 50)
    s += `<path d="M130 ${eyeY + 6} Q135 ${eyeY + 9} 141 ${eyeY + 8}" stroke="${sk3}" stroke-width="1" fill="none" opacity="0.5"/><path d="M190 ${eyeY + 6} Q185 ${eyeY + 9} 179 ${eyeY + 8}" stroke="${sk3}" stroke-width="1" fill="none" opacity="0.5"/>`;
  s += `<path d="M160 192 C158 200 154 207 155 211 C157 214 163 214 166 212" stroke="${sk3}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  s += `<path d="M146 225 Q160 ${p.beard ? 234 : 236} 174 225" stroke="${p.beard ? '#f2e9e4' : lip}" stroke-width="${p.beard ? 2.6 : 3.2}" fill="${p.female ? lip : 'none'}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (p.female)
    s += `<path d="M147 225.5 Q160 229 173 225.5" stroke="#f6ece6" stroke-width="1.5" fill="none" opacity="0.8"/>`;
  if (p.glasses)
    s += `<g fill="none" stroke="#3a3036" stroke-width="2"><rect x="127" y="${eyeY - 10}" width="28" height="20" rx="8"/><rect x="165" y="${eyeY - 10}" width="28" height="20" rx="8"/><path d="M155 ${eyeY - 2} Q160 ${eyeY - 5} 165 ${eyeY - 2}"/><path d="M127 ${eyeY - 4} L112 ${eyeY - 6} M193 ${eyeY - 4} L208 ${eyeY - 6}"/></g>`;
  // front hair
  if (p.hairStyle === 'bob')
    s += `<path d="M104 196 C96 122 138 98 172 102 C210 106 226 140 218 196 C214 164 196 140 150 134 C128 140 112 160 104 196 Z" fill="${hair}"/><path d="M150 134 C176 132 200 142 212 162 C200 150 180 142 150 134 Z" fill="${hairL}" opacity="0.7"/><path d="M120 120 C140 108 170 104 196 116" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/>`;
  if (p.hairStyle === 'short') {
    s += `<path d="M106 176 C98 118 132 100 164 102 C198 104 224 122 214 178 C210 152 202 142 190 138 C170 132 140 134 122 142 C114 150 110 162 106 176 Z" fill="${hair}"/><path d="M128 116 C150 106 180 106 200 118" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.5"/>`;
    if (p.grey)
      s += `<path d="M106 176 C104 160 106 150 112 144 L116 170 Z M214 178 C216 160 214 150 208 144 L204 170 Z" fill="#b7b0a8"/>`;
  }
  if (p.hairStyle === 'quiff')
    s += `<path d="M106 174 C98 124 118 96 148 92 L156 82 L166 92 L180 84 L186 96 C212 104 226 130 214 176 C210 150 200 138 180 132 C152 126 126 134 114 150 Z" fill="${hair}"/><path d="M150 96 C168 92 186 98 200 110" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/>`;
  if (p.hairStyle === 'long')
    s += `<path d="M104 200 C98 126 126 100 160 100 C194 100 222 126 216 200 C212 150 190 122 162 116 C150 140 128 150 104 200 Z" fill="${hair}"/><path d="M162 116 C180 124 200 140 210 170" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/><path d="M104 200 C102 240 100 270 92 300 C108 290 118 250 116 210 Z M216 200 C218 240 220 270 228 300 C212 290 202 250 204 210 Z" fill="${hair}"/>`;
  if (p.hairStyle === 'curly') {
    let cs = '';
    for (let i = 0; i < 13; i++) {
      const a = Math.PI * 1.08 + (i / 12) * Math.PI * 0.84;
      cs += `<circle cx="${f(160 + Math.cos(a) * 52)}" cy="${f(176 + Math.sin(a) * 62)}" r="${f(rng.range(10, 14))}"/>`;
    }
    s += `<g fill="${hair}">${cs}</g>`;
  }
  s += `<rect width="320" height="400" filter="url(#grain)" style="mix-blend-mode:overlay" opacity="0.22"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 320 400">${s}</svg>`;
}
function teamTasks() {
  return TEAM.map((p) => ({
    name: `team-${p.n}`,
    run: () =>
      renderScene(
        portraitSvg(p, 640, 800),
        [640, 320].map((w) => ({ file: `team/team-${p.n}-${w}`, w, h: (w * 5) / 4 })),
      ),
  }));
}

// ───────────────────────────── page banners ─────────────────────────────
function bannerCatalog(W, H) {
  const c = makeCtx(W, H, 71, 'golden', { sunX: 0.8, sunY: 0.3, hz: 0.7, gy: 0.86 });
  const b = B.rowOfHouses(c, 16);
  const s = (H * 0.62) / (b.y1 - b.y0);
  const tx = -((b.x1 - b.x0) * s - W) / 2 - b.x0 * s;
  c.T = { s, tx, ty: c.gy, mir: 1 };
  let body = sky(c, { clouds: 'streak', cloudN: 3 });
  body += skyline(c, c.gy, H * 0.2, H * 0.45, c.haze(SLATE, 0.75));
  body += `<g transform="translate(${f(tx)} ${f(c.gy)}) scale(${f(s)})">${b.o.join('')}</g>`;
  body += `<rect x="-2" y="${f(c.gy)}" width="${W + 4}" height="${H}" fill="${c.tint('#d3cbbd')}"/><rect x="-2" y="${f(c.gy + H * 0.05)}" width="${W + 4}" height="${H}" fill="${c.tint('#5d6169')}"/>`;
  for (let x = H * 0.1; x < W; x += H * 0.42)
    body += treeRound(
      c,
      x + c.rng.range(-1, 1) * H * 0.05,
      c.gy + H * 0.04,
      H * c.rng.range(0.42, 0.52),
      c.tint('#7d9a5e'),
      { wide: 0.3 },
    );
  return wrap(c, body + finish(c, { vig: 0.15 }));
}
function bannerFaq(W, H) {
  const c = makeCtx(W, H, 73, 'dusk', { sunX: 0.5, sunY: 0.8, hz: 0.7 });
  const { rng } = c;
  c.defs.push(
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9b497"/><stop offset="1" stop-color="#b39c7c"/></linearGradient><radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd9a0" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a3558"/><stop offset="0.6" stop-color="#7b6b8e"/><stop offset="1" stop-color="#e9a27a"/></linearGradient>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#wall)"/>`;
  // wainscot
  s += `<rect y="${f(H * 0.78)}" width="${W}" height="${f(H * 0.22)}" fill="#7a5a40"/><rect y="${f(H * 0.78)}" width="${W}" height="${f(H * 0.015)}" fill="#9b7756"/>`;
  // window in centre
  const ww = H * 0.5,
    wx = W * 0.5 - ww / 2,
    wy = H * 0.12,
    wh = H * 0.6;
  s += `<path d="M${f(wx)} ${f(wy + wh)} L${f(wx)} ${f(wy + ww / 2)} A${f(ww / 2)} ${f(ww / 2)} 0 0 1 ${f(wx + ww)} ${f(wy + ww / 2)} L${f(wx + ww)} ${f(wy + wh)} Z" fill="url(#win)" stroke="#efe6d6" stroke-width="${f(H * 0.02)}"/>`;
  s += tvTower(c, wx + ww * 0.7, wy + wh, wh * 0.7, '#2a2f48');
  for (let x = wx; x < wx + ww; x += ww / 7)
    s += `<rect x="${f(x)}" y="${f(wy + wh - H * rng.range(0.05, 0.15))}" width="${f(ww / 7 + 1)}" height="${f(H * 0.2)}" fill="#2a2f48"/>`;
  s += `<rect x="${f(wx + ww / 2 - H * 0.006)}" y="${f(wy)}" width="${f(H * 0.012)}" height="${f(wh)}" fill="#efe6d6"/><rect x="${f(wx)}" y="${f(wy + wh * 0.45)}" width="${f(ww)}" height="${f(H * 0.012)}" fill="#efe6d6"/>`;
  s += `<rect x="${f(wx - H * 0.03)}" y="${f(wy + wh)}" width="${f(ww + H * 0.06)}" height="${f(H * 0.025)}" fill="#efe6d6"/>`;
  // curtains
  s += `<path d="M${f(wx - H * 0.12)} ${f(wy - H * 0.04)} L${f(wx + H * 0.02)} ${f(wy - H * 0.04)} Q${f(wx - H * 0.02)} ${f(H * 0.5)} ${f(wx - H * 0.04)} ${f(H * 0.78)} L${f(wx - H * 0.14)} ${f(H * 0.78)} Z" fill="#5f7a74"/><path d="M${f(wx + ww + H * 0.12)} ${f(wy - H * 0.04)} L${f(wx + ww - H * 0.02)} ${f(wy - H * 0.04)} Q${f(wx + ww + H * 0.02)} ${f(H * 0.5)} ${f(wx + ww + H * 0.04)} ${f(H * 0.78)} L${f(wx + ww + H * 0.14)} ${f(H * 0.78)} Z" fill="#56706a"/>`;
  // bookshelves
  const shelf = (x0, x1) => {
    let t = `<rect x="${f(x0)}" y="${f(H * 0.04)}" width="${f(x1 - x0)}" height="${f(H * 0.96)}" fill="#5a3f2c"/>`;
    const rows = 5,
      rh = (H * 0.9) / rows;
    const cols = [
      '#2f4d5c',
      '#8a3f35',
      '#c8a46a',
      '#5f7a58',
      '#e6dcc8',
      '#3b3f5c',
      '#a8643f',
      '#7d6a8a',
      '#d8c29a',
    ];
    for (let r = 0; r < rows; r++) {
      const y = H * 0.07 + r * rh;
      t += `<rect x="${f(x0 + H * 0.02)}" y="${f(y)}" width="${f(x1 - x0 - H * 0.04)}" height="${f(rh - H * 0.02)}" fill="#3e2b1f"/>`;
      let x = x0 + H * 0.03;
      while (x < x1 - H * 0.08) {
        const bw = H * rng.range(0.018, 0.035),
          bh = (rh - H * 0.03) * rng.range(0.7, 0.95);
        if (rng.chance(0.08)) {
          x += H * 0.04;
          continue;
        }
        const col = rng.pick(cols);
        t += `<rect x="${f(x)}" y="${f(y + rh - H * 0.02 - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/><rect x="${f(x)}" y="${f(y + rh - H * 0.02 - bh * 0.8)}" width="${f(bw)}" height="${f(H * 0.006)}" fill="${light(col, 0.35)}" opacity="0.7"/>`;
        x += bw + H * 0.002;
      }
      t += `<rect x="${f(x0)}" y="${f(y + rh - H * 0.02)}" width="${f(x1 - x0)}" height="${f(H * 0.02)}" fill="#6e4e36"/>`;
    }
    return t;
  };
  s += shelf(-H * 0.05, W * 0.3) + shelf(W * 0.7, W + H * 0.05);
  // armchair + lamp + side table
  const ax = W * 0.5 + ww * 0.55,
    ay = H * 0.95;
  s += `<circle cx="${f(W * 0.5 - ww * 0.7)}" cy="${f(H * 0.38)}" r="${f(H * 0.45)}" fill="url(#lamp)"/>`;
  s += `<rect x="${f(W * 0.5 - ww * 0.7 - H * 0.005)}" y="${f(H * 0.36)}" width="${f(H * 0.01)}" height="${f(H * 0.6)}" fill="#3a3030"/><path d="M${f(W * 0.5 - ww * 0.7 - H * 0.07)} ${f(H * 0.38)} L${f(W * 0.5 - ww * 0.7 + H * 0.07)} ${f(H * 0.38)} L${f(W * 0.5 - ww * 0.7 + H * 0.045)} ${f(H * 0.26)} L${f(W * 0.5 - ww * 0.7 - H * 0.045)} ${f(H * 0.26)} Z" fill="#f2dcae"/>`;
  s += `<path d="M${f(ax - H * 0.2)} ${f(ay)} L${f(ax - H * 0.2)} ${f(ay - H * 0.38)} Q${f(ax - H * 0.2)} ${f(ay - H * 0.48)} ${f(ax - H * 0.1)} ${f(ay - H * 0.48)} L${f(ax + H * 0.1)} ${f(ay - H * 0.48)} Q${f(ax + H * 0.2)} ${f(ay - H * 0.48)} ${f(ax + H * 0.2)} ${f(ay - H * 0.38)} L${f(ax + H * 0.2)} ${f(ay)} Z" fill="#8b4a3a"/><rect x="${f(ax - H * 0.26)}" y="${f(ay - H * 0.26)}" width="${f(H * 0.1)}" height="${f(H * 0.24)}" rx="${f(H * 0.04)}" fill="#9c5645"/><rect x="${f(ax + H * 0.16)}" y="${f(ay - H * 0.26)}" width="${f(H * 0.1)}" height="${f(H * 0.24)}" rx="${f(H * 0.04)}" fill="#7d4234"/><rect x="${f(ax - H * 0.17)}" y="${f(ay - H * 0.18)}" width="${f(H * 0.34)}" height="${f(H * 0.08)}" rx="${f(H * 0.03)}" fill="#a35e4c"/>`;
  s +=
    `<rect x="${f(W * 0.5 - ww * 0.5)}" y="${f(H * 0.8)}" width="${f(H * 0.16)}" height="${f(H * 0.015)}" fill="#6e4e36"/><rect x="${f(W * 0.5 - ww * 0.5 + H * 0.07)}" y="${f(H * 0.8)}" width="${f(H * 0.02)}" height="${f(H * 0.2)}" fill="#6e4e36"/>` +
    bush(c, W * 0.5 - ww * 0.5 + H * 0.08, H * 0.8, H * 0.14, '#6f8c57');
  return wrap(c, s + finish(c, { vig: 0.3 }));
}
function bannerContact(W, H) {
  const c = makeCtx(W, H, 79, 'dusk', { sunX: 0.25, sunY: 0.78, hz: 0.72 });
  const { u } = c;
  let s = sky(c, { clouds: 'streak', cloudN: 4, sun: false });
  const far = '#4e4d70',
    mid = '#363a5c',
    near = '#262a45';
  s += skyline(c, c.hz, H * 0.05, H * 0.16, far, { windows: '#ffd58a' });
  // Berliner Dom
  const dx = W * 0.3,
    dy = c.hz,
    dh = H * 0.4;
  s += `<rect x="${f(dx - dh * 0.5)}" y="${f(dy - dh * 0.45)}" width="${f(dh)}" height="${f(dh * 0.45)}" fill="${mid}"/><path d="M${f(dx - dh * 0.25)} ${f(dy - dh * 0.45)} A${f(dh * 0.25)} ${f(dh * 0.3)} 0 0 1 ${f(dx + dh * 0.25)} ${f(dy - dh * 0.45)} Z" fill="${mid}"/><rect x="${f(dx - dh * 0.03)}" y="${f(dy - dh * 0.92)}" width="${f(dh * 0.06)}" height="${f(dh * 0.2)}" fill="${mid}"/><circle cx="${f(dx)}" cy="${f(dy - dh * 0.93)}" r="${f(dh * 0.02)}" fill="${mid}"/>`;
  for (const k of [-1, 1])
    s += `<rect x="${f(dx + k * dh * 0.42 - dh * 0.06)}" y="${f(dy - dh * 0.6)}" width="${f(dh * 0.12)}" height="${f(dh * 0.6)}" fill="${mid}"/><path d="M${f(dx + k * dh * 0.42 - dh * 0.06)} ${f(dy - dh * 0.6)} A${f(dh * 0.06)} ${f(dh * 0.08)} 0 0 1 ${f(dx + k * dh * 0.42 + dh * 0.06)} ${f(dy - dh * 0.6)} Z" fill="${mid}"/>`;
  // Rotes Rathaus tower
  const rx = W * 0.52;
  s += `<rect x="${f(rx - H * 0.18)}" y="${f(c.hz - H * 0.16)}" width="${f(H * 0.36)}" height="${f(H * 0.16)}" fill="${mid}"/><rect x="${f(rx - H * 0.035)}" y="${f(c.hz - H * 0.36)}" width="${f(H * 0.07)}" height="${f(H * 0.36)}" fill="${mid}"/><rect x="${f(rx - H * 0.045)}" y="${f(c.hz - H * 0.37)}" width="${f(H * 0.09)}" height="${f(H * 0.02)}" fill="${mid}"/>`;
  for (let i = 0; i < 8; i++)
    s += `<rect x="${f(rx - H * 0.16 + i * H * 0.042)}" y="${f(c.hz - H * 0.12)}" width="${f(H * 0.018)}" height="${f(H * 0.03)}" fill="#ffd58a" opacity="0.7"/>`;
  // TV tower
  s += tvTower(c, W * 0.68, c.hz, H * 0.66, near);
  s += `<circle cx="${f(W * 0.68)}" cy="${f(c.hz - H * 0.66)}" r="${f(u * 0.7)}" fill="#ff6a5a"/>`;
  s += skyline(c, c.hz + 1, H * 0.02, H * 0.08, near, { windows: '#ffd58a' });
  s += water(c, c.hz + 1, H, { top: '#5a4f72', bot: '#1f2440', lines: 50 });
  for (let i = 0; i < 40; i++) {
    const x = c.rng.range(0, W);
    s += `<rect x="${f(x)}" y="${f(c.hz + c.rng.range(1, H * 0.25))}" width="${f(u * c.rng.range(1, 4))}" height="${f(u * 0.3)}" fill="#ffd58a" opacity="${f(c.rng.range(0.2, 0.5))}"/>`;
  }
  return wrap(c, s + finish(c, { vig: 0.25 }));
}
function bannerLegal(W, H) {
  const c = makeCtx(W, H, 83, 'misty', {});
  c.defs.push(
    `<linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1ece3"/><stop offset="1" stop-color="#dcd4c6"/></linearGradient>`,
  );
  let s = `<rect width="${W}" height="${H}" fill="url(#lg)"/>`;
  const line = '#b7ab98';
  const colW = H * 0.32;
  for (let x = -colW / 2; x < W + colW; x += colW) {
    s += `<path d="M${f(x)} ${f(H)} L${f(x)} ${f(H * 0.55)} A${f(colW / 2)} ${f(colW / 2)} 0 0 1 ${f(x + colW)} ${f(H * 0.55)}" fill="none" stroke="${line}" stroke-width="${f(H * 0.006)}" opacity="0.55"/>`;
    s += `<rect x="${f(x - H * 0.02)}" y="${f(H * 0.45)}" width="${f(H * 0.04)}" height="${f(H * 0.55)}" fill="${line}" opacity="0.12"/>`;
  }
  for (let i = 0; i < 5; i++)
    s += `<line x1="0" y1="${f(H * (0.12 + i * 0.06))}" x2="${W}" y2="${f(H * (0.12 + i * 0.06))}" stroke="${line}" stroke-width="${f(H * 0.003)}" opacity="${f(0.35 - i * 0.05)}"/>`;
  s += `<circle cx="${f(W * 0.78)}" cy="${f(H * 0.3)}" r="${f(H * 0.55)}" fill="none" stroke="${line}" stroke-width="${f(H * 0.004)}" opacity="0.3"/><circle cx="${f(W * 0.78)}" cy="${f(H * 0.3)}" r="${f(H * 0.38)}" fill="none" stroke="${line}" stroke-width="${f(H * 0.004)}" opacity="0.25"/>`;
  return wrap(c, s + finish(c, { vig: 0.12, go: 0.2 }));
}
function bannerTasks() {
  const list = {
    catalog: bannerCatalog,
    faq: bannerFaq,
    contact: bannerContact,
    legal: bannerLegal,
  };
  return Object.entries(list).map(([k, fn]) => ({
    name: `banner-${k}`,
    run: async () => {
      await renderScene(fn(1600, 500), [{ file: `banners/${k}-1600`, w: 1600, h: 500 }]);
      await renderScene(fn(768, 320), [{ file: `banners/${k}-768`, w: 768, h: 320 }]);
    },
  }));
}
function otherTasks() {
  return [...slideTasks(), ...teamTasks(), ...bannerTasks()];
}

// ── extra sections are inserted above this line ──

async function main() {
  const only = (process.argv.find((a) => a.startsWith('--only=')) ?? '')
    .slice(7)
    .split(',')
    .filter(Boolean);
  let tasks = [...listingTasks(), ...(typeof otherTasks === 'function' ? otherTasks() : [])];
  if (only.length) tasks = tasks.filter((t) => only.some((o) => t.name.includes(o)));
  const t0 = Date.now();
  sharp.concurrency(1);
  const queue = tasks.slice();
  const worker = async () => {
    while (queue.length) {
      const t = queue.shift();
      await t.run();
    }
  };
  await Promise.all([worker(), worker()]);
  const kb = (n) => (n / 1024).toFixed(1) + ' kB';
  console.log(
    `PresentationPro images: ${stats.files} files, ${kb(stats.bytes)} total, largest ${stats.largest.file} (${kb(stats.largest.bytes)}), ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (process.argv.includes('--verbose'))
    for (const [n, b] of stats.list.sort()) console.log(n.padEnd(48), kb(b));
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
