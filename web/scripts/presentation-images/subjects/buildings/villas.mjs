/** Villas: modern family house, white town villa and the seaside resort villas. */
import { Building, shadedFaces } from '../../kit/building.mjs';
import { darken } from '../../kit/colour.mjs';
import { house } from '../house.mjs';
import { balcony, door, frontWindow, sideWindow } from '../openings.mjs';
import { chimney, roofFlat, roofGableZ } from '../roofs.mjs';
import { planks } from '../walls.mjs';

export const familyHouse = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.24 });
  const w = 13,
    d = 10;
  const faces = shadedFaces(scene, opts.wall ?? '#f1ede6');
  // ground floor
  building.box(0, 0, 0, w, 3.2, d, { front: faces.front, side: faces.side });
  const wood = shadedFaces(scene, opts.wood ?? '#a77d58');
  // upper cube offset (cantilever), wood clad
  building.box(3.2, 3.2, -0.6, 11, 3.1, d - 1, { front: wood.front, side: wood.side });
  planks(building, 3.2, 3.2, 11, 3.1, wood.front, { z: -0.6, step: 0.22 });
  building.frontFace(0.6, 0.15, 5.8, 2.7, scene.glassFill(), 0);
  for (let k = 1; k < 3; k++)
    building.frontFace(0.6 + k * 1.93, 0.15, 0.08, 2.7, scene.tint('#30353d'), 0);
  building.frontFace(0.55, 2.85, 5.9, 0.1, scene.tint('#30353d'), 0);
  door(building, 7.6, 0.15, 1.2, 2.6, '#2f3640', { frame: '#30353d', step: false });
  frontWindow(building, 9.6, 0.9, 2.6, 1.6, {
    frame: '#30353d',
    frameWidth: 0.08,
    mh: false,
    sill: false,
  });
  frontWindow(building, 4.4, 4.0, 4.6, 1.8, {
    z: -0.6,
    frame: '#30353d',
    frameWidth: 0.08,
    mh: false,
    sill: false,
  });
  frontWindow(building, 10.4, 3.8, 1.4, 2.2, {
    z: -0.6,
    frame: '#30353d',
    frameWidth: 0.08,
    mh: false,
    sill: false,
  });
  sideWindow(building, 14.2, 1.5, 4.0, 3, 1.6, { frame: '#30353d' });
  sideWindow(building, w, 2, 0.9, 3.5, 1.6, { frame: '#30353d' });
  roofFlat(building, 3.2, 6.3, -0.6, 11, d - 1, { col: '#e2ddd4', ph: 0.35 });
  roofFlat(building, 0, 3.2, 0, 3.2, d, { col: '#e2ddd4', ph: 0.3 });
  // terrace
  building.ground(() => {
    building.topFace(-1, 0.02, -3.2, 8.5, 3.2, scene.tint('#cfc6b6'));
    for (let xx = -1; xx < 7.5; xx += 0.5)
      building.pline(
        [
          [xx, 0.03, -3.2],
          [xx, 0.03, 0],
        ],
        darken(scene.tint('#cfc6b6'), 0.15),
        0.03,
      );
  });
  building.footprint = [0, 0, 14.2, d];
  building.castHeight = 6.5;
  return building;
};

export const whiteVilla = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.2 });
  const wallHeight = house(building, {
    w: 14,
    d: 12,
    fl: [3.4, 3.2, 2.6],
    plinth: { h: 0.6, col: '#bdb6aa' },
    wall: opts.wall ?? '#f4f1ea',
    win: { n: 5, w: 1.15, h: 1.8, frame: '#ffffff', lintel: '#ffffff', shutter: opts.shutter },
    winAt: (i) =>
      i === 2
        ? { n: 5, w: 1.0, h: 1.1, sill: 0.7, frame: '#ffffff' }
        : {
            n: 5,
            w: 1.15,
            h: i ? 1.7 : 1.9,
            frame: '#ffffff',
            lintel: '#fbfaf6',
            shutter: opts.shutter,
          },
    door: { k: 2, w: 1.4, h: 2.6, col: opts.door ?? '#26364f', transom: true },
    sideN: 3,
    bands: { col: '#ffffff' },
    roof: {
      type: 'hip',
      h: 3.4,
      col: opts.roof ?? '#4d5660',
      k: 0.9,
      before: () => {
        chimney(building, 3, 9, 5, 0.8, 4.2, '#c9c1b3');
        chimney(building, 10, 9, 5, 0.8, 4.2, '#c9c1b3');
      },
    },
    extra: () => {
      // portico with balcony above
      const porticoFaces = shadedFaces(scene, '#ffffff');
      building.box(4.8, 4.0, -1.6, 4.4, 0.3, 1.6, porticoFaces);
      [5.0, 8.7].forEach((x) => building.box(x, 0.6, -1.5, 0.3, 3.4, 0.3, porticoFaces));
      balcony(building, 4.8, 4.3, 4.4, 1.6, { type: 'iron', rh: 0.95, rail: '#2e3440' });
    },
  });
  building.castHeight = wallHeight + 2;
  return building;
};

export const baederVilla = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.2 });
  const wallHeight = house(building, {
    w: 15,
    d: 12,
    fl: [3.4, 3.2, 3.0],
    plinth: { h: 0.8, col: '#b9b2a6' },
    wall: '#f7f4ee',
    win: { n: 5, w: 1.1, h: 1.9, frame: '#ffffff', lintel: '#ffffff' },
    door: { k: 2, w: 1.5, h: 2.6, col: opts.door ?? '#2a4058', transom: true },
    sideN: 3,
    bands: { col: '#ffffff' },
    roof: { type: 'hip', h: 3.8, col: opts.roof ?? '#5a4a48', k: 0.8 },
    extra: () => {
      // two storey wooden veranda with fretwork
      const verandaFaces = shadedFaces(scene, '#ffffff');
      for (let lvl = 0; lvl < 2; lvl++) {
        const y = 0.8 + lvl * 3.4;
        [0.6, 5.2, 9.8, 14.1].forEach((x) =>
          building.box(x, y, -2.2, 0.25, 3.2, 0.25, verandaFaces),
        );
        building.box(0.4, y + 3.1, -2.3, 14.2, 0.3, 2.3, {
          front: verandaFaces.front,
          side: verandaFaces.side,
          top: scene.tint('#e9e3d8'),
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
          building.pline(pts, verandaFaces.front, 0.12);
          for (let i = 1; i < 12; i++)
            building.pline(
              [
                [x0 + ((x1 - x0) * i) / 12, yy, -2.2],
                [x0 + ((x1 - x0) * i) / 12, yy - 0.35, -2.2],
              ],
              verandaFaces.front,
              0.05,
            );
        }
        if (lvl === 1)
          balcony(building, 0.5, y + 0.05, 14, 2.2, {
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
  const gableFaces = shadedFaces(scene, '#f7f4ee');
  building.box(5, wallHeight, -0.1, 5, 2.4, 3, { front: gableFaces.front, side: gableFaces.side });
  frontWindow(building, 6.4, wallHeight + 0.4, 2.2, 1.6, { z: -0.1, frame: '#ffffff', arch: 0.6 });
  roofGableZ(building, 5, wallHeight + 2.4, -0.1, 5, 4.5, 2.4, opts.roof ?? '#5a4a48', {
    wall: gableFaces.front,
    barge: '#ffffff',
    courses: 5,
  });
  building.castHeight = wallHeight + 2.5;
  return building;
};

export const norderneyVilla = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.18 });
  const wallHeight = house(building, {
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
        balcony(building, 0.7, y, 4.2, 1.2, { type: 'iron', slab: '#ffffff' });
        balcony(building, 15.1, y, 4.2, 1.2, { type: 'iron', slab: '#ffffff' });
      }
      balcony(building, 7.4, 0.7 + 3.6, 5.2, 1.5, { type: 'iron', slab: '#ffffff' });
    },
  });
  // central attic pediment
  building.poly(
    [
      [6, wallHeight + 0.9, 0],
      [14, wallHeight + 0.9, 0],
      [10, wallHeight + 3.2, 0],
    ],
    shadedFaces(scene, '#ffffff').front,
  );
  building.poly(
    [
      [6.6, wallHeight + 1.1, 0],
      [13.4, wallHeight + 1.1, 0],
      [10, wallHeight + 2.8, 0],
    ],
    darken(shadedFaces(scene, '#ffffff').front, 0.08),
  );
  building.castHeight = wallHeight + 1;
  return building;
};
