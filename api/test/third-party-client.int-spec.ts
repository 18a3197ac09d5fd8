/**
 * The contract as a third party meets it (issue 24): a client made by another generator than
 * ours — openapi-typescript types generated from openapi.yaml in this run, openapi-fetch — must
 * type-check strictly against the spec and then take a booking through a live API with nothing
 * but a bearer token: list vehicles, read a week, book, read it back, cancel.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from './test-app';
import type { TestApp } from './test-app';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..');
const CLIENT_DIR = join(__dirname, 'third-party');
const bin = (name: string) => join(ROOT, 'node_modules', '.bin', name);

/** What the script answers (its own type lives beside it, on the generated types). */
interface DayOfBookings {
  vehicleName: string;
  weekDays: number;
  bookingId: string;
  readBack: { id: string; day: string; customerName: string; cancelled: boolean };
  cancelled: boolean;
}

/** A Monday in summer (CEST); the business opens 9-19 (set below). */
const NOW = new Date('2027-06-07T06:00:00Z');
const DAY = '2027-06-09';

describe('a third-party client made by openapi-typescript + openapi-fetch', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    mkdirSync(join(CLIENT_DIR, 'generated'), { recursive: true });
    // Run from the client's folder: the generator would otherwise read the repository's
    // redocly.yaml (made for linting) as its own configuration.
    await run(
      bin('openapi-typescript'),
      [OPENAPI_FILE, '--output', join(CLIENT_DIR, 'generated', 'openapi.d.ts')],
      { cwd: CLIENT_DIR },
    );
    t = await createTestApp({ DEMO_MODE: 'false' });
    t.setNow(NOW);
    await t.db.query(
      `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 19,
              off_season_start = '11-01', off_season_end = '02-29',
              season_begin_start = NULL, season_begin_end = NULL,
              season_end_start = NULL, season_end_end = NULL`,
    );
    await t.db.query(
      `INSERT INTO vehicles (type, name, passengers, price_cents, licence, extra_barbecue,
                             extra_music_box, extra_binoculars, captain_cents_per_hour,
                             description_de, description_en)
       VALUES ('motorboats', 'Portal Boat', 6, '{"1":5500,"2":10000,"3":14000,"4":18000}', 'no',
               true, true, false, 2000, 'Boot', 'Boat')`,
    );
    const server = await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it('type-checks strictly against the types generated from openapi.yaml', async () => {
    await expect(
      run(bin('tsc'), ['-p', join(CLIENT_DIR, 'tsconfig.json')], { cwd: CLIENT_DIR }),
    ).resolves.toBeDefined();
  }, 120_000);

  it('books, reads back and cancels with a bearer token only', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const created = await root.agent
      .post('/api/v1/api-tokens')
      .set('X-CSRF-Token', root.token)
      .send({
        name: 'Buchungsportal',
        scopes: ['vehicles:read', 'bookings:read', 'bookings:write'],
      });
    expect(created.status).toBe(201);

    // The script lives outside the app's code, as a customer's would, and is typed only by the
    // generated file: the app's type check leaves it out, so it is loaded by path.
    const { runDayOfBookings } = (await import(join(CLIENT_DIR, 'day-of-bookings'))) as {
      runDayOfBookings: (baseUrl: string, token: string, day: string) => Promise<DayOfBookings>;
    };
    const result = await runDayOfBookings(baseUrl, (created.body as { token: string }).token, DAY);

    expect(result).toMatchObject({
      vehicleName: 'Portal Boat',
      weekDays: 7,
      readBack: { day: DAY, customerName: 'Telefon Kundin', cancelled: false },
      cancelled: true,
    });
    const { rows } = await t.db.query<Record<string, unknown>>(
      `SELECT start_hour, hours, employee_name, cancelled_at IS NOT NULL AS cancelled,
              cancellation_reason
         FROM bookings WHERE id = $1`,
      [result.bookingId],
    );
    expect(rows[0]).toEqual({
      start_hour: 11,
      hours: 2,
      employee_name: 'API',
      cancelled: true,
      cancellation_reason: 'Kundin hat abgesagt (Abgesagt durch API)',
    });
  }, 60_000);
});
