import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { longestOpeningSpan } from '../../settings/opening-hours.rules';
import { priceTableProblems, VEHICLE_TYPES } from '../../vehicles/vehicle.rules';
import type { VehicleType } from '../../vehicles/vehicle.rules';
import { TEST_ROOT } from '../../../test/test-app';
import { DemoExamples1764720000000 } from '../migrations/1764720000000-DemoExamples';
import { runSeeds } from './run-seeds';

describe('demo seeds', () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir });
    await runSeeds(t.app.get(DataSource), { mediaDir }, () => undefined);
    // The seeds draw and encode about 40 pictures: seconds on a busy two-core machine.
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it('give the rental a season calendar with a winter off-season', async () => {
    const visitor = await t.session();
    const settings = (await visitor.agent.get('/api/v1/settings/business')).body;
    expect(settings).toMatchObject({
      hiring: true,
      offSeasonStart: '10-16',
      offSeasonEnd: '03-31',
      seasonBeginOpeningHour: 10,
    });
  });

  it('add the spec’s fleet with at least two vehicles of every type', async () => {
    const rows = (await t.db.query('SELECT name, type FROM vehicles')).rows as Array<{
      name: string;
      type: VehicleType;
    }>;
    const names = rows.map((row) => row.name);
    for (const name of [
      'Motorboat A 200 PS',
      'Motorboat B 100 PS',
      'Sailboat A',
      'Jet ski A 250 PS',
      'Canoe A',
      'Houseboat A 50 PS',
      'Houseboat B 50 PS',
      'Houseboat C 50 PS',
    ]) {
      expect(names).toContain(name);
    }
    for (const type of VEHICLE_TYPES) {
      expect(rows.filter((row) => row.type === type).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('give every vehicle a complete price table that falls per hour, and two pictures on disk', async () => {
    const visitor = await t.session();
    const settings = (await visitor.agent.get('/api/v1/settings/business')).body;
    const span = longestOpeningSpan({
      generalOpeningHour: settings.generalOpeningHour,
      generalClosingHour: settings.generalClosingHour,
      offSeason: null,
      seasonBegin: null,
      seasonEnd: null,
    });
    const { items } = (await visitor.agent.get('/api/v1/vehicles')).body as {
      items: Array<{
        type: VehicleType;
        prices: Record<string, number>;
        images: Array<{ id: string; largeUrl: string }>;
      }>;
    };
    expect(items.length).toBe(12);
    for (const vehicle of items) {
      expect(priceTableProblems(vehicle.type, vehicle.prices, span)).toEqual([]);
      const perHour = Object.entries(vehicle.prices)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([hours, cents]) => cents / Number(hours));
      for (let i = 1; i < perHour.length; i += 1) {
        expect(perHour[i]).toBeLessThanOrEqual(perHour[i - 1]!);
      }
      expect(vehicle.images).toHaveLength(2);
      for (const image of vehicle.images) {
        expect(existsSync(join(mediaDir, `${image.id}-large.webp`))).toBe(true);
      }
    }
    const served = await visitor.agent.get(items[0]!.images[0]!.largeUrl);
    expect(served.status).toBe(200);
  });

  it('give the gallery twelve artworks with members, comments and consistent counts', async () => {
    const items = (await (await t.session()).agent.get('/api/v1/gallery/items')).body
      .items as Array<{
      id: string;
      likeCount: number;
      commentCount: number;
      largeUrl: string;
    }>;
    expect(items).toHaveLength(12);
    const stored = await t.db.query(
      `SELECT i.id, i.like_count,
         coalesce((SELECT sum(value) FROM gallery_item_votes v WHERE v.item_id = i.id), 0)::int AS votes,
         i.comment_count,
         (SELECT count(*) FROM gallery_comments c WHERE c.item_id = i.id)::int AS comments
       FROM gallery_items i`,
    );
    for (const row of stored.rows as Array<Record<string, number>>) {
      expect(row.like_count).toBe(row.votes);
      expect(row.comment_count).toBe(row.comments);
    }
    expect(items.some((item) => item.commentCount > 0)).toBe(true);
    const id = /media\/([0-9a-f]{32})-large\.webp$/.exec(items[0]?.largeUrl ?? '')?.[1];
    expect(id && existsSync(join(mediaDir, `${id}-large.webp`))).toBe(true);
  });

  describe('personal data', () => {
    const RESERVED = /@([a-z0-9-]+\.)*(example\.(com|org|net)|[a-z0-9-]+\.example)$/;
    const demoLogin = async () => {
      const credentials = (await (await t.session()).agent.get('/api/v1/auth/demo-credentials'))
        .body as { email: string; password: string };
      return t.loginAs(credentials.email, credentials.password);
    };

    it('is all fictitious and marked as examples, at reserved domains', async () => {
      for (const table of ['prawn_orders', 'contact_requests']) {
        const { rows } = await t.db.query(`SELECT email, example FROM ${table}`);
        expect(rows.length).toBeGreaterThanOrEqual(2);
        for (const row of rows)
          expect(row).toEqual({ email: expect.stringMatching(RESERVED), example: true });
      }
      const staff = await t.db.query(
        `SELECT email, active FROM employees WHERE example AND role = 'employee' AND NOT demo`,
      );
      expect(staff.rows.length).toBeGreaterThanOrEqual(3);
      expect(staff.rows.map((row) => row.active)).toContain(false);
      for (const row of staff.rows) expect(row.email).toMatch(RESERVED);
    });

    it('is what the demo account sees: the example orders and the example staff', async () => {
      const demo = await demoLogin();
      const orders = await demo.agent.get('/api/v1/prawn-orders?limit=100');
      expect(orders.status).toBe(200);
      const exampleOrders = await t.db.query(
        'SELECT id FROM prawn_orders WHERE example ORDER BY ordered_at DESC, id DESC',
      );
      expect(orders.body.items.map((order: { id: string }) => order.id)).toEqual(
        exampleOrders.rows.map((row) => row.id),
      );
      const staff = await demo.agent.get('/api/v1/employees');
      expect(staff.status).toBe(200);
      const visible = await t.db.query('SELECT id FROM employees WHERE example OR demo');
      expect(staff.body.items.map((employee: { id: string }) => employee.id).sort()).toEqual(
        visible.rows.map((row) => row.id).sort(),
      );
    });

    it('cannot be used to log in: example staff have no password anyone knows', async () => {
      const { rows } = await t.db.query(`SELECT email FROM employees WHERE example LIMIT 1`);
      const client = await t.session();
      const response = await client.agent
        .post('/api/v1/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ email: rows[0].email, password: 'Demo-2026' });
      expect(response.status).toBe(401);
      // Root sees them too (and its own account).
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const emails = (await root.agent.get('/api/v1/employees')).body.items.map(
        (employee: { email: string }) => employee.email,
      );
      expect(emails).toEqual(expect.arrayContaining([rows[0].email, TEST_ROOT.email]));
    });

    it('seeded before the example column existed gets marked by the migration', async () => {
      // As the 'contact-request-examples' seed wrote them then, beside a real request.
      await t.db.query(
        `INSERT INTO contact_requests (sender, email, body, example) VALUES
           ('Lena Hoffmann', 'lena.hoffmann@example.org', 'old copy', false),
           ('Bäckerei Sonnenschein', 'info@baeckerei-sonnenschein.example', 'old copy', false),
           ('Lena Hoffmann', 'lena.hoffmann@mail.example.net', 'a real request', false)`,
      );
      const runner = t.app.get(DataSource).createQueryRunner();
      try {
        await new DemoExamples1764720000000().up(runner);
      } finally {
        await runner.release();
      }
      const { rows } = await t.db.query(
        `SELECT email, example FROM contact_requests WHERE body IN ('old copy', 'a real request')
          ORDER BY email`,
      );
      expect(rows).toEqual([
        { email: 'info@baeckerei-sonnenschein.example', example: true },
        { email: 'lena.hoffmann@example.org', example: true },
        { email: 'lena.hoffmann@mail.example.net', example: false },
      ]);
    });
  });
});
