import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { query } from '../support/database';
import { holdLongTimers } from '../support/timers';

const SUCCESS = 'Ihre Nachricht wurde abgeschickt!';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

async function sendContactForm(page: Page, values: ContactValues) {
  const form = await openContact(page);
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
  await form.submit.click();
  return form;
}

async function openContact(page: Page) {
  await page.goto('/#contact');
  const form = page.locator('form').filter({ has: page.getByLabel('Nachricht') });
  await expect(form).toBeVisible();
  return {
    name: form.getByLabel('Name'),
    email: form.getByLabel('E-Mail'),
    message: form.getByLabel('Nachricht'),
    submit: form.getByRole('button', { name: /Nachricht senden|Bitte warten/ }),
  };
}

// What the form does on its own (checks, failures, the 3 s to the dot, the privacy link) is proven
// by web/src/sites/agency/components/ContactForm.test.tsx; here a real message is stored.
test.describe('agency contact form', () => {
  test('a visitor sends a message: success text, fields cleared after 3 s, row stored', async ({
    page,
  }, testInfo) => {
    await page.clock.install();
    const sender = `E2E ${testInfo.project.name} ${Date.now()}`;
    const form = await sendContactForm(page, {
      name: sender,
      email: '  besucher@example.de ',
      message: 'Hallo, ich interessiere mich für eine neue Website für meinen Laden.',
    });

    await expect(page.getByText(SUCCESS)).toBeVisible();
    // The 3 s pass at once on the page's clock.
    await page.clock.runFor(3000);
    await expect(form.name).toHaveValue('', { timeout: 5000 });
    await expect(form.email).toHaveValue('');
    await expect(form.message).toHaveValue('');
    await expect(page.getByText(SUCCESS)).toBeHidden();
    await expect(form.submit).toBeEnabled();

    const rows = await query<{ email: string; body: string; seen: boolean }>(
      'SELECT email, body, seen FROM contact_requests WHERE sender = $1',
      [sender],
    );
    expect(rows).toEqual([
      {
        email: 'besucher@example.de',
        body: 'Hallo, ich interessiere mich für eine neue Website für meinen Laden.',
        seen: false,
      },
    ]);
  });
});

test.describe('agency pages', () => {
  // Home, imprint and privacy statement are checked and scanned in agency-site.spec.ts.

  test('an unknown path shows an accessible 404 page', async ({ page }) => {
    await holdLongTimers(page);
    await page.goto('/gibt-es-nicht');
    await expect(page.getByText('404')).toBeVisible();
    await expect(page.getByText('Page not found')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await expect(page).toHaveURL(/\/gibt-es-nicht$/);
  });

  test('the 404 page returns home after 5 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/gibt-es-nicht');
    await expect(page.getByText('Page not found')).toBeVisible();
    // The 5 s pass at once on the page's clock.
    await page.clock.runFor(5000);
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 });
  });

  test('loads nothing from any other host', async ({ page }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol.startsWith('http')) {
        foreign.push(request.url());
      }
    });
    for (const path of ['/', '/Impressum', '/Datenschutz']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(foreign).toEqual([]);
  });
});
