// The benchmark's tables (console and Markdown) and its result files under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';

const integer = (value) => Math.round(value).toLocaleString('en-US');
const milliseconds = (value) =>
  value >= 100 ? integer(value) : value.toFixed(Number.isInteger(value) ? 0 : 1);
const kilobytes = (bytes) => (bytes / 1024).toFixed(1);
const seconds = (ms) => (ms == null ? '—' : (ms / 1000).toFixed(2));

/** A Markdown table; columns after the first are right-aligned (figures). */
function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, index) => (index === 0 ? '---' : '---:'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}

export function httpTable(rows) {
  return table(
    [
      'route',
      'req/s',
      'p50 ms',
      'p99 ms',
      '× bare',
      'non-2xx',
      'errors',
      'responses (all rounds)',
      'req/s per round',
    ],
    rows.map((row) => [
      `\`${row.route}\``,
      integer(row.requestsPerSecond),
      milliseconds(row.p50Ms),
      milliseconds(row.p99Ms),
      row.ratioToBare.toFixed(2),
      integer(row.non2xx),
      integer(row.errors),
      Object.entries(row.statuses)
        .map(([code, count]) => `${code}: ${integer(count)}`)
        .join(', '),
      row.perRound.map(integer).join(' / '),
    ]),
  );
}

/** The fixed-rate measurement of one route: one row. */
export function openLoopTable(run) {
  return table(
    [
      'route (open loop)',
      'target req/s',
      'offered req/s',
      'achieved req/s',
      'requests',
      'p50 ms',
      'p90 ms',
      'p99 ms',
      'max ms',
      'max in flight',
      'non-2xx',
      'errors',
    ],
    [
      [
        `\`${run.route}\``,
        integer(run.targetRatePerSecond),
        run.offeredRatePerSecond.toFixed(1),
        run.achievedRatePerSecond.toFixed(1),
        integer(run.requests),
        milliseconds(run.latencyMs.p50),
        milliseconds(run.latencyMs.p90),
        milliseconds(run.latencyMs.p99),
        milliseconds(run.latencyMs.max),
        integer(run.maxInFlight),
        integer(run.non2xx),
        integer(run.errors),
      ],
    ],
  );
}

/** Initial JS (compressed) each home may send, in kB (issue 16): static sites 100, the others 150. */
export const JS_BUDGET_KB = {
  '/': 100,
  '/PresentationPro': 100,
  '/ParallaxPrawns': 100,
  '/RentalRevolution': 150,
  '/ArtAlley': 150,
};

const score = (value) => value ?? '—';

export function pagesTable(pages) {
  return table(
    [
      'page',
      'perf.',
      'a11y',
      'best pr.',
      'SEO',
      'FCP s',
      'LCP s',
      'TBT ms',
      'CLS',
      'JS transfer kB (files)',
      'JS budget kB',
      'all transfer kB',
      'CPU index',
    ],
    pages.map((page) => [
      `\`${page.path}\``,
      score(page.performanceScore),
      score(page.accessibilityScore),
      score(page.bestPracticesScore),
      score(page.seoScore),
      seconds(page.firstContentfulPaintMs),
      seconds(page.largestContentfulPaintMs),
      page.totalBlockingTimeMs == null ? '—' : integer(page.totalBlockingTimeMs),
      page.cumulativeLayoutShift == null ? '—' : page.cumulativeLayoutShift.toFixed(3),
      `${kilobytes(page.scriptTransferBytes)} (${page.scriptFiles})`,
      JS_BUDGET_KB[page.path] ?? '—',
      kilobytes(page.totalTransferBytes),
      page.benchmarkIndex == null ? '—' : integer(page.benchmarkIndex),
    ]),
  );
}

/** Per page, the audits that kept a category below 100 (none: every category at 100). */
export function shortfallList(pages) {
  return pages.map((page) => {
    const failing = Object.entries(page.shortfalls ?? {}).filter(([, audits]) => audits.length);
    const text = failing.length
      ? failing.map(([category, audits]) => `${category}: ${audits.join(', ')}`).join('; ')
      : 'nothing below 90 in any category';
    return `- \`${page.path}\`: ${text}`;
  });
}

const percent = (share) => (share == null ? 'unknown' : `${Math.round(share * 100)} %`);

function otherWork(machine) {
  const { http, pages } = machine.otherCpuShare ?? {};
  const during = [
    http === undefined ? undefined : `${percent(http)} during the HTTP runs`,
    pages === undefined ? undefined : `${percent(pages)} during the Lighthouse runs`,
  ].filter(Boolean);
  const shares = `Other processes used ${during.join(' and ')} of the machine's CPU time`;
  return machine.busy
    ? `**The machine was busy with other work**: ${shares}. The figures are lower than on a quiet machine.`
    : `${shares}: a quiet machine.`;
}

export function markdownReport(results) {
  const { machine, settings, seed, http, openLoop, pages } = results;
  const lines = [
    `# Benchmark ${results.finishedAt}`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, ` +
      `Node ${machine.node}, ${machine.platform}. Load average before the run: ` +
      `${machine.loadBefore.join(' / ')}, after: ${machine.loadAfter.join(' / ')} (1/5/15 min).` +
      (results.commit ? ` Commit ${results.commit}.` : ''),
    '',
    otherWork(machine),
  ];
  if (http) {
    lines.push(
      '',
      '## HTTP',
      '',
      `autocannon ${settings.autocannon}, ${settings.connections} connections, ` +
        `${settings.durationSeconds} s per route and round, ${settings.rounds} ` +
        `${settings.rounds === 1 ? 'round' : 'rounds'} with the ` +
        'routes interleaved; req/s, p50 and p99 are the medians over the rounds, non-2xx and errors ' +
        'the sums. × bare = req/s relative to the bare liveness route. The API runs as built ' +
        `(\`api/dist/main.js\`, LOG_LEVEL=${settings.logLevel}, request logs to a file) on an ` +
        'embedded PostgreSQL with the demo seeds plus ' +
        `${seed.gallery_items} gallery items, ${seed.gallery_comments} comments, ` +
        `${seed.gallery_item_votes + seed.gallery_comment_votes} votes, ` +
        `${seed.contact_requests} contact requests, a fleet of ${seed.vehicles_in_service} ` +
        `vehicles in service with ${seed.bookings} hourly bookings over ${seed.booking_weeks} weeks ` +
        `from ${seed.bookings_from} at the start. Goal: × bare ≥ 0.40 for the ` +
        'three public reads (issue 16).',
      '',
      httpTable(http),
    );
  }
  if (openLoop) {
    lines.push(
      '',
      '## Latency at a fixed rate (open loop)',
      '',
      `After the rounds, the week availability at ${settings.openLoopShare} × its median req/s ` +
        `above: ${openLoop.durationSeconds} s of Poisson arrivals (exponential gaps, a fixed ` +
        `seed), each request sent at its scheduled time whether or not earlier ones were ` +
        `answered, over keep-alive sockets (Node's http.Agent, up to ${openLoop.maxSockets}). ` +
        `Latency runs from each request's scheduled send time to the end of its answer, so ` +
        `queueing (in the client too; the latest send was ${milliseconds(openLoop.maxSendLagMs)} ms ` +
        `behind its schedule) counts. Offered = the schedule's own rate, achieved = answers per ` +
        `second from the first scheduled send to the last answer; percentiles are nearest-rank ` +
        `over all answers.`,
      '',
      openLoopTable(openLoop),
    );
  }
  if (pages) {
    lines.push(
      '',
      '## Pages (Lighthouse)',
      '',
      `Lighthouse ${settings.lighthouse}, ${pages[0]?.formFactor ?? 'mobile'} preset ` +
        `(${pages[0]?.throttlingMethod ?? 'simulate'} throttling), all four categories, headless ` +
        `Chromium, one run per page. JS transfer = sum of the script requests' transfer sizes, ` +
        `headers included (scripts served with content-encoding: ${results.scriptEncoding ?? 'unknown'}). ` +
        `CPU index = Lighthouse's benchmark index of the machine during the page's run (higher is ` +
        `faster): the simulated TBT and the performance score depend on it, so compare runs at a ` +
        `similar index.`,
      '',
      pagesTable(pages),
      '',
      'Audits scoring below 90, per page and category:',
      '',
      ...shortfallList(pages),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Markdown as Prettier lays it out (aligned table columns), for the console and the files. */
export async function formatMarkdown(text) {
  return prettier.format(text, { parser: 'markdown' });
}

async function formatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/** Writes `<stamp>.json/.md` and `latest.json/.md`, formatted as the repository's Prettier wants. */
export async function writeResults(directory, results) {
  mkdirSync(directory, { recursive: true });
  const stamp = results.finishedAt.replace(/\.\d+Z$/, 'Z').replaceAll(':', '-');
  const markdown = markdownReport(results);
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const written = [];
  for (const name of [stamp, 'latest']) {
    for (const [extension, text] of [
      ['json', json],
      ['md', markdown],
    ]) {
      const file = join(directory, `${name}.${extension}`);
      writeFileSync(file, await formatted(file, text));
      written.push(file);
    }
  }
  return { written, markdown: await formatted(join(directory, 'latest.md'), markdown) };
}
