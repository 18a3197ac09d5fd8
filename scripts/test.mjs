// `npm test`: the same bootstrap as `npm start`, then every layer. The last line is
// `N passed, N failed` summed over all layers; the exit code is non-zero if anything failed.
// `npm test -- <group>` (or `npm run test:<group>`) runs one group of layers: static (format,
// lint, types, contract freshness, OpenAPI lint, compose), api, web (contracts client and web
// components), e2e.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bootstrap, ROOT, run } from './bootstrap.mjs';

/** Local binaries directly: quicker than npx, and no npm warnings in the output. */
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

const OUT = join(ROOT, '.test-output');
const results = [];
let layerStartedAt = Date.now();

function record(layer, passed, failed) {
  const seconds = (Date.now() - layerStartedAt) / 1000;
  results.push({ layer, passed, failed, seconds });
  console.log(`\n── ${layer}: ${passed} passed, ${failed} failed (${seconds.toFixed(0)} s)\n`);
}

function heading(title) {
  layerStartedAt = Date.now();
  console.log(`\n══ ${title} ══`);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Installs a Debian package when its command is missing (root only, as on CI machines). */
function ensureDebianPackage(path, pkg) {
  if (existsSync(path)) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `${path} is missing: install it with "sudo apt-get install -y ${pkg}", then run npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian package ${pkg}...`);
  run('apt-get', ['update', '-qq']);
  return run('apt-get', ['install', '-y', '-qq', pkg]) === 0 && existsSync(path);
}

function layerLint() {
  heading('Format (Prettier)');
  const formatted = run(bin('prettier'), ['--check', '--log-level', 'warn', '.']);
  record('Format (Prettier)', formatted === 0 ? 1 : 0, formatted === 0 ? 0 : 1);

  heading('Lint (ESLint)');
  const report = join(OUT, 'eslint.json');
  run('node', [join(ROOT, 'scripts', 'eslint-report.mjs'), report]);
  const files = readJson(report) ?? [];
  const failed = files.filter((file) => file.errorCount > 0).length;
  record('Lint (ESLint, per file)', files.length - failed, files.length === 0 ? 1 : failed);
}

/** Runs a command with its output kept, resolving to its exit status and output. */
function runCaptured(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ status: 1, output: String(error) }));
    child.on('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

/** The four projects check two at a time: tsc uses one core, and these machines have two. */
async function layerTypes() {
  heading('Type checks');
  const projects = ['api', 'contracts', 'web', 'e2e'];
  const outcomes = new Map();
  const queue = [...projects];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      outcomes.set(
        project,
        await runCaptured(bin('tsc'), ['--noEmit', '-p', `${project}/tsconfig.json`]),
      );
    }
  };
  await Promise.all([worker(), worker()]);
  let passed = 0;
  let failed = 0;
  for (const project of projects) {
    const { status, output } = outcomes.get(project);
    if (output.trim()) console.log(output.trimEnd());
    console.log(`  ${project}: ${status === 0 ? 'ok' : 'FAILED'}`);
    if (status === 0) passed += 1;
    else failed += 1;
  }
  record('Type checks (per workspace)', passed, failed);
}

function layerApi() {
  heading('API unit and integration tests (Jest, real PostgreSQL)');
  const report = join(OUT, 'jest.json');
  const status = run(bin('jest'), ['--json', '--outputFile', report], { cwd: join(ROOT, 'api') });
  const json = readJson(report);
  if (!json) return record('API tests', 0, 1);
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites;
  record('API tests', json.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0));
}

function layerVitest(name, workspace) {
  heading(`${name} (Vitest)`);
  const report = join(OUT, `vitest-${workspace}.json`);
  const status = run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      cwd: join(ROOT, workspace),
    },
  );
  const json = readJson(report);
  if (!json) return record(name, 0, 1);
  const failed = json.numFailedTests + (json.numFailedTestSuites ?? 0);
  record(name, json.numPassedTests, failed + (status !== 0 && failed === 0 ? 1 : 0));
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(join(dir, file)).isFile())
    .sort();
}

/** Generated files must equal what the generators make from the current code. */
function layerContracts() {
  heading('Contract freshness (openapi.yaml, contracts/src/generated)');
  const freshSpec = join(OUT, 'openapi.yaml');
  // Same depth as the committed folder, so the generated relative imports are identical.
  const freshClient = join(ROOT, 'contracts', 'src', '.generated-check');
  rmSync(freshClient, { recursive: true, force: true });
  let passed = 0;
  let failed = 0;

  const specStatus = run('node', ['api/dist/openapi/write-openapi.js', freshSpec]);
  const specFresh =
    specStatus === 0 &&
    readFileSync(freshSpec, 'utf8') === readFileSync(join(ROOT, 'openapi.yaml'), 'utf8');
  console.log(
    specFresh ? '  openapi.yaml is up to date' : '  openapi.yaml is STALE: run `npm run openapi`',
  );
  if (specFresh) passed += 1;
  else failed += 1;

  const clientStatus = run('node', ['contracts/scripts/generate.mjs', freshClient], {
    env: { ...process.env, CONTRACTS_INPUT: freshSpec },
    stdio: ['inherit', 'ignore', 'inherit'],
  });
  const committed = join(ROOT, 'contracts', 'src', 'generated');
  const a = listFiles(freshClient);
  const b = listFiles(committed);
  const stale =
    clientStatus !== 0 ||
    a.join('\n') !== b.join('\n') ||
    a.some(
      (file) =>
        readFileSync(join(freshClient, file), 'utf8') !==
        readFileSync(join(committed, file), 'utf8'),
    );
  console.log(
    stale
      ? '  contracts/src/generated is STALE: run `npm run contracts`'
      : '  contracts/src/generated is up to date',
  );
  if (stale) failed += 1;
  else passed += 1;
  rmSync(freshClient, { recursive: true, force: true });
  record('Contract freshness', passed, failed);
}

/**
 * The contract as a third party reads it: Redocly's recommended rules (redocly.yaml; exceptions
 * per operation, with reasons, in .redocly.lint-ignore.yaml) with no error and no warning. Offline:
 * no telemetry, no update check.
 */
function layerOpenApiLint() {
  heading('OpenAPI lint (Redocly recommended)');
  const lint = spawnSync(bin('redocly'), ['lint', '--format=json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    },
  });
  let report;
  try {
    report = JSON.parse(lint.stdout);
  } catch {
    console.log(lint.stdout, lint.stderr);
    return record('OpenAPI lint (Redocly recommended)', 0, 1);
  }
  const { errors, warnings, ignored } = report.totals;
  for (const problem of report.problems ?? [])
    console.log(
      `  ${problem.severity} ${problem.ruleId} ${problem.location?.[0]?.pointer ?? ''}: ${problem.message}`,
    );
  console.log(
    `  openapi.yaml: ${errors} errors, ${warnings} warnings (${ignored} listed in .redocly.lint-ignore.yaml)`,
  );
  const clean = lint.status === 0 && errors === 0 && warnings === 0;
  record('OpenAPI lint (Redocly recommended)', clean ? 1 : 0, clean ? 0 : 1);
}

function layerCompose() {
  heading('Compose file validation');
  let passed = 0;
  let failed = 0;
  const hasCompose = ensureDebianPackage('/usr/bin/docker-compose', 'docker-compose');
  const composeOk =
    hasCompose && run('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q']) === 0;
  console.log(`  docker-compose config -q: ${composeOk ? 'ok' : 'FAILED'}`);
  const dclintOk = run(bin('dclint'), ['docker-compose.yml']) === 0;
  console.log(`  dclint: ${dclintOk ? 'ok' : 'FAILED'}`);
  for (const ok of [composeOk, dclintOk]) {
    if (ok) passed += 1;
    else failed += 1;
  }
  record('Compose validation', passed, failed);
}

function layerE2e() {
  heading('End-to-end (Playwright, Debian Chromium)');
  if (!ensureDebianPackage('/usr/bin/chromium', 'chromium')) return record('End-to-end', 0, 1);
  const report = join(OUT, 'playwright.json');
  const status = run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  const stats = readJson(report)?.stats;
  if (!stats) return record('End-to-end', 0, 1);
  // A skipped journey checked nothing: when the shared login of the setup project fails, every
  // journey after it is skipped, and that must not read as a pass.
  const failed = stats.unexpected + stats.flaky + stats.skipped;
  record('End-to-end', stats.expected, failed + (status !== 0 && failed === 0 ? 1 : 0));
}

const GROUPS = {
  static: [layerLint, layerTypes, layerContracts, layerOpenApiLint, layerCompose],
  api: [layerApi],
  web: [
    () => layerVitest('Contracts client tests', 'contracts'),
    () => layerVitest('Web component tests', 'web'),
  ],
  e2e: [layerE2e],
};

const requested = process.argv.slice(2);
const unknown = requested.filter((group) => !Object.hasOwn(GROUPS, group));
if (unknown.length > 0) {
  console.error(`Unknown test group ${unknown.join(', ')}; use ${Object.keys(GROUPS).join(', ')}.`);
  process.exit(2);
}
const groups = requested.length > 0 ? requested : Object.keys(GROUPS);

const started = Date.now();
bootstrap();
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

for (const group of groups) for (const layer of GROUPS[group]) await layer();

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n══ Summary ══');
for (const r of results)
  console.log(
    `  ${r.layer.padEnd(40)} ${r.passed} passed, ${r.failed} failed`.padEnd(70) +
      `${r.seconds.toFixed(0).padStart(5)} s`,
  );
console.log(
  `  (${((Date.now() - started) / 1000).toFixed(0)} s, reports in ${relative(ROOT, OUT)}/)`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
