/** The generic house most buildings start from: a box with floors of windows, a door and a roof. */
import { shadedFaces } from '../kit/building.mjs';
import { door, frontWindow, sideWindow } from './openings.mjs';
import { eaveShadow, roofFlat, roofGableX, roofGableZ, roofHip } from './roofs.mjs';
import { band, bricks, planks, stones } from './walls.mjs';

/**
 * spec: { x, w, d, fl: [floor heights], plinth: { h, col }, wall, tex: 'brick' | 'stone' | 'planks',
 *         win: { n, w, h, sill, ...window options } or winAt(floor), door: { k (window slot), w, h,
 *         col, ...door options }, sideN (side windows per floor), bands: { col },
 *         roof: { type: 'gableX' | 'gableZ' | 'hip' | 'flat' | 'none', h, col, ...roof options },
 *         extra(wallHeight) }
 * Returns the wall height (top of the walls).
 */
export function house(building, spec) {
  const scene = building.scene;
  const x = spec.x ?? 0,
    w = spec.w,
    d = spec.d;
  const plinthHeight = spec.plinth ? spec.plinth.h : 0;
  const wallHeight = plinthHeight + spec.fl.reduce((sum, height) => sum + height, 0);
  const faces = shadedFaces(scene, spec.wall);
  building.box(x, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  if (spec.tex === 'brick')
    bricks(building, x, plinthHeight, w, wallHeight - plinthHeight, faces.front, {
      side: [x + w, 0, d],
    });
  if (spec.tex === 'stone') {
    stones(building, x, plinthHeight, w, wallHeight - plinthHeight, faces.front);
  }
  if (spec.tex === 'planks') {
    planks(building, x, plinthHeight, w, wallHeight - plinthHeight, faces.front, {
      horizontal: spec.horizontal,
    });
  }
  if (spec.plinth)
    building.box(
      x - 0.06,
      0,
      -0.06,
      w + 0.12,
      plinthHeight,
      d + 0.12,
      shadedFaces(scene, spec.plinth.col),
    );
  let y = plinthHeight;
  spec.fl.forEach((floorHeight, i) => {
    const windowSpec = spec.winAt ? spec.winAt(i) : spec.win;
    if (windowSpec) {
      const margin = windowSpec.margin ?? w * 0.1;
      const xs =
        windowSpec.xs ??
        Array.from(
          { length: windowSpec.n },
          (_, k) => x + margin + ((k + 0.5) * (w - 2 * margin)) / windowSpec.n,
        );
      xs.forEach((cx, k) => {
        if (i === 0 && spec.door && k === spec.door.k) {
          door(
            building,
            cx - spec.door.w / 2,
            plinthHeight > 0.3 ? plinthHeight : 0.15,
            spec.door.w,
            spec.door.h,
            spec.door.col,
            spec.door,
          );
          return;
        }
        if (windowSpec.skip && windowSpec.skip.includes(k)) return;
        frontWindow(
          building,
          cx - windowSpec.w / 2,
          y + (windowSpec.sill ?? 0.9),
          windowSpec.w,
          windowSpec.h,
          windowSpec,
        );
      });
      const sideCount = spec.sideN ?? 0;
      for (let j = 0; j < sideCount; j++) {
        const centreZ = ((j + 0.5) * d) / sideCount;
        const sideWidth = Math.min(windowSpec.w, (d / sideCount) * 0.6);
        sideWindow(
          building,
          x + w,
          centreZ - sideWidth / 2,
          y + (windowSpec.sill ?? 0.9),
          sideWidth,
          windowSpec.h,
          {
            ...windowSpec,
            arch: windowSpec.arch ? true : false,
          },
        );
      }
    }
    y += floorHeight;
    if (spec.bands && i < spec.fl.length - 1)
      band(building, x, y - 0.12, w, d, 0.24, spec.bands.col ?? spec.wall, 0.08);
  });
  if (spec.extra) spec.extra(wallHeight);
  if (spec.roof?.type !== 'flat' && spec.roof?.type !== 'none')
    eaveShadow(building, x, wallHeight, w);
  const roof = spec.roof ?? { type: 'flat' };
  const roofOpts = { ...roof, wall: faces.front, before: roof.before };
  if (roof.type === 'gableX')
    roofGableX(building, x, wallHeight, 0, w, d, roof.h, roof.col, {
      ...roofOpts,
      wall: faces.side,
    });
  else if (roof.type === 'gableZ')
    roofGableZ(building, x, wallHeight, 0, w, d, roof.h, roof.col, roofOpts);
  else if (roof.type === 'hip')
    roofHip(building, x, wallHeight, 0, w, d, roof.h, roof.col, roofOpts);
  else if (roof.type === 'flat') roofFlat(building, x, wallHeight, 0, w, d, roof);
  building.footprint = [x, 0, x + w, d];
  building.castHeight = wallHeight + (roof.h ?? 0) * 0.6;
  return wallHeight;
}
