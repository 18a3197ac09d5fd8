/**
 * Team portraits: a head-and-shoulders figure drawn on a 320 × 400 canvas and scaled to the
 * requested size by the viewBox, from the description in scenes/team.mjs.
 */
import { darken, lighten, mix } from '../kit/colour.mjs';
import { makeRng } from '../kit/random.mjs';
import { num } from '../kit/svg.mjs';

export function portraitSvg(person, width, height) {
  const rng = makeRng(300 + person.n);
  const skin = person.skin,
    sk2 = darken(skin, 0.14),
    sk3 = darken(skin, 0.28);
  const hair = person.hair,
    hair2 = darken(hair, 0.25),
    hairL = lighten(hair, 0.15);
  const bgA = lighten(person.bg, 0.35),
    bgB = person.bg,
    bgC = darken(person.bg, 0.08);
  const ink = '#2a2430';
  const lip = mix(darken(skin, 0.3), '#b5524f', 0.45);
  let svg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient>
  <radialGradient id="halo" cx="0.5" cy="0.42" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <linearGradient id="cloth" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(person.suit, 0.2)}"/><stop offset="0.45" stop-color="${person.suit}"/><stop offset="1" stop-color="${darken(person.suit, 0.28)}"/></linearGradient>
  <linearGradient id="face" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lighten(skin, 0.06)}"/><stop offset="0.6" stop-color="${skin}"/><stop offset="1" stop-color="${darken(skin, 0.08)}"/></linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="4"/><feColorMatrix type="saturate" values="0"/></filter></defs>`;
  svg += `<rect width="320" height="400" fill="url(#bg)"/>`;
  svg += `<circle cx="160" cy="190" r="150" fill="url(#halo)"/>`;
  // architectural arch motif in background
  svg += `<path d="M52 400 L52 170 A108 108 0 0 1 268 170 L268 400" fill="none" stroke="${bgC}" stroke-width="14" opacity="0.55"/>`;
  const cx = 160,
    cy = 178,
    rx = 50,
    ry = 63;
  const face = `M${cx} ${cy - ry} C${cx + rx * 0.98} ${cy - ry} ${cx + rx * 1.04} ${cy - ry * 0.2} ${cx + rx * 0.94} ${cy + ry * 0.28} C${cx + rx * 0.82} ${cy + ry * 0.74} ${cx + rx * 0.42} ${cy + ry} ${cx} ${cy + ry} C${cx - rx * 0.42} ${cy + ry} ${cx - rx * 0.82} ${cy + ry * 0.74} ${cx - rx * 0.94} ${cy + ry * 0.28} C${cx - rx * 1.04} ${cy - ry * 0.2} ${cx - rx * 0.98} ${cy - ry} ${cx} ${cy - ry} Z`;
  // back hair
  if (person.hairStyle === 'bob')
    svg += `<path d="M94 252 C84 170 100 104 160 100 C220 104 236 170 226 252 C212 262 196 256 190 244 L130 244 C124 256 108 262 94 252 Z" fill="${hair2}"/>`;
  if (person.hairStyle === 'long')
    svg += `<path d="M84 310 C76 210 86 106 160 100 C234 106 244 210 236 310 C214 322 200 312 196 290 L124 290 C120 312 106 322 84 310 Z" fill="${hair2}"/>`;
  if (person.hairStyle === 'curly') {
    let curls = '';
    for (let i = 0; i < 22; i++) {
      const angle = Math.PI * 0.95 + (i / 21) * Math.PI * 1.1;
      const radius = rng.range(22, 30);
      curls += `<circle cx="${num(160 + Math.cos(angle) * 74)}" cy="${num(168 + Math.sin(angle) * 80)}" r="${num(radius)}"/>`;
    }
    svg += `<g fill="${hair2}">${curls}<ellipse cx="160" cy="160" rx="82" ry="84"/></g>`;
    let curlHighlights = '';
    for (let i = 0; i < 40; i++) {
      const angle = rng.range(0, 6.28),
        distance = rng.range(30, 90);
      curlHighlights += `<circle cx="${num(160 + Math.cos(angle) * distance)}" cy="${num(160 + Math.sin(angle) * distance * 0.95 - 10)}" r="${num(rng.range(4, 8))}"/>`;
    }
    svg += `<g fill="${hair}" opacity="0.6">${curlHighlights}</g>`;
  }
  // body
  svg += `<path d="M14 400 C18 332 56 302 112 292 L136 282 L184 282 L208 292 C264 302 302 332 306 400 Z" fill="url(#cloth)"/>`;
  // neck
  svg += `<path d="M138 218 L182 218 L184 286 C172 300 148 300 136 286 Z" fill="${sk2}"/><path d="M138 228 C150 252 170 252 182 228 L182 218 L138 218 Z" fill="${sk3}" opacity="0.5"/>`;
  // shirt / top
  if (person.sweater) {
    svg += `<path d="M14 400 C18 332 56 302 112 292 L136 282 L184 282 L208 292 C264 302 302 332 306 400 Z" fill="${person.sweater}"/>`;
    svg += `<path d="M134 284 C146 302 174 302 186 284 L182 280 C170 292 150 292 138 280 Z" fill="${darken(person.sweater, 0.25)}"/>`;
    svg += `<path d="M138 280 L152 300 L160 290 Z M182 280 L168 300 L160 290 Z" fill="${person.shirt}"/>`;
    svg += `<path d="M40 400 C44 356 60 330 84 318 L96 400 Z M280 400 C276 356 260 330 236 318 L224 400 Z" fill="${person.suit}" opacity="0"/>`;
  } else if (person.female && person.hairStyle !== 'long') {
    svg += `<path d="M128 284 C140 318 180 318 192 284 L204 290 L160 372 L116 290 Z" fill="${person.shirt}"/>`;
  } else {
    svg += `<path d="M126 284 L194 284 L160 366 Z" fill="${person.shirt}"/>`;
  }
  if (!person.sweater) {
    // lapels
    svg += `<path d="M130 282 L160 368 L150 376 L108 312 L122 304 L112 298 Z" fill="${lighten(person.suit, 0.08)}"/><path d="M190 282 L160 368 L170 376 L212 312 L198 304 L208 298 Z" fill="${darken(person.suit, 0.1)}"/>`;
    svg += `<path d="M160 368 L150 376 L156 400 L164 400 L170 376 Z" fill="${darken(person.suit, 0.25)}" opacity="0.6"/>`;
    if (!person.female)
      svg += `<path d="M138 280 L160 304 L150 312 L132 292 Z M182 280 L160 304 L170 312 L188 292 Z" fill="${person.shirt}"/><path d="M138 280 L160 304 L150 312 L132 292 Z M182 280 L160 304 L170 312 L188 292 Z" fill="none" stroke="${darken(person.shirt, 0.12)}" stroke-width="1"/>`;
    if (person.tie)
      svg += `<path d="M154 302 L166 302 L168 310 L164 312 Z" fill="${darken(person.tie, 0.2)}"/><path d="M155 304 L165 304 L170 352 L160 364 L150 352 Z" fill="${person.tie}"/>`;
  }
  if (person.pearls)
    for (let i = 0; i < 15; i++) {
      const t = i / 14;
      const x = 134 + t * 52,
        y = 286 + Math.sin(t * Math.PI) * 22;
      svg += `<circle cx="${num(x)}" cy="${num(y)}" r="3" fill="#f8f4ec" stroke="#d9d1c2" stroke-width="0.6"/>`;
    }
  // ears
  svg += `<ellipse cx="${cx - rx + 1}" cy="186" rx="8" ry="13" fill="${sk2}"/><ellipse cx="${cx + rx - 1}" cy="186" rx="8" ry="13" fill="${sk2}"/>`;
  if (person.earrings)
    svg +=
      person.hairStyle === 'curly'
        ? `<circle cx="${cx - rx - 1}" cy="206" r="6" fill="none" stroke="#d8b45a" stroke-width="2"/><circle cx="${cx + rx + 1}" cy="206" r="6" fill="none" stroke="#d8b45a" stroke-width="2"/>`
        : `<circle cx="${cx - rx + 1}" cy="201" r="3" fill="#e2c06a"/><circle cx="${cx + rx - 1}" cy="201" r="3" fill="#e2c06a"/>`;
  // face
  svg += `<path d="${face}" fill="url(#face)"/>`;
  svg += `<path d="M${cx + rx * 0.94} ${cy + ry * 0.28} C${cx + rx * 0.82} ${cy + ry * 0.74} ${cx + rx * 0.42} ${cy + ry} ${cx} ${cy + ry} C${cx + rx * 0.4} ${cy + ry * 0.8} ${cx + rx * 0.75} ${cy + ry * 0.5} ${cx + rx * 0.94} ${cy + ry * 0.28} Z" fill="${sk2}" opacity="0.5"/>`;
  // cheeks
  svg += `<circle cx="133" cy="206" r="10" fill="#e0706a" opacity="${person.female ? 0.16 : 0.08}"/><circle cx="187" cy="206" r="10" fill="#e0706a" opacity="${person.female ? 0.16 : 0.08}"/>`;
  // beard
  if (person.beard) {
    svg += `<path d="M${cx - rx * 0.98} 176 C${cx - rx} 236 ${cx - 30} 258 ${cx} 258 C${cx + 30} 258 ${cx + rx} 236 ${cx + rx * 0.98} 176 C${cx + rx * 0.88} 200 ${cx + 40} 212 ${cx + 26} 214 C${cx + 12} 206 ${cx - 12} 206 ${cx - 26} 214 C${cx - 40} 212 ${cx - rx * 0.88} 200 ${cx - rx * 0.98} 176 Z" fill="${hair}"/>`;
    svg += `<path d="M${cx - 20} 218 C${cx - 10} 210 ${cx + 10} 210 ${cx + 20} 218 C${cx + 10} 214 ${cx - 10} 214 ${cx - 20} 218 Z" fill="${hair2}"/>`;
  }
  // features
  const eyeY = 186;
  svg += `<path d="M131 ${eyeY - 14} Q141 ${eyeY - 19} 151 ${eyeY - 14}" stroke="${person.hairStyle === 'bob' ? '#8c8076' : darken(hair, 0.1)}" stroke-width="3.2" fill="none" stroke-linecap="round"/><path d="M169 ${eyeY - 14} Q179 ${eyeY - 19} 189 ${eyeY - 14}" stroke="${person.hairStyle === 'bob' ? '#8c8076' : darken(hair, 0.1)}" stroke-width="3.2" fill="none" stroke-linecap="round"/>`;
  svg += `<ellipse cx="141" cy="${eyeY}" rx="4.4" ry="3.6" fill="${ink}"/><ellipse cx="179" cy="${eyeY}" rx="4.4" ry="3.6" fill="${ink}"/><circle cx="142.4" cy="${eyeY - 1.2}" r="1.2" fill="#fff" opacity="0.85"/><circle cx="180.4" cy="${eyeY - 1.2}" r="1.2" fill="#fff" opacity="0.85"/>`;
  if (person.female)
    svg += `<path d="M135 ${eyeY - 3} Q141 ${eyeY - 7} 148 ${eyeY - 3}" stroke="${ink}" stroke-width="1.6" fill="none"/><path d="M172 ${eyeY - 3} Q179 ${eyeY - 7} 185 ${eyeY - 3}" stroke="${ink}" stroke-width="1.6" fill="none"/>`;
  if (person.age > 50)
    svg += `<path d="M130 ${eyeY + 6} Q135 ${eyeY + 9} 141 ${eyeY + 8}" stroke="${sk3}" stroke-width="1" fill="none" opacity="0.5"/><path d="M190 ${eyeY + 6} Q185 ${eyeY + 9} 179 ${eyeY + 8}" stroke="${sk3}" stroke-width="1" fill="none" opacity="0.5"/>`;
  svg += `<path d="M160 192 C158 200 154 207 155 211 C157 214 163 214 166 212" stroke="${sk3}" stroke-width="2" fill="none" stroke-linecap="round" opacity="0.75"/>`;
  svg += `<path d="M146 225 Q160 ${person.beard ? 234 : 236} 174 225" stroke="${person.beard ? '#f2e9e4' : lip}" stroke-width="${person.beard ? 2.6 : 3.2}" fill="${person.female ? lip : 'none'}" stroke-linecap="round" stroke-linejoin="round"/>`;
  if (person.female)
    svg += `<path d="M147 225.5 Q160 229 173 225.5" stroke="#f6ece6" stroke-width="1.5" fill="none" opacity="0.8"/>`;
  if (person.glasses)
    svg += `<g fill="none" stroke="#3a3036" stroke-width="2"><rect x="127" y="${eyeY - 10}" width="28" height="20" rx="8"/><rect x="165" y="${eyeY - 10}" width="28" height="20" rx="8"/><path d="M155 ${eyeY - 2} Q160 ${eyeY - 5} 165 ${eyeY - 2}"/><path d="M127 ${eyeY - 4} L112 ${eyeY - 6} M193 ${eyeY - 4} L208 ${eyeY - 6}"/></g>`;
  // front hair
  if (person.hairStyle === 'bob')
    svg += `<path d="M104 196 C96 122 138 98 172 102 C210 106 226 140 218 196 C214 164 196 140 150 134 C128 140 112 160 104 196 Z" fill="${hair}"/><path d="M150 134 C176 132 200 142 212 162 C200 150 180 142 150 134 Z" fill="${hairL}" opacity="0.7"/><path d="M120 120 C140 108 170 104 196 116" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/>`;
  if (person.hairStyle === 'short') {
    svg += `<path d="M106 176 C98 118 132 100 164 102 C198 104 224 122 214 178 C210 152 202 142 190 138 C170 132 140 134 122 142 C114 150 110 162 106 176 Z" fill="${hair}"/><path d="M128 116 C150 106 180 106 200 118" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.5"/>`;
    if (person.grey)
      svg += `<path d="M106 176 C104 160 106 150 112 144 L116 170 Z M214 178 C216 160 214 150 208 144 L204 170 Z" fill="#b7b0a8"/>`;
  }
  if (person.hairStyle === 'quiff')
    svg += `<path d="M106 174 C98 124 118 96 148 92 L156 82 L166 92 L180 84 L186 96 C212 104 226 130 214 176 C210 150 200 138 180 132 C152 126 126 134 114 150 Z" fill="${hair}"/><path d="M150 96 C168 92 186 98 200 110" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/>`;
  if (person.hairStyle === 'long')
    svg += `<path d="M104 200 C98 126 126 100 160 100 C194 100 222 126 216 200 C212 150 190 122 162 116 C150 140 128 150 104 200 Z" fill="${hair}"/><path d="M162 116 C180 124 200 140 210 170" stroke="${hairL}" stroke-width="3" fill="none" opacity="0.6"/><path d="M104 200 C102 240 100 270 92 300 C108 290 118 250 116 210 Z M216 200 C218 240 220 270 228 300 C212 290 202 250 204 210 Z" fill="${hair}"/>`;
  if (person.hairStyle === 'curly') {
    let curls = '';
    for (let i = 0; i < 13; i++) {
      const angle = Math.PI * 1.08 + (i / 12) * Math.PI * 0.84;
      curls += `<circle cx="${num(160 + Math.cos(angle) * 52)}" cy="${num(176 + Math.sin(angle) * 62)}" r="${num(rng.range(10, 14))}"/>`;
    }
    svg += `<g fill="${hair}">${curls}</g>`;
  }
  svg += `<rect width="320" height="400" filter="url(#grain)" style="mix-blend-mode:overlay" opacity="0.22"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 400">${svg}</svg>`;
}
