// `npm run bench`: a reference measurement of the built product, not a test (no thresholds).
// Builds what is stale, starts api/dist/main.js on a fresh embedded database with the demo seeds and
// a realistic amount of data on top, measures seven API routes with autocannon (interleaved rounds),
// then the week availability's latency at half its throughput with Poisson arrivals (open loop),
// and the five sites' home pages with Lighthouse, prints the tables and writes them to
// bench/results/. Everything it starts is stopped again, also on Ctrl-C or failure.
//
// Quick runs: BENCH_DURATION=2 BENCH_CONNECTIONS=10 BENCH_ROUNDS=1 BENCH_LIGHTHOUSE=false npm run bench
// (BENCH_HTTP=false measures the pages only)
// (runs with any BENCH_* variable set write to bench/results/quick/, not next to the committed
// bench/results/latest.*).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import { bootstrap, ROOT } from './bootstrap.mjs';
import {
  benchRoutes,
  checkRoute,
  measure,
  measureOpenLoop,
  settle,
  summarise,
} from './bench/http.mjs';
import { assertChromeInstalled, auditPage, scriptEncoding } from './bench/lighthouse.mjs';
import { otherCpuShare } from './bench/machine.mjs';
import {
  formatMarkdown,
  httpTable,
  openLoopTable,
  pagesTable,
  shortfallList,
  writeResults,
} from './bench/report.mjs';
import { addDays, businessMonday, seedDatabase } from './bench/seed.mjs';
import { startProduct } from './bench/server.mjs';

const PAGES = ['/', '/PresentationPro', '/RentalRevolution', '/ParallaxPrawns', '/ArtAlley'];
const RESULTS_DIR = join(ROOT, 'bench', 'results');
/** Above this share of the cores used by other processes, the report calls the machine busy. */
const BUSY_SHARE = 0.15;

function positiveInteger(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) {
    console.error(`${name} must be a positive integer (got "${raw}").`);
    process.exit(1);
  }
  return Number(raw);
}

const settings = {
  durationSeconds: positiveInteger('BENCH_DURATION', 10),
  connections: positiveInteger('BENCH_CONNECTIONS', 50),
  rounds: positiveInteger('BENCH_ROUNDS', 3),
  warmupSeconds: positiveInteger('BENCH_WARMUP', 2),
  http: process.env.BENCH_HTTP !== 'false',
  lighthouse: process.env.BENCH_LIGHTHOUSE !== 'false',
  logLevel: process.env.BENCH_LOG_LEVEL || 'info',
  // Far above anything the run sends from its one address; the per-route limits stay as they are.
  rateLimitPerMinute: 1_000_000,
  seed: {
    members: positiveInteger('BENCH_MEMBERS', 60),
    galleryItems: positiveInteger('BENCH_GALLERY_ITEMS', 300),
    contactRequests: positiveInteger('BENCH_CONTACT_REQUESTS', 500),
    // The rental fleet in service and its hourly bookings over the weeks from this week's Monday.
    vehicles: 12,
    bookings: positiveInteger('BENCH_BOOKINGS', 2000),
    bookingWeeks: 8,
  },
  // The open-loop measurement sends at this share of the route's measured req/s.
  openLoopShare: 0.5,
};
/** The reference run: nothing overridden. Any BENCH_* variable makes it a quick look. */
const isFullRun = !Object.keys(process.env).some((name) => name.startsWith('BENCH_'));

const packageVersion = (name) =>
  createRequire(join(ROOT, 'package.json'))(`${name}/package.json`).version;

// ── Stopping everything that was started, whatever way the run ends ──

const cleanups = [];
let cleaning;
function cleanup() {
  cleaning ??= (async () => {
    while (cleanups.length > 0) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error(`Cleanup: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return cleaning;
}
/** Registers a stop function; the returned function unregisters it (after a normal stop). */
function onStop(stop) {
  cleanups.push(stop);
  return () => {
    const index = cleanups.indexOf(stop);
    if (index >= 0) cleanups.splice(index, 1);
  };
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started...`);
    process.exitCode = 130;
    void cleanup().finally(() => process.exit(130));
  });
}

// ── The run ──

const roundedLoad = () => loadavg().map((value) => Number(value.toFixed(2)));
/** The load average (1, 5, 15 min) after each round and each page: how busy the machine was. */
const loadSamples = [];

/** The commit measured, and whether the working tree differed from it (read-only git calls). */
function commit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  try {
    const hash = git('rev-parse', '--short', 'HEAD');
    let dirty = false;
    try {
      git('diff', '--quiet', 'HEAD', '--');
    } catch {
      dirty = true;
    }
    return dirty ? `${hash} + uncommitted changes` : hash;
  } catch {
    return undefined;
  }
}

async function measureHttp(product, { weekDay }) {
  const routes = await benchRoutes(product.baseUrl, { weekDay });
  console.log('\nChecking each route once:');
  for (const route of routes) {
    const { status, bytes, description } = await checkRoute(product.baseUrl, route);
    console.log(
      `  ${route.name}: ${status}, ${bytes} bytes${description ? `; ${description}` : ''}`,
    );
  }
  const options = { connections: settings.connections };
  console.log(`\nWarm-up: ${settings.warmupSeconds} s per route`);
  for (const route of routes) {
    await measure(product.baseUrl, route, { ...options, durationSeconds: settings.warmupSeconds });
    await settle(product.baseUrl);
  }
  const nameWidth = Math.max(...routes.map((route) => route.name.length));
  const rounds = [];
  for (let round = 1; round <= settings.rounds; round += 1) {
    console.log(`\nRound ${round}/${settings.rounds}`);
    const results = [];
    for (const route of routes) {
      const result = await measure(product.baseUrl, route, {
        ...options,
        durationSeconds: settings.durationSeconds,
      });
      if (!product.isRunning()) {
        throw new Error(`The API stopped during the run. Its log:\n${product.logTail()}`);
      }
      await settle(product.baseUrl);
      console.log(
        `  ${route.name.padEnd(nameWidth)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s` +
          `  p50 ${result.latencyMs.p50} ms  p99 ${result.latencyMs.p99} ms  non-2xx ${result.non2xx}` +
          `  errors ${result.errors + result.timeouts}`,
      );
      results.push(result);
    }
    rounds.push(results);
    loadSamples.push(roundedLoad());
  }
  const summary = summarise(routes, rounds);

  // Open loop: the week route at a fixed share of the req/s it just reached.
  const index = routes.findIndex((route) => route.openLoop);
  const ratePerSecond = Math.max(
    1,
    Math.round(summary[index].requestsPerSecond * settings.openLoopShare),
  );
  console.log(
    `\nOpen loop: ${routes[index].name} at ${ratePerSecond} req/s ` +
      `(${settings.openLoopShare} × its ${Math.round(summary[index].requestsPerSecond)} req/s), ` +
      `Poisson arrivals, ${settings.durationSeconds} s`,
  );
  const openLoop = await measureOpenLoop(product.baseUrl, routes[index], {
    ratePerSecond,
    durationSeconds: settings.durationSeconds,
  });
  if (!product.isRunning()) {
    throw new Error(`The API stopped during the run. Its log:\n${product.logTail()}`);
  }
  loadSamples.push(roundedLoad());
  console.log(
    `  ${openLoop.requests} requests, achieved ${openLoop.achievedRatePerSecond.toFixed(1)} req/s` +
      `  p50 ${openLoop.latencyMs.p50} ms  p99 ${openLoop.latencyMs.p99} ms  max ${openLoop.latencyMs.max} ms` +
      `  non-2xx ${openLoop.non2xx}  errors ${openLoop.errors}`,
  );
  return { routes, rounds, summary, openLoop };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, …) and asks to run it again. */
async function auditWithRetries(url, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return { ...(await auditPage(url, onStop)), attempts: attempt };
    } catch (error) {
      if (attempt >= attempts || cleaning) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      process.stdout.write(`(attempt ${attempt} failed: ${reason}; again) `);
    }
  }
}

async function measurePages(product) {
  const pages = [];
  for (const path of PAGES) {
    const url = `${product.baseUrl}${path}`;
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    process.stdout.write(`  ${path.padEnd(20)} `);
    const page = { path, ...(await auditWithRetries(url)) };
    console.log(
      `score ${page.performanceScore}, LCP ${(page.largestContentfulPaintMs / 1000).toFixed(2)} s, ` +
        `JS ${(page.scriptTransferBytes / 1024).toFixed(1)} kB in ${page.scriptFiles} files`,
    );
    pages.push(page);
    loadSamples.push(roundedLoad());
  }
  return pages;
}

/** The running API, for its log when something fails. */
let product;

async function main() {
  if (settings.lighthouse) assertChromeInstalled();
  await bootstrap();
  const startedAt = new Date();
  const loadBefore = roundedLoad();
  console.log(
    `\nBenchmark: ${settings.rounds} rounds × ${settings.durationSeconds} s per route, ` +
      `${settings.connections} connections; load average ${loadBefore.join(' / ')}`,
  );

  console.log('Starting the API on a fresh embedded database (demo mode)...');
  product = await startProduct({
    root: ROOT,
    rateLimitPerMinute: settings.rateLimitPerMinute,
    logLevel: settings.logLevel,
    onStarted: onStop,
  });
  console.log(`  ${product.baseUrl} (pid ${product.pid}, data in ${product.dataDir})`);

  const firstMonday = businessMonday();
  // Next week's Wednesday: a week the seed booked, wholly ahead.
  const weekDay = addDays(firstMonday, 9);
  const seedStartedAt = Date.now();
  const seed = await seedDatabase(product.databaseUrl, { ...settings.seed, firstMonday });
  console.log(
    `Seeded in ${((Date.now() - seedStartedAt) / 1000).toFixed(1)} s: ` +
      Object.entries(seed)
        .map(([table, count]) => `${table} ${count}`)
        .join(', '),
  );

  let http;
  let othersDuringHttp;
  if (settings.http) {
    const httpOthers = otherCpuShare();
    http = await measureHttp(product, { weekDay });
    othersDuringHttp = httpOthers();
    console.log(`\n${await formatMarkdown(httpTable(http.summary))}`);
    console.log(await formatMarkdown(openLoopTable(http.openLoop)));
    const unexpected = [
      ...http.summary,
      { ...http.openLoop, route: `${http.openLoop.route} (open loop)` },
    ].filter((row) => row.non2xx > 0 || row.errors > 0);
    for (const row of unexpected) {
      console.log(`Note: ${row.route} had ${row.non2xx} non-2xx answers and ${row.errors} errors.`);
    }
  }

  let pages;
  let encoding;
  let othersDuringPages;
  if (settings.lighthouse) {
    console.log('\nLighthouse (mobile; performance, accessibility, best practices, SEO):');
    const pageOthers = otherCpuShare();
    pages = await measurePages(product);
    othersDuringPages = pageOthers();
    const largestScript = pages.find((page) => page.scriptUrls.length > 0)?.scriptUrls[0];
    encoding = largestScript ? await scriptEncoding(largestScript) : undefined;
    console.log(`\n${await formatMarkdown(pagesTable(pages))}`);
    console.log(shortfallList(pages).join('\n'));
  }

  const finishedAt = new Date();
  const cpuList = cpus();
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    commit: commit(),
    machine: {
      cores: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${platform()} ${release()}`,
      loadBefore,
      loadAfter: roundedLoad(),
      loadSamples,
      // Share of all cores that processes other than this run's used (from /proc, Linux).
      otherCpuShare: { http: othersDuringHttp, pages: othersDuringPages },
      busy: [othersDuringHttp, othersDuringPages].some((share) => (share ?? 0) > BUSY_SHARE),
    },
    settings: {
      ...settings,
      autocannon: packageVersion('autocannon'),
      lighthouse: packageVersion('lighthouse'),
    },
    seed: { ...seed, bookings_from: firstMonday, booking_weeks: settings.seed.bookingWeeks },
    http: http?.summary,
    openLoop: http?.openLoop,
    httpRuns: http?.rounds.map((round) =>
      round.map((run, index) => ({ route: http.routes[index].name, ...run })),
    ),
    scriptEncoding: encoding,
    pages,
  };

  await product.stop();
  const directory = isFullRun ? RESULTS_DIR : join(RESULTS_DIR, 'quick');
  const { written } = await writeResults(directory, results);
  console.log(`\nWritten: ${written.map((file) => file.slice(ROOT.length + 1)).join(', ')}`);
  if (!isFullRun) console.log('(BENCH_* settings given: bench/results/latest.* left alone.)');
}

main()
  .catch(async (error) => {
    // Interrupted: what fails while things are being stopped is no news.
    if (cleaning) return;
    process.exitCode = 1;
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    if (product?.isRunning()) console.error(`The API's last log lines:\n${product.logTail(15)}`);
  })
  .finally(async () => {
    await cleanup();
    process.exit();
  });
