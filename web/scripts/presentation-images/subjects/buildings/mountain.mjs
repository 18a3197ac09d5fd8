/** Mountains and forest: alpine chalet, Black Forest farmhouse, log cabin. */
import { Building, shadedFaces } from '../../kit/building.mjs';
import { darken } from '../../kit/colour.mjs';
import { num } from '../../kit/svg.mjs';
import { balcony, door, frontWindow, sideWindow } from '../openings.mjs';
import { chimney, roofGableX, roofGableZ, roofHip } from '../roofs.mjs';
import { planks } from '../walls.mjs';

export const chalet = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.24 });
  const w = 13,
    d = 12;
  const plasterFaces = shadedFaces(scene, '#f1ece2'),
    woodFaces = shadedFaces(scene, opts.wood ?? '#9a6a43');
  building.box(0, 0, 0, w, 3.2, d, { front: plasterFaces.front, side: plasterFaces.side });
  building.box(0, 3.2, 0, w, 3.0, d, { front: woodFaces.front, side: woodFaces.side });
  planks(building, 0, 3.2, w, 3.0, woodFaces.front, { horizontal: true, step: 0.3 });
  building.poly(
    [
      [0, 6.2, 0],
      [w, 6.2, 0],
      [w / 2, 9.6, 0],
    ],
    woodFaces.front,
  );
  planks(building, 0.3, 6.2, w - 0.6, 3.0, woodFaces.front, { step: 0.3 });
  building.poly(
    [
      [w, 6.2, 0],
      [w, 6.2, d],
      [w, 9.6, d / 2],
    ],
    woodFaces.side,
  );
  [1.5, 4.3, 8.1, 10.9].forEach((x, k) =>
    k === 2
      ? door(building, x - 0.1, 0.15, 1.3, 2.4, '#6e4a2e', { frame: '#f1ece2' })
      : frontWindow(building, x - 0.55, 0.9, 1.1, 1.4, {
          frame: '#ffffff',
          shutter: '#7a2f2a',
          grid: 2,
        }),
  );
  [1.6, 4.6, 7.4, 10.4].forEach((x) =>
    frontWindow(building, x - 0.5, 3.9, 1.0, 1.4, {
      frame: '#f6efe4',
      shutter: '#7a2f2a',
      grid: 2,
    }),
  );
  frontWindow(building, w / 2 - 0.9, 6.7, 1.8, 1.6, { frame: '#f6efe4', grid: 2 });
  for (let j = 0; j < 3; j++) {
    sideWindow(building, w, 1.5 + j * 3.8, 0.9, 1.1, 1.4, { frame: '#ffffff' });
    sideWindow(building, w, 1.5 + j * 3.8, 3.9, 1.0, 1.4, { frame: '#f6efe4' });
  }
  // wraparound balcony with flower boxes
  balcony(building, -0.3, 3.3, w + 0.6, 1.4, {
    type: 'wood',
    rail: opts.wood ?? '#8a5c38',
    rh: 1.0,
    slab: '#8a5c38',
  });
  for (let x = 0.2; x < w - 0.5; x += 2.6) {
    building.frontFace(x, 4.1, 2.0, 0.35, scene.tint('#6e4a2e'), -1.45);
    building.free(() => {
      for (let i = 0; i < 9; i++) {
        const point = building.project(x + 0.1 + i * 0.22, 4.5 + (i % 2) * 0.12, -1.45);
        building.add(
          `<circle cx="${num(point[0])}" cy="${num(point[1])}" r="0.17" fill="${scene.tint(i % 3 ? '#c23a3a' : '#e35d4f')}"/>`,
        );
      }
    });
  }
  roofGableZ(building, 0, 6.2, 0, w, d, 3.4, opts.roof ?? '#5d5550', {
    oh: 1.4,
    thick: 0.35,
    barge: '#7a5436',
    courses: 8,
  });
  building.footprint = [0, 0, w, d];
  building.castHeight = 8;
  return building;
};

export const blackForest = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.22 });
  const w = 15,
    d = 12;
  const plasterFaces = shadedFaces(scene, '#ece6da'),
    woodFaces = shadedFaces(scene, '#4a3628');
  building.box(0, 0, 0, w, 3, d, { front: plasterFaces.front, side: plasterFaces.side });
  building.box(0, 3, 0, w, 2.8, d, { front: woodFaces.front, side: woodFaces.side });
  planks(building, 0, 3, w, 2.8, woodFaces.front, { step: 0.3 });
  [1.2, 3.6, 6.0, 9.0, 11.4, 13.8].forEach((x, k) => {
    if (k === 3) door(building, x - 0.6, 0.15, 1.2, 2.3, '#5a3a26', { frame: '#ece6da' });
    else
      frontWindow(building, x - 0.5, 1.0, 1.0, 1.2, {
        frame: '#ffffff',
        shutter: '#8e2f2a',
        grid: 2,
      });
    frontWindow(building, x - 0.5, 3.8, 1.0, 1.2, { frame: '#efe6d6', grid: 2 });
  });
  for (let j = 0; j < 3; j++)
    sideWindow(building, w, 1.5 + j * 3.8, 3.8, 1.0, 1.2, { frame: '#efe6d6' });
  // flower boxes
  building.free(() => {
    [1.2, 3.6, 6.0, 11.4, 13.8].forEach((x) => {
      for (let i = 0; i < 6; i++) {
        const point = building.project(x - 0.5 + i * 0.2, 3.75, -0.1);
        building.add(
          `<circle cx="${num(point[0])}" cy="${num(point[1])}" r="0.16" fill="${scene.tint(i % 2 ? '#d24a3a' : '#e8744f')}"/>`,
        );
      }
    });
  });
  // huge half-hipped roof
  roofHip(building, 0, 5.8, 0, w, d, 7.4, '#5b4b3d', { oh: 1.2, k: 0.55, courses: 12 });
  building.footprint = [0, 0, w, d];
  building.castHeight = 9;
  return building;
};

export const cabin = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.22 });
  const w = 8,
    d = 6;
  const logFaces = shadedFaces(scene, '#6a4a33');
  building.box(0, 0, 0, w, 2.8, d, { front: logFaces.front, side: logFaces.side });
  for (let yy = 0.25; yy < 2.8; yy += 0.3) {
    building.pline(
      [
        [0, yy, 0],
        [w, yy, 0],
      ],
      darken(logFaces.front, 0.35),
      0.08,
    );
    building.pline(
      [
        [w, yy, 0],
        [w, yy, d],
      ],
      darken(logFaces.side, 0.3),
      0.08,
    );
  }
  for (let yy = 0.1; yy < 2.8; yy += 0.3) {
    building.frontFace(-0.2, yy, 0.3, 0.22, scene.tint('#7d5a3f'), 0);
    building.frontFace(w - 0.1, yy, 0.3, 0.22, scene.tint('#7d5a3f'), 0);
  }
  frontWindow(building, 0.9, 0.9, 1.1, 1.2, { frame: '#f1e8d6', grid: 2, shutter: '#3f5e4a' });
  door(building, 3.5, 0.2, 1.0, 2.1, '#3f5e4a', { frame: '#e9dcc2', step: false });
  frontWindow(building, 5.8, 0.9, 1.1, 1.2, { frame: '#f1e8d6', grid: 2, shutter: '#3f5e4a' });
  sideWindow(building, w, 2.3, 0.9, 1.2, 1.2, { frame: '#f1e8d6' });
  roofGableX(building, 0, 2.8, 0, w, d, 3.2, '#7d6e55', {
    thatch: true,
    oh: 0.6,
    thick: 0.4,
    wall: logFaces.side,
    before: () => chimney(building, 5.8, 3.6, 3, 0.6, 2.4, '#8a7d6d'),
  });
  // jetty
  building.ground(() => {
    building.topFace(2.5, 0.05, -4.5, 2.2, 4.5, scene.tint('#8a6b4d'));
    for (let zz = -4.5; zz < 0; zz += 0.4)
      building.pline(
        [
          [2.5, 0.06, zz],
          [4.7, 0.06, zz],
        ],
        darken(scene.tint('#8a6b4d'), 0.3),
        0.04,
      );
  });
  building.footprint = [0, 0, w, d];
  building.castHeight = 4;
  return building;
};
