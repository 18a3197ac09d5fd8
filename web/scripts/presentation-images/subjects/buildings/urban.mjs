/** Town buildings: period townhouse, modern flats, loft factory, offices, warehouse, a street row. */
import { Building, shadedFaces } from '../../kit/building.mjs';
import { darken, lighten, mix } from '../../kit/colour.mjs';
import { balcony, door, frontWindow, sideWindow } from '../openings.mjs';
import { bush } from '../plants.mjs';
import { chimney, tileCourses } from '../roofs.mjs';
import { band, bricks } from '../walls.mjs';

export const townhouse = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.3, DY: 0.07 });
  const w = 15.5,
    d = 12,
    cream = opts.wall ?? '#ece0c6',
    orn = '#f7f0e0';
  // neighbours
  building.free(() => neighbour(building, -16, 0, 16, 19.4, '#c8cdbf', 6));
  const floors = [4.4, 3.6, 3.5, 3.4, 3.2];
  const wallHeight = floors.reduce((sum, height) => sum + height, 0);
  const faces = shadedFaces(scene, cream);
  building.box(0, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  // rusticated ground floor
  for (let yy = 0.45; yy < floors[0]; yy += 0.45)
    building.pline(
      [
        [0, yy, 0],
        [w, yy, 0],
      ],
      darken(faces.front, 0.25),
      0.04,
      'stroke-opacity="0.5"',
    );
  const xs = [1.7, 4.7, 7.75, 10.8, 13.8];
  xs.forEach((cx, k) => {
    if (k === 2)
      door(building, cx - 0.95, 0.3, 1.9, 3.3, opts.door ?? '#2d4a43', {
        arch: true,
        double: true,
        glassy: true,
        stepCol: '#b9b2a6',
      });
    else frontWindow(building, cx - 0.8, 0.9, 1.6, 2.8, { arch: 0.5, frame: orn, rows: 1 });
  });
  band(building, 0, floors[0] - 0.1, w, d, 0.4, orn, 0.18);
  let y = floors[0];
  for (let i = 1; i < 5; i++) {
    const h = i === 4 ? 1.9 : 2.3;
    xs.forEach((cx, k) => {
      if (k >= 1 && k <= 3) return; // bay
      frontWindow(building, cx - 0.65, y + 0.75, 1.3, h, {
        frame: orn,
        ped: i === 1 ? orn : null,
        lintel: i > 1 && i < 4 ? orn : null,
      });
    });
    band(building, 0, y + 0.55, w, d, 0.12, orn, 0.06);
    y += floors[i];
  }
  // bay (Erker) floors 1-4
  const bayX = 3.7,
    bayWidth = 8.1,
    bayDepth = 0.9;
  const bayFaces = shadedFaces(scene, lighten(cream, 0.1));
  building.box(bayX, floors[0], -bayDepth, bayWidth, wallHeight - floors[0] - 0.1, bayDepth, {
    front: bayFaces.front,
    side: bayFaces.side,
  });
  building.frontFace(bayX, floors[0], bayWidth, 0.5, darken(bayFaces.front, 0.08), -bayDepth);
  y = floors[0];
  for (let i = 1; i < 5; i++) {
    [bayX + 1.0, bayX + bayWidth / 2, bayX + bayWidth - 1.0].forEach((cx) =>
      frontWindow(building, cx - 0.62, y + 0.75, 1.24, i === 4 ? 1.9 : 2.3, {
        z: -bayDepth,
        frame: orn,
        ped: i === 1 ? orn : null,
      }),
    );
    sideWindow(building, bayX + bayWidth, -bayDepth + 0.2, y + 0.75, 0.5, i === 4 ? 1.9 : 2.3, {
      frame: orn,
    });
    building.box(
      bayX - 0.08,
      y + 0.55,
      -bayDepth - 0.08,
      bayWidth + 0.16,
      0.14,
      bayDepth + 0.08,
      shadedFaces(scene, orn),
    );
    y += floors[i];
  }
  // balconies at the side columns
  [xs[0], xs[4]].forEach((cx) => {
    balcony(building, cx - 1.0, floors[0] + floors[1] + 0.1, 2.0, 0.8, { slab: orn });
    balcony(building, cx - 1.0, floors[0] + 0.1, 2.0, 0.8, { slab: orn });
  });
  // main cornice with dentils
  building.box(-0.35, wallHeight - 0.15, -0.45, w + 0.7, 0.6, d + 0.45, shadedFaces(scene, orn));
  for (let xx = -0.25; xx < w + 0.3; xx += 0.45)
    building.frontFace(
      xx,
      wallHeight - 0.38,
      0.22,
      0.22,
      darken(shadedFaces(scene, orn).front, 0.12),
      -0.45,
    );
  // mansard
  const roofColour = scene.tint('#56606b');
  const mansardHeight = 3.4,
    mansardInset = 1.6,
    mansardBase = wallHeight + 0.45;
  building.poly(
    [
      [0, mansardBase, 0],
      [w, mansardBase, 0],
      [w - 0.4, mansardBase + mansardHeight, mansardInset],
      [0.4, mansardBase + mansardHeight, mansardInset],
    ],
    roofColour,
  );
  tileCourses(
    building,
    [0, mansardBase, 0],
    [w, mansardBase, 0],
    [0.4, mansardBase + mansardHeight, mansardInset],
    [w - 0.4, mansardBase + mansardHeight, mansardInset],
    9,
    darken(roofColour, 0.3),
    0.04,
  );
  chimney(building, 2.2, mansardBase + mansardHeight - 0.6, mansardInset + 1, 0.9, 1.6, '#b36a52');
  chimney(
    building,
    w - 3.2,
    mansardBase + mansardHeight - 0.6,
    mansardInset + 1,
    0.9,
    1.4,
    '#b36a52',
  );
  [3.4, 7.75, 12.1].forEach((cx) => {
    const dormerDepth = 0.45;
    building.frontFace(cx - 0.75, mansardBase + 0.6, 1.5, 1.9, scene.tint(orn), dormerDepth);
    frontWindow(building, cx - 0.55, mansardBase + 0.75, 1.1, 1.5, {
      z: dormerDepth,
      frame: orn,
      sill: false,
    });
    building.poly(
      [
        [cx - 0.95, mansardBase + 2.5, dormerDepth],
        [cx + 0.95, mansardBase + 2.5, dormerDepth],
        [cx, mansardBase + 3.1, dormerDepth],
      ],
      darken(roofColour, 0.1),
    );
  });
  building.free(() => neighbour(building, w, 0, 16, 17.6, opts.right ?? '#dfc39e', 6));
  building.footprint = [0, 0, w, d];
  building.castHeight = 3;
  return building;
};

function neighbour(building, x, y, w, h, col, columns) {
  const scene = building.scene,
    faces = shadedFaces(scene, col);
  building.frontFace(x, y, w, h, faces.front);
  for (let yy = 0.45; yy < 4.2; yy += 0.45)
    building.pline(
      [
        [x, yy, 0],
        [x + w, yy, 0],
      ],
      darken(faces.front, 0.2),
      0.04,
      'stroke-opacity="0.5"',
    );
  band(building, x, 4.2, w, 0.1, 0.3, lighten(col, 0.3), 0.1);
  const floorHeight = (h - 4.4) / 4;
  for (let i = 0; i < 4; i++)
    for (let k = 0; k < columns; k++)
      frontWindow(
        building,
        x + 1.2 + (k * (w - 2.4)) / (columns - 1) - 0.6,
        4.4 + i * floorHeight + 0.7,
        1.2,
        floorHeight * 0.6,
        {
          frame: lighten(col, 0.4),
          lintel: i < 2 ? lighten(col, 0.25) : null,
        },
      );
  for (let k = 0; k < columns; k++)
    if (k % 2 === 0)
      frontWindow(building, x + 1.2 + (k * (w - 2.4)) / (columns - 1) - 0.7, 0.8, 1.4, 2.6, {
        frame: lighten(col, 0.4),
        arch: 0.4,
      });
  building.box(x - 0.3, h, -0.3, w + 0.6, 0.45, 0.3, shadedFaces(scene, lighten(col, 0.3)));
  building.poly(
    [
      [x, h + 0.45, 0],
      [x + w, h + 0.45, 0],
      [x + w, h + 2.6, 1.5],
      [x, h + 2.6, 1.5],
    ],
    scene.tint('#5d6570'),
  );
}

export const modernApartment = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.2 });
  const w = 20,
    d = 13,
    floorHeight = 3.1,
    floorCount = opts.floors ?? 5;
  const faces = shadedFaces(scene, opts.wall ?? '#eeeae3');
  const wallHeight = floorHeight * floorCount + 0.6;
  building.box(0, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  const wood = scene.tint(opts.accent ?? '#b0835c');
  // vertical wood fins
  for (let i = 0; i < floorCount; i++) {
    const y = 0.6 + i * floorHeight;
    for (let k = 0; k < 5; k++) {
      const x = 0.9 + k * 3.9;
      if (i === 0 && k === 2) {
        door(building, x, 0.15, 2.6, 2.7, '#3a3f47', { glassy: true, frame: '#3a3f47' });
        continue;
      }
      frontWindow(building, x, y + 0.2, 2.6, 2.4, {
        frame: '#3b4048',
        frameWidth: 0.08,
        mh: false,
        sill: false,
      });
      building.frontFace(x + 2.75, y, 0.35, floorHeight, wood, 0);
    }
    for (let j = 0; j < 3; j++)
      sideWindow(building, w, 1.2 + j * 4, y + 0.3, 2.2, 2.3, { frame: '#3b4048' });
    if (i > 0) {
      balcony(building, 0.6, y, 7.4, 1.5, { type: 'glass', slab: '#f1eee8' });
      balcony(building, 12.2, y, 7.3, 1.5, { type: 'glass', slab: '#f1eee8' });
    }
  }
  // penthouse, set back
  const penthouseZ = 2.5,
    penthouseWidth = 14,
    penthouseX = 2.5;
  building.topFace(0, wallHeight, 0, w, d, darken(faces.top, 0.12));
  building.box(-0.1, wallHeight, -0.1, w + 0.2, 0.25, d + 0.2, {
    front: faces.front,
    side: faces.side,
    top: faces.top,
  });
  building.frontFace(0, wallHeight + 0.25, w, 1.0, '#e4f0f4', -0.1, 'fill-opacity="0.35"');
  const penthouseFaces = shadedFaces(scene, '#3a4250');
  building.box(penthouseX, wallHeight + 0.25, penthouseZ, penthouseWidth, 3.0, d - penthouseZ - 1, {
    front: penthouseFaces.front,
    side: penthouseFaces.side,
  });
  for (let k = 0; k < 5; k++)
    building.frontFace(
      penthouseX + 0.3 + k * 2.75,
      wallHeight + 0.45,
      2.5,
      2.55,
      scene.glassFill(),
      penthouseZ,
    );
  sideWindow(
    building,
    penthouseX + penthouseWidth,
    penthouseZ + 0.5,
    wallHeight + 0.45,
    d - penthouseZ - 2.2,
    2.5,
    { frame: '#3a4250' },
  );
  building.box(
    penthouseX - 0.6,
    wallHeight + 3.25,
    penthouseZ - 0.8,
    penthouseWidth + 1.2,
    0.3,
    d - penthouseZ + 0.2,
    shadedFaces(scene, '#f2efe9'),
  );
  // plants on roof terrace
  building.free(() => {
    for (let k = 0; k < 4; k++) {
      const point = building.project(1 + k * 5.5, wallHeight + 0.25, 0.8);
      building.add(
        bush(scene, point[0], point[1], 1.6, scene.tint('#6f8b5a')).replace(
          /r="([\d.]+)"/g,
          (match, radius) => `r="${radius}"`,
        ),
      );
    }
  });
  building.footprint = [0, 0, w, d];
  building.castHeight = wallHeight + 3.5;
  return building;
};

export const factory = (scene, opts = {}) => {
  const building = new Building(scene, { DX: 0.5, DY: 0.18 });
  const w = 34,
    d = 14,
    floors = [5.2, 4.6, 4.6],
    wallHeight = 15.2,
    brick = opts.brick ?? '#a9533c';
  const faces = shadedFaces(scene, brick);
  // chimney behind
  const chimneyFaces = shadedFaces(scene, darken(brick, 0.05));
  building.poly(
    [
      [w * 0.78, 0, d + 4],
      [w * 0.78 + 3.2, 0, d + 4],
      [w * 0.78 + 2.6, 32, d + 4],
      [w * 0.78 + 0.6, 32, d + 4],
    ],
    chimneyFaces.front,
  );
  for (let yy = 6; yy < 32; yy += 8)
    building.poly(
      [
        [w * 0.78 + 0.1 + yy * 0.014, yy, d + 4],
        [w * 0.78 + 3.1 - yy * 0.014, yy, d + 4],
        [w * 0.78 + 3.1 - yy * 0.014, yy + 0.5, d + 4],
        [w * 0.78 + 0.1 + yy * 0.014, yy + 0.5, d + 4],
      ],
      darken(chimneyFaces.front, 0.2),
    );
  building.poly(
    [
      [w * 0.78 + 0.4, 32, d + 4],
      [w * 0.78 + 2.8, 32, d + 4],
      [w * 0.78 + 2.8, 33.2, d + 4],
      [w * 0.78 + 0.4, 33.2, d + 4],
    ],
    darken(chimneyFaces.front, 0.25),
  );
  building.box(0, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  bricks(building, 0, 0, w, wallHeight, faces.front, { side: [w, 0, d], step: 0.4 });
  // pilasters & arched windows
  const bays = 8,
    bw = w / bays;
  let y = 0;
  floors.forEach((floorHeight, i) => {
    for (let k = 0; k < bays; k++) {
      const x = k * bw;
      if (i === 0 && k === 3) {
        building.frontFace(x + 0.7, 0, bw - 1.4, 4.4, scene.tint('#2f3a3f'), 0);
        frontWindow(building, x + 0.7, 0.05, bw - 1.4, 4.3, {
          arch: 0.9,
          frame: '#2f3a3f',
          glass: scene.glassFill(),
          sill: false,
          rows: 3,
        });
        continue;
      }
      frontWindow(building, x + 0.9, y + 0.9, bw - 1.8, floorHeight - 1.5, {
        arch: 0.6,
        frame: opts.frame ?? '#37403f',
        frameWidth: 0.1,
        rows: 3,
        grid: 0,
        sillCol: '#d8cdbd',
      });
      building.frontFace(
        x + 0.7,
        y + floorHeight - 0.5,
        bw - 1.4,
        0.22,
        darken(faces.front, 0.15),
        0,
      );
    }
    for (let k = 0; k <= bays; k++)
      building.box(k * bw - 0.3, 0, -0.25, 0.6, wallHeight, 0.25, {
        front: lighten(faces.front, 0.05),
        side: faces.side,
      });
    for (let j = 0; j < 3; j++)
      sideWindow(building, w, 1.5 + j * 4.3, y + 0.9, 2.4, floorHeight - 1.5, {
        arch: 0.6,
        frame: '#37403f',
      });
    y += floorHeight;
    band(building, 0, y - 0.2, w, d, 0.3, lighten(brick, 0.35), 0.1);
  });
  // stepped cornice + shed roof
  building.box(
    -0.3,
    wallHeight,
    -0.3,
    w + 0.6,
    0.9,
    d + 0.6,
    shadedFaces(scene, darken(brick, 0.05)),
  );
  for (let xx = 0; xx < w; xx += 0.7)
    building.frontFace(xx, wallHeight + 0.1, 0.35, 0.3, darken(faces.front, 0.3), -0.3);
  const roofColour = scene.tint('#4a5058');
  for (let k = 0; k < 4; k++) {
    const x = k * (w / 4);
    building.poly(
      [
        [x, wallHeight + 0.9, 1],
        [x + w / 4, wallHeight + 0.9, 1],
        [x + w / 4, wallHeight + 3.2, 4],
        [x, wallHeight + 3.2, 4],
      ],
      mix(scene.glassSide, '#8aa4b8', 0.3),
    );
    building.poly(
      [
        [x, wallHeight + 3.2, 4],
        [x + w / 4, wallHeight + 3.2, 4],
        [x + w / 4, wallHeight + 0.9, 7],
        [x, wallHeight + 0.9, 7],
      ],
      roofColour,
    );
  }
  // modern glass balconies (loft conversion)
  for (let k = 5; k < 8; k++)
    balcony(building, k * bw + 0.5, floors[0] + floors[1], bw - 1, 1.1, {
      type: 'glass',
      slab: '#3a3f47',
    });
  building.footprint = [0, 0, w, d];
  building.castHeight = wallHeight + 2;
  return building;
};

export const officeGlass = (scene) => {
  const building = new Building(scene, { DX: 0.55, DY: 0.2 });
  // low block
  const frame = scene.tint('#c7ccd1');
  const glassBlock = (x, y, z, w, h, d, rows, cols, glassCol) => {
    const gradientId = scene.id('gf');
    const glassColour = scene.tint(glassCol);
    scene.defs.push(
      `<linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(glassColour, 0.25)}"/><stop offset="0.5" stop-color="${glassColour}"/><stop offset="0.55" stop-color="${lighten(glassColour, 0.3)}"/><stop offset="1" stop-color="${darken(glassColour, 0.35)}"/></linearGradient>`,
    );
    building.box(x, y, z, w, h, d, {
      front: `url(#${gradientId})`,
      side: scene.sideLit ? lighten(glassColour, 0.1) : darken(glassColour, 0.35),
    });
    for (let i = 0; i <= rows; i++) {
      const yy = y + (h * i) / rows;
      building.pline(
        [
          [x, yy, z],
          [x + w, yy, z],
          [x + w, yy, z + d],
        ],
        frame,
        i % 1 ? 0.06 : 0.18,
      );
    }
    for (let k = 0; k <= cols; k++)
      building.pline(
        [
          [x + (w * k) / cols, y, z],
          [x + (w * k) / cols, y + h, z],
        ],
        frame,
        0.08,
      );
    for (let k = 1; k < Math.round((cols * d) / w); k++)
      building.pline(
        [
          [x + w, y, z + (d * k) / Math.round((cols * d) / w)],
          [x + w, y + h, z + (d * k) / Math.round((cols * d) / w)],
        ],
        frame,
        0.06,
      );
    building.box(x - 0.2, y + h, z - 0.2, w + 0.4, 0.5, d + 0.4, shadedFaces(scene, '#d9dcdf'));
    if (scene.pal.lit)
      for (let i = 0; i < rows; i++)
        for (let k = 0; k < cols; k++)
          if (scene.rng.chance(0.45))
            building.frontFace(
              x + (w * k) / cols + 0.1,
              y + (h * i) / rows + 0.1,
              w / cols - 0.2,
              h / rows - 0.2,
              'url(#glassLit)',
              z,
              'fill-opacity="0.85"',
            );
  };
  glassBlock(0, 0, 4, 12, 14.4, 12, 6, 6, '#6f93ad');
  glassBlock(12, 0, 0, 20, 10.8, 14, 4, 10, '#7fa1b5');
  // entrance canopy
  const canopyFaces = shadedFaces(scene, '#e8eaec');
  building.box(14, 3.4, -3, 8, 0.35, 3, canopyFaces);
  building.box(14.2, 0, -2.8, 0.18, 3.4, 0.18, canopyFaces);
  building.box(21.6, 0, -2.8, 0.18, 3.4, 0.18, canopyFaces);
  // solar panels roof
  for (let k = 0; k < 6; k++)
    building.poly(
      [
        [13 + k * 3, 11.3, 3],
        [15.5 + k * 3, 11.3, 3],
        [15.5 + k * 3, 12.2, 6],
        [13 + k * 3, 12.2, 6],
      ],
      scene.tint('#31405a'),
    );
  building.footprint = [0, 0, 32, 16];
  building.castHeight = 12;
  return building;
};

export const speicher = (scene) => {
  const building = new Building(scene, { DX: 0.45, DY: 0.16 });
  const brick = '#9c4a38';
  const faces = shadedFaces(scene, brick);
  const w = 26,
    d = 16,
    wallHeight = 22;
  building.box(0, 0, 0, w, wallHeight, d, { front: faces.front, side: faces.side });
  bricks(building, 0, 0, w, wallHeight, faces.front, { side: [w, 0, d], step: 0.45 });
  // sandstone base
  building.box(-0.1, 0, -0.1, w + 0.2, 2.2, d + 0.2, shadedFaces(scene, '#b39d80'));
  const cols = [2.2, 5.4, 8.6, 13, 17.4, 20.6, 23.8];
  for (let i = 0; i < 6; i++) {
    const y = 3 + i * 3.1;
    cols.forEach((x, k) => {
      if (k === 3) {
        building.frontFace(x - 1, y, 2, 2.4, scene.tint('#2f4d45'), 0);
        building.frontFace(x - 0.05, y, 0.1, 2.4, darken(scene.tint('#2f4d45'), 0.4));
        return;
      }
      frontWindow(building, x - 0.6, y + 0.2, 1.2, 1.9, {
        frame: '#d9cfbf',
        arch: 0.35,
        frameWidth: 0.1,
        bars: false,
      });
    });
    for (let j = 0; j < 4; j++)
      sideWindow(building, w, 1.5 + j * 3.8, y + 0.2, 1.2, 1.9, { frame: '#d9cfbf', arch: true });
  }
  // winch beam
  building.box(12.6, wallHeight - 1.4, -1.5, 0.8, 0.5, 1.5, shadedFaces(scene, '#3b3f45'));
  // stepped gothic gables
  const gableFaces = faces;
  const gable = (x, gableWidth, gableHeight) => {
    building.poly(
      [
        [x, wallHeight, 0],
        [x + gableWidth, wallHeight, 0],
        [x + gableWidth, wallHeight + gableHeight * 0.35, 0],
        [x + gableWidth * 0.8, wallHeight + gableHeight * 0.35, 0],
        [x + gableWidth * 0.8, wallHeight + gableHeight * 0.65, 0],
        [x + gableWidth * 0.62, wallHeight + gableHeight * 0.65, 0],
        [x + gableWidth * 0.62, wallHeight + gableHeight, 0],
        [x + gableWidth * 0.38, wallHeight + gableHeight, 0],
        [x + gableWidth * 0.38, wallHeight + gableHeight * 0.65, 0],
        [x + gableWidth * 0.2, wallHeight + gableHeight * 0.65, 0],
        [x + gableWidth * 0.2, wallHeight + gableHeight * 0.35, 0],
        [x, wallHeight + gableHeight * 0.35, 0],
      ],
      gableFaces.front,
    );
    frontWindow(building, x + gableWidth / 2 - 0.5, wallHeight + 0.6, 1.0, 1.6, {
      arch: true,
      frame: '#d9cfbf',
      bars: false,
    });
  };
  const roofColour = scene.tint('#6f9b8a');
  building.poly(
    [
      [0, wallHeight, 0],
      [w, wallHeight, 0],
      [w, wallHeight + 5, d / 2],
      [0, wallHeight + 5, d / 2],
    ],
    roofColour,
  );
  building.poly(
    [
      [w, wallHeight, 0],
      [w, wallHeight, d],
      [w, wallHeight + 5, d / 2],
    ],
    scene.sideLit ? lighten(roofColour, 0.05) : darken(roofColour, 0.2),
  );
  tileCourses(
    building,
    [0, wallHeight, 0],
    [w, wallHeight, 0],
    [0, wallHeight + 5, d / 2],
    [w, wallHeight + 5, d / 2],
    8,
    darken(roofColour, 0.3),
    0.06,
  );
  gable(8, 10, 7);
  // corner turret
  const turretFaces = shadedFaces(scene, brick);
  building.box(w - 3, wallHeight, -0.5, 3, 3, 3, turretFaces);
  building.poly(
    [
      [w - 3.2, wallHeight + 3, -0.7],
      [w + 0.2, wallHeight + 3, -0.7],
      [w - 1.5, wallHeight + 7.5, 1],
    ],
    roofColour,
  );
  building.poly(
    [
      [w + 0.2, wallHeight + 3, -0.7],
      [w + 0.2, wallHeight + 3, 2.7],
      [w - 1.5, wallHeight + 7.5, 1],
    ],
    darken(roofColour, 0.2),
  );
  building.footprint = [0, 0, w, d];
  building.castHeight = 20;
  return building;
};

export const rowOfHouses = (scene, count) => {
  const building = new Building(scene, { DX: 0.3, DY: 0.06 });
  const cols = [
    '#e7d7bd',
    '#c9d1c4',
    '#e2c6a8',
    '#d9dde0',
    '#ead9c9',
    '#c7b39a',
    '#e3e0d5',
    '#b9c4c9',
  ];
  let x = 0;
  for (let i = 0; i < count; i++) {
    const w = scene.rng.range(6, 9),
      floors = scene.rng.int(2, 4),
      col = cols[i % cols.length];
    const faces = shadedFaces(scene, col),
      floorHeight = 3;
    const wallHeight = floors * floorHeight + 0.6;
    building.frontFace(x, 0, w, wallHeight, faces.front);
    const windowsPerFloor = w > 7.5 ? 3 : 2;
    for (let floor = 0; floor < floors; floor++)
      for (let k = 0; k < windowsPerFloor; k++) {
        const cx = x + (w * (k + 0.5)) / windowsPerFloor;
        if (floor === 0 && k === 0)
          door(
            building,
            cx - 0.55,
            0.2,
            1.1,
            2.3,
            scene.rng.pick(['#2f4d45', '#243552', '#7a3b2e', '#3f5e70']),
            { step: false },
          );
        else
          frontWindow(building, cx - 0.6, 0.6 + floor * floorHeight + 0.7, 1.2, 1.7, {
            frame: '#f6f2ea',
          });
      }
    const type = scene.rng.pick(['gable', 'step', 'flat', 'gable']);
    const roofColour = scene.tint(scene.rng.pick(['#5b6470', '#9c4b36', '#6f6760', '#4f5966']));
    if (type === 'gable') {
      building.poly(
        [
          [x - 0.2, wallHeight, 0],
          [x + w + 0.2, wallHeight, 0],
          [x + w / 2, wallHeight + w * 0.55, 0],
        ],
        roofColour,
      );
      building.poly(
        [
          [x + 0.6, wallHeight, 0],
          [x + w - 0.6, wallHeight, 0],
          [x + w / 2, wallHeight + w * 0.55 - 0.9, 0],
        ],
        faces.front,
      );
      frontWindow(building, x + w / 2 - 0.5, wallHeight + 0.5, 1.0, 1.3, { frame: '#f6f2ea' });
    } else if (type === 'step') {
      const steps = [
        [0, 0.35],
        [0.15, 0.3],
        [0.3, 0.25],
        [0.4, 0.1],
      ];
      building.poly(
        [
          [x, wallHeight, 0],
          [x + w, wallHeight, 0],
          [x + w, wallHeight + 1, 0],
          [x + w * 0.8, wallHeight + 1, 0],
          [x + w * 0.8, wallHeight + 2.4, 0],
          [x + w * 0.6, wallHeight + 2.4, 0],
          [x + w * 0.6, wallHeight + 3.6, 0],
          [x + w * 0.4, wallHeight + 3.6, 0],
          [x + w * 0.4, wallHeight + 2.4, 0],
          [x + w * 0.2, wallHeight + 2.4, 0],
          [x + w * 0.2, wallHeight + 1, 0],
          [x, wallHeight + 1, 0],
        ],
        faces.front,
      );
      void steps;
    } else {
      building.box(
        x - 0.2,
        wallHeight,
        -0.2,
        w + 0.4,
        0.5,
        0.2,
        shadedFaces(scene, lighten(col, 0.3)),
      );
      building.poly(
        [
          [x, wallHeight + 0.5, 0],
          [x + w, wallHeight + 0.5, 0],
          [x + w - 0.4, wallHeight + 2, 1.2],
          [x + 0.4, wallHeight + 2, 1.2],
        ],
        roofColour,
      );
    }
    x += w;
  }
  building.footprint = [0, 0, x, 10];
  building.castHeight = 0;
  return building;
};
