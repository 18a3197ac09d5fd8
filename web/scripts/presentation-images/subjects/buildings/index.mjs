/**
 * Every building by name, as the listings and slides refer to them. A building is a function
 * `(scene, opts) => Building`; `opts` overrides its colours (wall, roof, door, ...).
 */
import * as coastal from './coastal.mjs';
import * as mountain from './mountain.mjs';
import * as southern from './southern.mjs';
import * as urban from './urban.mjs';
import * as villas from './villas.mjs';

export const BUILDINGS = { ...urban, ...villas, ...coastal, ...mountain, ...southern };
