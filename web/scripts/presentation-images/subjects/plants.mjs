/** Trees, bushes, grass, flowers, reeds and agaves; x and y are where the plant meets the ground. */
import { darken, lighten, mix, warm } from '../kit/colour.mjs';
import { num } from '../kit/svg.mjs';

export function treeRound(scene, x, y, h, col, opts = {}) {
  const { rng } = scene;
  const trunkW = h * 0.07;
  const crownR = h * (opts.wide ?? 0.32);
  const cy = y - h + crownR * 1.05;
  const lite = scene.lightLeft ? -1 : 1;
  const tcol = opts.trunk ?? darken(mix(col, '#5a4634', 0.6), 0.2);
  let svg = `<path d="M${num(x - trunkW / 2)} ${num(y)} L${num(x - trunkW * 0.3)} ${num(cy)} L${num(x + trunkW * 0.3)} ${num(cy)} L${num(x + trunkW / 2)} ${num(y)} Z" fill="${tcol}"/>`;
  const k = opts.k ?? 7;
  const blobs = [];
  for (let i = 0; i < k; i++) {
    const angle = (i / k) * Math.PI * 2 + rng.range(-0.3, 0.3);
    const blobRadius = crownR * rng.range(0.45, 0.62);
    blobs.push([
      x + Math.cos(angle) * crownR * 0.5,
      cy + Math.sin(angle) * crownR * 0.42 * (opts.tall ?? 1),
      blobRadius,
    ]);
  }
  blobs.push([x, cy - crownR * 0.1, crownR * 0.6]);
  const shade = darken(col, 0.25),
    highlight = lighten(warm(col, 0.15), 0.12);
  svg += `<g fill="${shade}">${blobs.map((blob) => `<circle cx="${num(blob[0])}" cy="${num(blob[1])}" r="${num(blob[2])}"/>`).join('')}</g>`;
  svg += `<g fill="${col}">${blobs.map((blob) => `<circle cx="${num(blob[0] + lite * blob[2] * 0.12)}" cy="${num(blob[1] - blob[2] * 0.12)}" r="${num(blob[2] * 0.86)}"/>`).join('')}</g>`;
  svg += `<g fill="${highlight}">${blobs
    .filter((blob) => blob[1] < cy + crownR * 0.1)
    .map(
      (blob) =>
        `<circle cx="${num(blob[0] + lite * blob[2] * 0.3)}" cy="${num(blob[1] - blob[2] * 0.3)}" r="${num(blob[2] * 0.5)}"/>`,
    )
    .join('')}</g>`;
  return svg;
}

export function treeConifer(scene, x, y, h, col, opts = {}) {
  const w = h * (opts.w ?? 0.34);
  const tiers = opts.tiers ?? 5;
  const shade = darken(col, 0.28);
  const lightFromLeft = scene.lightLeft;
  let svg = `<rect x="${num(x - h * 0.025)}" y="${num(y - h * 0.12)}" width="${num(h * 0.05)}" height="${num(h * 0.12)}" fill="${darken(col, 0.5)}"/>`;
  for (let i = 0; i < tiers; i++) {
    const t = i / tiers;
    const tierY = y - h * 0.08 - h * 0.92 * t * 0.82;
    const tierWidth = w * (1 - t * 0.78);
    const top = tierY - h * 0.3;
    svg += `<path d="M${num(x - tierWidth)} ${num(tierY)} Q${num(x)} ${num(tierY - h * 0.04)} ${num(x + tierWidth)} ${num(tierY)} L${num(x)} ${num(top)} Z" fill="${col}"/>`;
    svg += `<path d="M${num(x)} ${num(tierY - h * 0.02)} Q${num(x + (lightFromLeft ? 1 : -1) * tierWidth * 0.5)} ${num(tierY - h * 0.01)} ${num(x + (lightFromLeft ? 1 : -1) * tierWidth)} ${num(tierY)} L${num(x)} ${num(top)} Z" fill="${shade}"/>`;
  }
  return svg;
}

export function treeCypress(scene, x, y, h, col) {
  const w = h * 0.13;
  const outline = `M${num(x)} ${num(y - h)} C${num(x + w * 0.9)} ${num(y - h * 0.75)} ${num(x + w * 1.1)} ${num(y - h * 0.2)} ${num(x + w * 0.35)} ${num(y)} L${num(x - w * 0.35)} ${num(y)} C${num(x - w * 1.1)} ${num(y - h * 0.2)} ${num(x - w * 0.9)} ${num(y - h * 0.75)} ${num(x)} ${num(y - h)} Z`;
  const side = scene.lightLeft ? 1 : -1;
  const shadedSide = `M${num(x)} ${num(y - h)} C${num(x + side * w * 0.9)} ${num(y - h * 0.75)} ${num(x + side * w * 1.1)} ${num(y - h * 0.2)} ${num(x + side * w * 0.35)} ${num(y)} L${num(x + side * w * 0.05)} ${num(y)} C${num(x + side * w * 0.3)} ${num(y - h * 0.4)} ${num(x + side * w * 0.2)} ${num(y - h * 0.8)} ${num(x)} ${num(y - h)} Z`;
  return `<path d="${outline}" fill="${col}"/><path d="${shadedSide}" fill="${darken(col, 0.3)}"/>`;
}

export function treeOlive(scene, x, y, h, col) {
  const { rng } = scene;
  let svg = `<path d="M${num(x - h * 0.05)} ${num(y)} C${num(x - h * 0.02)} ${num(y - h * 0.2)} ${num(x - h * 0.12)} ${num(y - h * 0.35)} ${num(x - h * 0.08)} ${num(y - h * 0.5)} L${num(x + h * 0.02)} ${num(y - h * 0.5)} C${num(x + h * 0.06)} ${num(y - h * 0.3)} ${num(x + h * 0.02)} ${num(y - h * 0.2)} ${num(x + h * 0.06)} ${num(y)} Z" fill="#6d5c4b"/>`;
  const blobs = [];
  for (let i = 0; i < 9; i++)
    blobs.push([
      x + rng.range(-0.42, 0.42) * h,
      y - h * rng.range(0.55, 0.85),
      h * rng.range(0.13, 0.2),
    ]);
  svg += `<g fill="${darken(col, 0.25)}">${blobs.map((blob) => `<ellipse cx="${num(blob[0])}" cy="${num(blob[1])}" rx="${num(blob[2] * 1.4)}" ry="${num(blob[2])}"/>`).join('')}</g>`;
  svg += `<g fill="${col}">${blobs.map((blob) => `<ellipse cx="${num(blob[0] - blob[2] * 0.15)}" cy="${num(blob[1] - blob[2] * 0.2)}" rx="${num(blob[2] * 1.1)}" ry="${num(blob[2] * 0.7)}"/>`).join('')}</g>`;
  return svg;
}

export function bush(scene, x, y, w, col) {
  const { rng } = scene;
  let svg = '';
  const k = 4;
  let shadows = '',
    highlights = '';
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k - 0.5;
    const radius = w * (0.3 - Math.abs(t) * 0.2) * rng.range(0.85, 1.15);
    shadows += `<circle cx="${num(x + t * w * 0.8)}" cy="${num(y - radius * 0.6)}" r="${num(radius)}"/>`;
    highlights += `<circle cx="${num(x + t * w * 0.8 - radius * 0.15)}" cy="${num(y - radius * 0.8)}" r="${num(radius * 0.7)}"/>`;
  }
  svg += `<g fill="${darken(col, 0.22)}">${shadows}</g><g fill="${lighten(col, 0.08)}">${highlights}</g>`;
  return svg;
}

export function grassTuft(scene, x, y, h, col, blades = 7) {
  const { rng } = scene;
  let path = '';
  for (let i = 0; i < blades; i++) {
    const angle = (i / (blades - 1) - 0.5) * 1.3 + rng.range(-0.15, 0.15);
    const hh = h * rng.range(0.6, 1);
    const tipX = x + Math.sin(angle) * hh * 0.7,
      tipY = y - Math.cos(angle) * hh;
    path += `M${num(x + angle * h * 0.05)} ${num(y)} Q${num(x + Math.sin(angle) * hh * 0.2)} ${num(y - hh * 0.6)} ${num(tipX)} ${num(tipY)} `;
  }
  return `<path d="${path}" fill="none" stroke="${col}" stroke-width="${num(Math.max(1, h * 0.035))}" stroke-linecap="round"/>`;
}

export function flowers(scene, x0, x1, y0, y1, cols, count) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = scene.rng.range(x0, x1),
      y = scene.rng.range(y0, y1);
    svg += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(scene.unit * scene.rng.range(0.18, 0.35) * (0.6 + (y - y0) / Math.max(1, y1 - y0)))}" fill="${scene.rng.pick(cols)}"/>`;
  }
  return svg;
}

export function treeLine(scene, y, h, col, opts = {}) {
  // bumpy row of tree crowns
  const { width, rng } = scene;
  let svg = '';
  let x = -20;
  while (x < width + 20) {
    const radius = h * rng.range(0.35, 0.6);
    if (opts.conifer)
      svg += treeConifer(scene, x, y + h * 0.1, h * rng.range(0.8, 1.3), col, { tiers: 4 });
    else
      svg += `<circle cx="${num(x)}" cy="${num(y - radius * 0.6)}" r="${num(radius)}" fill="${col}"/>`;
    x += radius * (opts.conifer ? 0.9 : 1.2);
  }
  return (
    svg +
    `<rect x="-2" y="${num(y - h * 0.05)}" width="${width + 4}" height="${num(h * 0.6)}" fill="${col}"/>`
  );
}

export function reeds(scene, x0, x1, y, h, col) {
  let svg = '';
  for (let x = x0; x < x1; x += scene.unit * 0.9)
    svg += grassTuft(
      scene,
      x + scene.rng.range(-1, 1) * scene.unit,
      y + scene.rng.range(-1, 1) * scene.unit * 0.5,
      h * scene.rng.range(0.6, 1.1),
      col,
      4,
    );
  for (let i = 0; i < (x1 - x0) / (scene.unit * 4); i++) {
    const x = scene.rng.range(x0, x1),
      hh = h * scene.rng.range(0.9, 1.3);
    svg += `<rect x="${num(x)}" y="${num(y - hh)}" width="${num(scene.unit * 0.35)}" height="${num(scene.unit * 1.4)}" rx="${num(scene.unit * 0.17)}" fill="${darken(col, 0.45)}"/>`;
  }
  return svg;
}

export function agave(scene, x, y, h) {
  let svg = '';
  const col = scene.tint('#6f8f7c');
  for (let i = 0; i < 9; i++) {
    const angle = -Math.PI / 2 + (i / 8 - 0.5) * 2.4;
    const tipX = x + Math.cos(angle) * h,
      tipY = y + Math.sin(angle) * h;
    svg += `<path d="M${num(x - h * 0.08)} ${num(y)} Q${num(x + Math.cos(angle) * h * 0.5)} ${num(y + Math.sin(angle) * h * 0.6 - h * 0.1)} ${num(tipX)} ${num(tipY)} Q${num(x + Math.cos(angle) * h * 0.5 + h * 0.1)} ${num(y + Math.sin(angle) * h * 0.5)} ${num(x + h * 0.08)} ${num(y)} Z" fill="${i % 2 ? col : darken(col, 0.2)}"/>`;
  }
  return svg;
}
