/**
 * The building kit. A building is modelled in metres: x to the right, y up, z away from the viewer
 * (z = 0 is the front wall). It is drawn in an oblique projection: the front is seen flat, and each
 * metre of depth moves a point DX right and DY up, which shows the right-hand side wall and the
 * tops. There is no depth sorting: parts are painted in the order they are added, back to front.
 */
import { darken, lighten, warm } from './colour.mjs';
import { num } from './svg.mjs';

/**
 * Collects a building's SVG parts and the bounds of everything drawn, which `placeBuilding` uses to
 * fit it into the scene. `footprint` ([x0, z0, x1, z1]) and `castHeight` size its shadow.
 */
export class Building {
  constructor(scene, opts = {}) {
    this.scene = scene;
    this.parts = [];
    this.groundParts = [];
    this.track = true;
    this.DX = opts.DX ?? 0.5;
    this.DY = opts.DY ?? 0.22;
    this.x0 = Infinity;
    this.x1 = -Infinity;
    this.y0 = Infinity;
    this.y1 = -Infinity;
    this.footprint = null;
    this.castHeight = 0;
  }
  project(x, y, z) {
    const screenX = x + z * this.DX,
      screenY = -y - z * this.DY;
    if (this.track) {
      if (screenX < this.x0) this.x0 = screenX;
      if (screenX > this.x1) this.x1 = screenX;
      if (screenY < this.y0) this.y0 = screenY;
      if (screenY > this.y1) this.y1 = screenY;
    }
    return [screenX, screenY];
  }
  pts(points) {
    return points
      .map((point) => {
        const [screenX, screenY] = this.project(point[0], point[1], point[2]);
        return num(screenX) + ',' + num(screenY);
      })
      .join(' ');
  }
  poly(points, fill, extraAttrs = '') {
    this.parts.push(
      `<polygon points="${this.pts(points)}" fill="${fill}"${extraAttrs ? ' ' + extraAttrs : ''}/>`,
    );
  }
  pline(points, stroke, strokeWidth, extraAttrs = '') {
    this.parts.push(
      `<polyline points="${this.pts(points)}" fill="none" stroke="${stroke}" stroke-width="${num(strokeWidth)}"${extraAttrs ? ' ' + extraAttrs : ''}/>`,
    );
  }
  frontFace(x, y, w, h, fill, z = 0, extraAttrs = '') {
    this.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w, y + h, z],
        [x, y + h, z],
      ],
      fill,
      extraAttrs,
    );
  }
  sideFace(wallX, z, y, d, h, fill, extraAttrs = '') {
    this.poly(
      [
        [wallX, y, z],
        [wallX, y, z + d],
        [wallX, y + h, z + d],
        [wallX, y + h, z],
      ],
      fill,
      extraAttrs,
    );
  }
  topFace(x, y, z, w, d, fill, extraAttrs = '') {
    this.poly(
      [
        [x, y, z],
        [x + w, y, z],
        [x + w, y, z + d],
        [x, y, z + d],
      ],
      fill,
      extraAttrs,
    );
  }
  box(x, y, z, w, h, d, faces) {
    if (faces.side) this.sideFace(x + w, z, y, d, h, faces.side);
    if (faces.top) this.topFace(x, y + h, z, w, d, faces.top);
    this.frontFace(x, y, w, h, faces.front, z);
  }
  add(svg) {
    this.parts.push(svg);
  }
  /** Parts at ground level (decks, terraces, pools): under the shadow, outside the bounds. */
  ground(fn) {
    const wasTracking = this.track,
      savedParts = this.parts;
    this.track = false;
    this.parts = this.groundParts;
    fn();
    this.parts = savedParts;
    this.track = wasTracking;
  }
  /** Parts that should not count towards the size, such as neighbouring walls or flowers. */
  free(fn) {
    const wasTracking = this.track;
    this.track = false;
    fn();
    this.track = wasTracking;
  }
}

/** The front, side and top colours of a box in `base`, lit from wherever the sun is. */
export function shadedFaces(scene, base) {
  const tinted = scene.tint(base);
  if (scene.sideLit)
    return {
      front: darken(tinted, 0.12),
      side: lighten(warm(tinted, 0.1), 0.06),
      top: lighten(tinted, 0.1),
      base: tinted,
    };
  return {
    front: warm(tinted, 0.04),
    side: darken(tinted, 0.24),
    top: lighten(tinted, 0.1),
    base: tinted,
  };
}

export function archPoints(x, y, w, h, rise, z, segments = 10) {
  const pts = [
    [x, y, z],
    [x + w, y, z],
    [x + w, y + h - rise, z],
  ];
  for (let i = 1; i < segments; i++) {
    const angle = (i / segments) * Math.PI;
    pts.push([x + w / 2 + (Math.cos(angle) * w) / 2, y + h - rise + Math.sin(angle) * rise, z]);
  }
  pts.push([x, y + h - rise, z]);
  return pts;
}

/**
 * The shadow that anchors a building to the ground: its footprint swept away from the sun by the
 * palette's shadow length, plus a soft dark ellipse right under the walls.
 */
export function contactShadow(building) {
  const [x0, z0, x1, z1] = building.footprint;
  const scene = building.scene,
    pal = scene.pal;
  const shadowLength = pal.long * (scene.lightLeft !== scene.mirror ? 1 : -1);
  const shadowDX = shadowLength * 0.9,
    shadowDZ = -0.35 * Math.abs(shadowLength);
  const castHeight = building.castHeight;
  const pts = [];
  building.free(() => {
    for (const [x, z] of [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ]) {
      pts.push(building.project(x, 0, z));
      pts.push(building.project(x + shadowDX * castHeight, 0, z + shadowDZ * castHeight));
    }
  });
  const hull = convexHull(pts);
  const id = scene.id('sb');
  scene.defs.push(
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${num(0.35)}"/></filter>`,
  );
  const nearCorner = building.project(x0 - 0.5, 0, z0);
  const farCorner = building.project(x1 + 0.5, 0, z1);
  return (
    `<polygon points="${hull.map((point) => num(point[0]) + ',' + num(point[1])).join(' ')}" fill="${pal.shadow}" opacity="0.28" filter="url(#${id})"/>` +
    `<ellipse cx="${num((nearCorner[0] + farCorner[0]) / 2)}" cy="${num((nearCorner[1] + farCorner[1]) / 2)}" rx="${num((farCorner[0] - nearCorner[0]) / 2)}" ry="${num(Math.abs(farCorner[1] - nearCorner[1]) / 2 + 0.4)}" fill="${pal.shadow}" opacity="0.22" filter="url(#${id})"/>`
  );
}

function convexHull(points) {
  points = points.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (origin, a, b) =>
    (a[0] - origin[0]) * (b[1] - origin[1]) - (a[1] - origin[1]) * (b[0] - origin[0]);
  const lo = [],
    up = [];
  for (const point of points) {
    while (lo.length >= 2 && cross(lo[lo.length - 2], lo[lo.length - 1], point) <= 0) lo.pop();
    lo.push(point);
  }
  for (const point of points.slice().reverse()) {
    while (up.length >= 2 && cross(up[up.length - 2], up[up.length - 1], point) <= 0) up.pop();
    up.push(point);
  }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}
