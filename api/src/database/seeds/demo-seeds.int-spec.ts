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
import { DEMO_COUPON_ORDERS, DEMO_COUPONS } from './demo-coupons.seed';
import { ARTIST } from './art-gallery.seed';
import { ARTWORKS } from './art-pictures';
import { storeImageFiles } from '../../media/image-files';
import { PRODUCT_NAME_MAX } from '../../products/product.rules';
import sharp from 'sharp';

describe('demo seeds', () => {
  let t: TestApp;
  let mediaDir: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'seed-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir });
    await runSeeds(t.app.get(DataSource), { mediaDir, timeZone: 'Europe/Berlin' }, () => undefined);
    // The seeds draw and encode 44 pictures: seconds on a busy two-core machine.
  }, 90_000);
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

  it('give the gallery the artist’s series, titled, with members, comments and consistent counts', async () => {
    const items = (await (await t.session()).agent.get('/api/v1/gallery/items?limit=100')).body
      .items as Array<{
      id: string;
      title?: string;
      uploaderName: string;
      likeCount: number;
      commentCount: number;
      largeUrl: string;
    }>;
    expect(items).toHaveLength(ARTWORKS.length);
    expect(items.map((item) => item.title)).toEqual(ARTWORKS.map((artwork) => artwork.title));
    const stored = (
      await t.db.query(
        `SELECT i.id, i.title, i.uploader_name, i.image_id, i.like_count,
           coalesce((SELECT sum(value) FROM gallery_item_votes v WHERE v.item_id = i.id), 0)::int AS votes,
           i.comment_count,
           (SELECT count(*) FROM gallery_comments c WHERE c.item_id = i.id)::int AS comments
         FROM gallery_items i`,
      )
    ).rows as Array<{
      title: string;
      uploader_name: string;
      image_id: string;
      like_count: number;
      votes: number;
      comment_count: number;
      comments: number;
    }>;
    // The site’s artist uploaded them all (web/src/sites/art/art-texts.ts names her).
    expect(ARTIST).toBe('Mara Lindqvist');
    for (const row of stored) {
      expect(row.uploader_name).toBe(ARTIST);
      expect(row.like_count).toBe(row.votes);
      expect(row.comment_count).toBe(row.comments);
      expect(existsSync(join(mediaDir, `${row.image_id}-large.webp`))).toBe(true);
    }
    // Three or four series of three to five, each piece its own picture and title.
    const series = new Map<string, typeof stored>();
    for (const row of stored) {
      const name = row.title.split(' — ')[0]!;
      series.set(name, [...(series.get(name) ?? []), row]);
    }
    expect(series.size).toBeGreaterThanOrEqual(3);
    expect(series.size).toBeLessThanOrEqual(4);
    for (const [name, pieces] of series) {
      expect(name).toMatch(/^\S/);
      expect(pieces.length).toBeGreaterThanOrEqual(3);
      expect(pieces.length).toBeLessThanOrEqual(5);
      expect(new Set(pieces.map((piece) => piece.image_id)).size).toBe(pieces.length);
    }
    expect(new Set(stored.map((row) => row.image_id)).size).toBe(stored.length);
    expect(new Set(stored.map((row) => row.title)).size).toBe(stored.length);
    // Alive, and liked: comments on several pieces, no piece below zero.
    expect(items.filter((item) => item.commentCount > 0).length).toBeGreaterThanOrEqual(5);
    expect(Math.min(...items.map((item) => item.likeCount))).toBeGreaterThanOrEqual(0);
    const id = /media\/([0-9a-f]{32})-large\.webp$/.exec(items[0]?.largeUrl ?? '')?.[1];
    expect(id && existsSync(join(mediaDir, `${id}-large.webp`))).toBe(true);
  });

  it('draw the same artworks on every run', async () => {
    const [first] = ARTWORKS;
    expect(first!.svg()).toBe(first!.svg());
    const stored = await t.db.query('SELECT image_id FROM gallery_items WHERE title = $1', [
      first!.title,
    ]);
    const again = await storeImageFiles(mediaDir, await first!.picture());
    expect(again.id).toBe(stored.rows[0].image_id);
  });

  it('give the two documented demo coupons: paid, valid through the third year after, hashed', async () => {
    const visitor = await t.session();
    for (const coupon of DEMO_COUPONS) {
      const response = await visitor.agent
        .post('/api/v1/coupons/check')
        .set('X-CSRF-Token', visitor.token)
        .send({ code: coupon.code });
      expect([coupon.code, response.body]).toEqual([
        coupon.code,
        { valid: true, amountCents: coupon.cents },
      ]);
    }
    const { rows } = await t.db.query(
      `SELECT code_hash, code_hint, balance_cents, valid_until::text, paid, example
         FROM coupons WHERE paid ORDER BY initial_cents`,
    );
    expect(rows).toEqual(
      DEMO_COUPONS.map((coupon) => ({
        code_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        code_hint: coupon.code.slice(-4),
        balance_cents: coupon.cents,
        valid_until: `${new Date().getUTCFullYear() + 3}-12-31`,
        paid: true,
        example: true,
      })),
    );
  });

  it('give the cash register two unpaid gift coupon orders from example buyers', async () => {
    const { rows } = await t.db.query(
      `SELECT buyer_email, initial_cents, payment_method, example
         FROM coupons WHERE NOT paid ORDER BY created_at`,
    );
    expect(rows).toEqual(
      DEMO_COUPON_ORDERS.map((order) => ({
        buyer_email: order.email,
        initial_cents: order.cents,
        payment_method: 'bank_transfer',
        example: true,
      })),
    );
    for (const row of rows) expect(row.buyer_email).toMatch(/@example\.(com|org)$/);
  });

  it('give the register a product range: every category, short names, services uncounted, drinks to restock', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const byType = new Map<string, Array<Record<string, unknown>>>();
    // The spec's categories (§3 Product).
    for (const type of ['drinks', 'foods', 'others', 'services']) {
      const response = await root.agent.get(`/api/v1/products?type=${type}`);
      expect(response.status).toBe(200);
      byType.set(type, response.body.items);
      // Named, so a failure says which category is short.
      expect([type, response.body.items.length >= 2]).toEqual([type, true]);
    }
    const all = [...byType.values()].flat() as Array<{
      type: string;
      name: string;
      priceCents: number;
      actualStock: number | null;
      targetStock: number | null;
    }>;
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM products');
    expect(all).toHaveLength(rows[0].n);
    for (const product of all) {
      expect([product.name, product.name.length <= PRODUCT_NAME_MAX]).toEqual([product.name, true]);
      expect(product.priceCents).toBeGreaterThan(0);
      if (product.type === 'services') {
        expect(product).toMatchObject({ actualStock: null, targetStock: null });
      }
    }
    expect(new Set(all.map((product) => product.name)).size).toBe(all.length);
    // Every goods category counts some of its stock against a target to restock to.
    for (const type of ['drinks', 'foods', 'others']) {
      expect(byType.get(type)!.some((product) => product.targetStock !== null)).toBe(true);
    }
    const drinks = byType.get('drinks') as typeof all;
    const toRestock = drinks.filter(
      (drink) =>
        drink.actualStock !== null &&
        drink.targetStock !== null &&
        drink.actualStock < drink.targetStock,
    );
    expect(toRestock.length).toBeGreaterThanOrEqual(2);
  });

  it('give the register log example checkouts that add up and chain intact, seen by the demo account', async () => {
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const verify = await root.agent.get('/api/v1/cashregister/log/verify');
    expect(verify.body).toMatchObject({ intact: true, positionMismatchDays: [] });
    expect(verify.body.checked).toBeGreaterThanOrEqual(4);
    const demo = await t.loginAsDemo();
    const log = await demo.agent.get('/api/v1/cashregister/log?limit=100');
    expect(log.status).toBe(200);
    const items = log.body.items as Array<{
      items: Array<{ totalCents: number }>;
      couponCents: number;
      incomeCents: number;
    }>;
    expect(items.length).toBeGreaterThanOrEqual(4);
    for (const item of items) {
      const sum = item.items.reduce((total, line) => total + line.totalCents, 0);
      expect(item.incomeCents).toBe(sum - item.couponCents);
    }
    const { rows } = await t.db.query(
      'SELECT count(*)::int AS n FROM cashregister_log WHERE NOT example',
    );
    expect(rows[0].n).toBe(0);
  });

  it('give the example staff working hours the demo account can read and export', async () => {
    const demo = await t.loginAsDemo();
    const staff = await demo.agent.get('/api/v1/employees');
    const example = (staff.body.items as Array<{ id: string; role: string }>).find(
      (employee) => employee.role === 'employee',
    )!;
    const theirs = await demo.agent.get(`/api/v1/working-hours?employeeId=${example.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.monthTotals[1].hours).toBeGreaterThan(0);
    const entered = (theirs.body.days as Array<{ hours: number | null }>).filter(
      (day) => day.hours !== null,
    );
    expect(entered.length).toBeGreaterThan(10);
    const csv = await demo.agent.get(
      `/api/v1/working-hours/month.csv?month=${String(theirs.body.monthTotals[1].month)}`,
    );
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n').length).toBeGreaterThan(3);
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

    it('gives the back office fictitious bookings, inbox items and bans to work on', async () => {
      const bookings = await t.db.query(
        `SELECT customer_email AS email, example, paid,
                upper(period) < now() AS ended, booked_day::text AS day
           FROM bookings`,
      );
      expect(bookings.rows.length).toBeGreaterThanOrEqual(8);
      for (const row of bookings.rows) {
        expect(row.email).toMatch(RESERVED);
        expect(row.example).toBe(true);
      }
      // Two ended unpaid ones light the red banner; some lie ahead to work on.
      expect(bookings.rows.filter((row) => row.ended && !row.paid).length).toBeGreaterThanOrEqual(
        2,
      );
      expect(bookings.rows.filter((row) => !row.ended).length).toBeGreaterThanOrEqual(3);
      const inbox = await t.db.query(
        `SELECT type, ticked_off_at IS NULL AS open, example FROM inbox_items WHERE example`,
      );
      expect(inbox.rows.filter((row) => row.type === 'todo' && row.open).length).toBe(2);
      expect(inbox.rows.filter((row) => row.type === 'contact' && row.open).length).toBe(2);
      const bans = await t.db.query(
        `SELECT email, booking_id, booked_day::text AS day, example FROM blacklist_entries`,
      );
      expect(bans.rows.length).toBe(2);
      expect(bans.rows.every((row) => row.example)).toBe(true);
      expect(bans.rows.filter((row) => row.booking_id !== null && row.day !== null)).toHaveLength(
        1,
      );
      const demo = await demoLogin();
      const overview = await demo.agent.get('/api/v1/staff/overview');
      expect(overview.body).toMatchObject({ openTodos: 2, openContactMessages: 2 });
      expect(overview.body.unfinishedBookings).toBeGreaterThanOrEqual(2);
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
  // Last: it runs the gallery seed a second time.
  it('replace, on installs seeded before, only the placeholders nobody but demo members touched', async () => {
    const member = (username: string) =>
      t.db
        .query('SELECT id FROM gallery_members WHERE username = $1', [username])
        .then(({ rows }) => rows[0].id as string);
    // The state the old 'art-gallery' seed left: its members and back-dated 'Curator' pictures,
    // written in one transaction an hour ago. Ava meanwhile is a real person's account.
    const seededAt = new Date(Date.now() - 3_600_000);
    await t.db.query(`DELETE FROM seed_history WHERE name = 'art-gallery-series'`);
    await t.db.query(`INSERT INTO seed_history (name, applied_at) VALUES ('art-gallery', $1)`, [
      seededAt,
    ]);
    await t.db.query(
      `UPDATE gallery_members SET created_at = $1 WHERE username IN ('Mila', 'Jonas')`,
      [seededAt],
    );
    const [mila, jonas, ava] = [await member('Mila'), await member('Jonas'), await member('Ava')];
    await t.registerMember('RealFan');
    const fanId = await member('RealFan');
    const placeholder = async (daysBefore: number) =>
      (
        await t.db.query(
          `INSERT INTO gallery_items (image_id, uploader_name, uploaded_at)
           VALUES ($1, 'Curator', $2) RETURNING id`,
          [
            daysBefore.toString(16).padStart(32, 'c'),
            new Date(seededAt.getTime() - daysBefore * 86_400_000),
          ],
        )
      ).rows[0].id as string;
    const comment = async (itemId: string, authorId: string, author: string) =>
      (
        await t.db.query(
          `INSERT INTO gallery_comments (item_id, author_id, author_name, body, depth)
           VALUES ($1, $2, $3, 'Lovely', 0) RETURNING id`,
          [itemId, authorId, author],
        )
      ).rows[0].id as string;
    const untouched = await placeholder(1);
    await comment(untouched, mila, 'Mila');
    await t.db.query(
      `INSERT INTO gallery_item_votes (item_id, member_id, value) VALUES ($1, $2, 1)`,
      [untouched, jonas],
    );
    const liked = await placeholder(4);
    await t.db.query(
      `INSERT INTO gallery_item_votes (item_id, member_id, value) VALUES ($1, $2, 1)`,
      [liked, fanId],
    );
    const discussed = await placeholder(7);
    const milasComment = await comment(discussed, mila, 'Mila');
    await t.db.query(
      `INSERT INTO gallery_comment_votes (comment_id, member_id, value) VALUES ($1, $2, -1)`,
      [milasComment, fanId],
    );
    const commented = await placeholder(10);
    await comment(commented, fanId, 'RealFan');
    // A real upload by a member who happens to be called Curator.
    const real = (
      await t.db.query(
        `INSERT INTO gallery_items (image_id, uploader_name) VALUES ($1, 'Curator') RETURNING id`,
        ['d'.repeat(32)],
      )
    ).rows[0].id as string;
    const avaBefore = await t.db.query(
      'SELECT (SELECT count(*) FROM gallery_comments WHERE author_id = $1)::int AS comments, (SELECT count(*) FROM gallery_item_votes WHERE member_id = $1)::int AS votes',
      [ava],
    );

    // Cheap pictures this time: the drawings were checked above.
    const pictures = ARTWORKS.map((artwork, index) =>
      jest.spyOn(artwork, 'picture').mockImplementation(() =>
        sharp({
          create: { width: 8, height: 6, channels: 3, background: { r: index, g: 90, b: 40 } },
        })
          .png()
          .toBuffer(),
      ),
    );
    try {
      await runSeeds(
        t.app.get(DataSource),
        { mediaDir, timeZone: 'Europe/Berlin' },
        () => undefined,
      );
    } finally {
      for (const picture of pictures) picture.mockRestore();
    }

    const left = (
      await t.db.query(`SELECT id FROM gallery_items WHERE uploader_name = 'Curator'`)
    ).rows.map((row) => row.id as string);
    expect(left.sort()).toEqual([liked, discussed, commented, real].sort());
    // The series again, written by the demo members the old seed made; Ava is left alone.
    const series = await t.db.query(
      'SELECT count(*)::int AS n FROM gallery_items WHERE uploader_name = $1 AND title IS NOT NULL',
      [ARTIST],
    );
    expect(series.rows[0].n).toBe(ARTWORKS.length * 2);
    const members = await t.db.query(
      `SELECT username FROM gallery_members WHERE username IN ('Mila', 'Jonas', 'Ava')`,
    );
    expect(members.rows).toHaveLength(3);
    const avaAfter = await t.db.query(
      'SELECT (SELECT count(*) FROM gallery_comments WHERE author_id = $1)::int AS comments, (SELECT count(*) FROM gallery_item_votes WHERE member_id = $1)::int AS votes',
      [ava],
    );
    expect(avaAfter.rows).toEqual(avaBefore.rows);
    const milasNew = await t.db.query(
      'SELECT count(*)::int AS n FROM gallery_comments WHERE author_id = $1 AND item_id <> ALL($2)',
      [mila, [discussed]],
    );
    expect(milasNew.rows[0].n).toBeGreaterThan(0);
  });
});
