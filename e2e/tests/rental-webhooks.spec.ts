import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../support/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { csrfToken } from '../support/csrf';
import { E2E_WEBHOOK_TLS } from '../support/environment';
import { bookAsStaff, newCustomer } from '../support/staff-bookings';
import { ROOT_STATE } from '../support/staff-session';

/**
 * Webhooks (issue 24 §3) as an admin meets them: root registers an endpoint on /Einstellungen,
 * a booking is delivered to it signed (real https on loopback, certificate checked), the page's
 * delivery log shows it delivered, "Erneut senden" sends the same event again, and an edit in the
 * page adds an event the receiver then gets.
 *
 * Other journeys book at the same time and their events reach this receiver too while the
 * endpoint exists: the journey looks only at events about its own booking (a canoe in the summer
 * of 2042, which no other journey books).
 */

const SETTINGS = '/RentalRevolution/Einstellungen';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

interface Delivered {
  id: string;
  type: string;
  data: { bookingId?: string };
}

/**
 * A button of one endpoint: its word, then the endpoint's URL read out after it (Chromium puts a
 * space before the visually hidden ': URL').
 */
function forEndpoint(action: string, url: string): RegExp {
  return new RegExp(`^${action}\\W+${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

/** An https receiver on 127.0.0.1 that answers 204 and keeps every request. */
async function startReceiver(): Promise<{ server: Server; base: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(
    { cert: readFileSync(E2E_WEBHOOK_TLS.cert), key: readFileSync(E2E_WEBHOOK_TLS.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(204).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, base: `https://127.0.0.1:${port}`, received };
}

/** The documented recipe (README "Webhooks"), written here on its own. */
function signedBy(secret: string, request: Received): boolean {
  const { 'webhook-id': id, 'webhook-timestamp': timestamp } = request.headers;
  const header = request.headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof header !== 'string') {
    return false;
  }
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${request.body}`).digest();
  return header.split(' ').some((entry) => {
    const given = Buffer.from(entry.replace(/^v1,/, ''), 'base64');
    return (
      entry.startsWith('v1,') &&
      given.length === expected.length &&
      timingSafeEqual(given, expected)
    );
  });
}

test.describe('webhooks in the staff settings', () => {
  test.use({ storageState: ROOT_STATE });

  test('root registers an endpoint, sees a booking delivered, sends it again and adds an event', async ({
    page,
  }, testInfo) => {
    const receiver = await startReceiver();
    const url = `${receiver.base}/rental-${testInfo.project.name}`;
    const mine = (bookingId: string, type: string) =>
      receiver.received.filter((request) => {
        const event = JSON.parse(request.body) as Delivered;
        return (
          request.path.endsWith(testInfo.project.name) &&
          event.type === type &&
          event.data.bookingId === bookingId
        );
      });
    let endpointId: string | undefined;
    try {
      await page.goto(SETTINGS);
      const card = page.getByRole('region', { name: 'Webhooks' });
      await card.getByLabel('Ziel-URL').fill(url);
      const events = card.getByRole('group', { name: 'Ereignisse' });
      await events.getByRole('checkbox', { name: /^Buchung angelegt/ }).check();
      await card.getByLabel(/^Beschreibung/).fill(`E2E ${testInfo.project.name}`);
      await card.getByRole('button', { name: 'Webhook anlegen' }).click();

      const panel = page.getByRole('region', { name: `Secret für ${url}` });
      await expect(panel).toBeVisible();
      const secret = await panel.getByLabel('Signatur-Secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await panel.getByRole('button', { name: 'Fertig' }).click();
      const item = card.getByRole('listitem', { name: url });
      await expect(item).toBeVisible();
      const listed = await page.request.get('/api/v1/webhooks');
      endpointId = (
        (await listed.json()) as { items: Array<{ id: string; url: string }> }
      ).items.find((endpoint) => endpoint.url === url)?.id;
      expect(endpointId).toBeDefined();

      // A booking made as staff do it: its event arrives signed with the secret shown once.
      const booking = await bookAsStaff(
        page.request,
        { vehicle: 'Canoe A', vehicleType: 'canoes', year: 2042 },
        newCustomer(testInfo, 'Wenke Webhook', 'webhook'),
      );
      await expect
        .poll(() => mine(booking.id, 'booking.created').length, { timeout: 15_000 })
        .toBe(1);
      const [created] = mine(booking.id, 'booking.created');
      expect(signedBy(secret, created!)).toBe(true);
      expect(created!.body).not.toContain(booking.customer.name);

      // The page's log shows it delivered; "Erneut senden" sends the same event (same id) again.
      await item.getByRole('button', { name: forEndpoint('Zustellungen', url) }).click();
      const log = item.getByRole('region', { name: `Zustellungen an ${url}` });
      const delivered = log.getByRole('row').filter({ hasText: 'zugestellt' }).first();
      await expect(delivered).toBeVisible();
      await expect(delivered).toContainText('204');
      await expectNoAccessibilityViolations(page);
      const before = receiver.received.length;
      await delivered.getByRole('button', { name: /^Erneut senden/ }).click();
      await expect(log.getByText('Die Zustellung wird erneut gesendet.')).toBeVisible();
      await expect
        .poll(() => receiver.received.length, { timeout: 15_000 })
        .toBeGreaterThan(before);
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(
        ids.some((id, index) => ids.indexOf(id) !== index),
        'an event id sent twice',
      ).toBe(true);

      // An edit in the page: the endpoint also wants cancellations, and gets this one.
      await item.getByRole('button', { name: forEndpoint('Bearbeiten', url) }).click();
      const editor = item.getByRole('region', { name: `Webhook an ${url} bearbeiten` });
      await expect(editor.getByText(/Das Secret bleibt dasselbe/)).toBeVisible();
      await editor
        .getByRole('group', { name: 'Ereignisse' })
        .getByRole('checkbox', { name: /^Buchung storniert/ })
        .check();
      await editor.getByRole('button', { name: 'Speichern' }).click();
      await expect(card.getByText(`Der Webhook an ${url} wurde gespeichert.`)).toBeVisible();
      await expect(item.getByRole('list', { name: 'Ereignisse' })).toContainText(
        'Buchung storniert',
      );

      const cancelled = await page.request.post(`/api/v1/bookings/${booking.id}/cancellation`, {
        headers: { 'x-csrf-token': await csrfToken(page.request) },
        data: { reason: 'Webhook-Test' },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      await expect
        .poll(() => mine(booking.id, 'booking.cancelled').length, { timeout: 15_000 })
        .toBe(1);
      expect(signedBy(secret, mine(booking.id, 'booking.cancelled')[0]!)).toBe(true);
    } finally {
      // Other journeys' events must not keep going to a receiver that is gone.
      if (endpointId) {
        await page.request.delete(`/api/v1/webhooks/${endpointId}`, {
          headers: { 'x-csrf-token': await csrfToken(page.request) },
        });
      }
      receiver.server.closeAllConnections();
      await new Promise((resolve) => receiver.server.close(resolve));
    }
  });
});
