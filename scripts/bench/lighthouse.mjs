// Lighthouse (mobile preset: performance, accessibility, best practices, SEO) on a page, in
// Debian's Chromium, headless.
import { existsSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A category's score as 0–100, or null when Lighthouse could not score it. */
const scoreOf = (lhr, id) => {
  const score = lhr.categories[id]?.score;
  return score == null ? null : Math.round(score * 100);
};

/**
 * What keeps a category below 100: its weighted audits that did not pass, lowest score first
 * (for performance, the opportunities and diagnostics that failed).
 */
function shortfalls(lhr, id) {
  const refs = lhr.categories[id]?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .filter((audit) => audit.scoreDisplayMode !== 'informative')
    .sort((a, b) => a.score - b.score)
    .map((audit) => `${audit.id} (${audit.displayValue || Math.round(audit.score * 100)})`);
}

export function assertChromeInstalled() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} is missing: install Chromium ("apt-get update && apt-get install -y chromium") ` +
        'or set CHROME_PATH.',
    );
  }
  // chrome-launcher and Lighthouse look here; nothing may download a browser of its own.
  process.env.CHROME_PATH = CHROME_PATH;
}

/**
 * Audits one page in a fresh Chromium. `onChrome` receives a function that kills this Chromium,
 * so an interrupted run can end it.
 */
export async function auditPage(url, onChrome) {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    // Our own Ctrl-C handling stops Chromium along with everything else.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  const forget = onChrome(kill);
  try {
    // No config: Lighthouse's default is the mobile preset (emulated phone, simulated 4G).
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? null;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const sum = (items, key) => items.reduce((total, item) => total + (item[key] ?? 0), 0);
    return {
      url,
      performanceScore: scoreOf(lhr, 'performance'),
      accessibilityScore: scoreOf(lhr, 'accessibility'),
      bestPracticesScore: scoreOf(lhr, 'best-practices'),
      seoScore: scoreOf(lhr, 'seo'),
      shortfalls: Object.fromEntries(CATEGORIES.map((id) => [id, shortfalls(lhr, id)])),
      firstContentfulPaintMs: audit('first-contentful-paint'),
      largestContentfulPaintMs: audit('largest-contentful-paint'),
      totalBlockingTimeMs: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
      scriptFiles: scripts.length,
      scriptTransferBytes: sum(scripts, 'transferSize'),
      scriptResourceBytes: sum(scripts, 'resourceSize'),
      totalTransferBytes: sum(requests, 'transferSize'),
      requests: requests.length,
      // Largest first: tiny scripts are sent as they are (compressing them gains nothing).
      scriptUrls: [...scripts]
        .sort((a, b) => b.resourceSize - a.resourceSize)
        .map((item) => item.url),
      // Lighthouse's measure of this machine's CPU at the run (higher is faster): simulated
      // TBT and the performance score scale with it, so runs compare only at a similar index.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      lighthouseVersion: lhr.lighthouseVersion,
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      runWarnings: lhr.runWarnings,
    };
  } finally {
    forget();
    await kill();
  }
}

/** Whether the server compresses a script when the browser offers gzip/br (the transfer sizes). */
export async function scriptEncoding(scriptUrl) {
  const response = await fetch(scriptUrl, { headers: { 'accept-encoding': 'br, gzip' } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}
