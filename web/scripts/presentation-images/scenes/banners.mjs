/** Page banners: a street (catalogue), a library (FAQ), Berlin at dusk (contact), arches (legal). */
import { lighten } from '../kit/colour.mjs';
import { SLATE } from '../kit/palettes.mjs';
import { createScene } from '../kit/scene.mjs';
import { num, svgDocument, vignetteAndGrain } from '../kit/svg.mjs';
import { BUILDINGS } from '../subjects/buildings/index.mjs';
import { sky, water } from '../subjects/landscape.mjs';
import { bush, treeRound } from '../subjects/plants.mjs';
import { skyline, tvTower } from '../subjects/props.mjs';

function bannerCatalog(width, height) {
  const scene = createScene(width, height, 71, 'golden', {
    sunX: 0.8,
    sunY: 0.3,
    hz: 0.7,
    gy: 0.86,
  });
  const building = BUILDINGS.rowOfHouses(scene, 16);
  const scale = (height * 0.62) / (building.y1 - building.y0);
  const tx = -((building.x1 - building.x0) * scale - width) / 2 - building.x0 * scale;
  scene.placement = { scale, tx, ty: scene.groundY, mir: 1 };
  let body = sky(scene, { clouds: 'streak', cloudN: 3 });
  body += skyline(scene, scene.groundY, height * 0.2, height * 0.45, scene.haze(SLATE, 0.75));
  body += `<g transform="translate(${num(tx)} ${num(scene.groundY)}) scale(${num(scale)})">${building.parts.join('')}</g>`;
  body += `<rect x="-2" y="${num(scene.groundY)}" width="${width + 4}" height="${height}" fill="${scene.tint('#d3cbbd')}"/><rect x="-2" y="${num(scene.groundY + height * 0.05)}" width="${width + 4}" height="${height}" fill="${scene.tint('#5d6169')}"/>`;
  for (let x = height * 0.1; x < width; x += height * 0.42)
    body += treeRound(
      scene,
      x + scene.rng.range(-1, 1) * height * 0.05,
      scene.groundY + height * 0.04,
      height * scene.rng.range(0.42, 0.52),
      scene.tint('#7d9a5e'),
      { wide: 0.3 },
    );
  return svgDocument(scene, body + vignetteAndGrain(scene, { vig: 0.15 }));
}

function bannerFaq(width, height) {
  const scene = createScene(width, height, 73, 'dusk', { sunX: 0.5, sunY: 0.8, hz: 0.7 });
  const { rng } = scene;
  scene.defs.push(
    `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9b497"/><stop offset="1" stop-color="#b39c7c"/></linearGradient><radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffd9a0" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd9a0" stop-opacity="0"/></radialGradient><linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a3558"/><stop offset="0.6" stop-color="#7b6b8e"/><stop offset="1" stop-color="#e9a27a"/></linearGradient>`,
  );
  let svg = `<rect width="${width}" height="${height}" fill="url(#wall)"/>`;
  // wainscot
  svg += `<rect y="${num(height * 0.78)}" width="${width}" height="${num(height * 0.22)}" fill="#7a5a40"/><rect y="${num(height * 0.78)}" width="${width}" height="${num(height * 0.015)}" fill="#9b7756"/>`;
  // window in centre
  const windowWidth = height * 0.5,
    windowX = width * 0.5 - windowWidth / 2,
    windowY = height * 0.12,
    windowHeight = height * 0.6;
  svg += `<path d="M${num(windowX)} ${num(windowY + windowHeight)} L${num(windowX)} ${num(windowY + windowWidth / 2)} A${num(windowWidth / 2)} ${num(windowWidth / 2)} 0 0 1 ${num(windowX + windowWidth)} ${num(windowY + windowWidth / 2)} L${num(windowX + windowWidth)} ${num(windowY + windowHeight)} Z" fill="url(#win)" stroke="#efe6d6" stroke-width="${num(height * 0.02)}"/>`;
  svg += tvTower(
    scene,
    windowX + windowWidth * 0.7,
    windowY + windowHeight,
    windowHeight * 0.7,
    '#2a2f48',
  );
  for (let x = windowX; x < windowX + windowWidth; x += windowWidth / 7)
    svg += `<rect x="${num(x)}" y="${num(windowY + windowHeight - height * rng.range(0.05, 0.15))}" width="${num(windowWidth / 7 + 1)}" height="${num(height * 0.2)}" fill="#2a2f48"/>`;
  svg += `<rect x="${num(windowX + windowWidth / 2 - height * 0.006)}" y="${num(windowY)}" width="${num(height * 0.012)}" height="${num(windowHeight)}" fill="#efe6d6"/><rect x="${num(windowX)}" y="${num(windowY + windowHeight * 0.45)}" width="${num(windowWidth)}" height="${num(height * 0.012)}" fill="#efe6d6"/>`;
  svg += `<rect x="${num(windowX - height * 0.03)}" y="${num(windowY + windowHeight)}" width="${num(windowWidth + height * 0.06)}" height="${num(height * 0.025)}" fill="#efe6d6"/>`;
  // curtains
  svg += `<path d="M${num(windowX - height * 0.12)} ${num(windowY - height * 0.04)} L${num(windowX + height * 0.02)} ${num(windowY - height * 0.04)} Q${num(windowX - height * 0.02)} ${num(height * 0.5)} ${num(windowX - height * 0.04)} ${num(height * 0.78)} L${num(windowX - height * 0.14)} ${num(height * 0.78)} Z" fill="#5f7a74"/><path d="M${num(windowX + windowWidth + height * 0.12)} ${num(windowY - height * 0.04)} L${num(windowX + windowWidth - height * 0.02)} ${num(windowY - height * 0.04)} Q${num(windowX + windowWidth + height * 0.02)} ${num(height * 0.5)} ${num(windowX + windowWidth + height * 0.04)} ${num(height * 0.78)} L${num(windowX + windowWidth + height * 0.14)} ${num(height * 0.78)} Z" fill="#56706a"/>`;
  // bookshelves
  const shelf = (x0, x1) => {
    let shelfSvg = `<rect x="${num(x0)}" y="${num(height * 0.04)}" width="${num(x1 - x0)}" height="${num(height * 0.96)}" fill="#5a3f2c"/>`;
    const rows = 5,
      rowHeight = (height * 0.9) / rows;
    const cols = [
      '#2f4d5c',
      '#8a3f35',
      '#c8a46a',
      '#5f7a58',
      '#e6dcc8',
      '#3b3f5c',
      '#a8643f',
      '#7d6a8a',
      '#d8c29a',
    ];
    for (let row = 0; row < rows; row++) {
      const y = height * 0.07 + row * rowHeight;
      shelfSvg += `<rect x="${num(x0 + height * 0.02)}" y="${num(y)}" width="${num(x1 - x0 - height * 0.04)}" height="${num(rowHeight - height * 0.02)}" fill="#3e2b1f"/>`;
      let x = x0 + height * 0.03;
      while (x < x1 - height * 0.08) {
        const bw = height * rng.range(0.018, 0.035),
          bh = (rowHeight - height * 0.03) * rng.range(0.7, 0.95);
        if (rng.chance(0.08)) {
          x += height * 0.04;
          continue;
        }
        const col = rng.pick(cols);
        shelfSvg += `<rect x="${num(x)}" y="${num(y + rowHeight - height * 0.02 - bh)}" width="${num(bw)}" height="${num(bh)}" fill="${col}"/><rect x="${num(x)}" y="${num(y + rowHeight - height * 0.02 - bh * 0.8)}" width="${num(bw)}" height="${num(height * 0.006)}" fill="${lighten(col, 0.35)}" opacity="0.7"/>`;
        x += bw + height * 0.002;
      }
      shelfSvg += `<rect x="${num(x0)}" y="${num(y + rowHeight - height * 0.02)}" width="${num(x1 - x0)}" height="${num(height * 0.02)}" fill="#6e4e36"/>`;
    }
    return shelfSvg;
  };
  svg += shelf(-height * 0.05, width * 0.3) + shelf(width * 0.7, width + height * 0.05);
  // armchair + lamp + side table
  const chairX = width * 0.5 + windowWidth * 0.55,
    chairY = height * 0.95;
  svg += `<circle cx="${num(width * 0.5 - windowWidth * 0.7)}" cy="${num(height * 0.38)}" r="${num(height * 0.45)}" fill="url(#lamp)"/>`;
  svg += `<rect x="${num(width * 0.5 - windowWidth * 0.7 - height * 0.005)}" y="${num(height * 0.36)}" width="${num(height * 0.01)}" height="${num(height * 0.6)}" fill="#3a3030"/><path d="M${num(width * 0.5 - windowWidth * 0.7 - height * 0.07)} ${num(height * 0.38)} L${num(width * 0.5 - windowWidth * 0.7 + height * 0.07)} ${num(height * 0.38)} L${num(width * 0.5 - windowWidth * 0.7 + height * 0.045)} ${num(height * 0.26)} L${num(width * 0.5 - windowWidth * 0.7 - height * 0.045)} ${num(height * 0.26)} Z" fill="#f2dcae"/>`;
  svg += `<path d="M${num(chairX - height * 0.2)} ${num(chairY)} L${num(chairX - height * 0.2)} ${num(chairY - height * 0.38)} Q${num(chairX - height * 0.2)} ${num(chairY - height * 0.48)} ${num(chairX - height * 0.1)} ${num(chairY - height * 0.48)} L${num(chairX + height * 0.1)} ${num(chairY - height * 0.48)} Q${num(chairX + height * 0.2)} ${num(chairY - height * 0.48)} ${num(chairX + height * 0.2)} ${num(chairY - height * 0.38)} L${num(chairX + height * 0.2)} ${num(chairY)} Z" fill="#8b4a3a"/><rect x="${num(chairX - height * 0.26)}" y="${num(chairY - height * 0.26)}" width="${num(height * 0.1)}" height="${num(height * 0.24)}" rx="${num(height * 0.04)}" fill="#9c5645"/><rect x="${num(chairX + height * 0.16)}" y="${num(chairY - height * 0.26)}" width="${num(height * 0.1)}" height="${num(height * 0.24)}" rx="${num(height * 0.04)}" fill="#7d4234"/><rect x="${num(chairX - height * 0.17)}" y="${num(chairY - height * 0.18)}" width="${num(height * 0.34)}" height="${num(height * 0.08)}" rx="${num(height * 0.03)}" fill="#a35e4c"/>`;
  svg +=
    `<rect x="${num(width * 0.5 - windowWidth * 0.5)}" y="${num(height * 0.8)}" width="${num(height * 0.16)}" height="${num(height * 0.015)}" fill="#6e4e36"/><rect x="${num(width * 0.5 - windowWidth * 0.5 + height * 0.07)}" y="${num(height * 0.8)}" width="${num(height * 0.02)}" height="${num(height * 0.2)}" fill="#6e4e36"/>` +
    bush(
      scene,
      width * 0.5 - windowWidth * 0.5 + height * 0.08,
      height * 0.8,
      height * 0.14,
      '#6f8c57',
    );
  return svgDocument(scene, svg + vignetteAndGrain(scene, { vig: 0.3 }));
}

function bannerContact(width, height) {
  const scene = createScene(width, height, 79, 'dusk', { sunX: 0.25, sunY: 0.78, hz: 0.72 });
  const { unit } = scene;
  let svg = sky(scene, { clouds: 'streak', cloudN: 4, sun: false });
  const far = '#4e4d70',
    mid = '#363a5c',
    near = '#262a45';
  svg += skyline(scene, scene.horizonY, height * 0.05, height * 0.16, far, { windows: '#ffd58a' });
  // Berliner Dom
  const domeX = width * 0.3,
    domeY = scene.horizonY,
    domeHeight = height * 0.4;
  svg += `<rect x="${num(domeX - domeHeight * 0.5)}" y="${num(domeY - domeHeight * 0.45)}" width="${num(domeHeight)}" height="${num(domeHeight * 0.45)}" fill="${mid}"/><path d="M${num(domeX - domeHeight * 0.25)} ${num(domeY - domeHeight * 0.45)} A${num(domeHeight * 0.25)} ${num(domeHeight * 0.3)} 0 0 1 ${num(domeX + domeHeight * 0.25)} ${num(domeY - domeHeight * 0.45)} Z" fill="${mid}"/><rect x="${num(domeX - domeHeight * 0.03)}" y="${num(domeY - domeHeight * 0.92)}" width="${num(domeHeight * 0.06)}" height="${num(domeHeight * 0.2)}" fill="${mid}"/><circle cx="${num(domeX)}" cy="${num(domeY - domeHeight * 0.93)}" r="${num(domeHeight * 0.02)}" fill="${mid}"/>`;
  for (const k of [-1, 1])
    svg += `<rect x="${num(domeX + k * domeHeight * 0.42 - domeHeight * 0.06)}" y="${num(domeY - domeHeight * 0.6)}" width="${num(domeHeight * 0.12)}" height="${num(domeHeight * 0.6)}" fill="${mid}"/><path d="M${num(domeX + k * domeHeight * 0.42 - domeHeight * 0.06)} ${num(domeY - domeHeight * 0.6)} A${num(domeHeight * 0.06)} ${num(domeHeight * 0.08)} 0 0 1 ${num(domeX + k * domeHeight * 0.42 + domeHeight * 0.06)} ${num(domeY - domeHeight * 0.6)} Z" fill="${mid}"/>`;
  // Rotes Rathaus tower
  const rx = width * 0.52;
  svg += `<rect x="${num(rx - height * 0.18)}" y="${num(scene.horizonY - height * 0.16)}" width="${num(height * 0.36)}" height="${num(height * 0.16)}" fill="${mid}"/><rect x="${num(rx - height * 0.035)}" y="${num(scene.horizonY - height * 0.36)}" width="${num(height * 0.07)}" height="${num(height * 0.36)}" fill="${mid}"/><rect x="${num(rx - height * 0.045)}" y="${num(scene.horizonY - height * 0.37)}" width="${num(height * 0.09)}" height="${num(height * 0.02)}" fill="${mid}"/>`;
  for (let i = 0; i < 8; i++)
    svg += `<rect x="${num(rx - height * 0.16 + i * height * 0.042)}" y="${num(scene.horizonY - height * 0.12)}" width="${num(height * 0.018)}" height="${num(height * 0.03)}" fill="#ffd58a" opacity="0.7"/>`;
  // TV tower
  svg += tvTower(scene, width * 0.68, scene.horizonY, height * 0.66, near);
  svg += `<circle cx="${num(width * 0.68)}" cy="${num(scene.horizonY - height * 0.66)}" r="${num(unit * 0.7)}" fill="#ff6a5a"/>`;
  svg += skyline(scene, scene.horizonY + 1, height * 0.02, height * 0.08, near, {
    windows: '#ffd58a',
  });
  svg += water(scene, scene.horizonY + 1, height, { top: '#5a4f72', bot: '#1f2440', lines: 50 });
  for (let i = 0; i < 40; i++) {
    const x = scene.rng.range(0, width);
    svg += `<rect x="${num(x)}" y="${num(scene.horizonY + scene.rng.range(1, height * 0.25))}" width="${num(unit * scene.rng.range(1, 4))}" height="${num(unit * 0.3)}" fill="#ffd58a" opacity="${num(scene.rng.range(0.2, 0.5))}"/>`;
  }
  return svgDocument(scene, svg + vignetteAndGrain(scene, { vig: 0.25 }));
}

function bannerLegal(width, height) {
  const scene = createScene(width, height, 83, 'misty', {});
  scene.defs.push(
    `<linearGradient id="lg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1ece3"/><stop offset="1" stop-color="#dcd4c6"/></linearGradient>`,
  );
  let svg = `<rect width="${width}" height="${height}" fill="url(#lg)"/>`;
  const line = '#b7ab98';
  const colW = height * 0.32;
  for (let x = -colW / 2; x < width + colW; x += colW) {
    svg += `<path d="M${num(x)} ${num(height)} L${num(x)} ${num(height * 0.55)} A${num(colW / 2)} ${num(colW / 2)} 0 0 1 ${num(x + colW)} ${num(height * 0.55)}" fill="none" stroke="${line}" stroke-width="${num(height * 0.006)}" opacity="0.55"/>`;
    svg += `<rect x="${num(x - height * 0.02)}" y="${num(height * 0.45)}" width="${num(height * 0.04)}" height="${num(height * 0.55)}" fill="${line}" opacity="0.12"/>`;
  }
  for (let i = 0; i < 5; i++)
    svg += `<line x1="0" y1="${num(height * (0.12 + i * 0.06))}" x2="${width}" y2="${num(height * (0.12 + i * 0.06))}" stroke="${line}" stroke-width="${num(height * 0.003)}" opacity="${num(0.35 - i * 0.05)}"/>`;
  svg += `<circle cx="${num(width * 0.78)}" cy="${num(height * 0.3)}" r="${num(height * 0.55)}" fill="none" stroke="${line}" stroke-width="${num(height * 0.004)}" opacity="0.3"/><circle cx="${num(width * 0.78)}" cy="${num(height * 0.3)}" r="${num(height * 0.38)}" fill="none" stroke="${line}" stroke-width="${num(height * 0.004)}" opacity="0.25"/>`;
  return svgDocument(scene, svg + vignetteAndGrain(scene, { vig: 0.12, go: 0.2 }));
}

/** Each page banner is composed twice: the narrow one is taller, not a crop of the wide one. */
export function bannerTasks() {
  const banners = {
    catalog: bannerCatalog,
    faq: bannerFaq,
    contact: bannerContact,
    legal: bannerLegal,
  };
  return Object.entries(banners).map(([page, bannerSvg]) => ({
    name: `banner-${page}`,
    renders: [
      {
        svg: () => bannerSvg(1600, 500),
        outputs: [{ file: `banners/${page}-1600`, w: 1600, h: 500 }],
      },
      {
        svg: () => bannerSvg(768, 320),
        outputs: [{ file: `banners/${page}-768`, w: 768, h: 320 }],
      },
    ],
  }));
}
