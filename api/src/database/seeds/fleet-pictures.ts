import type { VehicleType } from '../../vehicles/vehicle.rules';

/**
 * Illustrations of the demo fleet, drawn here as SVG (nothing is fetched from the internet):
 * a boat on a lake at one of three times of day. Deterministic, so every start is the same.
 */

const WIDTH = 1600;
const HEIGHT = 1000;
const WATERLINE = 640;

interface Mood {
  skyTop: string;
  skyBottom: string;
  sun: string;
  hills: [string, string];
  waterTop: string;
  waterBottom: string;
}

const MOODS: readonly Mood[] = [
  {
    skyTop: '#7fb8e6',
    skyBottom: '#d9eefa',
    sun: '#fff6d8',
    hills: ['#8fb59a', '#5f8f74'],
    waterTop: '#5aa3c9',
    waterBottom: '#1f5f86',
  },
  {
    skyTop: '#f2a46b',
    skyBottom: '#fde3c0',
    sun: '#fff1c4',
    hills: ['#b9a08e', '#7d6b63'],
    waterTop: '#e7a678',
    waterBottom: '#4b5d78',
  },
  {
    skyTop: '#4f83c2',
    skyBottom: '#bfe0f2',
    sun: '#ffffff',
    hills: ['#79a38a', '#4e7a66'],
    waterTop: '#3f8fbf',
    waterBottom: '#174a6e',
  },
];

function scenery(mood: Mood, seed: number): string {
  const sunX = 260 + ((seed * 373) % 1000);
  const ripples = Array.from({ length: 14 }, (_, i) => {
    const y = WATERLINE + 30 + i * 24;
    const x = (seed * 97 + i * 211) % WIDTH;
    const w = 120 + ((i * 53) % 160);
    return `<rect x="${x}" y="${y}" width="${w}" height="3" rx="1.5" fill="#ffffff" opacity="${0.08 + (i % 3) * 0.04}"/>`;
  }).join('');
  return `
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${mood.skyTop}"/><stop offset="1" stop-color="${mood.skyBottom}"/>
      </linearGradient>
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${mood.waterTop}"/><stop offset="1" stop-color="${mood.waterBottom}"/>
      </linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${mood.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${mood.sun}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${WIDTH}" height="${WATERLINE}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="190" r="220" fill="url(#glow)"/>
    <circle cx="${sunX}" cy="190" r="58" fill="${mood.sun}"/>
    <path d="M0 ${WATERLINE} C 220 520, 420 560, 640 ${WATERLINE - 40} S 1100 500, 1600 ${WATERLINE - 30} V ${WATERLINE} Z" fill="${mood.hills[0]}"/>
    <path d="M0 ${WATERLINE} C 300 580, 700 600, 1000 ${WATERLINE - 20} S 1400 590, 1600 ${WATERLINE - 10} V ${WATERLINE} Z" fill="${mood.hills[1]}"/>
    <rect y="${WATERLINE}" width="${WIDTH}" height="${HEIGHT - WATERLINE}" fill="url(#water)"/>
    ${ripples}`;
}

/** The boat, drawn around (0, 0) at the waterline, facing right. */
function boat(type: VehicleType, colour: string): string {
  switch (type) {
    case 'motorboats':
      return `
        <path d="M-380 -40 L330 -40 Q420 -40 470 -95 L470 -60 Q420 30 300 40 L-340 40 Q-380 20 -380 -40 Z" fill="#fbfbf8"/>
        <path d="M-378 -5 L455 -5 Q440 10 420 18 L-360 18 Z" fill="${colour}"/>
        <path d="M-120 -40 L-60 -120 L140 -120 L220 -40 Z" fill="#dfe7ea"/>
        <path d="M-40 -110 L120 -110 L170 -52 L-80 -52 Z" fill="#2e4b5c" opacity="0.85"/>
        <rect x="-420" y="-70" width="50" height="90" rx="10" fill="#30363b"/>
        <path d="M-380 40 L-700 60 M-380 30 L-640 80" stroke="#ffffff" stroke-width="6" opacity="0.5"/>`;
    case 'sailboats':
      return `
        <path d="M-330 -30 L360 -30 Q400 -30 430 -60 Q390 35 250 40 L-290 40 Q-330 20 -330 -30 Z" fill="#f7f6f1"/>
        <path d="M-325 0 L410 0 Q395 15 370 20 L-310 20 Z" fill="${colour}"/>
        <rect x="20" y="-520" width="12" height="490" fill="#6b5b4a"/>
        <path d="M14 -510 L14 -60 L-300 -60 Z" fill="#fffdf6"/>
        <path d="M38 -490 L38 -70 L300 -70 Z" fill="#f1ece0"/>
        <rect x="-300" y="-64" width="320" height="8" fill="#6b5b4a"/>`;
    case 'jetskis':
      return `
        <path d="M-250 -20 L180 -20 Q260 -30 300 -70 Q300 0 220 30 L-220 30 Q-260 10 -250 -20 Z" fill="${colour}"/>
        <path d="M-160 -20 Q-120 -80 0 -80 L60 -20 Z" fill="#24313a"/>
        <path d="M60 -20 L110 -110 L150 -110" stroke="#24313a" stroke-width="14" fill="none" stroke-linecap="round"/>
        <path d="M-240 30 Q-420 0 -560 40" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.6"/>`;
    case 'canoes':
      return `
        <path d="M-420 -30 Q0 60 420 -30 Q380 30 0 40 Q-380 30 -420 -30 Z" fill="${colour}"/>
        <path d="M-400 -26 Q0 40 400 -26" stroke="#5b3a24" stroke-width="8" fill="none"/>
        <path d="M-120 -200 L60 80" stroke="#8a6a48" stroke-width="12" stroke-linecap="round"/>
        <ellipse cx="70" cy="96" rx="26" ry="54" transform="rotate(-32 70 96)" fill="#8a6a48"/>`;
    case 'houseboats':
      return `
        <rect x="-420" y="-20" width="840" height="60" rx="14" fill="#4c5861"/>
        <rect x="-380" y="-240" width="620" height="220" rx="8" fill="#f4efe4"/>
        <path d="M-410 -240 L-70 -330 L270 -240 Z" fill="${colour}"/>
        <rect x="-330" y="-190" width="110" height="90" rx="6" fill="#35586b"/>
        <rect x="-180" y="-190" width="110" height="90" rx="6" fill="#35586b"/>
        <rect x="20" y="-170" width="80" height="150" rx="6" fill="#8b6a4d"/>
        <rect x="140" y="-190" width="70" height="90" rx="6" fill="#35586b"/>
        <path d="M250 -80 H400 M250 -80 V-20 M325 -80 V-20 M400 -80 V-20" stroke="#4c5861" stroke-width="8"/>`;
  }
}

/** One picture of a vehicle; `variant` picks the time of day and the boat's position. */
export function fleetPicture(type: VehicleType, colour: string, variant: number): Buffer {
  const mood = MOODS[variant % MOODS.length] ?? MOODS[0]!;
  const x = 760 + ((variant * 137) % 160) - 80;
  const scale = type === 'jetskis' ? 1.15 : type === 'canoes' ? 1 : 0.95;
  const drawn = boat(type, colour);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
    ${scenery(mood, variant + type.length)}
    <g transform="translate(${x} ${WATERLINE + 150}) scale(${scale} -${scale * 0.45})" opacity="0.25">${drawn}</g>
    <g transform="translate(${x} ${WATERLINE + 150}) scale(${scale})">${drawn}</g>
  </svg>`);
}
