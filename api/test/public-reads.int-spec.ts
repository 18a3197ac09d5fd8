import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Pool } from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PublicReadCache } from '../src/common/cache/public-read-cache';
import { MAX_ENTRIES_PER_ROUTE } from '../src/common/cache/public-read-cache';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/common/cache/public-read.interceptor';
import { ResourceChangeListener } from '../src/common/cache/resource-change-listener';
import { SESSION_POOL, SESSION_STORE } from '../src/common/session/session.constants';
import { createTestApp, TEST_ROOT } from './test-app';
import type { SessionClient, TestApp } from './test-app';
import { waitUntil } from './wait-until';

const VEHICLES = '/api/v1/vehicles?type=motorboats';
const SETTINGS = '/api/v1/settings/business';
const GALLERY = '/api/v1/gallery/items';
const ROUTES = [VEHICLES, SETTINGS, GALLERY];

const STRONG_ETAG = /^"[\w-]{32}"$/;

/** Open 9 to 18 in the test database: whole-hour prices 1 to 9 are required. */
const prices = (perHour: number) =>
  Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), perHour * (i + 1)]));

const picture = (colour: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

const settingsInput = (hiring: boolean) => ({
  hiring,
  generalOpeningHour: 9,
  generalClosingHour: 18,
  offSeasonStart: null,
  offSeasonEnd: null,
  seasonBeginStart: null,
  seasonBeginEnd: null,
  seasonBeginOpeningHour: null,
  seasonBeginClosingHour: null,
  seasonEndStart: null,
  seasonEndEnd: null,
  seasonEndOpeningHour: null,
  seasonEndClosingHour: null,
});

describe('cached public reads (ETag, 304, invalidation)', () => {
  let t: TestApp;
  let root: SessionClient;
  let mediaDir: string;
  let cache: PublicReadCache;
  let queries: jest.SpyInstance;

  /** A request without any cookie, as a first visit or a shared cache sends it. */
  const visitor = (path: string, headers: Record<string, string> = {}) =>
    request(t.app.getHttpServer()).get(path).set(headers);

  const uploadImage = async (colour: string) =>
    (
      await root.agent
        .post('/api/v1/media/images')
        .set('X-CSRF-Token', root.token)
        .attach('file', await picture(colour), 'boat.png')
    ).body.id as string;

  const vehicleInput = async (name: string) => ({
    type: 'motorboats',
    name,
    passengers: 6,
    prices: prices(8000),
    depositCents: 20000,
    licence: 'yes',
    extraBarbecue: true,
    extraMusicBox: false,
    extraBinoculars: true,
    captainCentsPerHour: 2500,
    descriptionDe: 'Schnelles Motorboot.',
    descriptionEn: 'Fast motorboat.',
    imageIds: [await uploadImage('#225577')],
  });

  let vehicleId: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'public-reads-media-'));
    // Hundreds of query variants below: well within a raised per-address limit.
    t = await createTestApp({ MEDIA_DIR: mediaDir, RATE_LIMIT_PER_MINUTE: '100000' });
    root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    cache = t.app.get(PublicReadCache);
    const created = await root.agent
      .post('/api/v1/vehicles')
      .set('X-CSRF-Token', root.token)
      .send(await vehicleInput('Motorboot A'));
    expect(created.status).toBe(201);
    vehicleId = created.body.id as string;
    for (let i = 0; i < 3; i += 1) {
      await t.db.query(`INSERT INTO gallery_items (image_id, uploader_name) VALUES ($1, $2)`, [
        i.toString(16).padStart(32, 'b'),
        `Artist ${i}`,
      ]);
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    queries = jest.spyOn(t.app.get(DataSource).logger, 'logQuery');
  });
  afterEach(() => jest.restoreAllMocks());

  it('starts listening for changes with the app', () => {
    expect(t.app.get(ResourceChangeListener).listening).toBe(true);
    expect(cache.isEnabled).toBe(true);
  });

  describe.each(ROUTES)('GET %s without a cookie', (path) => {
    it('answers with a strong ETag, public caching and Vary: Accept-Encoding, Cookie, Authorization', async () => {
      const response = await visitor(path);
      expect(response.status).toBe(200);
      expect(response.headers['etag']).toMatch(STRONG_ETAG);
      expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      expect(response.headers['vary']).toBe('Accept-Encoding, Cookie, Authorization');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      // The same answer again: the same tag (a hash of the body, equal on every instance).
      expect((await visitor(path)).headers['etag']).toBe(response.headers['etag']);
    });

    it('answers 304 without a body to If-None-Match with the current ETag (also weak, in a list, or *)', async () => {
      const etag = (await visitor(path)).headers['etag'] as string;
      for (const condition of [etag, `W/${etag}`, `"something-else", ${etag}`, '*']) {
        const response = await visitor(path, { 'If-None-Match': condition });
        expect({ condition, status: response.status }).toEqual({ condition, status: 304 });
        expect(response.text).toBe('');
        expect(response.headers['etag']).toBe(etag);
        expect(response.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      }
      const stale = await visitor(path, { 'If-None-Match': '"not-the-current-one"' });
      expect(stale.status).toBe(200);
      expect(stale.headers['etag']).toBe(etag);
    });

    it('answers a warm 304, and a warm 200, without any database query', async () => {
      const first = await visitor(path);
      queries.mockClear();
      const notModified = await visitor(path, { 'If-None-Match': first.headers['etag'] as string });
      const again = await visitor(path);
      expect(notModified.status).toBe(304);
      expect(again.status).toBe(200);
      expect(again.text).toBe(first.text);
      expect(queries).not.toHaveBeenCalled();
    });

    it('answers requests with a cookie from the database, with no-store and no shared tag', async () => {
      const session = await t.session();
      const shared = (await visitor(path)).headers['etag'] as string;
      queries.mockClear();
      const response = await session.agent.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['vary']).toBe('Accept-Encoding, Cookie, Authorization');
      expect(response.headers['etag']).not.toBe(shared);
      expect(queries).toHaveBeenCalled();
      const conditional = await session.agent.get(path).set('If-None-Match', shared);
      expect(conditional.status).toBe(200);
    });

    it('answers requests with an Authorization header from the database, never storing them', async () => {
      const shared = (await visitor(path)).headers['etag'] as string;
      // Whatever the header holds (here a made-up token: 401 where tokens are accepted), the
      // answer is the caller's own: never the shared one, never stored for others.
      const response = await request(t.app.getHttpServer())
        .get(path)
        .set('Authorization', 'Bearer rr_not-a-real-token');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).not.toBe(shared);
      expect((await visitor(path)).headers['etag']).toBe(shared);
    });
  });

  it('drops a vehicle list cached before a vehicle is saved through the staff API', async () => {
    const before = await visitor(VEHICLES);
    const single = await visitor(`/api/v1/vehicles/${vehicleId}`);
    expect(single.headers['etag']).toMatch(STRONG_ETAG);
    const saved = await root.agent
      .put(`/api/v1/vehicles/${vehicleId}`)
      .set('X-CSRF-Token', root.token)
      .send(await vehicleInput('Motorboot Neu'));
    expect(saved.status).toBe(200);
    // At once, in this process: no waiting for the notification.
    const after = await visitor(VEHICLES, { 'If-None-Match': before.headers['etag'] as string });
    expect(after.status).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(after.body.items.map((item: { name: string }) => item.name)).toEqual(['Motorboot Neu']);
    const singleAfter = await visitor(`/api/v1/vehicles/${vehicleId}`);
    expect(singleAfter.body.name).toBe('Motorboot Neu');
    expect(singleAfter.headers['etag']).not.toBe(single.headers['etag']);
  });

  it('drops the business settings (and the price durations) cached before a settings save', async () => {
    const before = await visitor(SETTINGS);
    const durations = await visitor('/api/v1/vehicles/price-durations');
    const saved = await root.agent
      .put(SETTINGS)
      .set('X-CSRF-Token', root.token)
      .send({ ...settingsInput(!before.body.hiring), generalClosingHour: 20 });
    expect(saved.status).toBe(200);
    const after = await visitor(SETTINGS);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(after.body.hiring).toBe(!before.body.hiring);
    const durationsAfter = await visitor('/api/v1/vehicles/price-durations');
    expect(durationsAfter.body.openingSpanHours).toBe(11);
    expect(durationsAfter.headers['etag']).not.toBe(durations.headers['etag']);
    await root.agent.put(SETTINGS).set('X-CSRF-Token', root.token).send(settingsInput(false));
  });

  it('drops the gallery list cached before an upload and before a deletion', async () => {
    const before = await visitor(GALLERY);
    const uploaded = await root.agent
      .post(GALLERY)
      .set('X-CSRF-Token', root.token)
      .attach('file', await picture('#aa3366'), 'art.png');
    expect(uploaded.status).toBe(201);
    const afterUpload = await visitor(GALLERY);
    expect(afterUpload.headers['etag']).not.toBe(before.headers['etag']);
    expect(afterUpload.body.total).toBe(before.body.total + 1);
    const deleted = await root.agent
      .delete(`${GALLERY}/${uploaded.body.id as string}`)
      .set('X-CSRF-Token', root.token);
    expect(deleted.status).toBe(204);
    const afterDelete = await visitor(GALLERY);
    expect(afterDelete.body.total).toBe(before.body.total);
    expect(afterDelete.headers['etag']).toBe(before.headers['etag']);
  });

  it.each([
    ['vehicles', VEHICLES, `UPDATE vehicles SET passengers = passengers + 1`],
    ['business settings', SETTINGS, `UPDATE business_settings SET hiring = NOT hiring`],
    ['gallery', GALLERY, `UPDATE gallery_items SET like_count = like_count + 1`],
  ])(
    'drops %s cached before a change made by SQL elsewhere (NOTIFY from a trigger)',
    async (_, path, sql) => {
      const before = await visitor(path);
      await visitor(path);
      // Another instance, a script, an operator: this process did not write.
      await t.db.query(sql);
      const after = await waitUntil(async () => {
        const response = await visitor(path);
        return response.headers['etag'] !== before.headers['etag'] && response;
      }, 'a new ETag');
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(after.text).not.toBe(before.text);
    },
  );

  it('sends no notification for a rolled-back change', async () => {
    const client = await t.db.connect();
    const listener = t.app.get(ResourceChangeListener);
    const invalidate = jest.spyOn(cache, 'invalidate');
    try {
      await client.query('BEGIN');
      await client.query('UPDATE vehicles SET passengers = passengers + 1');
      await client.query('ROLLBACK');
      await client.query('BEGIN');
      await client.query('UPDATE days SET blocked = blocked');
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await waitUntil(() => invalidate.mock.calls.length > 0, 'the committed change’s notification');
    expect(listener.listening).toBe(true);
    expect(invalidate.mock.calls).toEqual([['days']]);
  });

  it('never stores a refused query, and keeps at most a bounded number of query variants', async () => {
    const route = 'VehiclesController.listVehicles';
    await visitor(VEHICLES);
    const kept = cache.size(route);
    for (const hostile of ['type=yachts', 'type=motorboats&drop=1', 'includeBlocked=maybe']) {
      for (let i = 0; i < 2; i += 1) {
        const response = await visitor(`/api/v1/vehicles?${hostile}`);
        expect({ hostile, status: response.status }).toEqual({ hostile, status: 400 });
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['etag']).not.toMatch(STRONG_ETAG);
      }
    }
    expect(cache.size(route)).toBe(kept);
    // Ever new (valid) names: the oldest variants make room.
    for (let i = 0; i < MAX_ENTRIES_PER_ROUTE + 20; i += 1) {
      expect((await visitor(`/api/v1/vehicles?name=boat-${i}`)).status).toBe(200);
    }
    expect(cache.size(route)).toBe(MAX_ENTRIES_PER_ROUTE);
    // Two spellings of one query share an entry.
    queries.mockClear();
    await visitor('/api/v1/vehicles?type=motorboats&name=boat-300');
    await visitor('/api/v1/vehicles?name=boat-300&type=motorboats');
    expect(queries.mock.calls.filter(([sql]) => String(sql).includes('"vehicles"'))).toHaveLength(
      1,
    );
  });

  it('never touches the session store for public GETs without a cookie', async () => {
    const store = t.app.get<{ get: unknown; set: unknown; touch: unknown; destroy: unknown }>(
      SESSION_STORE,
    );
    const pool = t.app.get<Pool>(SESSION_POOL);
    const storeCalls = [
      jest.spyOn(store as never, 'get'),
      jest.spyOn(store as never, 'set'),
      jest.spyOn(store as never, 'touch'),
      jest.spyOn(store as never, 'destroy'),
      jest.spyOn(pool, 'query'),
      jest.spyOn(pool, 'connect'),
    ];
    for (const path of [
      ...ROUTES,
      '/api/v1/vehicles/price-durations',
      `/api/v1/vehicles/${vehicleId}`,
      '/api/v1/days?from=2030-01-01&to=2030-02-01',
      '/api/v1/health',
      '/api/v1/auth/demo-credentials',
    ]) {
      for (let i = 0; i < 2; i += 1) {
        const response = await visitor(path);
        expect({ path, status: response.status }).toEqual({ path, status: 200 });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    }
    expect(storeCalls.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0, 0, 0]);
    // The spies do see the store: a CSRF token needs a stored session.
    expect((await visitor('/api/v1/csrf')).status).toBe(200);
    expect(storeCalls[1]!.mock.calls.length).toBe(1);
  });

  it('turns the cache off while the notifications connection is lost, and starts afresh when it is back', async () => {
    const listener = t.app.get(ResourceChangeListener);
    await visitor(SETTINGS);
    expect(cache.size()).toBeGreaterThan(0);
    await t.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = 'public-read-cache' AND datname = current_database()`,
    );
    await waitUntil(() => !cache.isEnabled, 'the cache to turn off');
    expect(cache.size()).toBe(0);
    // Off: every read goes to the database, so even an unannounced change shows at once.
    await t.db.query(`UPDATE business_settings SET hiring = NOT hiring`);
    const hiring = (await t.db.query<{ hiring: boolean }>(`SELECT hiring FROM business_settings`))
      .rows[0]!.hiring;
    if (!cache.isEnabled) expect((await visitor(SETTINGS)).body.hiring).toBe(hiring);
    await waitUntil(() => listener.listening, 'the listener to reconnect');
    expect(listener.listening).toBe(true);
    expect((await visitor(SETTINGS)).body.hiring).toBe(hiring);
    queries.mockClear();
    await visitor(SETTINGS);
    expect(queries).not.toHaveBeenCalled();
  });

  it('answers 503 DB_UNAVAILABLE during a database outage, and caches again once it is over', async () => {
    const listener = t.app.get(ResourceChangeListener);
    await visitor(SETTINGS);
    await t.dropDatabase();
    await waitUntil(() => !cache.isEnabled, 'the cache to turn off');
    for (const path of ROUTES) {
      const response = await visitor(path);
      expect({ path, status: response.status }).toEqual({ path, status: 503 });
      expect(response.body).toMatchObject({ code: 'DB_UNAVAILABLE' });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['etag']).not.toMatch(STRONG_ETAG);
    }
    await t.restoreDatabase();
    const back = await waitUntil(async () => {
      const response = await visitor(SETTINGS);
      return response.status === 200 && listener.listening && response;
    }, 'the database and the listener to be back');
    expect(back.status).toBe(200);
    expect(listener.listening).toBe(true);
  });
});
