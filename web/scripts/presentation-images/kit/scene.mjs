/** The scene: canvas, light and randomness that every drawing function receives. */
import { darken, lighten, mix } from './colour.mjs';
import { SKIES } from './palettes.mjs';
import { makeRng } from './random.mjs';

/**
 * Creates a scene of `width` × `height` pixels lit by the sky palette `skyName`.
 *
 * Sizes are given in `unit` (1 % of the height) so a scene composes the same at every size.
 * `opts` positions the sun (`sunX`, `sunY`), the horizon (`hz`) and the ground line (`gy`) as
 * fractions of the canvas, and `mirror` flips the building. The scene collects the `<defs>` its
 * parts need, hands out unique ids, and offers `tint` (pull a colour towards the sky's light) and
 * `haze` (fade a colour into the distance). `placeBuilding` later adds where the building stands.
 */
export function createScene(width, height, seed, skyName, opts = {}) {
  const pal = SKIES[skyName];
  let lastId = 0;
  const scene = {
    width,
    height,
    unit: height / 100,
    rng: makeRng(seed),
    pal,
    skyName,
    defs: [],
    id: (prefix) => `${prefix}${++lastId}`,
    tint: (col) => mix(col, pal.tint[0], pal.tint[1]),
    haze: (col, amount) => mix(col, pal.haze, amount),
    sunX: width * (opts.sunX ?? 0.25),
    sunY: height * (opts.sunY ?? 0.25),
    horizonY: height * (opts.hz ?? 0.58),
    groundY: height * (opts.gy ?? 0.8),
    mirror: !!opts.mirror,
  };
  scene.lightLeft = scene.sunX < width / 2;
  scene.sideLit = scene.mirror ? scene.lightLeft : !scene.lightLeft;
  // Windows reflect the sky, so the glass gradients are made from the palette.
  const gTop = mix(pal.stops[0], '#1c2838', 0.45),
    gBot = mix(pal.stops[2], '#2a3a4c', 0.35);
  scene.defs.push(
    `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${gTop}"/><stop offset="0.42" stop-color="${mix(gTop, gBot, 0.5)}"/><stop offset="0.47" stop-color="${lighten(gBot, 0.35)}"/><stop offset="0.56" stop-color="${mix(gTop, gBot, 0.6)}"/><stop offset="1" stop-color="${gBot}"/></linearGradient>`,
  );
  scene.defs.push(
    `<linearGradient id="glassLit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd98e"/><stop offset="1" stop-color="#f0a557"/></linearGradient>`,
  );
  scene.glassFill = () => (pal.lit && scene.rng.chance(0.55) ? 'url(#glassLit)' : 'url(#glass)');
  scene.glassSide = darken(gTop, 0.2);
  return scene;
}
