import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The API's module boundaries are ESLint zones (eslint.config.mjs). These probes lint one import
 * each, as if written in the named file, and check the zones answer as the convention says: a
 * removed or loosened zone fails here, not only in review.
 */
const ROOT = resolve(__dirname, '..', '..');

interface Probe {
  /** Where the import is written (need not exist). */
  file: string;
  /** What it imports (must exist: ESLint ignores imports it cannot resolve). */
  imports: string;
}

const FORBIDDEN: Array<[string, Probe]> = [
  [
    "a module importing another module's entity",
    { file: 'api/src/vehicles/probe.ts', imports: '../employees/entities/employee.entity' },
  ],
  [
    "a module importing another module's repository",
    { file: 'api/src/bookings/probe.ts', imports: '../vehicles/vehicles.repository' },
  ],
  [
    "a module importing another module's controller",
    { file: 'api/src/auth/probe.ts', imports: '../gallery/gallery.controller' },
  ],
  [
    'common importing a domain module',
    { file: 'api/src/common/access/probe.ts', imports: '../../employees/employees.service' },
  ],
  [
    'mail importing a domain module',
    { file: 'api/src/mail/probe.ts', imports: '../employees/employees.service' },
  ],
  [
    'media importing a domain module',
    { file: 'api/src/media/probe.ts', imports: '../gallery/gallery.rules' },
  ],
  [
    'health importing a domain module',
    { file: 'api/src/health/probe.ts', imports: '../settings/settings.service' },
  ],
  [
    'vehicles importing bookings',
    { file: 'api/src/vehicles/probe.ts', imports: '../bookings/bookings.module' },
  ],
  [
    'settings importing bookings',
    { file: 'api/src/settings/probe.ts', imports: '../bookings/bookings.module' },
  ],
  [
    'a seed importing an entity',
    {
      file: 'api/src/database/seeds/probe.ts',
      imports: '../../gallery/entities/gallery-item.entity',
    },
  ],
  [
    'a test helper importing an entity',
    { file: 'api/test/probe.ts', imports: '../src/employees/entities/employee.entity' },
  ],
];

const ALLOWED: Array<[string, Probe]> = [
  ['a service', { file: 'api/src/vehicles/probe.ts', imports: '../settings/settings.service' }],
  ['a module', { file: 'api/src/gallery/probe.ts', imports: '../media/media.module' }],
  ['a port', { file: 'api/src/bookings/probe.ts', imports: '../vehicles/vehicle-bookings.port' }],
  ['rules', { file: 'api/src/vehicles/probe.ts', imports: '../settings/opening-hours.rules' }],
  ['a decorator', { file: 'api/src/gallery/probe.ts', imports: '../media/image-upload.decorator' }],
  ['types', { file: 'api/src/employees/probe.ts', imports: '../mail/mail.types' }],
  [
    'a DTO',
    { file: 'api/src/inbox/probe.ts', imports: '../contact/dto/create-contact-request.dto' },
  ],
  [
    "the module's own entity",
    { file: 'api/src/vehicles/probe.ts', imports: './entities/vehicle.entity' },
  ],
  ['shared code', { file: 'api/src/vehicles/probe.ts', imports: '../common/problem/problem' }],
  [
    "media's image files from a seed",
    { file: 'api/src/database/seeds/probe.ts', imports: '../../media/image-files' },
  ],
];

/**
 * ESLint loads its flat config with a dynamic import(), which Jest's module sandbox cannot run,
 * so the probes are linted by ESLint's Node API in a child process.
 */
const LINT_PROBES = `
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
const eslint = new ESLint();
const answers = [];
for (const probe of JSON.parse(readFileSync(0, 'utf8'))) {
  const [result] = await eslint.lintText("import '" + probe.imports + "';\\n", {
    filePath: probe.file,
  });
  answers.push(
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths' || message.fatal)
      .map((message) => message.message),
  );
}
process.stdout.write(JSON.stringify(answers));
`;

function lint(probes: Probe[]): string[][] {
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

describe('API module boundaries (ESLint zones)', () => {
  const probes = [...FORBIDDEN, ...ALLOWED].map(([, probe]) => probe);
  let answers: string[][];

  beforeAll(() => {
    answers = lint(probes);
  }, 120_000);

  const answerFor = (probe: Probe) => answers[probes.indexOf(probe)];

  it.each([...FORBIDDEN, ...ALLOWED])('probes an import that exists: %s', (_, probe) => {
    const target = resolve(ROOT, dirname(probe.file), probe.imports);
    expect([`${target}.ts`, join(target, 'index.ts')].some((path) => existsSync(path))).toBe(true);
  });

  it.each(FORBIDDEN)('refuses %s', (_, probe) => {
    expect(answerFor(probe)).toContainEqual(expect.stringContaining('restricted zone'));
  });

  it.each(ALLOWED)("allows another module's %s", (_, probe) => {
    expect(answerFor(probe)).toEqual([]);
  });
});
