/** SVG text shared by every scene: number formatting, the document, finishing layers. */

/**
 * A coordinate as SVG text, rounded to two decimals: plenty for pixels and keeps the SVG short.
 * The rounding is part of the output; changing it changes every picture.
 */
export const num = (value) => (Math.round(value * 100) / 100).toString();

/**
 * The photographic finish laid over a scene: a vignette (`vig` strength), film grain (`gf` grain
 * frequency, `go` opacity, `grain: false` to skip) and optionally a shade on the left (`left`
 * strength) so the slide text stays legible.
 */
export function vignetteAndGrain(scene, opts = {}) {
  const { width, height } = scene;
  scene.defs.push(
    `<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${opts.gf ?? 0.75}" numOctaves="2" seed="7"/><feColorMatrix type="saturate" values="0"/></filter>`,
  );
  scene.defs.push(
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#141a28" stop-opacity="0"/><stop offset="1" stop-color="#141a28" stop-opacity="${opts.vig ?? 0.22}"/></radialGradient>`,
  );
  let svg = `<rect width="${width}" height="${height}" fill="url(#vig)"/>`;
  if (opts.left) {
    scene.defs.push(
      `<linearGradient id="leftdark" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#101826" stop-opacity="${opts.left}"/><stop offset="0.38" stop-color="#101826" stop-opacity="${opts.left * 0.55}"/><stop offset="0.62" stop-color="#101826" stop-opacity="0"/></linearGradient>`,
    );
    svg += `<rect width="${width}" height="${height}" fill="url(#leftdark)"/>`;
  }
  if (opts.grain !== false)
    svg += `<rect width="${width}" height="${height}" filter="url(#grain)" style="mix-blend-mode:overlay" opacity="${opts.go ?? 0.28}"/>`;
  return svg;
}

/** The finished document: the scene's collected <defs> followed by the body. */
export function svgDocument(scene, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${scene.width}" height="${scene.height}" viewBox="0 0 ${scene.width} ${scene.height}"><defs>${scene.defs.join('')}</defs>${body}</svg>`;
}

/** A vertical gradient between two page heights; returns the `url(#…)` to use as a fill. */
export function groundGradient(scene, y0, y1, top, bot) {
  const id = scene.id('gg');
  scene.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${num(y0)}" x2="0" y2="${num(y1)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bot}"/></linearGradient>`,
  );
  return `url(#${id})`;
}
