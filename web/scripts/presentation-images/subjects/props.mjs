/** Small things that furnish a setting, and the city silhouettes (skyline, TV tower, crane). */
import { darken, lighten } from '../kit/colour.mjs';
import { num } from '../kit/svg.mjs';

export function sheep(scene, x, y, size) {
  return `<g><ellipse cx="${num(x)}" cy="${num(y - size * 0.55)}" rx="${num(size * 0.75)}" ry="${num(size * 0.45)}" fill="#f4f0e6"/><ellipse cx="${num(x + size * 0.72)}" cy="${num(y - size * 0.7)}" rx="${num(size * 0.22)}" ry="${num(size * 0.17)}" fill="#3a3a40"/><rect x="${num(x - size * 0.45)}" y="${num(y - size * 0.2)}" width="${num(size * 0.1)}" height="${num(size * 0.25)}" fill="#3a3a40"/><rect x="${num(x + size * 0.35)}" y="${num(y - size * 0.2)}" width="${num(size * 0.1)}" height="${num(size * 0.25)}" fill="#3a3a40"/></g>`;
}

export function lampPost(scene, x, y, h, col = '#2d3442') {
  const lit = scene.pal.lit;
  return (
    `<rect x="${num(x - h * 0.012)}" y="${num(y - h)}" width="${num(h * 0.024)}" height="${num(h)}" fill="${col}"/><path d="M${num(x - h * 0.06)} ${num(y - h * 0.95)} L${num(x + h * 0.06)} ${num(y - h * 0.95)} L${num(x + h * 0.035)} ${num(y - h * 1.05)} L${num(x - h * 0.035)} ${num(y - h * 1.05)} Z" fill="${col}"/>` +
    (lit
      ? `<circle cx="${num(x)}" cy="${num(y - h * 0.93)}" r="${num(h * 0.12)}" fill="#ffd38a" opacity="0.35"/><circle cx="${num(x)}" cy="${num(y - h * 0.935)}" r="${num(h * 0.03)}" fill="#fff1c6"/>`
      : '')
  );
}

export function skyline(scene, y, hMin, hMax, col, opts = {}) {
  const { width, rng } = scene;
  let svg = '';
  let x = -10;
  while (x < width + 10) {
    const w = scene.unit * rng.range(4, 10),
      h = rng.range(hMin, hMax);
    svg += `<rect x="${num(x)}" y="${num(y - h)}" width="${num(w + 1)}" height="${num(h + 2)}" fill="${col}"/>`;
    if (rng.chance(0.3))
      svg += `<polygon points="${num(x)},${num(y - h)} ${num(x + w)},${num(y - h)} ${num(x + w / 2)},${num(y - h - w * 0.4)}" fill="${col}"/>`;
    if (opts.windows)
      for (let i = 0; i < 3; i++)
        svg += `<rect x="${num(x + w * 0.2)}" y="${num(y - h + h * 0.2 + i * h * 0.22)}" width="${num(w * 0.6)}" height="${num(scene.unit * 0.25)}" fill="${opts.windows}" opacity="0.35"/>`;
    x += w;
  }
  if (opts.tv) svg += tvTower(scene, opts.tv, y, opts.tvH ?? y - scene.height * 0.08, col);
  if (opts.crane) svg += crane(scene, opts.crane, y, scene.unit * 30, col);
  return svg;
}

export function tvTower(scene, x, y, h, col) {
  const unit = h / 100;
  const sphereY = y - h * 0.62;
  return (
    `<path d="M${num(x - unit * 3.2)} ${num(y)} L${num(x - unit * 1.2)} ${num(sphereY)} L${num(x + unit * 1.2)} ${num(sphereY)} L${num(x + unit * 3.2)} ${num(y)} Z" fill="${col}"/>` +
    `<circle cx="${num(x)}" cy="${num(sphereY - unit * 4)}" r="${num(unit * 5.6)}" fill="${col}"/>` +
    `<rect x="${num(x - unit * 1)}" y="${num(sphereY - unit * 14)}" width="${num(unit * 2)}" height="${num(unit * 6)}" fill="${col}"/>` +
    `<rect x="${num(x - unit * 0.45)}" y="${num(y - h)}" width="${num(unit * 0.9)}" height="${num(h * 0.3)}" fill="${col}"/>` +
    `<rect x="${num(x - unit * 5.8)}" y="${num(sphereY - unit * 4.6)}" width="${num(unit * 11.6)}" height="${num(unit * 1.2)}" fill="${lighten(col, 0.2)}" opacity="0.5"/>`
  );
}

export function crane(scene, x, y, h, col) {
  const strokeWidth = h * 0.012;
  return `<g stroke="${col}" stroke-width="${num(strokeWidth)}" fill="none"><path d="M${num(x)} ${num(y)} L${num(x)} ${num(y - h)} M${num(x - h * 0.25)} ${num(y - h * 0.88)} L${num(x + h * 0.7)} ${num(y - h * 0.88)} M${num(x)} ${num(y - h)} L${num(x + h * 0.7)} ${num(y - h * 0.88)} M${num(x)} ${num(y - h)} L${num(x - h * 0.25)} ${num(y - h * 0.88)} M${num(x + h * 0.5)} ${num(y - h * 0.88)} L${num(x + h * 0.5)} ${num(y - h * 0.5)}"/></g><rect x="${num(x - h * 0.04)}" y="${num(y - h * 0.02)}" width="${num(h * 0.08)}" height="${num(h * 0.02)}" fill="${col}"/>`;
}

export function fenceRow(scene, x0, x1, y0, y1, h, col) {
  let svg = '';
  const posts = Math.round(Math.abs(x1 - x0) / (scene.unit * 2.2));
  for (let i = 0; i <= posts; i++) {
    const t = i / posts,
      x = x0 + (x1 - x0) * t,
      y = y0 + (y1 - y0) * t,
      hh = h * (0.85 + 0.3 * scene.rng.next());
    svg += `<rect x="${num(x)}" y="${num(y - hh)}" width="${num(h * 0.09)}" height="${num(hh)}" fill="${col}"/>`;
  }
  return svg;
}

export function punt(scene, x, y, w) {
  const col = scene.tint('#4d3a2c');
  return `<path d="M${num(x - w / 2)} ${num(y - w * 0.05)} L${num(x + w / 2)} ${num(y - w * 0.05)} L${num(x + w * 0.44)} ${num(y + w * 0.03)} L${num(x - w * 0.44)} ${num(y + w * 0.03)} Z" fill="${col}"/><rect x="${num(x - w * 0.4)}" y="${num(y - w * 0.06)}" width="${num(w * 0.8)}" height="${num(w * 0.015)}" fill="${lighten(col, 0.3)}"/><line x1="${num(x + w * 0.3)}" y1="${num(y + w * 0.08)}" x2="${num(x + w * 0.45)}" y2="${num(y - w * 0.55)}" stroke="${lighten(col, 0.2)}" stroke-width="${num(w * 0.012)}"/><path d="M${num(x - w / 2)} ${num(y + w * 0.05)} L${num(x + w / 2)} ${num(y + w * 0.05)}" stroke="${scene.pal.water[1]}" stroke-width="${num(w * 0.01)}" opacity="0.4"/>`;
}

export function lighthouse(scene, x, y, h) {
  const w = h * 0.16;
  const red = scene.tint('#b8453a'),
    white = scene.tint('#f4f1ea');
  let svg = `<path d="M${num(x - w / 2)} ${num(y)} L${num(x - w * 0.32)} ${num(y - h * 0.8)} L${num(x + w * 0.32)} ${num(y - h * 0.8)} L${num(x + w / 2)} ${num(y)} Z" fill="${white}"/>`;
  for (let i = 0; i < 3; i++) {
    const y0 = y - h * (0.12 + i * 0.25),
      y1 = y0 - h * 0.12;
    const k0 = 0.5 - (0.18 * (y - y0)) / (h * 0.8),
      k1 = 0.5 - (0.18 * (y - y1)) / (h * 0.8);
    svg += `<path d="M${num(x - w * k0)} ${num(y0)} L${num(x - w * k1)} ${num(y1)} L${num(x + w * k1)} ${num(y1)} L${num(x + w * k0)} ${num(y0)} Z" fill="${red}"/>`;
  }
  svg += `<rect x="${num(x - w * 0.4)}" y="${num(y - h * 0.82)}" width="${num(w * 0.8)}" height="${num(h * 0.03)}" fill="${darken(white, 0.5)}"/><rect x="${num(x - w * 0.25)}" y="${num(y - h * 0.92)}" width="${num(w * 0.5)}" height="${num(h * 0.1)}" fill="${scene.pal.lit ? '#ffe3a0' : scene.glassSide}"/><path d="M${num(x - w * 0.32)} ${num(y - h * 0.92)} L${num(x)} ${num(y - h)} L${num(x + w * 0.32)} ${num(y - h * 0.92)} Z" fill="${red}"/>`;
  return svg;
}
