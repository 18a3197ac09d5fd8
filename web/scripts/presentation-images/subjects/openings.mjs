/** Windows, doors and balconies, drawn onto a Building's front (at depth z) or its side wall. */
import { archPoints, shadedFaces } from '../kit/building.mjs';
import { darken } from '../kit/colour.mjs';

/** Front window. y is the bottom (sill) height. */
export function frontWindow(building, x, y, w, h, opts = {}) {
  const scene = building.scene,
    z = opts.z ?? 0,
    frameColour = scene.tint(opts.frame ?? '#f3eee4'),
    frameWidth = opts.frameWidth ?? Math.min(0.12, w * 0.1);
  if (opts.shutter) {
    const shutterColour = scene.tint(opts.shutter);
    building.frontFace(x - w * 0.48 - 0.04, y, w * 0.48, h, shutterColour, z);
    building.frontFace(x + w + 0.04, y, w * 0.48, h, shutterColour, z);
    for (let i = 1; i < 6; i++) {
      building.frontFace(
        x - w * 0.48,
        y + (h * i) / 6,
        w * 0.4,
        0.04,
        darken(shutterColour, 0.25),
        z,
      );
      building.frontFace(
        x + w + 0.08,
        y + (h * i) / 6,
        w * 0.4,
        0.04,
        darken(shutterColour, 0.25),
        z,
      );
    }
  }
  if (opts.ped) {
    const pedimentColour = scene.tint(opts.ped);
    building.poly(
      [
        [x - 0.28, y + h + 0.12, z],
        [x + w + 0.28, y + h + 0.12, z],
        [x + w / 2, y + h + 0.12 + w * 0.3, z],
      ],
      pedimentColour,
    );
    building.frontFace(x - 0.28, y + h + 0.04, w + 0.56, 0.1, darken(pedimentColour, 0.15), z);
  }
  if (opts.lintel) {
    const lintelColour = scene.tint(opts.lintel);
    building.frontFace(x - 0.16, y + h, w + 0.32, 0.24, lintelColour, z);
    building.frontFace(x - 0.16, y + h, w + 0.32, 0.05, darken(lintelColour, 0.25), z);
  }
  const glass = opts.glass ?? scene.glassFill();
  if (opts.arch) {
    const rise = opts.arch === true ? w / 2 : opts.arch;
    building.poly(archPoints(x, y, w, h, rise, z), frameColour);
    building.poly(
      archPoints(
        x + frameWidth,
        y + frameWidth,
        w - 2 * frameWidth,
        h - 2 * frameWidth,
        Math.max(0.01, rise - frameWidth),
        z,
      ),
      glass,
    );
    if (opts.bars !== false) {
      building.frontFace(
        x + w / 2 - frameWidth * 0.3,
        y + frameWidth,
        frameWidth * 0.6,
        h - 2 * frameWidth,
        frameColour,
        z,
      );
      for (let i = 1; i < (opts.rows ?? 2); i++)
        building.frontFace(
          x + frameWidth,
          y + ((h - rise) * i) / (opts.rows ?? 2),
          w - 2 * frameWidth,
          frameWidth * 0.5,
          frameColour,
          z,
        );
    }
  } else {
    building.frontFace(x, y, w, h, frameColour, z);
    building.frontFace(
      x + frameWidth,
      y + frameWidth,
      w - 2 * frameWidth,
      h - 2 * frameWidth,
      glass,
      z,
    );
    building.frontFace(
      x + frameWidth,
      y + h - frameWidth - Math.min(0.14, h * 0.08),
      w - 2 * frameWidth,
      Math.min(0.14, h * 0.08),
      '#000',
      z,
      'fill-opacity="0.2"',
    );
    if (opts.mv !== false && w > 0.75)
      building.frontFace(
        x + w / 2 - frameWidth * 0.3,
        y + frameWidth,
        frameWidth * 0.6,
        h - 2 * frameWidth,
        frameColour,
        z,
      );
    if (opts.mh ?? h > 1.3)
      building.frontFace(
        x + frameWidth,
        y + h * 0.7,
        w - 2 * frameWidth,
        frameWidth * 0.55,
        frameColour,
        z,
      );
    if (opts.grid)
      for (let i = 1; i < opts.grid; i++)
        building.frontFace(
          x + frameWidth,
          y + (h * i) / opts.grid,
          w - 2 * frameWidth,
          frameWidth * 0.4,
          frameColour,
          z,
        );
  }
  if (opts.sill !== false)
    building.frontFace(
      x - 0.1,
      y - 0.1,
      w + 0.2,
      0.12,
      scene.tint(opts.sillCol ?? opts.frame ?? '#efe9dd'),
      z,
    );
}

export function sideWindow(building, wallX, z, y, d, h, opts = {}) {
  const scene = building.scene,
    frameWidth = opts.frameWidth ?? 0.1,
    frameColour = darken(scene.tint(opts.frame ?? '#f3eee4'), scene.sideLit ? 0.05 : 0.2);
  if (opts.arch) {
    const rise = Math.min(d / 2, opts.arch === true ? d / 2 : opts.arch);
    const pts = (zz, yy, dd, hh, rise) => {
      const points = [
        [wallX, yy, zz],
        [wallX, yy, zz + dd],
        [wallX, yy + hh - rise, zz + dd],
      ];
      for (let i = 1; i < 8; i++) {
        const ang = (i / 8) * Math.PI;
        points.push([
          wallX,
          yy + hh - rise + Math.sin(ang) * rise,
          zz + dd / 2 + (Math.cos(ang) * dd) / 2,
        ]);
      }
      points.push([wallX, yy + hh - rise, zz]);
      return points;
    };
    building.poly(pts(z, y, d, h, rise), frameColour);
    building.poly(
      pts(
        z + frameWidth,
        y + frameWidth,
        d - 2 * frameWidth,
        h - 2 * frameWidth,
        rise - frameWidth,
      ),
      opts.glass ?? (scene.pal.lit && scene.rng.chance(0.4) ? 'url(#glassLit)' : scene.glassSide),
    );
    return;
  }
  building.sideFace(wallX, z, y, d, h, frameColour);
  building.sideFace(
    wallX,
    z + frameWidth,
    y + frameWidth,
    d - 2 * frameWidth,
    h - 2 * frameWidth,
    opts.glass ?? (scene.pal.lit && scene.rng.chance(0.4) ? 'url(#glassLit)' : scene.glassSide),
  );
  if (d > 0.8)
    building.sideFace(
      wallX,
      z + d / 2 - 0.03,
      y + frameWidth,
      0.06,
      h - 2 * frameWidth,
      frameColour,
    );
}

export function door(building, x, y, w, h, col, opts = {}) {
  const scene = building.scene,
    z = opts.z ?? 0,
    doorColour = scene.tint(col),
    frameColour = scene.tint(opts.frame ?? '#f1ece2');
  building.frontFace(x - 0.14, y, w + 0.28, h + 0.14, frameColour, z);
  if (opts.arch) building.poly(archPoints(x, y, w, h, w / 2, z), doorColour);
  else building.frontFace(x, y, w, h, doorColour, z);
  const panelWidth = opts.double ? w / 2 : w;
  for (let k = 0; k < (opts.double ? 2 : 1); k++) {
    const panelX = x + k * panelWidth;
    building.frontFace(
      panelX + panelWidth * 0.18,
      y + h * 0.1,
      panelWidth * 0.64,
      h * 0.32,
      darken(doorColour, 0.18),
      z,
    );
    building.frontFace(
      panelX + panelWidth * 0.18,
      y + h * 0.5,
      panelWidth * 0.64,
      h * (opts.arch ? 0.22 : 0.3),
      opts.glassy ? scene.glassFill() : darken(doorColour, 0.18),
      z,
    );
  }
  if (opts.double)
    building.frontFace(x + w / 2 - 0.02, y, 0.04, h * 0.92, darken(doorColour, 0.35), z);
  if (opts.transom) building.frontFace(x, y + h + 0.02, w, 0.35, scene.glassFill(), z);
  building.frontFace(x + w * (opts.double ? 0.42 : 0.8), y + h * 0.45, 0.08, 0.08, '#d9b66a', z);
  if (opts.step !== false)
    building.box(
      x - 0.4,
      0,
      z - 0.6,
      w + 0.8,
      Math.min(0.3, y),
      0.6,
      shadedFaces(scene, opts.stepCol ?? '#c9c1b3'),
    );
}

export function balcony(building, x, y, w, depth, opts = {}) {
  const scene = building.scene,
    z = opts.z ?? 0;
  building.box(x, y - 0.22, z - depth, w, 0.22, depth, shadedFaces(scene, opts.slab ?? '#e8e2d6'));
  const railHeight = opts.rh ?? 1.0;
  if (opts.type === 'glass') {
    building.sideFace(x + w, z - depth, y, depth, railHeight, '#dfeff3', 'fill-opacity="0.35"');
    building.frontFace(x, y, w, railHeight, '#e3f1f5', z - depth, 'fill-opacity="0.38"');
    building.frontFace(x, y + railHeight - 0.05, w, 0.05, scene.tint('#9aa4ad'), z - depth);
  } else {
    const railColour = scene.tint(opts.rail ?? '#2e3440');
    const bw = opts.type === 'wood' ? 0.07 : 0.03,
      gap = opts.type === 'wood' ? 0.16 : 0.13;
    building.frontFace(x, y + railHeight - 0.06, w, 0.06, railColour, z - depth);
    building.frontFace(x, y + 0.04, w, 0.04, railColour, z - depth);
    for (let xx = x + 0.05; xx < x + w - 0.03; xx += gap)
      building.frontFace(xx, y, bw, railHeight, railColour, z - depth);
    building.pline(
      [
        [x + w, y + railHeight - 0.03, z - depth],
        [x + w, y + railHeight - 0.03, z],
      ],
      railColour,
      0.05,
    );
    for (let zz = z - depth; zz < z; zz += gap * 1.6)
      building.pline(
        [
          [x + w, y, zz],
          [x + w, y + railHeight, zz],
        ],
        railColour,
        bw * 0.8,
      );
  }
}
