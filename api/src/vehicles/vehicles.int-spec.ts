import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import jestOpenAPI from 'jest-openapi';
import sharp from 'sharp';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { DEMO_ACCOUNT } from '../employees/employee.rules';
import { MediaSweeper, UNUSED_IMAGE_GRACE_MS } from '../media/media-sweeper.service';

jestOpenAPI(OPENAPI_FILE);

/** The test database's settings: open 9 to 18, so whole-hour prices 1 to 9 are required. */
const prices = (perHour: number, hours = 9) =>
  Object.fromEntries(Array.from({ length: hours }, (_, i) => [String(i + 1), perHour * (i + 1)]));

const picture = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('vehicles', () => {
  let t: TestApp;
  let root: SessionClient;
  let mediaDir: string;
  let imageA: string;
  let imageB: string;

  const upload = async (bytes: Buffer, client: SessionClient = root, name = 'boot.png') =>
    client.agent
      .post('/api/v1/media/images')
      .set('X-CSRF-Token', client.token)
      .attach('file', bytes, name);

  const input = (overrides: object = {}) => ({
    type: 'motorboats',
    name: 'Motorboot A',
    passengers: 6,
    prices: prices(8000),
    depositCents: 20000,
    licence: 'yes',
    extraBarbecue: true,
    extraMusicBox: false,
    extraBinoculars: true,
    captainCentsPerHour: 2500,
    descriptionDe: 'Schnelles Motorboot mit 200 PS.',
    descriptionEn: 'Fast motorboat with 200 hp.',
    imageIds: [imageA, imageB],
    ...overrides,
  });

  const create = (payload: object, client: SessionClient = root) =>
    client.agent.post('/api/v1/vehicles').set('X-CSRF-Token', client.token).send(payload);

  const vehicleRows = async () =>
    (await t.db.query(`SELECT id, name, type, blocked, deleted_at, price_cents FROM vehicles`))
      .rows as Array<{ id: string; name: string; blocked: boolean; deleted_at: Date | null }>;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'vehicles-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM vehicle_log');
    await t.db.query('DELETE FROM bookings');
    await t.db.query('DELETE FROM vehicles');
    imageA = (await upload(await picture('#225577'))).body.id as string;
    imageB = (await upload(await picture('#cc8844'))).body.id as string;
  });

  describe('pictures (POST /media/images)', () => {
    it('stores an upload as two WebP variants and answers their URLs', async () => {
      const response = await upload(await picture('#447799'));
      expect(response.status).toBe(201);
      expect(response).toSatisfyApiSpec();
      const { id, thumbnailUrl } = response.body as { id: string; thumbnailUrl: string };
      expect(existsSync(join(mediaDir, `${id}-thumb.webp`))).toBe(true);
      expect(existsSync(join(mediaDir, `${id}-large.webp`))).toBe(true);
      const served = await root.agent.get(thumbnailUrl);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('rejects a renamed text file, a truncated PNG and a 20000×20000 image', async () => {
      const truncated = (await picture('#123456')).subarray(0, 200);
      // A real PNG whose header claims 20000×20000 (with a correct checksum): never decoded.
      const huge = Buffer.from(await picture('#000000'));
      huge.writeUInt32BE(20_000, 16);
      huge.writeUInt32BE(20_000, 20);
      huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
      for (const [bytes, code] of [
        [Buffer.from('definitely not a picture'), 'NOT_AN_IMAGE'],
        [truncated, 'NOT_AN_IMAGE'],
        [huge, 'TOO_MANY_PIXELS'],
      ] as const) {
        const response = await upload(bytes);
        expect(response.status).toBe(400);
        expect(response.body.errors).toContainEqual(
          expect.objectContaining({ field: 'file', code }),
        );
      }
    });

    it('is for staff only', async () => {
      const visitor = await t.session();
      expect((await upload(await picture('#000000'), visitor)).status).toBe(401);
    });
  });

  it('adds a vehicle with its pictures in order and logs who added it', async () => {
    const response = await create(input());
    expect(response.status).toBe(201);
    expect(response).toSatisfyApiSpec();
    expect(response.body).toMatchObject({
      name: 'Motorboot A',
      blocked: false,
      prices: prices(8000),
    });
    expect(response.body.images.map((image: { id: string }) => image.id)).toEqual([imageA, imageB]);

    const [row] = await vehicleRows();
    expect(row).toMatchObject({ name: 'Motorboot A', blocked: false, deleted_at: null });
    const images = await t.db.query(
      'SELECT image_id, position FROM vehicle_images ORDER BY position',
    );
    expect(images.rows).toEqual([
      { image_id: imageA, position: 0 },
      { image_id: imageB, position: 1 },
    ]);
    const [rootAccount] = (
      await t.db.query(
        `SELECT first_name || ' ' || last_name AS name FROM employees WHERE role = 'root'`,
      )
    ).rows as Array<{ name: string }>;
    const log = await t.db.query('SELECT vehicle_name, action, changed_by FROM vehicle_log');
    expect(log.rows).toEqual([
      { vehicle_name: 'Motorboot A', action: 'added', changed_by: rootAccount?.name },
    ]);
  });

  it('lists vehicles in service publicly, the most expensive hour first, blocked ones for staff', async () => {
    await create(input({ name: 'Günstig', prices: prices(5000) }));
    const expensive = await create(input({ name: 'Teuer', prices: prices(12000) }));
    await create(input({ name: 'Kanu A', type: 'canoes', prices: prices(2000) }));
    await root.agent
      .patch(`/api/v1/vehicles/${expensive.body.id}`)
      .set('X-CSRF-Token', root.token)
      .send({ blocked: true });

    const visitor = await t.session();
    const publicList = await visitor.agent.get('/api/v1/vehicles?type=motorboats');
    expect(publicList.status).toBe(200);
    expect(publicList).toSatisfyApiSpec();
    expect(publicList.body.items.map((v: { name: string }) => v.name)).toEqual(['Günstig']);

    const staffList = await root.agent.get('/api/v1/vehicles?includeBlocked=true');
    expect(staffList.body.items.map((v: { name: string }) => v.name)).toEqual([
      'Teuer',
      'Günstig',
      'Kanu A',
    ]);
    expect((await visitor.agent.get('/api/v1/vehicles?includeBlocked=true')).status).toBe(401);

    // A price stored before the range existed (or by hand) must not break the public list.
    await t.db.query(
      `UPDATE vehicles SET price_cents = jsonb_set(price_cents, '{1}', '3000000000') WHERE name = 'Günstig'`,
    );
    expect((await visitor.agent.get('/api/v1/vehicles?type=motorboats')).status).toBe(200);
    expect((await visitor.agent.get(`/api/v1/vehicles/${expensive.body.id}`)).status).toBe(404);
  });

  it.each([
    ['a taken name (ignoring case)', { name: 'motorboot a' }, 'name', 'NAME_TAKEN'],
    ['a name over 25 characters', { name: 'M'.repeat(26) }, 'name', 'TOO_LONG'],
    ['a name with a forbidden character', { name: 'Boot#1' }, 'name', 'INVALID_FORMAT'],
    ['a missing hourly price', { prices: prices(8000, 8) }, 'prices.9', 'REQUIRED'],
    [
      'a half-hour price for a motorboat',
      { prices: { ...prices(8000), '0.5': 4000 } },
      'prices.0.5',
      'NOT_ALLOWED',
    ],
    ['a price beyond the opening span', { prices: prices(8000, 10) }, 'prices.10', 'NOT_ALLOWED'],
    [
      'an optional captain without an hourly price',
      { captainCentsPerHour: 0 },
      'captainCentsPerHour',
      'TOO_SMALL',
    ],
    ['a price of 2^31 cents', { prices: prices(2 ** 31) }, 'prices.1', 'TOO_LARGE'],
    ['a price of 1e308', { prices: prices(1e308) }, 'prices.1', 'TOO_LARGE'],
    ['a deposit of 2^31 cents', { depositCents: 2 ** 31 }, 'depositCents', 'TOO_LARGE'],
    [
      'a captain price of 2^31 cents',
      { captainCentsPerHour: 2 ** 31 },
      'captainCentsPerHour',
      'TOO_LARGE',
    ],
    ['no pictures', { imageIds: [] }, 'imageIds', 'ARRAY_MIN_SIZE'],
    ['seven pictures', { imageIds: Array(7).fill('a'.repeat(32)) }, 'imageIds', 'ARRAY_MAX_SIZE'],
    ['a picture nobody uploaded', { imageIds: ['f'.repeat(32)] }, 'imageIds.0', 'IMAGE_NOT_FOUND'],
    ['an unknown type', { type: 'submarines' }, 'type', 'NOT_ALLOWED'],
    ['an unknown licence', { licence: 'maybe' }, 'licence', 'NOT_ALLOWED'],
  ])('rejects %s, naming the field, and stores nothing', async (_, change, field, code) => {
    if (code === 'NAME_TAKEN') await create(input());
    const before = (await vehicleRows()).length;
    const response = await create(input({ name: 'Neu', ...change }));
    expect(response.status).toBe(400);
    expect(response).toSatisfyApiSpec();
    expect(response.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    expect(await vehicleRows()).toHaveLength(before);
  });

  it('clears the optional captain when the licence includes a captain', async () => {
    const response = await create(input({ licence: 'captain', captainCentsPerHour: 3000 }));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ licence: 'captain', captainCentsPerHour: null });
  });

  it('asks jet skis for half-hour prices', async () => {
    const halfHours = Object.fromEntries(
      Array.from({ length: 18 }, (_, i) => [String((i + 1) / 2), 3000 * (i + 1)]),
    );
    expect((await create(input({ type: 'jetskis', prices: prices(6000) }))).status).toBe(400);
    expect((await create(input({ type: 'jetskis', prices: halfHours }))).status).toBe(201);
  });

  it('changes a vehicle, replacing pictures: files nobody uses any more are removed', async () => {
    const created = await create(input());
    const imageC = (await upload(await picture('#88aa22'))).body.id as string;
    const response = await root.agent
      .put(`/api/v1/vehicles/${created.body.id}`)
      .set('X-CSRF-Token', root.token)
      .send(input({ name: 'Motorboot A2', imageIds: [imageC, imageA] }));
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    expect(response.body.images.map((image: { id: string }) => image.id)).toEqual([imageC, imageA]);
    expect(existsSync(join(mediaDir, `${imageB}-large.webp`))).toBe(false);
    expect(existsSync(join(mediaDir, `${imageA}-large.webp`))).toBe(true);
    const log = await t.db.query('SELECT action FROM vehicle_log ORDER BY at');
    expect(log.rows.map((row: { action: string }) => row.action)).toEqual(['added', 'changed']);
  });

  it('lets employees block but only admins delete; deletion frees the name and keeps the log', async () => {
    await t.createEmployee({ email: 'mitarbeiter@example.de', password: 'mitarbeiter-pass' });
    const employee = await t.loginAs('mitarbeiter@example.de', 'mitarbeiter-pass');
    const created = await create(input());
    const id = created.body.id as string;

    const blocked = await employee.agent
      .patch(`/api/v1/vehicles/${id}`)
      .set('X-CSRF-Token', employee.token)
      .send({ blocked: true });
    expect(blocked.status).toBe(200);
    expect((await vehicleRows())[0]?.blocked).toBe(true);

    const byEmployee = await employee.agent
      .delete(`/api/v1/vehicles/${id}`)
      .set('X-CSRF-Token', employee.token);
    expect(byEmployee.status).toBe(403);
    expect((await vehicleRows())[0]?.deleted_at).toBeNull();

    const byRoot = await root.agent
      .delete(`/api/v1/vehicles/${id}`)
      .set('X-CSRF-Token', root.token);
    expect(byRoot.status).toBe(200);
    expect(byRoot).toSatisfyApiSpec();
    expect(byRoot.body).toEqual({ futureBookingCount: 0 });
    expect((await vehicleRows())[0]?.deleted_at).not.toBeNull();
    expect(existsSync(join(mediaDir, `${imageA}-thumb.webp`))).toBe(false);
    // The name is free again (the pictures went with the vehicle, so they are uploaded anew).
    imageA = (await upload(await picture('#225577'))).body.id as string;
    expect((await create(input({ imageIds: [imageA] }))).status).toBe(201);

    const log = await root.agent.get('/api/v1/vehicles/log');
    expect(log.status).toBe(200);
    expect(log).toSatisfyApiSpec();
    expect(log.body.items.map((entry: { action: string }) => entry.action)).toEqual([
      'added',
      'deleted',
      'blocked',
      'added',
    ]);
    expect((await employee.agent.get('/api/v1/vehicles/log')).status).toBe(403);
  });

  describe('future bookings', () => {
    const hour = 3_600_000;
    const book = (vehicleId: string, fromMs: number, toMs: number, cancelled = false) =>
      t.db.query(
        `INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name,
           customer_email, customer_phone, price_cents, cancelled_at)
         VALUES ('hourly', $1, 'Motorboot A', tstzrange($2, $3), 'Erika Muster',
           'erika@example.de', '+49301234567', 16000, $4)`,
        [vehicleId, new Date(fromMs), new Date(toMs), cancelled ? new Date() : null],
      );

    it('lists bookings not yet ended and not cancelled, soonest first, for staff', async () => {
      const id = (await create(input())).body.id as string;
      const now = Date.now();
      await book(id, now - 48 * hour, now - 46 * hour); // over
      await book(id, now + 72 * hour, now + 74 * hour);
      await book(id, now + 24 * hour, now + 26 * hour, true); // cancelled
      await book(id, now - hour, now + hour); // running now
      const response = await root.agent.get(`/api/v1/vehicles/${id}/future-bookings`);
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(
        response.body.items.map((item: { start: string }) => Date.parse(item.start) - now),
      ).toEqual([-hour, 72 * hour]);
      expect(response.body.items[0]).toMatchObject({
        kind: 'hourly',
        customerName: 'Erika Muster',
        employeeName: null,
      });

      const visitor = await t.session();
      expect((await visitor.agent.get(`/api/v1/vehicles/${id}/future-bookings`)).status).toBe(401);
    });

    it('answers blocking and deleting with the number of bookings ahead; the bookings stay', async () => {
      const id = (await create(input())).body.id as string;
      const now = Date.now();
      await book(id, now + 24 * hour, now + 26 * hour);
      await book(id, now + 48 * hour, now + 50 * hour);
      const blocked = await root.agent
        .patch(`/api/v1/vehicles/${id}`)
        .set('X-CSRF-Token', root.token)
        .send({ blocked: true });
      expect(blocked.status).toBe(200);
      expect(blocked).toSatisfyApiSpec();
      expect(blocked.body).toMatchObject({ vehicle: { id, blocked: true }, futureBookingCount: 2 });

      const deleted = await root.agent
        .delete(`/api/v1/vehicles/${id}`)
        .set('X-CSRF-Token', root.token);
      expect(deleted.body).toEqual({ futureBookingCount: 2 });
      const kept = await t.db.query(
        'SELECT vehicle_name FROM bookings WHERE vehicle_id = $1 AND cancelled_at IS NULL',
        [id],
      );
      expect(kept.rows).toEqual([{ vehicle_name: 'Motorboot A' }, { vehicle_name: 'Motorboot A' }]);
    });

    it('cannot store two bookings of one vehicle that overlap (cancelled ones free the time)', async () => {
      const id = (await create(input())).body.id as string;
      const now = Date.now();
      await book(id, now + 24 * hour, now + 26 * hour, true);
      await book(id, now + 24 * hour, now + 26 * hour);
      await expect(book(id, now + 25 * hour, now + 27 * hour)).rejects.toMatchObject({
        code: '23P01',
      });
      await book(id, now + 26 * hour, now + 27 * hour); // touching, not overlapping
      const rows = await t.db.query(
        'SELECT count(*)::int AS n FROM bookings WHERE vehicle_id = $1',
        [id],
      );
      expect(rows.rows[0].n).toBe(3);
    });
  });

  it('simulates the demo account’s changes: nothing stored, no file removed', async () => {
    const created = await create(input());
    const demo = await t.loginAs(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    const simulatedCreate = await create(input({ name: 'Demo-Boot' }), demo);
    expect(simulatedCreate.status).toBe(201);
    expect(simulatedCreate.body.simulated).toBe(true);
    const simulatedDelete = await demo.agent
      .delete(`/api/v1/vehicles/${created.body.id}`)
      .set('X-CSRF-Token', demo.token);
    expect(simulatedDelete.headers['x-demo-simulated']).toBe('1');
    expect((await vehicleRows()).map((row) => [row.name, row.deleted_at])).toEqual([
      ['Motorboot A', null],
    ]);
    expect(existsSync(join(mediaDir, `${imageA}-large.webp`))).toBe(true);
  });

  it('sweeps pictures no vehicle uses after a day, and keeps those in use', async () => {
    await create(input({ imageIds: [imageA] }));
    const sweeper = t.app.get(MediaSweeper);
    expect(await sweeper.sweep(Date.now())).toBe(0);
    await sweeper.sweep(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000);
    expect(existsSync(join(mediaDir, `${imageA}-large.webp`))).toBe(true);
    expect(existsSync(join(mediaDir, `${imageB}-large.webp`))).toBe(false);
  });

  it('answers names for staff only', async () => {
    await create(input());
    const names = await root.agent.get('/api/v1/vehicles/names');
    expect(names.status).toBe(200);
    expect(names).toSatisfyApiSpec();
    expect(names.body.items.map((item: { name: string }) => item.name)).toEqual(['Motorboot A']);
    expect((await (await t.session()).agent.get('/api/v1/vehicles/names')).status).toBe(401);
  });
});
