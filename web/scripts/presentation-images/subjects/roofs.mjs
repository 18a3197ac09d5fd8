/**
 * Roofs and what sits on them. `roofGableX` has its ridge running left to right (eaves to the
 * front), `roofGableZ` runs front to back (gable to the front). Roofs paint their hidden back part
 * first and call `opts.before` just before the visible pitch, so chimneys drawn there end up
 * behind it.
 */
import { shadedFaces } from '../kit/building.mjs';
import { darken, lighten, warm } from '../kit/colour.mjs';

/** roofs */
export function tileCourses(building, a0, a1, b0, b1, count, col, strokeWidth = 0.05) {
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const start = a0.map((value, k) => value + (b0[k] - value) * t),
      end = a1.map((value, k) => value + (b1[k] - value) * t);
    building.pline([start, end], col, strokeWidth, 'stroke-opacity="0.35"');
  }
}

export function roofGableX(building, x, y, z, w, d, roofHeight, col, opts = {}) {
  const scene = building.scene,
    overhang = opts.oh ?? 0.45,
    roofColour = scene.tint(col);
  const front = scene.sideLit ? darken(roofColour, 0.05) : warm(roofColour, 0.03);
  building.poly(
    [
      [x - overhang, y, z + d + overhang],
      [x + w + overhang, y, z + d + overhang],
      [x + w + overhang, y + roofHeight, z + d / 2],
      [x - overhang, y + roofHeight, z + d / 2],
    ],
    darken(roofColour, 0.35),
  );
  if (opts.wall)
    building.poly(
      [
        [x + w, y, z],
        [x + w, y, z + d],
        [x + w, y + roofHeight, z + d / 2],
      ],
      opts.wall,
    );
  if (opts.gableWin) opts.gableWin();
  if (opts.before) opts.before();
  const thickness = opts.thick ?? 0.18;
  building.poly(
    [
      [x - overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x + w + overhang, y + roofHeight, z + d / 2],
      [x - overhang, y + roofHeight, z + d / 2],
    ],
    front,
  );
  if (opts.thatch) {
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      const xx = x - overhang + (w + 2 * overhang) * t;
      building.pline(
        [
          [xx, y - thickness, z - overhang],
          [xx, y + roofHeight, z + d / 2],
        ],
        darken(front, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
    building.frontFace(
      x - overhang,
      y - thickness,
      w + 2 * overhang,
      thickness + 0.3,
      darken(front, 0.25),
      z - overhang,
    );
  } else
    tileCourses(
      building,
      [x - overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x - overhang, y + roofHeight, z + d / 2],
      [x + w + overhang, y + roofHeight, z + d / 2],
      opts.courses ?? 8,
      darken(front, 0.4),
      opts.cw ?? 0.05,
    );
  // right barge edge
  building.poly(
    [
      [x + w + overhang, y - thickness, z - overhang],
      [x + w + overhang, y + roofHeight, z + d / 2],
      [x + w + overhang, y + roofHeight + 0.18, z + d / 2],
      [x + w + overhang, y - thickness + 0.18, z - overhang],
    ],
    darken(roofColour, 0.3),
  );
  if (!opts.thatch)
    building.frontFace(
      x - overhang,
      y - thickness - 0.16,
      w + 2 * overhang,
      0.2,
      scene.tint(opts.fascia ?? '#efe9df'),
      z - overhang,
    );
  building.pline(
    [
      [x - overhang, y + roofHeight + 0.05, z + d / 2],
      [x + w + overhang, y + roofHeight + 0.05, z + d / 2],
    ],
    darken(roofColour, 0.35),
    opts.thatch ? 0.35 : 0.12,
  );
}

export function roofGableZ(building, x, y, z, w, d, roofHeight, col, opts = {}) {
  const scene = building.scene,
    overhang = opts.oh ?? 0.45,
    roofColour = scene.tint(col),
    thickness = opts.thick ?? 0.18;
  const right = scene.sideLit ? lighten(roofColour, 0.06) : darken(roofColour, 0.12);
  building.poly(
    [
      [x - overhang, y - thickness, z - overhang],
      [x + w / 2, y + roofHeight, z - overhang],
      [x + w / 2, y + roofHeight, z + d + overhang],
      [x - overhang, y - thickness, z + d + overhang],
    ],
    darken(roofColour, 0.3),
  );
  if (opts.wall)
    building.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w / 2, y + roofHeight, z],
      ],
      opts.wall,
    );
  if (opts.gableWin) opts.gableWin();
  if (opts.before) opts.before();
  building.poly(
    [
      [x + w / 2, y + roofHeight, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z + d + overhang],
      [x + w / 2, y + roofHeight, z + d + overhang],
    ],
    right,
  );
  if (opts.thatch) {
    for (let i = 0; i <= 40; i++) {
      const t = i / 40;
      const zz = z - overhang + (d + 2 * overhang) * t;
      building.pline(
        [
          [x + w / 2, y + roofHeight, zz],
          [x + w + overhang, y - thickness, zz],
        ],
        darken(right, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
  } else
    tileCourses(
      building,
      [x + w / 2, y + roofHeight, z - overhang],
      [x + w / 2, y + roofHeight, z + d + overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z + d + overhang],
      opts.courses ?? 7,
      darken(right, 0.4),
      opts.cw ?? 0.05,
    );
  const bargeColour = scene.tint(opts.barge ?? (opts.thatch ? darken(col, 0.2) : '#efe9df'));
  building.pline(
    [
      [x - overhang, y - thickness, z - overhang],
      [x + w / 2, y + roofHeight, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
    ],
    bargeColour,
    opts.thatch ? 0.4 : 0.24,
    'stroke-linejoin="round"',
  );
}

export function roofHip(building, x, y, z, w, d, roofHeight, col, opts = {}) {
  const scene = building.scene,
    overhang = opts.oh ?? 0.5,
    roofColour = scene.tint(col),
    thickness = 0.18;
  const k = Math.min(d / 2, w / 2) * (opts.k ?? 1);
  const front = scene.sideLit ? darken(roofColour, 0.06) : warm(roofColour, 0.03);
  const right = scene.sideLit ? lighten(roofColour, 0.06) : darken(roofColour, 0.15);
  building.poly(
    [
      [x - overhang, y, z + d + overhang],
      [x + w + overhang, y, z + d + overhang],
      [x + w - k, y + roofHeight, z + d / 2],
      [x + k, y + roofHeight, z + d / 2],
    ],
    darken(roofColour, 0.35),
  );
  building.poly(
    [
      [x - overhang, y - thickness, z - overhang],
      [x - overhang, y - thickness, z + d + overhang],
      [x + k, y + roofHeight, z + d / 2],
    ],
    darken(roofColour, 0.25),
  );
  if (opts.before) opts.before();
  building.poly(
    [
      [x - overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x + w - k, y + roofHeight, z + d / 2],
      [x + k, y + roofHeight, z + d / 2],
    ],
    front,
  );
  if (opts.thatch) {
    for (let i = 0; i <= 60; i++) {
      const t = i / 60;
      building.pline(
        [
          [x - overhang + (w + 2 * overhang) * t, y - thickness, z - overhang],
          [x + k + (w - 2 * k) * t, y + roofHeight, z + d / 2],
        ],
        darken(front, 0.25),
        0.05,
        'stroke-opacity="0.45"',
      );
    }
  } else
    tileCourses(
      building,
      [x - overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z - overhang],
      [x + k, y + roofHeight, z + d / 2],
      [x + w - k, y + roofHeight, z + d / 2],
      opts.courses ?? 8,
      darken(front, 0.4),
    );
  building.poly(
    [
      [x + w + overhang, y - thickness, z - overhang],
      [x + w + overhang, y - thickness, z + d + overhang],
      [x + w - k, y + roofHeight, z + d / 2],
    ],
    right,
  );
  if (opts.thatch)
    for (let i = 0; i <= 20; i++) {
      const t = i / 20;
      building.pline(
        [
          [x + w + overhang, y - thickness, z - overhang + (d + 2 * overhang) * t],
          [x + w - k, y + roofHeight, z + d / 2],
        ],
        darken(right, 0.25),
        0.05,
        'stroke-opacity="0.4"',
      );
    }
  if (opts.thatch)
    building.frontFace(
      x - overhang,
      y - thickness,
      w + 2 * overhang,
      0.35,
      darken(front, 0.3),
      z - overhang,
    );
  else
    building.frontFace(
      x - overhang,
      y - thickness - 0.16,
      w + 2 * overhang,
      0.2,
      scene.tint(opts.fascia ?? '#efe9df'),
      z - overhang,
    );
  building.pline(
    [
      [x + k, y + roofHeight, z + d / 2],
      [x + w - k, y + roofHeight, z + d / 2],
    ],
    darken(roofColour, 0.35),
    opts.thatch ? 0.35 : 0.12,
  );
}

export function roofFlat(building, x, y, z, w, d, opts = {}) {
  const scene = building.scene;
  const faces = shadedFaces(scene, opts.col ?? '#e9e4da');
  const parapetHeight = opts.ph ?? 0.45,
    overhang = opts.ov ?? 0.12;
  building.box(x - overhang, y, z - overhang, w + 2 * overhang, parapetHeight, d + 2 * overhang, {
    front: opts.front ?? faces.front,
    side: opts.side ?? faces.side,
    top: darken(faces.top, 0.05),
  });
  building.topFace(x + 0.25, y + parapetHeight, z + 0.25, w - 0.5, d - 0.5, darken(faces.top, 0.2));
}

export function chimney(building, x, yb, z, w, h, col) {
  const faces = shadedFaces(building.scene, col);
  building.box(x, yb, z, w, h, w, faces);
  building.box(
    x - 0.08,
    yb + h,
    z - 0.08,
    w + 0.16,
    0.18,
    w + 0.16,
    shadedFaces(building.scene, darken(col, 0.2)),
  );
}

export function eaveShadow(building, x, y, w, h = 0.6) {
  const id = 'eave';
  if (!building.scene.defs.some((d) => d.includes('id="eave"')))
    building.scene.defs.push(
      `<linearGradient id="eave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2233" stop-opacity="0.35"/><stop offset="1" stop-color="#1b2233" stop-opacity="0"/></linearGradient>`,
    );
  building.frontFace(x, y - h, w, h, `url(#${id})`);
}
