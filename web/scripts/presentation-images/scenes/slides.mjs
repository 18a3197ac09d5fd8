/**
 * Hero slides: a wide background, darker on the left where the welcome text sits, and the slide's
 * building as a cut-out on a patch of ground, shown over it.
 */
import { lighten } from '../kit/colour.mjs';
import { DUNE, FIR } from '../kit/palettes.mjs';
import { createScene } from '../kit/scene.mjs';
import { num, svgDocument, vignetteAndGrain } from '../kit/svg.mjs';
import { BUILDINGS } from '../subjects/buildings/index.mjs';
import { ridge } from '../subjects/landscape.mjs';
import {
  bush,
  flowers,
  grassTuft,
  treeConifer,
  treeOlive,
  treeRound,
} from '../subjects/plants.mjs';
import { lighthouse } from '../subjects/props.mjs';
import { buildingSvg, placeBuilding } from './compose.mjs';
import { SETTINGS } from './settings.mjs';

const SLIDES = [
  {
    n: 1,
    name: 'houses',
    set: 'suburb',
    sky: 'golden',
    sunX: 0.55,
    sunY: 0.42,
    hz: 0.6,
    obj: 'familyHouse',
    objSky: 'golden',
    ground: '#8fa66a',
  },
  {
    n: 2,
    name: 'apartments',
    set: 'city',
    sky: 'dusk',
    sunX: 0.35,
    sunY: 0.62,
    hz: 0.6,
    tv: true,
    windows: true,
    obj: 'modernApartment',
    ground: '#cfc8bc',
  },
  {
    n: 3,
    name: 'nature',
    set: 'alpsLake',
    sky: 'morning',
    sunX: 0.3,
    sunY: 0.2,
    hz: 0.55,
    obj: 'chalet',
    ground: '#8fae62',
  },
  {
    n: 4,
    name: 'coast',
    set: 'coast',
    sky: 'noon',
    sunX: 0.3,
    sunY: 0.18,
    hz: 0.55,
    obj: 'seasideHouse',
    ground: '#dcc79c',
    fence: false,
  },
  {
    n: 5,
    name: 'abroad',
    set: 'med',
    sky: 'noon',
    sunX: 0.45,
    sunY: 0.16,
    hz: 0.5,
    sea: true,
    olives: true,
    cypress: true,
    hill2: '#8e9a58',
    hill1: '#6f86a6',
    obj: 'finca',
    ground: '#cdb682',
  },
  {
    n: 6,
    name: 'islands',
    set: 'coast',
    sky: 'dawn',
    sunX: 0.3,
    sunY: 0.5,
    hz: 0.58,
    clouds: 'streak',
    cloudN: 5,
    lighthouse: 0.58,
    obj: 'friesenhaus',
    ground: '#a9b878',
    fence: false,
  },
  {
    n: 7,
    name: 'industry',
    set: 'industry',
    sky: 'golden',
    sunX: 0.3,
    sunY: 0.45,
    hz: 0.6,
    crane: true,
    chimneys: true,
    obj: 'factory',
    ground: '#c9c1b3',
  },
];

function slideBackgroundSvg(slide, width, height) {
  const scene = createScene(width, height, 500 + slide.n * 17, slide.sky, { ...slide, gy: 0.9 });
  scene.buildingLeft = width * 0.6;
  scene.buildingRight = width * 0.92;
  scene.buildingWidth = scene.buildingRight - scene.buildingLeft;
  scene.buildingTop = height * 0.45;
  scene.buildingHeight = height * 0.45;
  const { bg, fg } = SETTINGS[slide.set](scene, {
    ...slide,
    trees: slide.set === 'city' ? false : undefined,
  });
  let extra = '';
  if (slide.lighthouse) {
    extra += lighthouse(
      scene,
      width * slide.lighthouse,
      scene.horizonY + height * 0.16,
      height * 0.34,
    );
    extra += ridge(scene, scene.horizonY + height * 0.16, scene.unit * 1.5, 2.5, scene.tint(DUNE), {
      oct: 2,
    });
  }
  if (slide.set === 'suburb')
    for (let i = 0; i < 6; i++) {
      const x = width * (0.05 + i * 0.09),
        y = scene.horizonY + scene.unit * 2.5;
      extra += `<g opacity="0.9"><rect x="${num(x)}" y="${num(y - scene.unit * 3)}" width="${num(scene.unit * 5)}" height="${num(scene.unit * 3)}" fill="${scene.haze('#efe6d6', 0.3)}"/><path d="M${num(x - scene.unit * 0.4)} ${num(y - scene.unit * 3)} L${num(x + scene.unit * 2.5)} ${num(y - scene.unit * 5.2)} L${num(x + scene.unit * 5.4)} ${num(y - scene.unit * 3)} Z" fill="${scene.haze('#9c5a44', 0.4)}"/></g>`;
    }
  let foreground = fg.replace('%REFL%', scene.water ?? '');
  // coast lighthouse sits on the dunes behind
  return svgDocument(
    scene,
    bg + extra + foreground + vignetteAndGrain(scene, { left: 0.5, vig: 0.18 }),
  );
}

function slideObjectSvg(slide, width, height) {
  const scene = createScene(width, height, 900 + slide.n * 13, slide.sky, {
    sunX: slide.sunX,
    sunY: slide.sunY,
    gy: 0.82,
  });
  const building = BUILDINGS[slide.obj](scene, {});
  placeBuilding(scene, building, { hf: 0.6, wf: 0.8 });
  const { unit } = scene;
  const id = scene.id('patch');
  const gcol = scene.tint(slide.ground);
  const cx = (scene.buildingLeft + scene.buildingRight) / 2,
    cy = scene.groundY - scene.unit * 1.5;
  const rx = scene.buildingWidth * 0.62,
    ry = height * 0.13;
  scene.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${num(cx)}" cy="${num(cy)}" r="${num(rx)}" gradientTransform="translate(${num(cx)} ${num(cy)}) scale(1 ${num(ry / rx)}) translate(${num(-cx)} ${num(-cy)})"><stop offset="0" stop-color="${gcol}" stop-opacity="1"/><stop offset="0.7" stop-color="${gcol}" stop-opacity="0.95"/><stop offset="1" stop-color="${gcol}" stop-opacity="0"/></radialGradient>`,
  );
  let svg = `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="url(#${id})"/>`;
  const green = scene.tint('#6f8c57');
  let back = '',
    front = '';
  if (['familyHouse', 'chalet', 'friesenhaus', 'seasideHouse'].includes(slide.obj)) {
    back +=
      slide.obj === 'chalet'
        ? treeConifer(
            scene,
            scene.buildingRight - unit * 2,
            scene.groundY - unit * 2,
            height * 0.5,
            scene.tint(FIR),
          )
        : treeRound(
            scene,
            scene.buildingRight - unit * 3,
            scene.groundY - unit * 2,
            height * 0.5,
            scene.tint('#7a955a'),
          );
  }
  if (slide.obj === 'finca') {
    front += treeOlive(
      scene,
      scene.buildingRight - unit * 2,
      scene.groundY + unit * 6,
      height * 0.3,
      scene.tint('#8c9a6c'),
    );
  }
  if (slide.obj === 'factory' || slide.obj === 'modernApartment') {
    front += treeRound(
      scene,
      scene.buildingRight - unit * 1,
      scene.groundY + unit * 6,
      height * 0.34,
      scene.tint('#7a955a'),
      { wide: 0.28 },
    );
  }
  if (['seasideHouse', 'friesenhaus'].includes(slide.obj))
    for (let i = 0; i < 16; i++)
      front += grassTuft(
        scene,
        cx + scene.rng.range(-1, 1) * rx * 0.8,
        scene.groundY + scene.rng.range(0, 1) * ry * 0.7,
        unit * scene.rng.range(2.5, 4.5),
        scene.tint('#9aa56e'),
        8,
      );
  front +=
    bush(scene, scene.buildingLeft + unit * 1, scene.groundY + unit * 2, unit * 9, green) +
    bush(
      scene,
      scene.buildingRight - unit * 8,
      scene.groundY + unit * 3,
      unit * 7,
      lighten(green, 0.05),
    );
  if (['familyHouse', 'chalet'].includes(slide.obj))
    front += flowers(
      scene,
      cx - rx * 0.6,
      cx + rx * 0.6,
      scene.groundY + unit * 1,
      scene.groundY + ry * 0.6,
      [scene.tint('#f2e6c9'), scene.tint('#e8b4a0')],
      30,
    );
  svg += back + buildingSvg(scene, building) + front;
  return svgDocument(scene, svg);
}

/** Each hero slide: a full-bleed 16:9 background and a transparent cut-out of its object. */
export function slideTasks() {
  return SLIDES.map((slide) => ({
    name: `slide-${slide.n}`,
    renders: [
      {
        svg: () => slideBackgroundSvg(slide, 1920, 1080),
        outputs: [1920, 1280, 768].map((w) => ({
          file: `slides/slide-${slide.n}-bg-${w}`,
          w,
          h: Math.round((w * 9) / 16),
        })),
      },
      {
        svg: () => slideObjectSvg(slide, 960, 720),
        outputs: [960, 480].map((w) => ({
          file: `slides/slide-${slide.n}-object-${w}`,
          w,
          h: (w * 3) / 4,
        })),
        alpha: true,
      },
    ],
  }));
}
