/** Wall textures (bricks, planks, stones) and cornice bands. */
import { shadedFaces } from '../kit/building.mjs';
import { darken, lighten } from '../kit/colour.mjs';

export function bricks(building, x, y, w, h, col, opts = {}) {
  const scene = building.scene,
    z = opts.z ?? 0,
    lineColour = darken(col, 0.35),
    step = opts.step ?? 0.32;
  for (let yy = y + step; yy < y + h; yy += step)
    building.pline(
      [
        [x, yy, z],
        [x + w, yy, z],
      ],
      lineColour,
      0.025,
      'stroke-opacity="0.35"',
    );
  for (let i = 0; i < (w * h) / 3; i++) {
    const brickX = x + scene.rng.range(0, w - 0.5),
      brickY = y + Math.floor(scene.rng.range(0, h / step - 1)) * step;
    building.frontFace(
      brickX,
      brickY,
      0.5,
      step,
      scene.rng.chance(0.5) ? darken(col, 0.12) : lighten(col, 0.08),
      z,
      'fill-opacity="0.6"',
    );
  }
  if (opts.side)
    for (let yy = y + step; yy < y + h; yy += step)
      building.pline(
        [
          [opts.side[0], yy, opts.side[1]],
          [opts.side[0], yy, opts.side[2]],
        ],
        lineColour,
        0.025,
        'stroke-opacity="0.3"',
      );
}

export function planks(building, x, y, w, h, col, opts = {}) {
  const z = opts.z ?? 0,
    step = opts.step ?? 0.28,
    lineColour = darken(col, 0.4);
  if (opts.horizontal)
    for (let yy = y + step; yy < y + h; yy += step)
      building.pline(
        [
          [x, yy, z],
          [x + w, yy, z],
        ],
        lineColour,
        0.035,
        'stroke-opacity="0.45"',
      );
  else
    for (let xx = x + step; xx < x + w; xx += step)
      building.pline(
        [
          [xx, y, z],
          [xx, y + h, z],
        ],
        lineColour,
        0.035,
        'stroke-opacity="0.45"',
      );
}

export function stones(building, x, y, w, h, col, opts = {}) {
  const scene = building.scene,
    z = opts.z ?? 0;
  const count = Math.min(160, Math.round(w * h * (opts.density ?? 1.6)));
  for (let i = 0; i < count; i++) {
    const stoneW = scene.rng.range(0.35, 0.8),
      stoneH = scene.rng.range(0.22, 0.4);
    const stoneX = x + scene.rng.range(0, w - stoneW),
      stoneY = y + scene.rng.range(0, h - stoneH);
    building.frontFace(
      stoneX,
      stoneY,
      stoneW,
      stoneH,
      scene.rng.chance(0.5)
        ? darken(col, scene.rng.range(0.06, 0.16))
        : lighten(col, scene.rng.range(0.05, 0.14)),
      z,
      'fill-opacity="0.7"',
    );
  }
}

/** Cornice / string course across the front (and side). */
export function band(building, x, y, w, d, h, col, proj = 0.15) {
  const faces = shadedFaces(building.scene, col);
  building.box(x - proj, y, -proj, w + 2 * proj, h, d + 2 * proj, {
    front: faces.front,
    side: faces.side,
    top: faces.top,
  });
  building.frontFace(x - proj, y, w + 2 * proj, h * 0.25, darken(faces.front, 0.18), -proj);
}
