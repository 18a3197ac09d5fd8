/** Sky and land: the sky with sun and clouds, birds, rolling ridges, alpine ranges and water. */
import { darken, lighten, mix } from '../kit/colour.mjs';
import { SKIES } from '../kit/palettes.mjs';
import { num } from '../kit/svg.mjs';

export function sky(scene, opts = {}) {
  const { width, height, pal } = scene;
  const hz = opts.to ?? scene.horizonY;
  const stops = pal.stops
    .map((colour, i) => `<stop offset="${pal.pos[i]}" stop-color="${colour}"/>`)
    .join('');
  scene.defs.push(
    `<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${num(hz)}">${stops}</linearGradient>`,
  );
  scene.defs.push(
    `<radialGradient id="sunglow" gradientUnits="userSpaceOnUse" cx="${num(scene.sunX)}" cy="${num(scene.sunY)}" r="${num(height * 0.75)}"><stop offset="0" stop-color="${pal.glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${pal.glow}" stop-opacity="0.3"/><stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>`,
  );
  let svg = `<rect width="${width}" height="${height}" fill="url(#sky)"/><rect width="${width}" height="${num(hz + 2)}" fill="url(#sunglow)"/>`;
  if (opts.sun !== false && scene.sunY < hz) {
    const radius = scene.unit * (opts.sunR ?? 4.2);
    svg += `<circle cx="${num(scene.sunX)}" cy="${num(scene.sunY)}" r="${num(radius * 1.9)}" fill="${pal.sun}" opacity="0.18"/><circle cx="${num(scene.sunX)}" cy="${num(scene.sunY)}" r="${num(radius)}" fill="${pal.sun}" opacity="0.95"/>`;
  }
  if (pal === SKIES.dusk && opts.stars !== false) {
    for (let i = 0; i < 40; i++) {
      const x = scene.rng.range(0, width),
        y = scene.rng.range(0, hz * 0.45);
      svg += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(scene.unit * scene.rng.range(0.08, 0.18))}" fill="#fff" opacity="${num(scene.rng.range(0.3, 0.8))}"/>`;
    }
  }
  const kind = opts.clouds ?? 'puffy';
  const cloudCount = opts.cloudN ?? 4;
  for (let i = 0; i < cloudCount; i++) {
    const x = scene.rng.range(-0.05, 1.05) * width,
      y = scene.rng.range(0.1, 0.55) * hz;
    if (kind === 'puffy') svg += cloudPuffy(scene, x, y, scene.unit * scene.rng.range(9, 18));
    else if (kind === 'streak')
      svg += cloudStreak(scene, x, y, scene.unit * scene.rng.range(20, 45));
  }
  return svg;
}

function cloudPuffy(scene, x, y, w) {
  const { rng, pal } = scene;
  const id = scene.id('cl');
  scene.defs.push(
    `<clipPath id="${id}"><rect x="${num(x - w)}" y="${num(y - w)}" width="${num(2 * w)}" height="${num(w)}"/></clipPath>`,
  );
  const k = rng.int(4, 6);
  let base = '',
    top = '';
  for (let i = 0; i < k; i++) {
    const t = (i + 0.5) / k - 0.5;
    const radius = w * (0.42 - Math.abs(t) * 0.45) * rng.range(0.8, 1.15);
    const cx = x + t * w * 1.5,
      cy = y - radius * 0.25;
    base += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}"/>`;
    top += `<circle cx="${num(cx - radius * 0.12)}" cy="${num(cy - radius * 0.18)}" r="${num(radius * 0.86)}"/>`;
  }
  return `<g clip-path="url(#${id})" opacity="0.92"><g fill="${pal.cloudShade}">${base}</g><g fill="${pal.cloud}">${top}</g></g>`;
}

function cloudStreak(scene, x, y, w) {
  const { rng, pal } = scene;
  let svg = '';
  const k = rng.int(2, 3);
  for (let i = 0; i < k; i++) {
    const ww = w * rng.range(0.5, 1),
      hh = scene.unit * rng.range(0.7, 1.6);
    const xx = x + rng.range(-0.3, 0.3) * w,
      yy = y + i * hh * 1.6;
    svg += `<rect x="${num(xx - ww / 2)}" y="${num(yy)}" width="${num(ww)}" height="${num(hh)}" rx="${num(hh / 2)}" fill="${i % 2 ? pal.cloudShade : pal.cloud}" opacity="${num(rng.range(0.45, 0.8))}"/>`;
  }
  return svg;
}

export function birds(scene, x, y, count) {
  let svg = '';
  for (let i = 0; i < count; i++) {
    const birdX = x + scene.rng.range(-6, 6) * scene.unit,
      birdY = y + scene.rng.range(-3, 3) * scene.unit,
      w = scene.unit * scene.rng.range(0.7, 1.2);
    svg += `<path d="M${num(birdX - w)} ${num(birdY - w * 0.3)} Q${num(birdX - w * 0.5)} ${num(birdY - w * 0.6)} ${num(birdX)} ${num(birdY)} Q${num(birdX + w * 0.5)} ${num(birdY - w * 0.6)} ${num(birdX + w)} ${num(birdY - w * 0.3)}" fill="none" stroke="${darken(scene.pal.haze, 0.6)}" stroke-width="${num(scene.unit * 0.18)}" stroke-linecap="round"/>`;
  }
  return svg;
}

/** 1-D smooth noise: a few summed sines with seeded frequencies and phases. */
function smoothNoise(rng, oct = 3) {
  const comps = [];
  for (let i = 0; i < oct; i++)
    comps.push({
      frequency: (i + 1) * rng.range(0.8, 1.3) * Math.pow(1.9, i),
      phase: rng.range(0, 6.28),
      amplitude: Math.pow(0.5, i),
    });
  const norm = comps.reduce((sum, component) => sum + component.amplitude, 0);
  return (x) =>
    comps.reduce(
      (acc, component) =>
        acc + component.amplitude * Math.sin(x * component.frequency + component.phase),
      0,
    ) / norm;
}

/** Filled ridge from y0 with amplitude amp; freq ~ waves across width. */
export function ridge(scene, y0, amp, freq, fill, opts = {}) {
  const { width } = scene;
  const noise = smoothNoise(scene.rng, opts.oct ?? 3);
  const bottom = opts.bottom ?? scene.height + 2;
  const step = width / 90;
  let path = `M-2 ${num(bottom)} L-2 ${num(y0 + amp * noise(0))}`;
  for (let x = 0; x <= width + step; x += step) {
    let value = noise((x / width) * freq * 6.28);
    if (opts.sharp) value = 1 - 2 * Math.abs(value);
    if (opts.mask) value *= opts.mask(x / width);
    path += ` L${num(x)} ${num(y0 - amp * value)}`;
  }
  path += ` L${num(width + 2)} ${num(bottom)} Z`;
  return `<path d="${path}" fill="${fill}"${opts.ex ? ' ' + opts.ex : ''}/>`;
}

/** Alpine range with snow caps and shaded faces. */
export function mountains(scene, yBase, hMax, col, opts = {}) {
  const { width, rng } = scene;
  const peaks = [];
  let x = -width * 0.1;
  while (x < width * 1.1) {
    const w = width * rng.range(0.1, 0.2);
    peaks.push({ x: x + w / 2, h: hMax * rng.range(0.55, 1), w });
    x += w * rng.range(0.55, 0.8);
  }
  let path = `M-2 ${num(yBase + 50)}`;
  const pts = [];
  peaks.forEach((peak) => {
    const valleyX = peak.x - peak.w * 0.5;
    pts.push([valleyX, yBase - peak.h * rng.range(0.15, 0.4)]);
    // jagged flanks
    pts.push([peak.x - peak.w * 0.2, yBase - peak.h * rng.range(0.65, 0.8)]);
    pts.push([peak.x, yBase - peak.h]);
    pts.push([peak.x + peak.w * 0.18, yBase - peak.h * rng.range(0.7, 0.85)]);
  });
  pts.forEach((point) => (path += ` L${num(point[0])} ${num(point[1])}`));
  path += ` L${width + 2} ${num(yBase + 50)} Z`;
  const id = scene.id('mt');
  scene.defs.push(`<clipPath id="${id}"><path d="${path}"/></clipPath>`);
  let svg = `<path d="${path}" fill="${col}"/>`;
  // shaded faces (right of each peak when light from left)
  let faceShades = '';
  peaks.forEach((peak) => {
    const dir = scene.lightLeft ? 1 : -1;
    faceShades += `<polygon points="${num(peak.x)},${num(yBase - peak.h)} ${num(peak.x + dir * peak.w * 0.7)},${num(yBase + 20)} ${num(peak.x + dir * peak.w * 0.05)},${num(yBase + 20)}"/>`;
  });
  svg += `<g clip-path="url(#${id})"><g fill="${darken(col, 0.22)}" opacity="0.55">${faceShades}</g>`;
  if (opts.snow) {
    let snowPath = `M-2 -10`;
    const snowNoise = smoothNoise(rng, 3);
    for (let xx = 0; xx <= width + 10; xx += width / 60)
      snowPath += ` L${num(xx)} ${num(yBase - hMax * (0.62 + 0.1 * snowNoise((xx / width) * 30)))}`;
    snowPath += ` L${width + 2} -10 Z`;
    svg += `<path d="${snowPath}" fill="${opts.snow}" opacity="0.95"/>`;
    let snowShades = '';
    peaks.forEach((peak) => {
      const dir = scene.lightLeft ? 1 : -1;
      snowShades += `<polygon points="${num(peak.x)},${num(yBase - peak.h)} ${num(peak.x + dir * peak.w * 0.7)},${num(yBase + 20)} ${num(peak.x + dir * peak.w * 0.05)},${num(yBase + 20)}"/>`;
    });
    svg += `<path d="${snowPath}" fill="${darken(opts.snow, 0.2)}" opacity="0.0"/>`;
    svg += `<g fill="${mix(opts.snow, '#8a9bbb', 0.35)}" clip-path="url(#${id})" opacity="0.7"><clipPath id="${id}s"><path d="${snowPath}"/></clipPath><g clip-path="url(#${id}s)">${snowShades}</g></g>`;
  }
  svg += `</g>`;
  return svg;
}

export function water(scene, y0, y1, opts = {}) {
  const { width, pal, rng } = scene;
  const id = scene.id('wat');
  const top = opts.top ?? mix(pal.water[0], pal.haze, 0.25),
    bot = opts.bot ?? pal.water[1];
  scene.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(y0)}" x2="0" y2="${num(y1)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bot}"/></linearGradient>`,
  );
  let svg = `<rect x="-2" y="${num(y0)}" width="${width + 4}" height="${num(y1 - y0 + 2)}" fill="url(#${id})"/>`;
  // sun path
  if (opts.sunPath !== false && scene.sunY < scene.horizonY) {
    const sunPathX = scene.sunX;
    for (let i = 0; i < 26; i++) {
      const t = rng.next();
      const y = y0 + (y1 - y0) * t * t;
      const w = scene.unit * (0.8 + 7 * t) * rng.range(0.3, 1);
      svg += `<rect x="${num(sunPathX - w / 2 + rng.range(-1, 1) * scene.unit * (1 + 3 * t))}" y="${num(y)}" width="${num(w)}" height="${num(scene.unit * (0.12 + 0.3 * t))}" rx="${num(scene.unit * 0.15)}" fill="${pal.sun}" opacity="${num(0.5 - t * 0.3)}"/>`;
    }
  }
  // shimmer lines
  const lineCount = opts.lines ?? 40;
  for (let i = 0; i < lineCount; i++) {
    const t = rng.next();
    const y = y0 + (y1 - y0) * Math.pow(t, 1.6);
    const w = scene.unit * (1 + 12 * t) * rng.range(0.4, 1);
    svg += `<rect x="${num(rng.range(-0.05, 1) * width)}" y="${num(y)}" width="${num(w)}" height="${num(scene.unit * (0.1 + 0.25 * t))}" rx="${num(scene.unit * 0.12)}" fill="${lighten(top, 0.5)}" opacity="${num(0.18 + 0.25 * (1 - t))}"/>`;
  }
  return svg;
}
