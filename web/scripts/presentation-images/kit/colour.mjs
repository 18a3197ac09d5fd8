/**
 * Colour helpers on '#rrggbb' strings. Every shade is a straight mix between two colours;
 * darkening goes towards a blue-black rather than black so shadows stay cool, and `warm` goes
 * towards a pale amber for sunlit faces.
 */

const clamp = (value, min, max) => Math.max(min, Math.min(max, value));

function hexToRgb(hex) {
  hex = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function rgbToHex(rgb) {
  return (
    '#' +
    rgb.map((channel) => clamp(Math.round(channel), 0, 255).toString(16).padStart(2, '0')).join('')
  );
}

export function mix(from, to, amount) {
  const fromRgb = hexToRgb(from),
    toRgb = hexToRgb(to);
  return rgbToHex(fromRgb.map((channel, i) => channel + (toRgb[i] - channel) * amount));
}

export const darken = (colour, amount) => mix(colour, '#1b2233', amount);

export const lighten = (colour, amount) => mix(colour, '#ffffff', amount);

export const warm = (colour, amount) => mix(colour, '#ffe2b0', amount);
