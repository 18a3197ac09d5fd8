import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_MAIL_SMTP_PORT,
  E2E_MAIL_WEB_PORT,
  E2E_PAYPAL,
  E2E_PG_PORT,
  E2E_PORT,
  E2E_ROOT,
  E2E_WEBHOOK_TLS,
} from './support/environment';
import { DESKTOP_VIEWPORT, PHONE_TAG, PHONE_VIEWPORT } from './support/projects';

export default defineConfig({
  testDir: './tests',
  // A fake of PayPal's API on loopback: the server's PayPal calls never leave this machine.
  globalSetup: './support/global-setup.ts',
  outputDir: '../test-results',
  // Tests run in parallel, also across the two projects. Journeys that change data other
  // journeys read (the motorboats, the gallery's artworks) share a named `lock`, so they never
  // overlap; they and every other journey make their own data unique.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Generous: two browsers share a 2-core machine. Assertions keep their own timeouts.
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ??
          join(__dirname, '..', 'test-results', 'report.json'),
      },
    ],
  ],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'de-DE',
    // The sites honour reduced motion: scrolls land at once and entrances are not played, so a
    // test waits for no animation it does not look at. Tests of motion itself (the fades, the
    // smooth scrolls to a section) ask for 'no-preference'.
    reducedMotion: 'reduce',
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (package chromium-headless-shell): the engine without
      // the browser's interface, 389 s for the journeys here instead of 516 s in
      // /usr/bin/chromium. Playwright never downloads a browser of its own here; E2E_CHROMIUM
      // names another build to run in.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    // Logs root in once and saves the session for the staff journeys (support/staff-session.ts).
    { name: 'setup', testMatch: /\.setup\.ts$/, use: DESKTOP_VIEWPORT },
    { name: 'desktop', use: DESKTOP_VIEWPORT, dependencies: ['setup'] },
    // Only what depends on the viewport (support/projects.ts): the journeys run on the desktop.
    {
      name: 'phone',
      use: PHONE_VIEWPORT,
      grep: new RegExp(PHONE_TAG),
      dependencies: ['setup'],
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/v1/health/ready`,
    reuseExistingServer: false,
    // A run that has to make the data template first (e2e/server.mjs) starts the app twice.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: E2E_BASE_URL,
      DATA_DIR: E2E_DATA_DIR,
      EMBEDDED_PG_PORT: String(E2E_PG_PORT),
      DEMO_MODE: 'true',
      // The gallery admin of the e2e run (registered by the ArtAlley test).
      ART_ADMIN_USERNAMES: 'curator',
      LOG_LEVEL: 'warn',
      ROOT_EMAIL: E2E_ROOT.email,
      ROOT_PASSWORD: E2E_ROOT.password,
      MAIL_SINK_SMTP_PORT: String(E2E_MAIL_SMTP_PORT),
      MAIL_SINK_WEB_PORT: String(E2E_MAIL_WEB_PORT),
      // Journeys that stand for different visitors say so with X-Forwarded-For (the browsers all
      // connect from 127.0.0.1); per-address limits then count each visitor on its own.
      TRUST_PROXY: 'loopback',
      PAYPAL_CLIENT_ID: E2E_PAYPAL.clientId,
      PAYPAL_CLIENT_SECRET: E2E_PAYPAL.clientSecret,
      PAYPAL_API_BASE: E2E_PAYPAL.apiBase,
      // The webhooks journey's receiver listens on loopback with its own certificate.
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      NODE_EXTRA_CA_CERTS: E2E_WEBHOOK_TLS.cert,
    },
  },
});
