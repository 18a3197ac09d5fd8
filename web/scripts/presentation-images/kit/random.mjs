/**
 * Seeded randomness. Each scene has its own generator with a fixed seed, so one picture never
 * changes because another was added, removed or rendered in a different order.
 */

/** mulberry32; every picture depends on its exact sequence, so leave it as it is. */
function mulberry32(state) {
  return function () {
    state |= 0;
    state = (state + 0x6d2b79f5) | 0;
    let hash = Math.imul(state ^ (state >>> 15), 1 | state);
    hash = (hash + Math.imul(hash ^ (hash >>> 7), 61 | hash)) ^ hash;
    return ((hash ^ (hash >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one scene: uniform numbers, ranges, integers, picks and coin flips. */
export function makeRng(seed) {
  const random = mulberry32(seed * 9973 + 17);
  const rng = {
    next: random,
    range: (min, max) => min + (max - min) * random(),
    int: (min, max) => Math.floor(min + (max - min + 1) * random()),
    pick: (arr) => arr[Math.floor(random() * arr.length)],
    chance: (probability) => random() < probability,
  };
  return rng;
}
