// Lighthouse (mobile preset, performance only) on a page, in Debian's Chromium, headless.
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
      onlyCategories: ['performance'],
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
    const score = lhr.categories.performance?.score;
    return {
      url,
      performanceScore: score == null ? null : Math.round(score * 100),
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
      scriptUrls: scripts.map((item) => item.url),
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
