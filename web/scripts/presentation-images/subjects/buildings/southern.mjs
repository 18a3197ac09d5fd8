/** Southern Europe: Spanish finca, Tuscan farmhouse, Algarve villa, Provençal mas. */
import { Building, shadedFaces } from '../../kit/building.mjs';
import { darken, lighten } from '../../kit/colour.mjs';
import { TERRA } from '../../kit/palettes.mjs';
import { house } from '../house.mjs';
import { door, frontWindow, sideWindow } from '../openings.mjs';
import { chimney, roofFlat, roofGableX, roofHip } from '../roofs.mjs';
import { stones } from '../walls.mjs';

export const finca = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.25 });
  const stone = opts.stone ?? '#d8c19c';
  // main two-storey volume
  house(building, {
    w: 12,
    d: 9,
    fl: [3.2, 3.0],
    wall: stone,
    tex: 'stone',
    win: { n: 3, w: 1.0, h: 1.3, frame: '#efe6d6', shutter: opts.shutter ?? '#5e7d5a' },
    winAt: (i) => ({
      n: 3,
      w: 1.0,
      h: i ? 1.3 : 1.6,
      frame: '#efe6d6',
      shutter: opts.shutter ?? '#5e7d5a',
      sill: i ? 0.8 : 0.7,
    }),
    door: { k: 1, w: 1.3, h: 2.4, col: '#7a5236', arch: true },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 2.4,
      col: opts.roof ?? TERRA,
      courses: 6,
      oh: 0.35,
      before: () => chimney(building, 8.5, 6, 4, 0.8, 2.2, stone),
    },
  });
  // lower wing with pergola
  const wingFaces = shadedFaces(scene, stone);
  building.box(12, 0, 2, 7, 3.4, 7, { front: wingFaces.front, side: wingFaces.side });
  stones(building, 12, 0, 7, 3.4, wingFaces.front, { z: 2 });
  frontWindow(building, 13.2, 0.2, 2.0, 2.4, {
    z: 2,
    frame: '#6e5138',
    arch: 0.9,
    glass: scene.glassFill(),
  });
  frontWindow(building, 16.4, 0.8, 1.0, 1.3, {
    z: 2,
    frame: '#efe6d6',
    shutter: opts.shutter ?? '#5e7d5a',
  });
  building.free(() => {});
  roofGableX(building, 12, 3.4, 2, 7, 7, 1.8, opts.roof ?? TERRA, {
    courses: 5,
    oh: 0.35,
    wall: wingFaces.side,
  });
  // pergola in front of wing
  const pergolaFaces = shadedFaces(scene, '#8b6a4c');
  [12.3, 15.5, 18.6].forEach((x) => building.box(x, 0, -1, 0.22, 2.8, 0.22, pergolaFaces));
  for (let x = 12.1; x < 19; x += 0.6) building.box(x, 2.8, -1.3, 0.12, 0.15, 3.3, pergolaFaces);
  building.box(12.1, 2.8, -1.1, 6.9, 0.18, 0.2, pergolaFaces);
  // pool + terrace
  building.ground(() => {
    building.topFace(-3, 0.02, -9, 24, 9, scene.tint('#e3d3b7'));
    const poolColour = '#3fb2c4';
    building.topFace(1, 0.03, -7.5, 12, 4.5, scene.tint('#f1e9da'));
    building.topFace(1.4, 0.04, -7.1, 11.2, 3.7, scene.tint(poolColour));
    building.poly(
      [
        [1.4, 0.04, -3.4],
        [12.6, 0.04, -3.4],
        [12.6, 0.04, -3.9],
        [1.4, 0.04, -3.9],
      ],
      darken(scene.tint(poolColour), 0.25),
    );
    for (let i = 0; i < 14; i++) {
      const x = 2 + scene.rng.range(0, 9.5),
        z = -6.8 + scene.rng.range(0, 2.6);
      building.pline(
        [
          [x, 0.05, z],
          [x + scene.rng.range(0.6, 1.6), 0.05, z + scene.rng.range(-0.2, 0.2)],
        ],
        lighten(scene.tint(poolColour), 0.5),
        0.07,
        'stroke-linecap="round" stroke-opacity="0.7"',
      );
    }
  });
  building.footprint = [0, 0, 19, 9];
  building.castHeight = 6;
  return building;
};

export const tuscanFarm = (scene) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.24 });
  const stone = '#cdb28c';
  house(building, {
    w: 11,
    d: 8,
    fl: [3.0, 2.8],
    wall: stone,
    tex: 'stone',
    winAt: (i) => ({
      n: 3,
      w: 0.9,
      h: i ? 1.1 : 1.3,
      frame: '#c4b49b',
      shutter: '#7f7260',
      sill: i ? 0.8 : 0.9,
      skip: i ? [] : [],
    }),
    door: { k: 1, w: 1.3, h: 2.3, col: '#6b4f3a', arch: true },
    sideN: 1,
    roof: { type: 'gableX', h: 2.2, col: '#b06a4e', courses: 6, oh: 0.35 },
  });
  // plaster remnants & weathering (needs renovation)
  building.frontFace(0.5, 1.2, 2.6, 1.6, scene.tint('#e0d3bc'), 0, 'fill-opacity="0.7"');
  building.frontFace(7.4, 3.9, 2.2, 1.3, scene.tint('#e0d3bc'), 0, 'fill-opacity="0.6"');
  // tower (colombaia)
  const towerFaces = shadedFaces(scene, stone);
  building.box(8, 0, 2, 3.4, 8.4, 3.4, towerFaces);
  stones(building, 8, 5.8, 3.4, 2.6, towerFaces.front, { z: 2 });
  frontWindow(building, 9.1, 6.3, 1.2, 1.3, { z: 2, arch: true, frame: '#bda98e', bars: false });
  roofHip(building, 8, 8.4, 2, 3.4, 3.4, 1.4, '#a8644a', { oh: 0.3, courses: 3 });
  building.footprint = [0, 0, 11.4, 8];
  building.castHeight = 7;
  return building;
};

export const algarveVilla = (scene) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.24 });
  const wallFaces = shadedFaces(scene, '#f7f5f0');
  building.box(0, 0, 0, 16, 3.4, 10, { front: wallFaces.front, side: wallFaces.side });
  building.box(4, 3.4, 2, 9, 3.2, 7, { front: wallFaces.front, side: wallFaces.side });
  building.frontFace(0.8, 0.2, 6.5, 2.8, scene.glassFill());
  for (let k = 1; k < 4; k++) building.frontFace(0.8 + k * 1.62, 0.2, 0.07, 2.8, '#e9e5dc');
  door(building, 9, 0.2, 1.2, 2.5, '#2a3b4a', { frame: '#2a3b4a', step: false });
  frontWindow(building, 11.5, 0.8, 3.2, 1.8, { frame: '#e9e5dc', mh: false });
  building.frontFace(5, 3.9, 4.5, 2.2, scene.glassFill(), 2);
  building.frontFace(10.3, 3.9, 2, 2.2, scene.glassFill(), 2);
  sideWindow(building, 16, 2, 0.9, 5, 1.8, { frame: '#e9e5dc' });
  sideWindow(building, 13, 3.5, 3.9, 2.5, 1.8, { frame: '#e9e5dc' });
  roofFlat(building, 0, 3.4, 0, 16, 10, { col: '#f7f5f0', ph: 0.5 });
  roofFlat(building, 4, 6.6, 2, 9, 7, { col: '#f7f5f0', ph: 0.4 });
  // chimney (algarvian)
  chimney(building, 11, 7, 6, 0.9, 1.8, '#f7f5f0');
  // pergola
  const pergolaFaces = shadedFaces(scene, '#c49a6c');
  for (let x = 0; x < 8; x += 0.5) building.box(x, 3.1, -2.3, 0.1, 0.14, 2.3, pergolaFaces);
  [0.1, 7.8].forEach((x) => building.box(x, 0, -2.2, 0.2, 3.1, 0.2, pergolaFaces));
  building.ground(() => {
    building.topFace(-2, 0.02, -7, 20, 7, scene.tint('#eadcc4'));
    building.topFace(1, 0.03, -6, 13, 3.2, scene.tint('#f7f1e6'));
    building.topFace(1.3, 0.04, -5.7, 12.4, 2.6, scene.tint('#3ec1c9'));
    for (let i = 0; i < 10; i++) {
      const x = 2 + scene.rng.range(0, 10);
      const z = -5.5 + scene.rng.range(0, 2.2);
      building.pline(
        [
          [x, 0.05, z],
          [x + 1, 0.05, z],
        ],
        '#bff1f2',
        0.07,
        'stroke-opacity="0.6"',
      );
    }
  });
  building.footprint = [0, 0, 16, 10];
  building.castHeight = 6;
  return building;
};

export const mas = (scene) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.22 });
  const stone = '#dcc6a2';
  house(building, {
    w: 15,
    d: 9,
    fl: [3.2, 2.9],
    wall: stone,
    tex: 'stone',
    win: { n: 4, w: 1.0, h: 1.4, frame: '#efe5d3', shutter: '#8fa7b5' },
    winAt: (i) => ({
      n: 4,
      w: 1.0,
      h: i ? 1.3 : 1.6,
      frame: '#efe5d3',
      shutter: '#8fa7b5',
      sill: i ? 0.8 : 0.8,
    }),
    door: { k: 2, w: 1.4, h: 2.4, col: '#8fa7b5', arch: 0.4 },
    sideN: 2,
    roof: {
      type: 'gableX',
      h: 2.3,
      col: '#c0714f',
      courses: 6,
      oh: 0.35,
      before: () => chimney(building, 3, 6, 3.5, 0.8, 1.8, stone),
    },
  });
  // lower annex
  const annexFaces = shadedFaces(scene, '#d3bb95');
  building.box(-6, 0, 1.5, 6, 3.3, 7.5, { front: annexFaces.front, side: annexFaces.side });
  stones(building, -6, 0, 6, 3.3, annexFaces.front, { z: 1.5 });
  frontWindow(building, -4.6, 0.2, 2.2, 2.5, {
    z: 1.5,
    arch: 1.1,
    frame: '#8fa7b5',
    glass: scene.glassFill(),
  });
  roofGableX(building, -6, 3.3, 1.5, 6, 7.5, 1.6, '#c0714f', { courses: 4, oh: 0.3 });
  building.footprint = [-6, 0, 15, 9];
  building.castHeight = 6;
  return building;
};
