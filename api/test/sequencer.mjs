import sequencer from '@jest/test-sequencer';

// A CommonJS package; its class is module.exports or (transpiled) its `default`.
const Sequencer = sequencer.default ?? sequencer;

/**
 * Files known to take longest, run first. Jest orders by the durations it cached in earlier runs,
 * but a clean clone has no cache and falls back to file size: a long file starting last would
 * then run alone on one core while the other idles. Measured on two cores; a file missing here
 * only runs later.
 */
const SLOW_FIRST = [
  'test/fuzz-',
  'test/authorization-matrix.int-spec.ts',
  'src/webhooks/webhooks.int-spec.ts',
  'src/auth/login-throttle.int-spec.ts',
];

const rank = (path) => {
  const index = SLOW_FIRST.findIndex((part) => path.includes(part));
  return index === -1 ? SLOW_FIRST.length : index;
};

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted].sort((a, b) => rank(a.path) - rank(b.path));
  }
}
