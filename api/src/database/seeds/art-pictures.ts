/**
 * The demo gallery's artworks, composed here as SVG (nothing is fetched from the internet):
 * twelve abstract pieces from a small seeded generator, so every start shows the same gallery.
 */

const WIDTH = 1200;
const HEIGHT = 900;

const PALETTES: readonly (readonly string[])[] = [
  ['#1d1a2f', '#e8c547', '#c2474b', '#f2ede4', '#3a6ea5'],
  ['#0f2a2e', '#e07a5f', '#f2cc8f', '#81b29a', '#f4f1de'],
  ['#2b2118', '#d9a441', '#8c3b2e', '#efe6d5', '#5a7d7c'],
  ['#111827', '#60a5fa', '#f472b6', '#fde68a', '#e5e7eb'],
];

/** A small deterministic pseudo-random sequence (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function artworkSvg(index: number): string {
  const next = random(index * 7919 + 17);
  const palette = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  const [ground, ...colours] = palette;
  const pick = () => colours[Math.floor(next() * colours.length)] ?? '#ffffff';
  const shapes: string[] = [];
  const style = index % 3;
  for (let i = 0; i < 14; i += 1) {
    const x = Math.round(next() * WIDTH);
    const y = Math.round(next() * HEIGHT);
    const size = Math.round(60 + next() * 320);
    const opacity = (0.55 + next() * 0.45).toFixed(2);
    if (style === 0) {
      shapes.push(
        `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${pick()}" opacity="${opacity}"/>`,
      );
    } else if (style === 1) {
      const rotate = Math.round(next() * 90);
      shapes.push(
        `<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${Math.round(size * (0.3 + next()))}" fill="${pick()}" opacity="${opacity}" transform="rotate(${rotate} ${x} ${y})"/>`,
      );
    } else {
      const x2 = Math.round(next() * WIDTH);
      const y2 = Math.round(next() * HEIGHT);
      shapes.push(
        `<path d="M${x} ${y} Q${Math.round(next() * WIDTH)} ${Math.round(next() * HEIGHT)} ${x2} ${y2}" stroke="${pick()}" stroke-width="${Math.round(12 + next() * 48)}" stroke-linecap="round" fill="none" opacity="${opacity}"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${ground}"/>
  ${shapes.join('\n  ')}
  <rect x="24" y="24" width="${WIDTH - 48}" height="${HEIGHT - 48}" fill="none" stroke="${ground}" stroke-width="10" opacity="0.35"/>
</svg>`;
}
