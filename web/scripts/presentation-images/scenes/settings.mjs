/**
 * Settings: the surroundings a building stands in. A setting runs after `placeBuilding` (it plants
 * trees around the building's bounds) and returns `{ bg, fg }`, drawn behind and in front of the
 * building. A setting with water stores it in `scene.water` and puts '%REFL%' in `fg` where the
 * water and the building's reflection go: the reflection needs the building's SVG, which is made
 * after the setting.
 */
import { darken, lighten, mix } from '../kit/colour.mjs';
import { DUNE, FIR, FOREST, GRASS, MEADOW, NAVY, SAND, SLATE } from '../kit/palettes.mjs';
import { groundGradient, num } from '../kit/svg.mjs';
import { birds, mountains, ridge, sky, water } from '../subjects/landscape.mjs';
import {
  agave,
  bush,
  flowers,
  grassTuft,
  reeds,
  treeConifer,
  treeCypress,
  treeLine,
  treeOlive,
  treeRound,
} from '../subjects/plants.mjs';
import { crane, fenceRow, lampPost, punt, skyline } from '../subjects/props.mjs';

const city = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'puffy', cloudN: 3 });
  bg += skyline(scene, scene.groundY, height * 0.12, height * 0.3, scene.haze(SLATE, 0.72), {
    tv: opts.tv ? scene.buildingRight + (width - scene.buildingRight) * 0.5 : 0,
    tvH: height * 0.62,
    windows: opts.windows ? '#ffd58a' : null,
  });
  bg += skyline(scene, scene.groundY, height * 0.05, height * 0.18, scene.haze(SLATE, 0.55), {
    windows: opts.windows ? '#ffd58a' : null,
  });
  bg += `<rect x="-2" y="${num(scene.groundY - unit * 3)}" width="${width + 4}" height="${num(height)}" fill="${scene.tint('#cfc8bc')}"/>`;
  let fg = `<rect x="-2" y="${num(scene.groundY)}" width="${width + 4}" height="${num(unit * 6)}" fill="${scene.tint('#d9d3c7')}"/>`;
  for (let x = 0; x < width; x += unit * 3)
    fg += `<rect x="${num(x)}" y="${num(scene.groundY)}" width="${num(unit * 0.12)}" height="${num(unit * 6)}" fill="${darken(scene.tint('#d9d3c7'), 0.15)}"/>`;
  fg += `<rect x="-2" y="${num(scene.groundY + unit * 6)}" width="${width + 4}" height="${num(unit * 0.8)}" fill="${scene.tint('#b8b1a4')}"/>`;
  fg += `<rect x="-2" y="${num(scene.groundY + unit * 6.8)}" width="${width + 4}" height="${num(height)}" fill="${scene.tint('#5b6068')}"/>`;
  for (let x = unit * 2; x < width; x += unit * 12)
    fg += `<rect x="${num(x)}" y="${num(scene.groundY + unit * 12)}" width="${num(unit * 6)}" height="${num(unit * 0.6)}" fill="#eeeae2" opacity="0.7"/>`;
  const treeHeight = height * (opts.treeH ?? 0.5);
  const tcol = scene.tint(opts.treeCol ?? '#7d9a5e');
  const leftTreeX = scene.buildingLeft - unit * 2,
    rightTreeX = scene.buildingRight + unit * 2;
  if (opts.trees !== false) {
    fg += lampPost(scene, scene.buildingLeft + unit * 3, scene.groundY + unit * 5.5, height * 0.2);
    fg += treeRound(scene, leftTreeX, scene.groundY + unit * 5, treeHeight, tcol, { wide: 0.3 });
    fg += treeRound(scene, rightTreeX, scene.groundY + unit * 5, treeHeight * 0.95, tcol, {
      wide: 0.3,
    });
    if (leftTreeX - width * 0.28 > -width * 0.1)
      fg += treeRound(
        scene,
        leftTreeX - height * 0.38,
        scene.groundY + unit * 5,
        treeHeight * 0.9,
        tcol,
        { wide: 0.3 },
      );
    if (rightTreeX + height * 0.38 < width * 1.1)
      fg += treeRound(
        scene,
        rightTreeX + height * 0.38,
        scene.groundY + unit * 5,
        treeHeight * 0.9,
        tcol,
        { wide: 0.3 },
      );
  }
  fg += bush(
    scene,
    scene.buildingLeft + scene.buildingWidth * 0.15,
    scene.groundY + unit * 1,
    unit * 7,
    scene.tint('#6f8c57'),
  );
  return { bg, fg };
};

const suburb = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'puffy', cloudN: 4 });
  bg += ridge(scene, scene.horizonY - unit * 2, unit * 3, 1.5, scene.haze(FOREST, 0.7));
  bg += treeLine(scene, scene.horizonY + unit * 1, unit * 6, scene.haze(FOREST, 0.5));
  bg += `<rect x="-2" y="${num(scene.horizonY + unit * 1)}" width="${width + 4}" height="${height}" fill="${groundGradient(scene, scene.horizonY, height, scene.tint(lighten(GRASS, 0.15)), scene.tint(darken(GRASS, 0.12)))}"/>`;
  bg += treeRound(
    scene,
    scene.buildingLeft - unit * 2,
    scene.groundY - scene.buildingHeight * 0.35,
    height * 0.38,
    scene.tint(scene.haze('#6d8b55', 0.2)),
  );
  bg += treeRound(
    scene,
    scene.buildingRight + unit * 6,
    scene.groundY - scene.buildingHeight * 0.3,
    height * 0.42,
    scene.tint(scene.haze('#78935a', 0.2)),
  );
  let fg = '';
  fg += bush(
    scene,
    scene.buildingLeft + unit * 2,
    scene.groundY + unit * 1,
    unit * 9,
    scene.tint('#6a8a52'),
  );
  fg += bush(
    scene,
    scene.buildingRight - unit * 4,
    scene.groundY + unit * 1.5,
    unit * 8,
    scene.tint('#718f55'),
  );
  // path
  fg += `<path d="M${num(width * 0.46)} ${num(scene.groundY + unit)} L${num(width * 0.52)} ${num(scene.groundY + unit)} L${num(width * 0.6)} ${num(height)} L${num(width * 0.4)} ${num(height)} Z" fill="${scene.tint('#d9cfbf')}" opacity="0.9"/>`;
  fg += treeRound(
    scene,
    scene.buildingLeft - unit * 10,
    height * 0.98,
    height * 0.62,
    scene.tint('#5f7f4b'),
  );
  fg += treeRound(
    scene,
    scene.buildingRight + unit * 12,
    height * 1.0,
    height * 0.55,
    scene.tint('#6b8850'),
  );
  fg += flowers(
    scene,
    0,
    width,
    scene.groundY + unit * 4,
    height,
    [scene.tint('#f2e6c9'), scene.tint('#e8b4a0'), scene.tint('#c7d98f')],
    40,
  );
  return { bg, fg };
};

const coast = (scene, opts) => {
  const { width, height, unit, pal } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'puffy', cloudN: opts.cloudN ?? 3 });
  if (opts.cliffs) {
    const cx = opts.cliffs === 'left' ? 0 : width;
    const dir = opts.cliffs === 'left' ? 1 : -1;
    bg += `<path d="M${num(cx)} ${num(scene.horizonY - unit * 13)} Q${num(cx + dir * width * 0.15)} ${num(scene.horizonY - unit * 14)} ${num(cx + dir * width * 0.24)} ${num(scene.horizonY - unit * 9)} L${num(cx + dir * width * 0.3)} ${num(scene.horizonY + 1)} L${num(cx)} ${num(scene.horizonY + 1)} Z" fill="${scene.haze('#f2efe6', 0.25)}"/>`;
    bg += `<path d="M${num(cx)} ${num(scene.horizonY - unit * 13)} Q${num(cx + dir * width * 0.15)} ${num(scene.horizonY - unit * 14)} ${num(cx + dir * width * 0.24)} ${num(scene.horizonY - unit * 9)} L${num(cx + dir * width * 0.14)} ${num(scene.horizonY - unit * 10.5)} L${num(cx)} ${num(scene.horizonY - unit * 11)} Z" fill="${scene.haze('#5d7b4e', 0.4)}"/>`;
    for (let i = 0; i < 8; i++) {
      const x = cx + dir * width * scene.rng.range(0.05, 0.25);
      bg += `<rect x="${num(x)}" y="${num(scene.horizonY - unit * 8)}" width="${num(unit * 0.2)}" height="${num(unit * scene.rng.range(3, 7))}" fill="${scene.haze('#d5d2c8', 0.3)}" opacity="0.7"/>`;
    }
  }
  const shore = scene.horizonY + height * (opts.seaDepth ?? 0.1);
  bg += water(scene, scene.horizonY, shore + unit, {});
  if (opts.pier) {
    const pierX = opts.pier === 'left' ? width * 0.08 : width * 0.9,
      pierY = scene.horizonY + unit * 2;
    const pierEndX = opts.pier === 'left' ? width * 0.33 : width * 0.65;
    const col = scene.haze('#6e5b4b', 0.35);
    bg += `<path d="M${num(pierEndX)} ${num(shore)} L${num(pierX)} ${num(pierY)} L${num(pierX)} ${num(pierY - unit * 0.5)} L${num(pierEndX)} ${num(shore - unit * 1.2)} Z" fill="${col}"/>`;
    for (let i = 0; i < 14; i++) {
      const t = i / 14;
      const x = pierEndX + (pierX - pierEndX) * t,
        y = shore + (pierY - shore) * t;
      bg += `<rect x="${num(x)}" y="${num(y - unit * 0.2)}" width="${num(unit * 0.2 * (1 - t * 0.6))}" height="${num(unit * 1.6 * (1 - t * 0.6))}" fill="${col}"/>`;
    }
    bg += `<path d="M${num(pierX - unit * 3)} ${num(pierY - unit * 0.4)} L${num(pierX + unit * 3)} ${num(pierY - unit * 0.4)} L${num(pierX + unit * 2.5)} ${num(pierY - unit * 3)} L${num(pierX)} ${num(pierY - unit * 4.5)} L${num(pierX - unit * 2.5)} ${num(pierY - unit * 3)} Z" fill="${scene.haze('#f4f1ea', 0.2)}"/><path d="M${num(pierX - unit * 2.8)} ${num(pierY - unit * 3)} L${num(pierX)} ${num(pierY - unit * 4.7)} L${num(pierX + unit * 2.8)} ${num(pierY - unit * 3)} Z" fill="${scene.haze('#3f6f7a', 0.3)}"/>`;
  }
  if (opts.boat) {
    const boatX = width * opts.boat,
      boatY = scene.horizonY + unit * 1.5;
    bg += `<path d="M${num(boatX - unit * 2)} ${num(boatY)} L${num(boatX + unit * 2)} ${num(boatY)} L${num(boatX + unit * 1.5)} ${num(boatY + unit * 0.6)} L${num(boatX - unit * 1.5)} ${num(boatY + unit * 0.6)} Z" fill="${scene.haze(NAVY, 0.3)}"/><path d="M${num(boatX)} ${num(boatY - unit * 5)} L${num(boatX)} ${num(boatY - unit * 0.2)} L${num(boatX + unit * 2)} ${num(boatY - unit * 0.3)} Z" fill="${scene.haze('#ffffff', 0.1)}"/><path d="M${num(boatX - unit * 0.2)} ${num(boatY - unit * 4)} L${num(boatX - unit * 0.2)} ${num(boatY - unit * 0.3)} L${num(boatX - unit * 1.6)} ${num(boatY - unit * 0.3)} Z" fill="${scene.haze('#f0ebe0', 0.15)}"/>`;
  }
  // foam line + beach
  const sandCol = scene.tint(opts.sand ?? SAND);
  let beach = `M-2 ${num(shore)}`;
  for (let x = 0; x <= width + 20; x += width / 40)
    beach += ` L${num(x)} ${num(shore + Math.sin((x / width) * 14) * unit * 0.4)}`;
  beach += ` L${width + 2} ${height + 2} L-2 ${height + 2} Z`;
  bg += `<path d="${beach}" fill="${groundGradient(scene, shore, height, lighten(sandCol, 0.1), darken(sandCol, 0.08))}"/>`;
  bg += `<path d="${beach.replace(/ L[\d.]+ [\d.]+ L-2 [\d.]+ Z$/, '')}" fill="none" stroke="#ffffff" stroke-width="${num(unit * 0.5)}" opacity="0.7"/>`;
  if (opts.wet)
    bg += `<rect x="-2" y="${num(shore + unit * 0.5)}" width="${width + 4}" height="${num(unit * 2.5)}" fill="${pal.water[0]}" opacity="0.3"/>`;
  // dunes behind building
  const duneG = scene.tint(opts.duneGrass ?? '#9aa56e');
  if (opts.dunes !== false) {
    bg += ridge(scene, scene.groundY - unit * 6, unit * 3.5, 1.3, scene.tint(DUNE), { oct: 2 });
    bg += ridge(
      scene,
      scene.groundY - unit * 3,
      unit * 2.5,
      2.2,
      mix(duneG, scene.tint(DUNE), 0.35),
      { oct: 2 },
    );
    for (let i = 0; i < 28; i++) {
      const x = scene.rng.range(0, width);
      bg += grassTuft(
        scene,
        x,
        scene.groundY - unit * scene.rng.range(2, 5),
        unit * scene.rng.range(2, 3.5),
        darken(duneG, 0.1),
      );
    }
  }
  let fg = '';
  fg += ridge(
    scene,
    scene.groundY + unit * 4,
    unit * 2.5,
    1.8,
    scene.tint(lighten(opts.fgGround ?? DUNE, 0.05)),
    { oct: 2 },
  );
  for (let i = 0; i < 30; i++) {
    const x = scene.rng.range(-0.02, 1.02) * width;
    const y = scene.groundY + unit * scene.rng.range(3.5, 12);
    fg += grassTuft(
      scene,
      x,
      y,
      unit * scene.rng.range(3, 6) * (y / scene.groundY),
      scene.rng.chance(0.5) ? duneG : lighten(duneG, 0.15),
      9,
    );
  }
  if (opts.fence !== false)
    fg += fenceRow(
      scene,
      width * 0.02,
      width * 0.3,
      scene.groundY + unit * 9,
      scene.groundY + unit * 14,
      unit * 4,
      scene.tint('#7b6650'),
    );
  fg += birds(scene, width * (scene.lightLeft ? 0.75 : 0.25), scene.horizonY * 0.4, 4);
  return { bg, fg };
};

const lake = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'streak', cloudN: 4 });
  bg += ridge(scene, scene.horizonY - unit * 1, unit * 2.5, 1.2, scene.haze(FOREST, 0.7));
  bg += treeLine(
    scene,
    scene.horizonY + unit * 1.5,
    unit * 6,
    scene.haze(opts.conifer ? FIR : FOREST, 0.45),
    {
      conifer: opts.conifer,
    },
  );
  bg += `<rect x="-2" y="${num(scene.horizonY + unit * 2)}" width="${width + 4}" height="${height}" fill="${groundGradient(scene, scene.horizonY, scene.groundY, scene.tint(lighten(MEADOW, 0.1)), scene.tint(MEADOW))}"/>`;
  bg += flowers(
    scene,
    0,
    width,
    scene.horizonY + unit * 3,
    scene.groundY,
    [scene.tint('#e9d38a'), scene.tint('#f3efe3')],
    50,
  );
  bg += treeRound(
    scene,
    scene.buildingLeft - unit * 4,
    scene.groundY - unit * 0.5,
    height * 0.36,
    scene.tint('#6c8a52'),
  );
  bg += treeRound(
    scene,
    scene.buildingRight + unit * 5,
    scene.groundY - unit * 0.5,
    height * 0.3,
    scene.tint('#7a9458'),
  );
  if (opts.extraTrees)
    for (let i = 0; i < opts.extraTrees; i++) {
      const x = scene.rng.chance(0.5)
        ? scene.rng.range(0, scene.buildingLeft - unit * 10)
        : scene.rng.range(scene.buildingRight + unit * 10, width);
      bg += treeRound(
        scene,
        x,
        scene.groundY - unit * 0.5,
        height * scene.rng.range(0.22, 0.34),
        scene.tint(scene.rng.pick(['#6c8a52', '#5e7d4a', '#7a9458'])),
      );
    }
  const waterY = scene.groundY + unit * 1.5;
  scene.reflectAxis = scene.groundY;
  scene.reflectTop = waterY;
  let fg = `<rect x="-2" y="${num(scene.groundY - unit * 0.5)}" width="${width + 4}" height="${num(unit * 2.2)}" fill="${scene.tint(darken(MEADOW, 0.15))}"/>`;
  scene.water = water(scene, waterY, height, {
    sunPath: false,
    lines: 50,
    top: mix(scene.pal.water[0], scene.pal.stops[1], 0.4),
  });
  fg += '%REFL%';
  fg += reeds(scene, -unit * 2, width * 0.22, waterY + unit * 2, unit * 7, scene.tint('#8c9a5c'));
  fg += reeds(
    scene,
    width * 0.8,
    width + unit * 2,
    waterY + unit * 2.5,
    unit * 6,
    scene.tint('#8c9a5c'),
  );
  if (opts.boat) fg += punt(scene, width * opts.boat, waterY + unit * 12, unit * 26);
  return { bg, fg };
};

const alps = (scene) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: 'puffy', cloudN: 3 });
  bg += mountains(scene, scene.horizonY - unit * 3, height * 0.3, scene.haze('#7d8ea3', 0.35), {
    snow: '#f6f7f8',
  });
  bg += ridge(scene, scene.horizonY - unit * 2, unit * 4, 1.3, scene.haze('#5f7d55', 0.45));
  bg += ridge(
    scene,
    scene.horizonY + unit * 3,
    unit * 4,
    1.0,
    scene.tint(scene.haze('#7c9a5a', 0.25)),
  );
  for (let i = 0; i < 14; i++) {
    const x = scene.rng.range(0, width),
      y = scene.horizonY + unit * scene.rng.range(-2, 2);
    bg += treeConifer(scene, x, y, unit * scene.rng.range(4, 7), scene.haze(FIR, 0.4), {
      tiers: 4,
    });
  }
  bg += `<path d="M-2 ${num(scene.groundY - unit * 4)} Q${num(width * 0.5)} ${num(scene.groundY - unit * 9)} ${width + 2} ${num(scene.groundY - unit * 2)} L${width + 2} ${height + 2} L-2 ${height + 2} Z" fill="${groundGradient(scene, scene.groundY - unit * 9, height, scene.tint(lighten('#93b064', 0.05)), scene.tint('#7a9a52'))}"/>`;
  bg += treeConifer(
    scene,
    scene.buildingLeft - unit * 3,
    scene.groundY,
    height * 0.4,
    scene.tint(FIR),
  );
  bg += treeConifer(
    scene,
    scene.buildingLeft - unit * 9,
    scene.groundY + unit,
    height * 0.32,
    scene.tint(darken(FIR, 0.05)),
  );
  let fg = treeConifer(
    scene,
    scene.buildingRight + unit * 6,
    scene.groundY + unit * 2,
    height * 0.45,
    scene.tint(FIR),
  );
  fg += fenceRow(
    scene,
    width * 0.55,
    width * 1.02,
    scene.groundY + unit * 11,
    scene.groundY + unit * 9,
    unit * 3.5,
    scene.tint('#7d6048'),
  );
  fg += flowers(
    scene,
    0,
    width,
    scene.groundY + unit * 3,
    height,
    [scene.tint('#f5efe0'), scene.tint('#e8c84f'), scene.tint('#b98fd0')],
    70,
  );
  return { bg, fg };
};

const forest = (scene) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: 'streak', cloudN: 3 });
  bg += ridge(scene, scene.horizonY - unit * 10, unit * 6, 1.0, scene.haze('#4b5f56', 0.7));
  bg += treeLine(scene, scene.horizonY - unit * 3, unit * 9, scene.haze(FIR, 0.6), {
    conifer: true,
  });
  bg += `<rect x="0" y="${num(scene.horizonY - unit * 6)}" width="${width}" height="${num(unit * 8)}" fill="${scene.pal.haze}" opacity="0.4"/>`;
  bg += treeLine(scene, scene.horizonY + unit * 3, unit * 12, scene.haze(FIR, 0.35), {
    conifer: true,
  });
  bg += `<rect x="-2" y="${num(scene.horizonY + unit * 4)}" width="${width + 4}" height="${height}" fill="${groundGradient(scene, scene.horizonY, height, scene.tint('#8fa469'), scene.tint('#6f8a52'))}"/>`;
  for (let i = 0; i < 5; i++)
    bg += treeConifer(
      scene,
      scene.buildingLeft - unit * (3 + i * 6),
      scene.groundY + unit * (i % 2),
      height * (0.55 - i * 0.04),
      scene.tint(darken(FIR, i % 2 ? 0.05 : 0)),
    );
  for (let i = 0; i < 3; i++)
    bg += treeConifer(
      scene,
      scene.buildingRight + unit * (2 + i * 7),
      scene.groundY - unit * 1,
      height * (0.5 - i * 0.05),
      scene.tint(FIR),
    );
  let fg = treeConifer(
    scene,
    scene.buildingRight + unit * 12,
    height * 1.02,
    height * 0.7,
    scene.tint(darken(FIR, 0.1)),
  );
  fg += fenceRow(
    scene,
    0,
    width * 0.35,
    scene.groundY + unit * 8,
    scene.groundY + unit * 10,
    unit * 3,
    scene.tint('#6d5340'),
  );
  fg += flowers(
    scene,
    0,
    width,
    scene.groundY + unit * 3,
    height,
    [scene.tint('#f5efe0'), scene.tint('#e6c45a')],
    40,
  );
  return { bg, fg };
};

const med = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'puffy', cloudN: opts.cloudN ?? 2 });
  if (opts.sea)
    bg += water(scene, scene.horizonY, scene.horizonY + unit * 8, {
      top: scene.haze(opts.seaCol ?? '#4aa5c4', 0.35),
      bot: scene.tint(opts.seaCol ?? '#3a94b8'),
      lines: 20,
    });
  bg += ridge(
    scene,
    scene.horizonY - unit * (opts.sea ? -1 : 4),
    unit * 5,
    1.2,
    scene.haze(opts.hill1 ?? '#7c8aa0', 0.5),
    {
      oct: 3,
    },
  );
  bg += ridge(
    scene,
    scene.horizonY + unit * (opts.sea ? 9 : 1),
    unit * 5,
    1.6,
    scene.tint(scene.haze(opts.hill2 ?? '#a4a56c', opts.sea ? 0.15 : 0.35)),
    { oct: 3 },
  );
  if (opts.cypressRow)
    for (let i = 0; i < 9; i++) {
      const x = width * (0.05 + i * 0.035),
        y = scene.horizonY + unit * 3 + i * unit * 0.6;
      bg += treeCypress(scene, x, y, unit * 7, scene.tint(scene.haze('#4e6a3f', 0.3)));
    }
  for (let i = 0; i < 30; i++) {
    const x = scene.rng.range(0, width),
      y = scene.horizonY + unit * scene.rng.range(5, 10);
    bg += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(unit * 0.9)}" ry="${num(unit * 0.6)}" fill="${scene.tint(scene.haze('#6e7f4a', 0.35))}"/>`;
  }
  const gcol = scene.tint(opts.ground ?? '#c9b27c');
  bg += `<path d="M-2 ${num(scene.groundY - unit * 6)} Q${num(width * 0.3)} ${num(scene.groundY - unit * 10)} ${num(width * 0.6)} ${num(scene.groundY - unit * 7)} T${width + 2} ${num(scene.groundY - unit * 5)} L${width + 2} ${height + 2} L-2 ${height + 2} Z" fill="${groundGradient(scene, scene.groundY - unit * 10, height, lighten(gcol, 0.1), darken(gcol, 0.1))}"/>`;
  if (opts.lavender) {
    const vpX = width * 0.5,
      vpY = scene.groundY - unit * 2;
    const rowsTop = scene.groundY + unit * 6;
    const lavenderColour = scene.tint('#8a76b8'),
      fieldColour = scene.tint('#7d8a55');
    bg += `<rect x="-2" y="${num(rowsTop)}" width="${width + 4}" height="${height}" fill="${fieldColour}"/>`;
    for (let i = -14; i <= 14; i++) {
      const rowFootX = vpX + i * width * 0.09;
      bg += `<path d="M${num(vpX + i * unit * 2.2 - unit * 0.7)} ${num(rowsTop)} L${num(vpX + i * unit * 2.2 + unit * 0.7)} ${num(rowsTop)} L${num(rowFootX + width * 0.03)} ${num(height + 2)} L${num(rowFootX - width * 0.03)} ${num(height + 2)} Z" fill="${lavenderColour}"/>`;
      bg += `<path d="M${num(vpX + i * unit * 2.2 - unit * 0.3)} ${num(rowsTop)} L${num(vpX + i * unit * 2.2 + unit * 0.1)} ${num(rowsTop)} L${num(rowFootX - width * 0.0)} ${num(height + 2)} L${num(rowFootX - width * 0.022)} ${num(height + 2)} Z" fill="${lighten(lavenderColour, 0.2)}" opacity="0.6"/>`;
    }
    void vpY;
  }
  let fg = '';
  if (opts.olives) {
    fg += treeOlive(
      scene,
      scene.buildingLeft - unit * 4,
      scene.groundY + unit * 3,
      height * 0.3,
      scene.tint('#8c9a6c'),
    );
    fg += treeOlive(
      scene,
      scene.buildingRight + unit * 6,
      scene.groundY + unit * 5,
      height * 0.34,
      scene.tint('#8a9868'),
    );
    bg += treeOlive(
      scene,
      scene.buildingRight + unit * 14,
      scene.groundY - unit * 1,
      height * 0.22,
      scene.tint(scene.haze('#8c9a6c', 0.15)),
    );
  }
  if (opts.cypress) {
    bg += treeCypress(
      scene,
      scene.buildingLeft - unit * 2,
      scene.groundY - unit * 0.5,
      height * 0.38,
      scene.tint('#4e6a3f'),
    );
    bg += treeCypress(
      scene,
      scene.buildingLeft - unit * 6,
      scene.groundY,
      height * 0.32,
      scene.tint('#4e6a3f'),
    );
    fg += treeCypress(
      scene,
      scene.buildingRight + unit * 4,
      scene.groundY + unit * 2,
      height * 0.42,
      scene.tint('#4e6a3f'),
    );
  }
  if (opts.palms)
    fg +=
      agave(scene, scene.buildingRight + unit * 4, scene.groundY + unit * 4, unit * 6) +
      agave(scene, scene.buildingLeft - unit * 2, scene.groundY + unit * 5, unit * 5);
  for (let i = 0; i < 24; i++)
    fg += grassTuft(
      scene,
      scene.rng.range(0, width),
      scene.groundY + unit * scene.rng.range(3, 20),
      unit * scene.rng.range(1.5, 3),
      scene.tint('#a39664'),
      5,
    );
  return { bg, fg };
};

const algarve = (scene) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: 'puffy', cloudN: 2 });
  bg += water(scene, scene.horizonY, height, {
    top: scene.haze('#6cc0d4', 0.3),
    bot: scene.tint('#1d8ea3'),
    lines: 50,
  });
  // far headland
  bg += `<path d="M${num(width * 0.62)} ${num(scene.horizonY + 1)} Q${num(width * 0.8)} ${num(scene.horizonY - unit * 4)} ${num(width * 1.02)} ${num(scene.horizonY - unit * 5)} L${num(width * 1.02)} ${num(scene.horizonY + 1)} Z" fill="${scene.haze('#c99a68', 0.45)}"/>`;
  const ochre = scene.tint('#d59c5c'),
    shade = darken(ochre, 0.2);
  const top = scene.groundY + unit * 10,
    edge = width * 0.74;
  // plateau + cliff face
  const face = `M-2 ${num(top)} L${num(edge)} ${num(top + unit * 2)} L${num(edge + unit * 3)} ${num(top + unit * 9)} L${num(edge + unit * 1)} ${num(top + unit * 16)} L${num(edge + unit * 5)} ${num(height + 2)} L-2 ${height + 2} Z`;
  bg += `<path d="${face}" fill="${ochre}"/>`;
  for (let i = 0; i < 6; i++)
    bg += `<path d="M-2 ${num(top + unit * (3 + i * 4))} Q${num(width * 0.4)} ${num(top + unit * (1.5 + i * 4))} ${num(edge + unit * 2)} ${num(top + unit * (4.5 + i * 4.2))}" stroke="${shade}" stroke-width="${num(unit * 0.45)}" fill="none" opacity="0.45"/>`;
  bg += `<path d="M${num(edge - unit * 6)} ${num(top + unit * 2)} L${num(edge)} ${num(top + unit * 2)} L${num(edge + unit * 3)} ${num(top + unit * 9)} L${num(edge + unit * 1)} ${num(top + unit * 16)} L${num(edge + unit * 5)} ${num(height + 2)} L${num(edge - unit * 4)} ${num(height + 2)} L${num(edge - unit * 2)} ${num(top + unit * 10)} Z" fill="${shade}"/>`;
  // surf at the foot
  bg += `<path d="M${num(edge + unit * 4)} ${num(height - unit * 1)} Q${num(edge + unit * 10)} ${num(height - unit * 3)} ${num(width + 2)} ${num(height - unit * 2)}" stroke="#ffffff" stroke-width="${num(unit * 0.6)}" fill="none" opacity="0.7"/>`;
  // sea stacks
  const stack = (x, y, w, h) =>
    `<path d="M${num(x)} ${num(y)} L${num(x + w * 0.1)} ${num(y - h)} Q${num(x + w * 0.5)} ${num(y - h * 1.15)} ${num(x + w * 0.9)} ${num(y - h * 0.9)} L${num(x + w)} ${num(y)} Z" fill="${ochre}"/><path d="M${num(x + w * 0.55)} ${num(y)} L${num(x + w * 0.6)} ${num(y - h * 1.05)} Q${num(x + w * 0.8)} ${num(y - h)} ${num(x + w * 0.9)} ${num(y - h * 0.9)} L${num(x + w)} ${num(y)} Z" fill="${shade}"/><path d="M${num(x - w * 0.2)} ${num(y)} L${num(x + w * 1.2)} ${num(y)}" stroke="#fff" stroke-width="${num(unit * 0.4)}" opacity="0.6"/>`;
  bg +=
    stack(width * 0.86, top + unit * 8, unit * 6, unit * 12) +
    stack(width * 0.95, top + unit * 4, unit * 4, unit * 7);
  // scrubby plateau
  bg += `<path d="M-2 ${num(scene.groundY - unit * 4)} Q${num(width * 0.3)} ${num(scene.groundY - unit * 7)} ${num(width * 0.76)} ${num(scene.groundY - unit * 3)} L${num(edge)} ${num(top + unit * 2)} L-2 ${num(top)} Z" fill="${groundGradient(scene, scene.groundY - unit * 7, top, scene.tint('#b7b07a'), scene.tint('#a39c68'))}"/>`;
  let fg =
    agave(scene, scene.buildingLeft - unit * 3, scene.groundY + unit * 3, unit * 6) +
    agave(scene, scene.buildingRight + unit * 1, scene.groundY + unit * 2, unit * 5);
  fg += bush(
    scene,
    scene.buildingLeft + unit * 2,
    scene.groundY + unit * 4,
    unit * 8,
    scene.tint('#8c9a5c'),
  );
  for (let i = 0; i < 12; i++)
    fg += `<circle cx="${num(scene.buildingLeft + scene.rng.range(-unit * 2, unit * 6))}" cy="${num(scene.groundY + unit * 4 - scene.rng.range(1, 4) * unit)}" r="${num(unit * 0.4)}" fill="${scene.tint('#d44d8a')}"/>`;
  for (let i = 0; i < 14; i++)
    fg += grassTuft(
      scene,
      scene.rng.range(0, edge),
      scene.groundY + scene.rng.range(3, 9) * unit,
      unit * scene.rng.range(1.5, 2.5),
      scene.tint('#8d8a55'),
      5,
    );
  return { bg, fg };
};

const industry = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'streak', cloudN: 4 });
  bg += skyline(
    scene,
    scene.groundY - unit * 4,
    height * 0.05,
    height * 0.2,
    scene.haze(SLATE, 0.7),
    {
      crane: opts.crane ? width * 0.08 : 0,
      tv: opts.tv ? width * 0.9 : 0,
      tvH: height * 0.5,
    },
  );
  if (opts.chimneys) {
    const col = scene.haze('#8e4a3a', 0.55);
    for (const [x, h] of [
      [0.36, 0.42],
      [0.47, 0.34],
      [0.88, 0.38],
    ])
      bg += `<path d="M${num(width * x - unit * 1.2)} ${num(scene.groundY)} L${num(width * x - unit * 0.8)} ${num(scene.groundY - height * h)} L${num(width * x + unit * 0.8)} ${num(scene.groundY - height * h)} L${num(width * x + unit * 1.2)} ${num(scene.groundY)} Z" fill="${col}"/>`;
    bg += `<rect x="${num(width * 0.52)}" y="${num(scene.groundY - height * 0.16)}" width="${num(width * 0.3)}" height="${num(height * 0.16)}" fill="${col}"/>`;
    for (let x = width * 0.53; x < width * 0.81; x += unit * 4)
      bg += `<path d="M${num(x)} ${num(scene.groundY - height * 0.16)} L${num(x + unit * 4)} ${num(scene.groundY - height * 0.16)} L${num(x + unit * 4)} ${num(scene.groundY - height * 0.2)} Z" fill="${col}"/>`;
    bg += crane(scene, width * 0.72, scene.groundY, height * 0.45, scene.haze(SLATE, 0.5));
  }
  bg += treeLine(scene, scene.groundY - unit * 3, unit * 6, scene.haze(FOREST, 0.45));
  bg += `<rect x="-2" y="${num(scene.groundY - unit * 3.5)}" width="${width + 4}" height="${height}" fill="${groundGradient(scene, scene.groundY, height, scene.tint('#cdc5b7'), scene.tint('#b5ad9f'))}"/>`;
  let fg = '';
  for (let i = 0; i < 30; i++) {
    const y = scene.groundY + unit * (1 + i * 1.2);
    fg += `<rect x="-2" y="${num(y)}" width="${width + 4}" height="${num(unit * 0.08)}" fill="${darken(scene.tint('#cdc5b7'), 0.15)}" opacity="0.35"/>`;
  }
  fg += treeRound(
    scene,
    scene.buildingLeft - unit * 5,
    scene.groundY + unit * 8,
    height * 0.36,
    scene.tint('#7e9a5d'),
    { wide: 0.28 },
  );
  fg += treeRound(
    scene,
    scene.buildingRight + unit * 4,
    scene.groundY + unit * 9,
    height * 0.4,
    scene.tint('#7a955a'),
    { wide: 0.28 },
  );
  fg += lampPost(
    scene,
    scene.buildingLeft + scene.buildingWidth * 0.3,
    scene.groundY + unit * 8,
    height * 0.2,
  );
  fg += bush(
    scene,
    scene.buildingLeft + scene.buildingWidth * 0.6,
    scene.groundY + unit * 1.5,
    unit * 10,
    scene.tint('#6f8c57'),
  );
  return { bg, fg };
};

const harbor = (scene, opts) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: opts.clouds ?? 'streak', cloudN: 4 });
  bg += skyline(
    scene,
    scene.groundY - unit * 2,
    height * 0.08,
    height * 0.22,
    scene.haze('#7b4a3e', 0.6),
    { crane: width * 0.9 },
  );
  // neighbouring warehouses
  bg += `<rect x="-2" y="${num(scene.groundY - height * 0.4)}" width="${num(scene.buildingLeft + 2)}" height="${num(height * 0.4)}" fill="${scene.tint(scene.haze('#8e4a3a', 0.25))}"/>`;
  for (let i = 0; i < 5; i++)
    for (let x = unit * 2; x < scene.buildingLeft - unit * 3; x += unit * 4)
      bg += `<rect x="${num(x)}" y="${num(scene.groundY - height * 0.36 + i * height * 0.07)}" width="${num(unit * 1.8)}" height="${num(unit * 3)}" rx="${num(unit * 0.9)}" fill="${scene.tint(scene.haze('#3b4250', 0.3))}"/>`;
  bg += `<rect x="${num(scene.buildingRight)}" y="${num(scene.groundY - height * 0.34)}" width="${num(width - scene.buildingRight + 2)}" height="${num(height * 0.34)}" fill="${scene.tint(scene.haze('#94503c', 0.3))}"/>`;
  for (let i = 0; i < 4; i++)
    for (let x = scene.buildingRight + unit * 3; x < width; x += unit * 4)
      bg += `<rect x="${num(x)}" y="${num(scene.groundY - height * 0.3 + i * height * 0.07)}" width="${num(unit * 1.8)}" height="${num(unit * 3)}" rx="${num(unit * 0.9)}" fill="${scene.tint(scene.haze('#3b4250', 0.3))}"/>`;
  scene.reflectAxis = scene.groundY;
  scene.reflectTop = scene.groundY + unit * 0.5;
  scene.water = water(scene, scene.groundY + unit * 0.5, height, {
    top: mix(scene.pal.water[0], '#6b7a7a', 0.3),
    bot: darken(scene.pal.water[1], 0.1),
    lines: 60,
    sunPath: false,
  });
  let fg = `<rect x="-2" y="${num(scene.groundY - unit * 0.3)}" width="${width + 4}" height="${num(unit * 1.2)}" fill="${scene.tint('#7e776b')}"/>`;
  fg += '%REFL%';
  if (opts.barge)
    fg += `<path d="M${num(width * 0.08)} ${num(height * 0.9)} L${num(width * 0.42)} ${num(height * 0.9)} L${num(width * 0.4)} ${num(height * 0.95)} L${num(width * 0.1)} ${num(height * 0.95)} Z" fill="${scene.tint('#2a3340')}"/><rect x="${num(width * 0.14)}" y="${num(height * 0.855)}" width="${num(width * 0.12)}" height="${num(height * 0.045)}" fill="${scene.tint('#e9e4d8')}"/><rect x="${num(width * 0.15)}" y="${num(height * 0.865)}" width="${num(width * 0.1)}" height="${num(height * 0.015)}" fill="${scene.glassSide}"/>`;
  return { bg, fg };
};

const alpsLake = (scene) => {
  const { width, height, unit } = scene;
  let bg = sky(scene, { clouds: 'puffy', cloudN: 4 });
  bg += mountains(scene, scene.horizonY - unit * 2, height * 0.32, scene.haze('#7d8ea3', 0.4), {
    snow: '#f6f7f8',
  });
  bg += ridge(scene, scene.horizonY - unit * 1, unit * 4, 1.3, scene.haze('#5f7d55', 0.5));
  for (let i = 0; i < 26; i++)
    bg += treeConifer(
      scene,
      scene.rng.range(0, width),
      scene.horizonY + unit * scene.rng.range(-1, 1),
      unit * scene.rng.range(4, 7),
      scene.haze(FIR, 0.45),
      { tiers: 4 },
    );
  bg += water(scene, scene.horizonY + unit * 1, scene.horizonY + unit * 14, {
    sunPath: false,
    top: scene.haze('#9cc0d6', 0.2),
    bot: scene.tint('#5d8fb0'),
    lines: 30,
  });
  bg += `<path d="M-2 ${num(scene.horizonY + unit * 14)} Q${num(width * 0.3)} ${num(scene.horizonY + unit * 12)} ${num(width * 0.6)} ${num(scene.horizonY + unit * 13)} T${width + 2} ${num(scene.horizonY + unit * 10)} L${width + 2} ${height + 2} L-2 ${height + 2} Z" fill="${groundGradient(scene, scene.horizonY + unit * 10, height, scene.tint('#98b468'), scene.tint('#75954f'))}"/>`;
  let fg = '';
  for (let i = 0; i < 5; i++)
    fg += treeConifer(
      scene,
      width * (0.52 + i * 0.05),
      scene.horizonY + unit * (13 - i * 0.4),
      unit * (10 + i * 2),
      scene.tint(FIR),
    );
  fg += treeConifer(
    scene,
    width * 0.98,
    height * 0.95,
    height * 0.55,
    scene.tint(darken(FIR, 0.1)),
  );
  fg += flowers(
    scene,
    width * 0.4,
    width,
    scene.horizonY + unit * 18,
    height,
    [scene.tint('#f5efe0'), scene.tint('#e8c84f')],
    60,
  );
  return { bg, fg };
};

export const SETTINGS = {
  city,
  suburb,
  coast,
  lake,
  alps,
  forest,
  med,
  algarve,
  industry,
  harbor,
  alpsLake,
};
