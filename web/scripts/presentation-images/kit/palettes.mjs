/**
 * Named colours. A sky palette sets the light of a whole scene: the sky gradient (`stops` at
 * `pos`), sun and glow, the haze distant things fade into, cloud colours, the `tint` every colour
 * is pulled towards (colour and amount), water (top and deep), the shadow colour, how long shadows
 * are (`long`) and whether windows are lit (`lit`, at dusk).
 */

export const SKIES = {
  dawn: {
    stops: ['#8fa7c9', '#c9bfd3', '#f2d0c0', '#fbe5cf'],
    pos: [0, 0.45, 0.8, 1],
    sun: '#fff5e3',
    glow: '#ffd8b8',
    haze: '#eed9d0',
    cloud: '#fcece4',
    cloudShade: '#d8bfc8',
    tint: ['#f4c9c0', 0.06],
    water: ['#b7c4d6', '#5f7b9b'],
    shadow: '#3c3f63',
    long: 1.3,
  },
  morning: {
    stops: ['#6e9bca', '#a8c8e2', '#dbe8ef', '#f1eee5'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffdf2',
    glow: '#fff3d2',
    haze: '#dce6eb',
    cloud: '#ffffff',
    cloudShade: '#cfdbe6',
    tint: ['#fff4e2', 0.04],
    water: ['#9dbbd2', '#3d6c92'],
    shadow: '#34405e',
    long: 0.9,
  },
  noon: {
    stops: ['#3c78bb', '#79acdc', '#c3def0', '#eaf3f5'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffef6',
    glow: '#fff9e0',
    haze: '#d7e6ee',
    cloud: '#ffffff',
    cloudShade: '#c7d8e8',
    tint: ['#fff8e8', 0.03],
    water: ['#7fc0d8', '#1f6a93'],
    shadow: '#2f3d5e',
    long: 0.55,
  },
  golden: {
    stops: ['#6b8cbd', '#b7b8c6', '#efc899', '#f5ad6c'],
    pos: [0, 0.42, 0.78, 1],
    sun: '#fff1c6',
    glow: '#ffcf8a',
    haze: '#eccfa6',
    cloud: '#fde3c2',
    cloudShade: '#cfa08f',
    tint: ['#ffb062', 0.12],
    water: ['#d1b9a0', '#4c6a8a'],
    shadow: '#3f3552',
    long: 1.6,
  },
  dusk: {
    stops: ['#1f2a4b', '#444a78', '#b07590', '#f3a06d'],
    pos: [0, 0.42, 0.8, 1],
    sun: '#ffe0a8',
    glow: '#f7a06e',
    haze: '#a28398',
    cloud: '#eaa392',
    cloudShade: '#5d577a',
    tint: ['#2e3560', 0.3],
    water: ['#8d7d98', '#283252'],
    shadow: '#1d2140',
    long: 1.4,
    lit: true,
  },
  misty: {
    stops: ['#9fb2c1', '#c9d2d6', '#e6e4dc', '#efe9de'],
    pos: [0, 0.5, 0.85, 1],
    sun: '#fffaf0',
    glow: '#fbf2df',
    haze: '#dfe1dd',
    cloud: '#f5f2eb',
    cloudShade: '#c8ced3',
    tint: ['#c9d2d8', 0.1],
    water: ['#afbfc6', '#66808e'],
    shadow: '#3d4656',
    long: 0.8,
  },
};

/** Materials and ground colours that several scenes share. */
export const NAVY = '#243552',
  SLATE = '#4f5966',
  TERRA = '#b5654a';

export const GRASS = '#8fa66a',
  MEADOW = '#a8b878',
  SAND = '#e8d6b0',
  DUNE = '#dcc79c',
  FOREST = '#4f6b4a',
  FIR = '#3d5a45';
