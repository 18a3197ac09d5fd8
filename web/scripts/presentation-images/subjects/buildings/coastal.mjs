/** North German coast and countryside: thatched Frisian and captain's houses, farm, stilt house. */
import { Building, shadedFaces } from '../../kit/building.mjs';
import { darken, lighten } from '../../kit/colour.mjs';
import { num } from '../../kit/svg.mjs';
import { house } from '../house.mjs';
import { balcony, door, frontWindow, sideWindow } from '../openings.mjs';
import { chimney, roofGableX, roofGableZ, roofHip } from '../roofs.mjs';
import { bricks, planks } from '../walls.mjs';

export const seasideHouse = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.22 });
  house(building, {
    w: 9,
    d: 10,
    fl: [3.0, 2.8],
    plinth: { h: 0.5, col: '#9a9389' },
    wall: opts.wall ?? '#f3efe7',
    win: { n: 3, w: 1.1, h: 1.5, frame: '#ffffff', shutter: opts.shutter },
    winAt: (i) =>
      i === 0
        ? { n: 3, w: 1.1, h: 1.6, frame: '#ffffff', skip: [0] }
        : { n: 3, w: 1.0, h: 1.3, frame: '#ffffff', sill: 0.6 },
    door: { k: 1, w: 1.1, h: 2.3, col: opts.door ?? '#3f6c8a' },
    sideN: 2,
    roof: {
      type: 'gableZ',
      h: 4.2,
      col: opts.roof ?? '#5b6470',
      courses: 9,
      gableWin: () => frontWindow(building, 3.8, 6.9, 1.4, 1.5, { frame: '#ffffff' }),
    },
  });
  // wooden deck with bench (Warnemünde style)
  building.ground(() => {
    building.topFace(-2.5, 0.5, -2.2, 14, 2.2, scene.tint('#b59a79'));
    for (let x = -2.5; x < 11.5; x += 0.35)
      building.pline(
        [
          [x, 0.51, -2.2],
          [x, 0.51, 0],
        ],
        darken(scene.tint('#b59a79'), 0.2),
        0.04,
      );
  });
  building.box(-2.5, 0, -2.2, 14, 0.5, 2.2, shadedFaces(scene, '#9c8062'));
  building.box(6.4, 0.5, -1.2, 2.2, 0.45, 0.5, shadedFaces(scene, '#f4f1ea'));
  building.box(6.5, 0.95, -0.9, 2.0, 0.55, 0.1, shadedFaces(scene, '#f4f1ea'));
  building.footprint = [0, 0, 9, 10];
  building.castHeight = 8;
  return building;
};

export const friesenhaus = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.24 });
  const w = 14,
    d = 9,
    wallHeight = 3.0;
  const brick = opts.brick ?? '#9a4a3a';
  const faces = shadedFaces(scene, brick);
  building.box(0, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  bricks(building, 0, 0, w, wallHeight, faces.front, { side: [w, 0, d], step: 0.25 });
  const xs = [1.4, 3.6, 10.2, 12.4];
  xs.forEach((x) =>
    frontWindow(building, x - 0.6, 0.8, 1.2, 1.45, { frame: '#ffffff', grid: 2, sill: true }),
  );
  for (let j = 0; j < 2; j++)
    sideWindow(building, w, 2 + j * 4, 0.8, 1.2, 1.4, { frame: '#ffffff' });
  const thatch = opts.thatch ?? '#8c7a5c';
  roofGableX(building, 0, wallHeight, 0, w, d, 5.6, thatch, {
    thatch: true,
    oh: 0.7,
    thick: 0.5,
    wall: faces.side,
    gableWin: () => {
      frontWindow(building, w + 0.0 - 0.01, 0, 0, 0, {});
    },
  });
  // Friesengiebel: front gable dormer over the door
  const gableX = 5,
    gableWidth = 4;
  building.box(gableX, 0, -0.3, gableWidth, wallHeight + 2.2, 1.2, {
    front: faces.front,
    side: faces.side,
  });
  bricks(building, gableX, 0, gableWidth, wallHeight + 2.2, faces.front, { z: -0.3, step: 0.25 });
  building.poly(
    [
      [gableX, wallHeight + 2.2, -0.3],
      [gableX + gableWidth, wallHeight + 2.2, -0.3],
      [gableX + gableWidth / 2, wallHeight + 4.3, -0.3],
    ],
    faces.front,
  );
  door(building, gableX + gableWidth / 2 - 0.6, 0.1, 1.2, 2.2, opts.door ?? '#2f5d7a', {
    z: -0.3,
    transom: true,
    stepCol: '#a9a398',
  });
  frontWindow(building, gableX + gableWidth / 2 - 0.6, wallHeight + 0.5, 1.2, 1.3, {
    z: -0.3,
    frame: '#ffffff',
    grid: 2,
  });
  roofGableZ(building, gableX, wallHeight + 2.2, -0.3, gableWidth, 4, 2.1, thatch, {
    thatch: true,
    oh: 0.5,
    thick: 0.4,
    barge: darken(thatch, 0.2),
  });
  chimney(building, w - 3.2, wallHeight + 4.6, d / 2, 0.8, 1.3, '#9a4a3a');
  building.footprint = [0, 0, w, d];
  building.castHeight = 6;
  return building;
};

export const brickFarmhouse = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.22 });
  // barn behind-left
  building.free(() => {});
  const wallHeight = house(building, {
    w: 17,
    d: 10,
    fl: [3.1, 0.6],
    plinth: { h: 0.5, col: '#77716a' },
    wall: opts.brick ?? '#a6553f',
    tex: 'brick',
    winAt: (i) =>
      i === 0 ? { n: 6, w: 1.1, h: 1.5, frame: '#f4efe4', grid: 2, arch: 0.25, sill: 0.7 } : null,
    door: { k: 2, w: 1.3, h: 2.3, col: opts.door ?? '#3a5a48', transom: false },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 5.2,
      col: opts.roof ?? '#9c4b36',
      courses: 11,
      before: () => chimney(building, 11, 6, 4.6, 0.9, 2.6, '#8f4634'),
    },
  });
  // dormer
  const dormerX = 7.3;
  building.box(dormerX, wallHeight + 0.8, 1.2, 2.4, 1.7, 1, shadedFaces(scene, '#a6553f'));
  frontWindow(building, dormerX + 0.5, wallHeight + 0.95, 1.4, 1.3, {
    z: 1.2,
    frame: '#f4efe4',
    sill: false,
  });
  roofGableZ(building, dormerX, wallHeight + 2.5, 1.2, 2.4, 2, 1.1, opts.roof ?? '#9c4b36', {
    oh: 0.2,
    courses: 3,
  });
  // side wing / barn
  const barnFaces = shadedFaces(scene, '#8e6a4e');
  building.box(17.6, 0, 2, 7, 4.5, 8, { front: barnFaces.front, side: barnFaces.side });
  planks(building, 17.6, 0, 7, 4.5, barnFaces.front, { z: 2 });
  building.frontFace(19.5, 0, 3, 3.4, darken(barnFaces.front, 0.3), 2);
  roofGableZ(building, 17.6, 4.5, 2, 7, 8, 3.4, '#6b6058', {
    courses: 6,
    wall: barnFaces.front,
    barge: '#6b6058',
  });
  building.footprint = [0, 0, 24.6, 10];
  building.castHeight = 6;
  return building;
};

export const stiltHouse = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.22 });
  const y0 = 3.8;
  const stiltFaces = shadedFaces(scene, '#8d7257');
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
    building.box(x, 0, z, 0.35, y0, 0.35, stiltFaces);
  }
  for (const [x0, x1] of [
    [0.3, 4],
    [4, 8],
  ]) {
    building.pline(
      [
        [x0, 0.4, 0.45],
        [x1, y0 - 0.3, 0.45],
      ],
      stiltFaces.front,
      0.12,
    );
    building.pline(
      [
        [x1, 0.4, 0.45],
        [x0, y0 - 0.3, 0.45],
      ],
      stiltFaces.front,
      0.12,
    );
  }
  // platform
  building.box(-1.5, y0, -1.5, 11, 0.3, 9, {
    front: stiltFaces.front,
    side: stiltFaces.side,
    top: scene.tint('#a48767'),
  });
  const cabinFaces = shadedFaces(scene, '#b79a78');
  building.box(0, y0 + 0.3, 0, 8, 3.2, 7, { front: cabinFaces.front, side: cabinFaces.side });
  planks(building, 0, y0 + 0.3, 8, 3.2, cabinFaces.front, { step: 0.25 });
  frontWindow(building, 0.7, y0 + 0.9, 2.6, 1.8, { frame: '#f3eee4' });
  door(building, 4.2, y0 + 0.35, 1.2, 2.4, '#3d6a8a', { step: false });
  frontWindow(building, 6.0, y0 + 1.2, 1.2, 1.3, { frame: '#f3eee4' });
  sideWindow(building, 8, 2.5, y0 + 1.1, 1.8, 1.4, { frame: '#f3eee4' });
  balcony(building, -1.5, y0 + 0.3, 11, 0, {
    type: 'wood',
    rail: '#f3eee4',
    rh: 1.0,
    slab: '#8d7257',
    z: -1.5,
  });
  roofGableZ(building, 0, y0 + 3.5, 0, 8, 7, 3.0, '#4f565e', {
    oh: 0.5,
    courses: 7,
    wall: cabinFaces.front,
    barge: '#f3eee4',
    gableWin: () => frontWindow(building, 3.4, y0 + 3.9, 1.2, 1.1, { frame: '#f3eee4' }),
  });
  // stairs
  for (let i = 0; i < 10; i++)
    building.box(
      9.6 + i * 0.45,
      y0 - i * 0.38,
      -1.4,
      0.45,
      0.12,
      1.2,
      shadedFaces(scene, '#a48767'),
    );
  building.pline(
    [
      [9.6, y0 + 1, -1.4],
      [14.1, 0.6, -1.4],
    ],
    scene.tint('#f3eee4'),
    0.1,
  );
  building.footprint = [-1.5, 0, 9.5, 7.5];
  building.castHeight = 8;
  return building;
};

export const captainHouse = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.24 });
  const w = 14,
    d = 9;
  const wall = opts.wall ?? '#f2ede3';
  const faces = shadedFaces(scene, wall);
  building.box(0, 0, 0, w, 3.0, d, { front: faces.front, side: faces.side });
  building.box(0, 0, 0, w, 0.5, d, shadedFaces(scene, '#8a8278'));
  [1.3, 3.4, 9.6, 11.8].forEach((x) =>
    frontWindow(building, x - 0.55, 0.9, 1.1, 1.4, {
      frame: '#ffffff',
      grid: 3,
      shutter: opts.shutter,
    }),
  );
  // famous Darß door with sunburst
  const doorX = 6.1,
    dwid = 1.8;
  const bl = scene.tint('#2f5e8e');
  building.frontFace(doorX - 0.3, 0.2, dwid + 0.6, 2.9, scene.tint('#ffffff'));
  building.frontFace(doorX, 0.25, dwid, 2.3, bl);
  building.frontFace(doorX + dwid / 2 - 0.03, 0.25, 0.06, 2.3, darken(bl, 0.4));
  for (let k = 0; k < 2; k++) {
    const leafX = doorX + (k * dwid) / 2;
    building.frontFace(leafX + 0.15, 0.45, dwid / 2 - 0.3, 0.8, darken(bl, 0.2));
    building.frontFace(leafX + 0.15, 1.4, dwid / 2 - 0.3, 0.9, lighten(bl, 0.1));
    building.poly(
      [
        [leafX + 0.45, 1.5, 0],
        [leafX + 0.6, 1.85, 0],
        [leafX + 0.45, 2.2, 0],
        [leafX + 0.3, 1.85, 0],
      ],
      scene.tint('#f4efe6'),
    );
  }
  building.frontFace(doorX, 2.55, dwid, 0.45, scene.tint('#f4efe6'));
  for (let i = 0; i < 7; i++) {
    const angle = (Math.PI * (i + 0.5)) / 7;
    building.pline(
      [
        [doorX + dwid / 2, 2.56, 0],
        [doorX + dwid / 2 + Math.cos(angle) * 0.8, 2.56 + Math.sin(angle) * 0.42, 0],
      ],
      bl,
      0.06,
    );
  }
  building.box(doorX - 0.5, 0, -0.6, dwid + 1, 0.25, 0.6, shadedFaces(scene, '#a9a398'));
  for (let j = 0; j < 2; j++)
    sideWindow(building, w, 2 + j * 4, 0.9, 1.1, 1.4, { frame: '#ffffff' });
  const thatchColour = opts.thatch ?? '#87775a';
  roofGableX(building, 0, 3, 0, w, d, 5.6, thatchColour, {
    thatch: true,
    oh: 0.7,
    thick: 0.5,
    wall: faces.side,
    before: () => chimney(building, 3.2, 6, d / 2, 0.8, 2.8, '#9b5a46'),
  });
  // eyebrow dormer (Fledermausgaube)
  building.free(() => {});
  const dormerY = 5.6,
    dormerZ = 2.2;
  building.poly(
    [
      [5.2, dormerY, dormerZ],
      [8.8, dormerY, dormerZ],
      [7.9, dormerY + 0.9, dormerZ + 0.4],
      [6.1, dormerY + 0.9, dormerZ + 0.4],
    ],
    darken(scene.tint(thatchColour), 0.35),
  );
  frontWindow(building, 6.4, dormerY + 0.05, 1.2, 0.7, {
    z: dormerZ,
    frame: '#ffffff',
    mh: false,
    sill: false,
  });
  // hollyhocks
  building.free(() => {
    for (let k = 0; k < 7; k++) {
      const x = 0.2 + k * 0.45 + (k > 3 ? 9.6 : 0);
      const stemBase = building.project(x, 0, -0.4),
        stemTop = building.project(x, 1.9 + (k % 3) * 0.3, -0.4);
      building.add(
        `<line x1="${num(stemBase[0])}" y1="${num(stemBase[1])}" x2="${num(stemTop[0])}" y2="${num(stemTop[1])}" stroke="${scene.tint('#5f7a48')}" stroke-width="0.08"/>`,
      );
      for (let i = 0; i < 4; i++)
        building.add(
          `<circle cx="${num(stemTop[0] + (i % 2 ? 0.1 : -0.1))}" cy="${num(stemTop[1] + i * 0.35)}" r="0.16" fill="${scene.tint(k % 2 ? '#d6708a' : '#f1a3b4')}"/>`,
        );
    }
  });
  building.footprint = [0, 0, w, d];
  building.castHeight = 6;
  return building;
};

export const reedCottage = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.24 });
  const w = 11,
    d = 8;
  const faces = shadedFaces(scene, opts.wall ?? '#f4f1ea');
  building.box(0, 0, 0, w, 2.8, d, { front: faces.front, side: faces.side });
  building.box(0, 0, 0, w, 0.45, d, shadedFaces(scene, '#8b4b3e'));
  [1.3, 3.3, 7.7, 9.7].forEach((x) =>
    frontWindow(building, x - 0.55, 0.8, 1.1, 1.35, {
      frame: '#ffffff',
      grid: 2,
      shutter: opts.shutter ?? '#3f6b5a',
    }),
  );
  door(building, 5, 0.2, 1.1, 2.2, opts.door ?? '#3f6b5a', { transom: true });
  sideWindow(building, w, 3.3, 0.8, 1.2, 1.3, { frame: '#ffffff' });
  roofHip(building, 0, 2.8, 0, w, d, 5.2, opts.thatch ?? '#8f7f60', {
    thatch: true,
    oh: 0.7,
    k: 0.6,
    before: () => chimney(building, 7.5, 5, 4, 0.7, 3.4, '#8b4b3e'),
  });
  building.footprint = [0, 0, w, d];
  building.castHeight = 5;
  return building;
};

export const islandHoliday = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.24 });
  house(building, {
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
      before: () => chimney(building, 7.2, 5, 4, 0.6, 1.8, '#ffffff'),
    },
  });
  // roof dormer
  building.box(3.8, 4.9, 1.4, 2.4, 1.5, 1, shadedFaces(scene, '#e9eef0'));
  frontWindow(building, 4.3, 5.05, 1.4, 1.1, { z: 1.4, frame: '#ffffff', sill: false });
  roofGableZ(building, 3.8, 6.4, 1.4, 2.4, 1.8, 1.0, '#a34b3a', { oh: 0.2, courses: 3 });
  // deck
  building.ground(() => {
    building.topFace(-1.2, 0.1, -2.4, 12.4, 2.4, scene.tint('#b59a79'));
    for (let x = -1.2; x < 11.2; x += 0.35)
      building.pline(
        [
          [x, 0.11, -2.4],
          [x, 0.11, 0],
        ],
        darken(scene.tint('#b59a79'), 0.2),
        0.04,
      );
  });
  building.footprint = [0, 0, 10, 8];
  building.castHeight = 5;
  return building;
};
