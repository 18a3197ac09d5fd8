// `npm test`: the same bootstrap as `npm start`, then every layer. The last line is
// `N passed, N failed` summed over all layers; the exit code is non-zero if anything failed.
// `npm test -- <group>` (or `npm run test:<group>`) runs one group of layers: static (format,
// lint, types, contract freshness, OpenAPI lint, compose), api, web (contracts client and web
// components), e2e.
//
// Layers run side by side as far as the machine's cores allow (scripts/test-scheduler.mjs): each
// states how many cores it keeps busy, and its output is kept in .test-output/logs/ and printed
// when it ends (all of it when it failed). The summary gives the seconds per layer and the ten
// slowest files of each test layer, so the next slow test shows in every run.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { BUILDS, ensureDependencies, isStale, ROOT } from './bootstrap.mjs';
import { debianPackages } from './debian-packages.mjs';
import { runLayers, runLogged } from './test-scheduler.mjs';

/** Local binaries directly: quicker than npx, and no npm warnings in the output. */
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const OUT = join(ROOT, '.test-output');

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const count = (outcomes) => ({
  passed: outcomes.filter(Boolean).length,
  failed: outcomes.filter((ok) => !ok).length,
});

/** The ten files that took longest, as `[seconds, path]`. */
const slowest = (timings) =>
  timings
    .filter(([seconds]) => Number.isFinite(seconds))
    .sort((a, b) => b[0] - a[0])
    .slice(0, 10);

/** What a Jest or Vitest JSON report says about its files. */
const fileTimings = (json, root) =>
  (json?.testResults ?? []).map((file) => [
    (file.endTime - file.startTime) / 1000,
    relative(root, file.name ?? file.testFilePath ?? ''),
  ]);

// Debian packages the layers need: installed once, in the background while npm ci runs, and
// only when missing.
const packages = debianPackages({
  // Chromium's headless shell: the same engine without the browser's own interface; the
  // end-to-end layer took 389 s in it instead of 516 s in the full browser (same conditions).
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
  'docker-compose': '/usr/bin/docker-compose',
});

const format = async (log) => {
  const status = await runLogged(log, bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  return count([status === 0]);
};

const lint = async (log) => {
  const report = join(OUT, 'eslint.json');
  await runLogged(log, 'node', [join(ROOT, 'scripts', 'eslint-report.mjs'), report]);
  const files = readJson(report) ?? [];
  const failed = files.filter((file) => file.errorCount > 0).length;
  return { passed: files.length - failed, failed: files.length === 0 ? 1 : failed };
};

/** One workspace's `tsc --noEmit` (tsc uses one core). */
const types = (project) => async (log) => {
  const status = await runLogged(log, bin('tsc'), ['--noEmit', '-p', `${project}/tsconfig.json`]);
  return count([status === 0]);
};

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
}

/** Generated files must equal what the generators make from the current code. */
const contractFreshness = async (log) => {
  const freshSpec = join(OUT, 'openapi.yaml');
  // Same depth as the committed folder, so the generated relative imports are identical.
  const freshClient = join(ROOT, 'contracts', 'src', '.generated-check');
  rmSync(freshClient, { recursive: true, force: true });

  const specStatus = await runLogged(log, 'node', ['api/dist/openapi/write-openapi.js', freshSpec]);
  const specFresh =
    specStatus === 0 &&
    readFileSync(freshSpec, 'utf8') === readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');
  log.write(
    specFresh ? 'openapi.yaml is up to date\n' : 'openapi.yaml is STALE: run `npm run openapi`\n',
  );

  const clientStatus = await runLogged(
    log,
    'node',
    ['contracts/scripts/generate.mjs', freshClient],
    { env: { ...process.env, CONTRACTS_INPUT: freshSpec } },
  );
  const committed = join(ROOT, 'contracts', 'src', 'generated');
  const a = listFiles(freshClient);
  const b = listFiles(committed);
  const clientFresh =
    clientStatus === 0 &&
    a.join('\n') === b.join('\n') &&
    a.every(
      (file) =>
        readFileSync(join(freshClient, file), 'utf8') ===
        readFileSync(join(committed, file), 'utf8'),
    );
  log.write(
    clientFresh
      ? 'contracts/src/generated is up to date\n'
      : 'contracts/src/generated is STALE: run `npm run contracts`\n',
  );
  rmSync(freshClient, { recursive: true, force: true });
  return count([specFresh, clientFresh]);
};

/**
 * The contract as a third party reads it: Redocly's recommended rules (redocly.yaml; exceptions
 * per operation, with reasons, in .redocly.lint-ignore.yaml) with no error and no warning. Offline:
 * no telemetry, no update check.
 */
const openApiLint = async (log) => {
  const report = join(OUT, 'redocly.json');
  const status = await runLogged(log, bin('redocly'), ['lint', '--format=json'], {
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
    stdoutFile: report,
  });
  const json = readJson(report);
  if (!json) return count([false]);
  const { errors, warnings, ignored } = json.totals;
  for (const problem of json.problems ?? [])
    log.write(
      `${problem.severity} ${problem.ruleId} ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}\n`,
    );
  log.write(
    `openapi.yaml: ${errors} errors, ${warnings} warnings (${ignored} listed in .redocly.lint-ignore.yaml)\n`,
  );
  return count([status === 0 && errors === 0 && warnings === 0]);
};

const compose = async (log) => {
  const hasCompose = await packages.ready('docker-compose', log);
  const composeOk =
    hasCompose &&
    (await runLogged(log, 'docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'])) === 0;
  log.write(`docker-compose config -q: ${composeOk ? 'ok' : 'FAILED'}\n`);
  const dclintOk = (await runLogged(log, bin('dclint'), ['docker-compose.yml'])) === 0;
  log.write(`dclint: ${dclintOk ? 'ok' : 'FAILED'}\n`);
  return count([composeOk, dclintOk]);
};

/** One Jest run of the API's projects (api/jest.config.js). */
const jest = (name, projects, extraArgs) => async (log) => {
  const report = join(OUT, `jest-${name}.json`);
  const status = await runLogged(
    log,
    bin('jest'),
    ['--json', '--outputFile', report, '--selectProjects', ...projects, ...extraArgs],
    { cwd: join(ROOT, 'api') },
  );
  const json = readJson(report);
  if (!json) return count([false]);
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  return {
    passed: json.numPassedTests,
    failed: failed + (status !== 0 && failed === 0 ? 1 : 0),
    slowest: slowest(fileTimings(json, join(ROOT, 'api'))),
  };
};

// Vitest's default is one worker fewer than the machine has cores: the layer's own cores instead.
const vitest = (workspace) => async (log, cores) => {
  const report = join(OUT, `vitest-${workspace}.json`);
  const status = await runLogged(
    log,
    bin('vitest'),
    [
      'run',
      `--maxWorkers=${cores}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: join(ROOT, workspace) },
  );
  const json = readJson(report);
  if (!json) return count([false]);
  // Failed tests; a file that failed without a test (an import error) shows in the exit status.
  const failed = json.numFailedTests;
  return {
    passed: json.numPassedTests,
    failed: failed + (status !== 0 && failed === 0 ? 1 : 0),
    slowest: slowest(fileTimings(json, join(ROOT, workspace))),
  };
};

/** Seconds each spec file kept a worker busy, summed over its tests and projects. */
function playwrightTimings(report) {
  const perFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return [...perFile].map(([file, seconds]) => [seconds, join('e2e/tests', file)]);
}

const e2e = async (log) => {
  if (!(await packages.ready('chromium-headless-shell', log))) return count([false]);
  const report = join(OUT, 'playwright.json');
  const status = await runLogged(
    log,
    bin('playwright'),
    ['test', '--config', 'e2e/playwright.config.ts'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } },
  );
  const json = readJson(report);
  const stats = json?.stats;
  if (!stats) return count([false]);
  // A skipped journey checked nothing: when the shared login of the setup project fails, every
  // journey after it is skipped, and that must not read as a pass. A flaky one failed once.
  const failed = stats.unexpected + stats.flaky + stats.skipped;
  return {
    passed: stats.expected,
    failed: failed + (status !== 0 && failed === 0 ? 1 : 0),
    slowest: slowest(playwrightTimings(json)),
  };
};

/**
 * A stale build as a layer of its own, so the layers that do not need it (lint, types, Jest,
 * Vitest) start beside it. It counts no test; a failed build counts one failure.
 */
const build = (workspace) => async (log) => {
  const target = BUILDS.find((b) => b.workspace === workspace);
  if (!isStale(target)) return { passed: 0, failed: 0 };
  const status = await runLogged(log, 'npm', ['run', 'build', '--silent', '-w', workspace]);
  return { passed: 0, failed: status === 0 ? 0 : 1 };
};

const BUILD_API = 'Build: API';
const BUILD_WEB = 'Build: web client';

const API_TESTS = 'API unit and integration tests (Jest, real PostgreSQL)';
const PROCESS_TESTS = 'API process tests (built servers, faults, signals)';

/**
 * Every layer: its group, the cores it keeps busy, and the layers it must follow. Whenever cores
 * are free, the first waiting layer of this list that fits starts. So the one-core layers go two
 * at a time first — the builds, then the API's process tests beside one static check after the
 * other: they time outages, drains, signals and first starts, and never share the machine with
 * the Jest integration workers, the Vitest threads or the browsers — and the two-core layers
 * follow one after the other. The journeys take their two cores too: run beside the Jest layer
 * they doubled its files' times (1,168 s summed instead of 646 s) and the fuzz files overran.
 */
const LAYERS = [
  { name: BUILD_API, group: 'build', cores: 1, run: build('api') },
  { name: BUILD_WEB, group: 'build', cores: 1, run: build('web') },
  {
    name: PROCESS_TESTS,
    group: 'api',
    cores: 1,
    after: [BUILD_API],
    run: jest('process', ['process'], ['--runInBand']),
  },
  { name: 'Lint (ESLint, per file)', group: 'static', cores: 1, run: lint },
  { name: 'Format (Prettier)', group: 'static', cores: 1, run: format },
  { name: 'Types: web', group: 'static', cores: 1, run: types('web') },
  { name: 'Types: api', group: 'static', cores: 1, run: types('api') },
  { name: 'Types: contracts', group: 'static', cores: 1, run: types('contracts') },
  { name: 'Types: e2e', group: 'static', cores: 1, run: types('e2e') },
  {
    name: 'Contract freshness',
    group: 'static',
    cores: 1,
    after: [BUILD_API],
    run: contractFreshness,
  },
  { name: 'OpenAPI lint (Redocly recommended)', group: 'static', cores: 1, run: openApiLint },
  { name: 'Compose validation', group: 'static', cores: 1, run: compose },
  { name: 'Contracts client tests (Vitest)', group: 'web', cores: 1, run: vitest('contracts') },
  {
    name: API_TESTS,
    group: 'api',
    cores: 2,
    run: jest('integration', ['unit', 'integration'], []),
  },
  { name: 'Web component tests (Vitest)', group: 'web', cores: 2, run: vitest('web') },
  {
    name: 'End-to-end (Playwright, Debian Chromium)',
    group: 'e2e',
    cores: 2,
    after: [BUILD_API, BUILD_WEB],
    run: e2e,
  },
];

// Builds are not a group of their own: they run with whichever group needs them.
const GROUPS = [...new Set(LAYERS.map((layer) => layer.group))].filter((g) => g !== 'build');
const requested = process.argv.slice(2);
const unknown = requested.filter((group) => !GROUPS.includes(group));
if (unknown.length > 0) {
  console.error(`Unknown test group ${unknown.join(', ')}; use ${GROUPS.join(', ')}.`);
  process.exit(2);
}
const groups = requested.length > 0 ? requested : GROUPS;
// The chosen groups' layers and the builds they follow.
const chosen = LAYERS.filter((layer) => groups.includes(layer.group));
const builds = new Set(
  chosen
    .flatMap((layer) => layer.after ?? [])
    .filter((name) => LAYERS.find((layer) => layer.name === name)?.group === 'build'),
);
const layers = LAYERS.filter((layer) => chosen.includes(layer) || builds.has(layer.name)).map(
  (layer) => ({
    ...layer,
    after: (layer.after ?? []).filter(
      (name) => chosen.some((l) => l.name === name) || builds.has(name),
    ),
  }),
);

/**
 * The machine's CPU seconds so far, busy and in all (Linux's /proc/stat; elsewhere none): the
 * summary says how much of the cores the run kept busy, which tells a schedule with idle cores
 * from a machine that is simply full.
 */
function cpuSeconds() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
    const busy = user + nice + system + irq + softirq + steal;
    // USER_HZ is 100 on every Linux architecture Node runs on.
    return { busy: busy / 100, all: (busy + idle + iowait) / 100 };
  } catch {
    return undefined;
  }
}

const started = Date.now();
const cpuAtStart = cpuSeconds();
packages.startInstall([
  ...(groups.includes('e2e') ? ['chromium-headless-shell'] : []),
  ...(groups.includes('static') ? ['docker-compose'] : []),
]);
ensureDependencies();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(join(OUT, 'logs'), { recursive: true });

const cores = Number(process.env.TEST_CORES ?? availableParallelism());
const results = await runLayers(layers, { cores, logDir: join(OUT, 'logs') });

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n══ Slowest files ══');
for (const r of results.filter((r) => r.slowest?.length)) {
  console.log(`  ${r.name}`);
  for (const [seconds, file] of r.slowest)
    console.log(`    ${seconds.toFixed(1).padStart(6)} s  ${file}`);
}
console.log('\n══ Summary ══');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(54)} ${r.passed} passed, ${r.failed} failed`.padEnd(84) +
      `${r.seconds.toFixed(0).padStart(5)} s`,
  );
const cpuAtEnd = cpuSeconds();
const busy =
  cpuAtStart && cpuAtEnd
    ? `, the machine's cores ${(((cpuAtEnd.busy - cpuAtStart.busy) / (cpuAtEnd.all - cpuAtStart.all)) * 100).toFixed(0)} % busy`
    : '';
console.log(
  `  (${((Date.now() - started) / 1000).toFixed(0)} s in all on ${cores} cores, set-up included${busy}; reports in ${relative(ROOT, OUT)}/)`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
