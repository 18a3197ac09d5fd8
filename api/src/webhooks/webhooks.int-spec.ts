import { createHmac, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import jestOpenAPI from 'jest-openapi';
import { createTestApp, nextTestIp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { allSettled, retryNow } from '../../test/jobs';
import type { JobRow } from '../../test/jobs';
import { addHouseboat, insertCoupon, STAY_CUSTOMER } from '../../test/stay-fixtures';
import { waitUntil } from '../../test/wait-until';
import { HoldReleaseService } from '../bookings/hold-release.service';
import { StaysService } from '../bookings/stays.service';
import { forbiddenAddressClass } from './webhooks.rules';
import { WEBHOOK_DELIVERY_QUEUE, WEBHOOK_PRUNE_QUEUE, WebhooksService } from './webhooks.service';

jestOpenAPI(OPENAPI_FILE);

/** A Monday in summer (CEST); the business opens 9-19 (set below). */
const NOW = new Date('2027-06-07T06:00:00Z');
const DAY = '2027-06-09';

const customer = {
  name: 'Erika Mustermann',
  phone: '+49301234567',
  email: 'erika@example.org',
  street: 'Seestraße 12',
  zipCity: '14467 Potsdam',
  adults: 2,
  privacyAccepted: true,
  lang: 'de',
};

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on loopback. Each path answers with its own script of statuses (the last one
 * repeats); it records every request and every TCP connection.
 */
class Receiver {
  readonly requests: Received[] = [];
  connections = 0;
  private readonly scripts = new Map<string, number[]>();
  /** Paths whose answers wait until the test opens the gate. */
  private gate: { paths: Set<string>; opened: Promise<void>; open: () => void } | undefined;
  private readonly server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '';
        this.requests.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString() });
        const script = this.scripts.get(path) ?? [200];
        const status = script.length > 1 ? script.shift()! : script[0]!;
        const held = this.gate?.paths.has(path) ? this.gate.opened : Promise.resolve();
        void held.then(() => {
          res.writeHead(status, { 'content-type': 'text/plain' });
          res.end(`answer ${status} ${'x'.repeat(500)}`);
        });
      });
    });
    this.server.on('connection', () => {
      this.connections += 1;
    });
  }

  async listen(host: string): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }

  /** Requests to `paths` get no answer until the returned function is called. */
  hold(paths: string[]): () => void {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    this.gate = { paths: new Set(paths), opened, open };
    return open;
  }

  answer(path: string, statuses: number[]): void {
    this.scripts.set(path, [...statuses]);
  }

  to(path: string): Received[] {
    return this.requests.filter((request) => request.path === path);
  }

  reset(): void {
    this.gate?.open();
    this.gate = undefined;
    this.requests.length = 0;
    this.scripts.clear();
    this.connections = 0;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * The documented recipe, written here independently of the server's code: HMAC-SHA256 keyed
 * with the base64-decoded part of the secret after `whsec_`, over "{id}.{timestamp}.{body}",
 * compared in constant time with each `v1,` signature of the header.
 */
function verifySignature(secret: string, headers: IncomingHttpHeaders, body: string): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const header = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof header !== 'string') {
    return false;
  }
  const key = Buffer.from(secret.split('_')[1]!, 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return header.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

async function addVehicle(t: TestApp, name: string): Promise<string> {
  const { rows } = await t.db.query(
    `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                           extra_music_box, extra_binoculars, captain_cents_per_hour,
                           description_de, description_en)
     VALUES ('motorboats', $1, 6, $2, 'no', true, true, false, 2000, 'Boot', 'Boat') RETURNING id`,
    [name, JSON.stringify({ '1': 5500, '2': 10000, '3': 14000, '4': 18000 })],
  );
  return (rows[0] as { id: string }).id;
}

async function openBusiness(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
            off_season_start = '11-01', off_season_end = '02-29',
            season_begin_start = NULL, season_begin_end = NULL,
            season_end_start = NULL, season_end_end = NULL`,
  );
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  event_id: string;
  status: string;
  attempts: number;
  response_status: number | null;
  response_time_ms: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
}

describe('webhooks (receiver on loopback, WEBHOOKS_ALLOW_PRIVATE=true)', () => {
  let t: TestApp;
  let root: SessionClient;
  let receiver: Receiver;
  let base: string;
  let boat: string;

  const api = (client: SessionClient) => ({
    post: (path: string, body?: object) =>
      client.agent.post(`/api/v1${path}`).set('X-CSRF-Token', client.token).send(body),
    patch: (path: string, body: object) =>
      client.agent.patch(`/api/v1${path}`).set('X-CSRF-Token', client.token).send(body),
    delete: (path: string) =>
      client.agent.delete(`/api/v1${path}`).set('X-CSRF-Token', client.token),
    get: (path: string) => client.agent.get(`/api/v1${path}`),
  });

  const book = (client: SessionClient, startHour: number) =>
    api(client).post('/bookings', {
      ...customer,
      vehicleId: boat,
      day: DAY,
      startHour,
      hours: 2,
    });

  async function register(path: string, events: string[]) {
    const response = await api(root).post('/webhooks', {
      url: `${base}${path}`,
      events,
      description: `test ${path}`,
    });
    expect(response.status).toBe(201);
    return response.body as { id: string; secret: string; secretPrefix: string };
  }

  const deliveryRows = async (endpointId: string) =>
    (
      await t.db.query(
        `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at, id`,
        [endpointId],
      )
    ).rows as DeliveryRow[];

  /**
   * The delivery jobs queued since `since` (the database's time), once the worker has settled
   * them all: then every request they make has reached the receiver.
   */
  const settledDeliveryJobs = (since: Date) =>
    waitUntil(async () => {
      const { rows } = await t.db.query<JobRow>(
        `SELECT state::text AS state FROM pgboss.job WHERE name = $1 AND created_on >= $2`,
        [WEBHOOK_DELIVERY_QUEUE, since],
      );
      return allSettled(rows) && rows;
    }, 'the delivery jobs to be settled');
  const databaseNow = async () =>
    ((await t.db.query(`SELECT now() AS now`)).rows[0] as { now: Date }).now;

  const count = async (table: string) =>
    Number(((await t.db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0] as { n: string }).n);

  /** Every line the app's loggers were asked to write (the test app itself logs nothing). */
  const logged: string[] = [];
  beforeAll(() => {
    for (const level of ['log', 'warn', 'error', 'debug', 'verbose', 'fatal'] as const) {
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        logged.push(JSON.stringify(args));
      });
    }
  });
  afterAll(() => jest.restoreAllMocks());

  beforeAll(async () => {
    t = await createTestApp({
      DEMO_MODE: 'true',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRY_LIMIT: '2',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    t.setNow(NOW);
    await openBusiness(t);
    receiver = new Receiver();
    base = await receiver.listen('127.0.0.1');
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  beforeEach(async () => {
    // A delivery the last test left to retry would work on the rows the clean-up below deletes,
    // table by table, and the two once deadlocked: waiting ones are cancelled, a running one
    // finishes first.
    const queues = [WEBHOOK_DELIVERY_QUEUE, WEBHOOK_PRUNE_QUEUE];
    await t.db.query(
      `UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
        WHERE name = ANY($1) AND state IN ('created', 'retry')`,
      [queues],
    );
    await waitUntil(
      async () =>
        (
          await t.db.query(`SELECT 1 FROM pgboss.job WHERE name = ANY($1) AND state = 'active'`, [
            queues,
          ])
        ).rowCount === 0,
      'no webhook job to be running',
    );
    await t.db.query('DELETE FROM webhook_endpoints');
    await t.db.query('DELETE FROM webhook_events');
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM vehicles');
    boat = await addVehicle(t, 'Motorboat W');
    receiver.reset();
  });

  it('signs each delivery verifiably and retries 500, 500, 200: delivered after 3 attempts', async () => {
    receiver.answer('/flaky', [500, 500, 200]);
    const endpoint = await register('/flaky', ['booking.created', 'booking.cancelled']);
    const other = await register('/stays-only', ['stay.created']);

    const booked = await book(root, 10);
    expect(booked.status).toBe(201);
    const bookingId = (booked.body as { id: string }).id;

    await waitUntil(async () => {
      await retryNow(t, WEBHOOK_DELIVERY_QUEUE);
      return (await deliveryRows(endpoint.id))[0]?.status === 'delivered';
    }, 'delivery');
    const received = receiver.to('/flaky');
    expect(received).toHaveLength(3);
    expect(receiver.to('/stays-only')).toEqual([]);

    // One event: the same id and body each time, a valid signature over each attempt's timestamp.
    const [event] = (await t.db.query(`SELECT id, type, data FROM webhook_events`)).rows as Array<{
      id: string;
      type: string;
      data: Record<string, unknown>;
    }>;
    expect(event).toBeDefined();
    for (const request of received) {
      expect(request.headers['content-type']).toBe('application/json');
      expect(request.headers['webhook-id']).toBe(event!.id);
      expect(request.headers['webhook-timestamp']).toMatch(/^\d{10}$/);
      expect(request.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
      expect(verifySignature(endpoint.secret, request.headers, request.body)).toBe(true);
      // Tampering is detected: another body, another secret.
      expect(verifySignature(endpoint.secret, request.headers, `${request.body} `)).toBe(false);
      expect(verifySignature(other.secret, request.headers, request.body)).toBe(false);
      expect(request.body).toBe(received[0]!.body);
    }
    const body = JSON.parse(received[0]!.body) as Record<string, unknown>;
    expect(body).toEqual({
      id: event!.id,
      type: 'booking.created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: {
        bookingId,
        kind: 'hourly',
        vehicleId: boat,
        vehicleName: 'Motorboat W',
        startsAt: '2027-06-09T08:00:00.000Z',
        endsAt: '2027-06-09T10:00:00.000Z',
        status: 'booked',
        paid: false,
        totalCents: 10000,
        couponCents: 0,
      },
    });
    expect(event!.data).toEqual(body.data);
    // No personal data of the customer travels.
    expect(received[0]!.body).not.toMatch(/Erika|erika@example\.org|4930|Seestraße|Potsdam/);

    const [row, ...more] = await deliveryRows(endpoint.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      event_id: event!.id,
      status: 'delivered',
      attempts: 3,
      response_status: 200,
      last_error: null,
    });
    expect(row!.response_time_ms).toEqual(expect.any(Number));
    expect(row!.delivered_at).toBeInstanceOf(Date);
    const [stored] = (
      await t.db.query(
        `SELECT consecutive_failures, last_success_at, enabled FROM webhook_endpoints WHERE id = $1`,
        [endpoint.id],
      )
    ).rows as Array<{
      consecutive_failures: number;
      last_success_at: Date | null;
      enabled: boolean;
    }>;
    expect(stored).toMatchObject({ consecutive_failures: 0, enabled: true });
    expect(stored!.last_success_at).toBeInstanceOf(Date);

    const log = await api(root).get(`/webhooks/${endpoint.id}/deliveries`);
    expect(log.status).toBe(200);
    expect(log).toSatisfyApiSpec();
    expect(log.body).toEqual({
      items: [
        expect.objectContaining({
          id: row!.id,
          eventId: event!.id,
          eventType: 'booking.created',
          status: 'delivered',
          attempts: 3,
          responseStatus: 200,
          lastError: null,
        }),
      ],
      nextCursor: null,
    });

    // Cancelling it is the next event, for the same endpoint.
    const cancelled = await api(root).post(`/bookings/${bookingId}/cancellation`, {
      reason: 'Sturmwarnung',
    });
    expect(cancelled.status).toBe(200);
    const cancel = await waitUntil(
      () => receiver.to('/flaky').find((request) => request.body.includes('booking.cancelled')),
      'booking.cancelled',
    );
    expect(JSON.parse(cancel.body)).toMatchObject({
      type: 'booking.cancelled',
      data: { bookingId, status: 'cancelled', cancelledBy: 'staff' },
    });
    expect(cancel.body).not.toContain('Sturmwarnung');
    expect(verifySignature(endpoint.secret, cancel.headers, cancel.body)).toBe(true);

    // The worker logged each attempt, by ids and statuses only: no secret, signature, URL or body.
    const lines = logged.join('\n');
    expect(lines).toContain('webhook delivered');
    expect(lines).toContain('webhook attempt failed');
    const secretKey = endpoint.secret.slice('whsec_'.length, 30);
    for (const request of [...received, cancel]) {
      expect(lines).not.toContain(String(request.headers['webhook-signature']).slice(3, 30));
    }
    for (const leak of [secretKey, base, 'Motorboat W', bookingId]) {
      expect(lines).not.toContain(leak);
    }
  });

  it('delivers to a quick receiver while slow ones keep their deliveries waiting', async () => {
    const slowPaths = ['/slow-1', '/slow-2', '/slow-3'];
    const release = receiver.hold(slowPaths);
    const slow = [];
    for (const path of slowPaths) slow.push(await register(path, ['booking.created']));
    const quick = await register('/quick', ['booking.created']);

    expect((await book(root, 10)).status).toBe(201);
    // Three receivers hang (short of the 10 s timeout); the fourth delivery is not queued
    // behind them.
    await waitUntil(
      async () => (await deliveryRows(quick.id))[0]?.status === 'delivered',
      'the quick delivery',
      8_000,
    );
    await waitUntil(
      () => slowPaths.every((path) => receiver.to(path).length === 1),
      'slow requests',
    );
    for (const endpoint of slow) {
      expect((await deliveryRows(endpoint.id))[0]?.status).toBe('pending');
    }

    release();
    for (const endpoint of slow) {
      await waitUntil(
        async () => (await deliveryRows(endpoint.id))[0]?.status === 'delivered',
        'the slow deliveries',
      );
    }
  });

  it('records nothing for a change that is rolled back (a simulated demo booking, a conflict)', async () => {
    const endpoint = await register('/all', ['booking.created']);
    const demo = await t.loginAsDemo();
    const since = await databaseNow();

    const simulated = await book(demo, 10);
    expect(simulated.status).toBe(201);
    expect(simulated.body.simulated).toBe(true);
    expect(await count('bookings')).toBe(0);

    expect((await book(root, 12)).status).toBe(201);
    const conflict = await book(root, 13);
    expect(conflict.status).toBe(409);

    // Only the one real booking is an event; its delivery arrives, nothing else does.
    await waitUntil(
      async () => (await deliveryRows(endpoint.id))[0]?.status === 'delivered',
      'delivery',
    );
    // One job was queued, and it has run: no other request can still come.
    expect(await settledDeliveryJobs(since)).toEqual([{ state: 'completed' }]);
    expect(await count('webhook_events')).toBe(1);
    expect(await deliveryRows(endpoint.id)).toHaveLength(1);
    expect(receiver.to('/all')).toHaveLength(1);
    expect(JSON.parse(receiver.to('/all')[0]!.body)).toMatchObject({
      data: { startsAt: '2027-06-09T10:00:00.000Z' },
    });
  });

  it('redelivers an event as a new delivery with the same id and body', async () => {
    const endpoint = await register('/again', ['booking.created']);
    expect((await book(root, 10)).status).toBe(201);
    const [first] = await waitUntil(async () => {
      const rows = await deliveryRows(endpoint.id);
      return rows[0]?.status === 'delivered' && rows;
    }, 'first delivery');

    const again = await api(root).post(
      `/webhooks/${endpoint.id}/deliveries/${first!.id}/redeliver`,
    );
    expect(again.status).toBe(202);
    expect(again).toSatisfyApiSpec();
    expect(again.body.delivery).toMatchObject({
      eventId: first!.event_id,
      eventType: 'booking.created',
      status: 'pending',
      attempts: 0,
    });
    await waitUntil(async () => {
      const rows = await deliveryRows(endpoint.id);
      return rows.length === 2 && rows.every((row) => row.status === 'delivered');
    }, 'redelivery');
    const [one, two] = receiver.to('/again');
    expect(two).toBeDefined();
    expect(two!.headers['webhook-id']).toBe(one!.headers['webhook-id']);
    expect(two!.body).toBe(one!.body);
    expect(verifySignature(endpoint.secret, two!.headers, two!.body)).toBe(true);
    const second = (await deliveryRows(endpoint.id)).find((row) => row.id !== first!.id);
    expect(second).toMatchObject({ attempts: 1, status: 'delivered', event_id: first!.event_id });

    // Another endpoint's delivery, or an unknown one, is not found.
    const stranger = await register('/stranger', ['stay.created']);
    const foreign = await api(root).post(
      `/webhooks/${stranger.id}/deliveries/${first!.id}/redeliver`,
    );
    expect(foreign.status).toBe(404);
    expect(foreign.headers['content-type']).toMatch(/application\/problem\+json/);
  });

  it('switches an endpoint off when a delivery fails every retry, with a note in the inbox', async () => {
    receiver.answer('/down', [503]);
    const endpoint = await register('/down', ['booking.created']);
    expect((await book(root, 10)).status).toBe(201);

    const [row] = await waitUntil(async () => {
      await retryNow(t, WEBHOOK_DELIVERY_QUEUE);
      const rows = await deliveryRows(endpoint.id);
      return rows[0]?.status === 'failed' && rows;
    }, 'final failure');
    // The first attempt and WEBHOOK_RETRY_LIMIT=2 retries.
    expect(row).toMatchObject({ attempts: 3, response_status: 503, last_error: 'HTTP 503' });
    expect(receiver.to('/down')).toHaveLength(3);
    // The receiver's body (500 characters of it) is not kept anywhere.
    const stored = JSON.stringify(await deliveryRows(endpoint.id));
    expect(stored).not.toContain('xxxxxxxxxx');

    const shown = await waitUntil(async () => {
      const response = await api(root).get(`/webhooks/${endpoint.id}`);
      return response.body.enabled === false && response;
    }, 'switched off');
    expect(shown).toSatisfyApiSpec();
    expect(shown.body).toMatchObject({
      enabled: false,
      consecutiveFailures: 3,
      disabledReason: expect.stringContaining('HTTP 503'),
    });
    expect(shown.body.secret).toBeUndefined();
    const notes = (
      await t.db.query(
        `SELECT type, name, body, created_by FROM inbox_items WHERE name = 'Webhook abgeschaltet'`,
      )
    ).rows as Array<{ type: string; name: string; body: string; created_by: string }>;
    expect(notes).toEqual([
      {
        type: 'todo',
        name: 'Webhook abgeschaltet',
        body: expect.stringContaining(`${base}/down`),
        created_by: 'System',
      },
    ]);

    // Switched off: new events are not delivered to it, and redelivery waits until it is on.
    expect((await book(root, 14)).status).toBe(201);
    // The booking's event is written with its deliveries (and their jobs) before the answer.
    expect(await count('webhook_events')).toBe(2);
    expect(await deliveryRows(endpoint.id)).toHaveLength(1);
    const refused = await api(root).post(
      `/webhooks/${endpoint.id}/deliveries/${row!.id}/redeliver`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('WEBHOOK_DISABLED');

    receiver.answer('/down', [200]);
    const on = await api(root).patch(`/webhooks/${endpoint.id}`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
    expect(
      (await api(root).post(`/webhooks/${endpoint.id}/deliveries/${row!.id}/redeliver`)).status,
    ).toBe(202);
    await waitUntil(
      async () => (await deliveryRows(endpoint.id)).some((r) => r.status === 'delivered'),
      'redelivery after switching on',
    );
  });

  it('manages endpoints: the secret once, then only its prefix; encrypted at rest; rotation', async () => {
    const created = await api(root).post('/webhooks', {
      url: `${base}/crud`,
      events: ['coupon.issued', 'checkout.completed'],
    });
    expect(created.status).toBe(201);
    expect(created).toSatisfyApiSpec();
    const { id, secret } = created.body as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.body).toMatchObject({
      url: `${base}/crud`,
      events: ['coupon.issued', 'checkout.completed'],
      enabled: true,
      description: null,
      secretPrefix: secret.slice(0, 10),
    });

    const list = await api(root).get('/webhooks');
    expect(list.status).toBe(200);
    expect(list).toSatisfyApiSpec();
    expect(list.body.items).toEqual([
      expect.objectContaining({ id, secretPrefix: secret.slice(0, 10) }),
    ]);
    const one = await api(root).get(`/webhooks/${id}`);
    for (const answer of [list, one]) {
      expect(JSON.stringify(answer.body)).not.toContain(secret.slice(10, 30));
    }
    const [row] = (
      await t.db.query(`SELECT secret_sealed, secret_prefix FROM webhook_endpoints WHERE id = $1`, [
        id,
      ])
    ).rows as Array<{ secret_sealed: string; secret_prefix: string }>;
    expect(row!.secret_prefix).toBe(secret.slice(0, 10));
    expect(row!.secret_sealed).not.toContain(secret.slice(6, 26));

    const rotated = await api(root).post(`/webhooks/${id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated).toSatisfyApiSpec();
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(secret);

    const changed = await api(root).patch(`/webhooks/${id}`, {
      events: ['stay.cancelled'],
      description: 'Buchungsportal',
    });
    expect(changed.status).toBe(200);
    expect(changed).toSatisfyApiSpec();
    expect(changed.body).toMatchObject({
      events: ['stay.cancelled'],
      description: 'Buchungsportal',
    });
    // Left out, the description stays; a blank one or null clears it.
    const descriptionOf = async () =>
      (
        (await t.db.query(`SELECT description FROM webhook_endpoints WHERE id = $1`, [id]))
          .rows[0] as { description: string | null }
      ).description;
    expect((await api(root).patch(`/webhooks/${id}`, { enabled: true })).status).toBe(200);
    expect(await descriptionOf()).toBe('Buchungsportal');
    const blanked = await api(root).patch(`/webhooks/${id}`, { description: '  ' });
    expect(blanked.status).toBe(200);
    expect(blanked).toSatisfyApiSpec();
    expect(blanked.body.description).toBeNull();
    expect(await descriptionOf()).toBeNull();
    await api(root).patch(`/webhooks/${id}`, { description: 'Buchhaltung' });
    expect(await descriptionOf()).toBe('Buchhaltung');
    expect((await api(root).patch(`/webhooks/${id}`, { description: null })).status).toBe(200);
    expect(await descriptionOf()).toBeNull();

    const removed = await api(root).delete(`/webhooks/${id}`);
    expect(removed.status).toBe(204);
    expect((await api(root).get(`/webhooks/${id}`)).status).toBe(404);
    expect(await count('webhook_endpoints')).toBe(0);
  });

  it.each([
    ['a URL that is no URL', { url: 'not a url' }, 'url', 'INVALID_URL'],
    ['ftp', { url: 'ftp://example.com/hook' }, 'url', 'HTTPS_REQUIRED'],
    [
      'credentials in the URL',
      { url: 'https://u:p@example.com/' },
      'url',
      'CREDENTIALS_NOT_ALLOWED',
    ],
    ['a URL too long', { url: `https://example.com/${'a'.repeat(2000)}` }, 'url', 'TOO_LONG'],
    ['a URL that is a number', { url: 42 }, 'url', 'NOT_A_STRING'],
    ['no events', { events: [] }, 'events', 'ARRAY_MIN_SIZE'],
    ['an unknown event', { events: ['booking.deleted'] }, 'events', 'NOT_ALLOWED'],
    ['an event twice', { events: ['stay.created', 'stay.created'] }, 'events', 'ARRAY_UNIQUE'],
    ['events that are no list', { events: 'booking.created' }, 'events', undefined],
    ['an unknown field', { secret: 'whsec_mine' }, 'secret', 'UNKNOWN_FIELD'],
  ])('refuses %s with a 400 naming the field', async (_, change, field, code) => {
    const response = await api(root).post('/webhooks', {
      url: 'https://hooks.example.com/rental',
      events: ['booking.created'],
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, ...(code ? { code } : {}) })]),
    );
    expect(await count('webhook_endpoints')).toBe(0);
  });

  it('keeps the demo account to simulated changes and shows it no real endpoint', async () => {
    const real = await register('/real', ['booking.created']);
    const demo = await t.loginAsDemo();
    expect((await api(demo).get('/webhooks')).body).toEqual({ items: [] });
    expect((await api(demo).get(`/webhooks/${real.id}`)).status).toBe(404);
    expect((await api(demo).get(`/webhooks/${real.id}/deliveries`)).status).toBe(404);
    expect((await api(demo).delete(`/webhooks/${real.id}`)).status).toBe(404);

    const created = await api(demo).post('/webhooks', {
      url: 'https://hooks.example.com/demo',
      events: ['booking.created'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      simulated: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    expect(await count('webhook_endpoints')).toBe(1);
  });

  it('announces every kind of change from inside its transaction, without personal data', async () => {
    const endpoint = await register('/all-events', [
      'booking.created',
      'booking.cancelled',
      'booking.repriced',
      'stay.created',
      'stay.cancelled',
      'stay.paid',
      'checkout.completed',
      'coupon.issued',
    ]);
    const types = async () =>
      (
        (await t.db.query(`SELECT type FROM webhook_events ORDER BY created_at, id`))
          .rows as Array<{
          type: string;
        }>
      ).map((row) => row.type);
    let keys = 0;
    const checkout = (body: object) =>
      api(root)
        .post('/cashregister/checkouts', body)
        .set('Idempotency-Key', `webhooks-${Date.now()}-${(keys += 1)}`);

    const booked = await book(root, 10);
    expect(booked.status).toBe(201);
    const repriced = await api(root).post(`/bookings/${booked.body.id}/price-change`, {
      newPriceCents: 8000,
      reason: 'Stammkunde',
    });
    expect(repriced.status).toBe(200);

    const houseboat = await addHouseboat(t, { name: 'Hausboot W' });
    const stay = (startDay: string, endDay: string) =>
      api(root).post('/stays', {
        ...STAY_CUSTOMER,
        vehicleId: houseboat,
        startDay,
        endDay,
        paymentMethod: 'bank_transfer',
      });
    const kept = await stay('2027-06-20', '2027-06-23');
    expect(kept.status).toBe(201);
    const lapsed = await stay('2027-06-24', '2027-06-26');
    expect(lapsed.status).toBe(201);
    // As if its PayPal payment had not arrived in time: the scheduled release cancels it.
    await t.db.query(
      `UPDATE bookings SET hold_expires_at = $2, paid = false, payment_method = 'paypal' WHERE id = $1`,
      [lapsed.body.id, new Date(NOW.getTime() - 60_000)],
    );
    expect(await t.app.get(HoldReleaseService).release()).toBe(1);
    // Held while its PayPal payment is under way, then paid in time.
    const paidLater = await stay('2027-06-27', '2027-06-29');
    expect(paidLater.status).toBe(201);
    await t.db.query(
      `UPDATE bookings SET hold_expires_at = $2, paid = false, payment_method = 'paypal' WHERE id = $1`,
      [paidLater.body.id, new Date(NOW.getTime() + 10 * 60_000)],
    );
    await t.app.get(StaysService).confirmPaid(paidLater.body.id);
    const cancelled = await api(root).post(`/bookings/${kept.body.id}/cancellation`, {
      reason: 'Motorschaden',
    });
    expect(cancelled.status).toBe(200);

    const { rows: products } = await t.db.query<{ id: string }>(
      `INSERT INTO products (type, name, price_cents, actual_stock, target_stock, changed_by)
       VALUES ('drinks', 'Limo W', 250, 10, 10, 'Admin') RETURNING id`,
    );
    const drinks = await checkout({
      items: [{ productId: products[0]!.id, quantity: 2 }],
      paymentMethod: 'cash',
    });
    expect(drinks.status).toBe(201);
    const coupon = await insertCoupon(t, { cents: 4000, paid: false });
    const sold = await checkout({ soldCouponId: coupon.id, paymentMethod: 'card' });
    expect(sold.status).toBe(201);

    const recorded = await types();
    expect(recorded.slice(0, 9)).toEqual([
      'booking.created',
      'booking.repriced',
      'stay.created',
      'stay.created',
      'stay.cancelled',
      'stay.created',
      'stay.paid',
      'stay.cancelled',
      'checkout.completed',
    ]);
    // One transaction: the coupon is issued by the checkout that sells it (same timestamp).
    expect(recorded.slice(9).sort()).toEqual(['checkout.completed', 'coupon.issued']);
    const received = await waitUntil(() => {
      const all = receiver.to('/all-events');
      return all.length === 11 && all;
    }, 'eleven deliveries');
    const bodies = received.map((request) => {
      expect(verifySignature(endpoint.secret, request.headers, request.body)).toBe(true);
      expect(request.body).not.toMatch(
        /Erika|erika@example|Seestraße|Potsdam|Greta|Stammkunde|Motorschaden|Admin/,
      );
      expect(request.body).not.toContain(coupon.code);
      return JSON.parse(request.body) as { type: string; data: Record<string, unknown> };
    });
    const byType = (type: string) => bodies.filter((body) => body.type === type).map((b) => b.data);
    expect(byType('booking.repriced')).toEqual([
      expect.objectContaining({
        bookingId: booked.body.id,
        totalCents: 8000,
        previousTotalCents: 10000,
      }),
    ]);
    expect(byType('stay.created')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: kept.body.id, kind: 'stay', status: 'booked' }),
      ]),
    );
    expect(byType('stay.cancelled')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ bookingId: lapsed.body.id, cancelledBy: 'payment_expired' }),
        expect.objectContaining({
          bookingId: kept.body.id,
          cancelledBy: 'staff',
          status: 'cancelled',
        }),
      ]),
    );
    expect(byType('stay.paid')).toEqual([
      expect.objectContaining({
        bookingId: paidLater.body.id,
        kind: 'stay',
        status: 'booked',
        paid: true,
      }),
    ]);
    expect(byType('checkout.completed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          checkoutId: drinks.body.checkout.id,
          totalCents: 500,
          products: [{ productId: products[0]!.id, quantity: 2, totalCents: 500 }],
          paymentMethod: 'cash',
        }),
        expect.objectContaining({ soldCouponId: coupon.id, totalCents: 4000 }),
      ]),
    );
    expect(byType('coupon.issued')).toEqual([
      {
        couponId: coupon.id,
        amountCents: 4000,
        validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        paymentMethod: 'bank_transfer',
      },
    ]);
  });

  it('prunes events older than 30 days with their deliveries, daily', async () => {
    const endpoint = await register('/prune', ['booking.created']);
    const day = 24 * 3600 * 1000;
    const { rows } = await t.db.query<{ id: string }>(
      `INSERT INTO webhook_events (type, data, created_at)
       VALUES ('booking.created', '{}', $1), ('booking.created', '{}', $2) RETURNING id`,
      [new Date(NOW.getTime() - 31 * day), new Date(NOW.getTime() - 29 * day)],
    );
    const [old, recent] = rows.map((row) => row.id);
    await t.db.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, status) VALUES ($1, $2, 'failed'), ($1, $3, 'delivered')`,
      [endpoint.id, old, recent],
    );
    expect(await t.app.get(WebhooksService).prune()).toBe(1);
    expect((await t.db.query(`SELECT id FROM webhook_events`)).rows).toEqual([{ id: recent }]);
    expect((await deliveryRows(endpoint.id)).map((row) => row.event_id)).toEqual([recent]);
  });

  it('lets employees do nothing with webhooks', async () => {
    await t.createEmployee({ email: 'hook.employee@example.com', password: 'emp-pass-1' });
    const employee = await t.loginAs('hook.employee@example.com', 'emp-pass-1', nextTestIp());
    expect((await api(employee).get('/webhooks')).status).toBe(403);
    expect(
      (await api(employee).post('/webhooks', { url: `${base}/x`, events: ['stay.created'] }))
        .status,
    ).toBe(403);
  });
});

describe('webhooks without WEBHOOKS_ALLOW_PRIVATE (the SSRF guard)', () => {
  let t: TestApp;
  let root: SessionClient;
  let receiver: Receiver;

  beforeAll(async () => {
    t = await createTestApp({
      DEMO_MODE: 'false',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
      WEBHOOK_RETRY_LIMIT: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    t.setNow(NOW);
    await openBusiness(t);
    receiver = new Receiver();
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password, nextTestIp());
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const register = (url: string) =>
    root.agent
      .post('/api/v1/webhooks')
      .set('X-CSRF-Token', root.token)
      .send({ url, events: ['booking.created'] });

  it.each([
    'https://127.0.0.1/x',
    'https://10.0.0.1/',
    'https://[::1]/',
    'https://169.254.169.254/',
    'https://[::ffff:127.0.0.1]/',
    'https://192.168.0.10:8443/hook',
    'https://localhost:3000/',
    'https://2130706433/',
  ])('refuses to register %s', async (url) => {
    const response = await register(url);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ field: 'url', code: 'PRIVATE_ADDRESS' }),
    ]);
  });

  it('refuses http:// outside tests', async () => {
    const response = await register('http://hooks.example.com/');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      expect.objectContaining({ field: 'url', code: 'HTTPS_REQUIRED' }),
    ]);
  });

  it('refuses at delivery time a host name that resolves to a private address: no connection', async () => {
    // The machine's own name resolves to a loopback or private address (never a public one).
    const name = hostname();
    const [resolved] = await lookup(name, { all: true });
    expect(resolved).toBeDefined();
    expect(forbiddenAddressClass(resolved!.address)).not.toBeNull();
    const local = await receiver.listen(resolved!.address);
    const port = new URL(local).port;

    const created = await register(`https://${name}:${port}/hook`);
    expect(created.status).toBe(201);
    const endpointId = (created.body as { id: string }).id;
    const boat = await addVehicle(t, 'Motorboat S');
    const booked = await root.agent
      .post('/api/v1/bookings')
      .set('X-CSRF-Token', root.token)
      .send({ ...customer, vehicleId: boat, day: DAY, startHour: 10, hours: 2 });
    expect(booked.status).toBe(201);

    const row = await waitUntil(async () => {
      const { rows } = await t.db.query(`SELECT * FROM webhook_deliveries WHERE endpoint_id = $1`, [
        endpointId,
      ]);
      const delivery = rows[0] as DeliveryRow | undefined;
      return delivery?.status === 'failed' && delivery;
    }, 'refused delivery');
    expect(row).toMatchObject({ attempts: 1, response_status: null, response_time_ms: null });
    expect(row.last_error).toMatch(
      new RegExp(
        `^refused: ${name} resolves to a [a-z-]+ address \\(${resolved!.address.replace(/\./g, '\\.')}\\)$`,
      ),
    );
    expect(receiver.connections).toBe(0);
    expect(receiver.requests).toEqual([]);
  });
});
