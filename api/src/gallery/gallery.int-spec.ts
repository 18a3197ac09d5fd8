import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jestOpenAPI from 'jest-openapi';
import sharp from 'sharp';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';
import { BAD_PAGE_QUERIES, collectPages } from '../../test/pages';

jestOpenAPI(OPENAPI_FILE);

const ADMIN = 'Curator';
const artwork = (colour = '#884422') =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('ArtAlley gallery', () => {
  let t: TestApp;
  let mediaDir: string;
  let admin: SessionClient;
  let counter = 0;

  /** A fresh member, logged in (register logs in). */
  const member = (name = `member${(counter += 1)}`) => t.registerMember(name);

  const upload = async (client: SessionClient, bytes: Buffer, name = 'art.png') =>
    client.agent
      .post('/api/v1/gallery/items')
      .set('X-CSRF-Token', client.token)
      .attach('file', bytes, name);

  const comment = (client: SessionClient, itemId: string, body: string, parentId?: string) =>
    client.agent
      .post(`/api/v1/gallery/items/${itemId}/comments`)
      .set('X-CSRF-Token', client.token)
      .send({ body, ...(parentId ? { parentId } : {}) });

  const vote = (client: SessionClient, path: string, value: number) =>
    client.agent
      .put(`/api/v1/gallery/${path}/vote`)
      .set('X-CSRF-Token', client.token)
      .send({ value });

  const itemRow = async (id: string) =>
    (await t.db.query('SELECT like_count, comment_count FROM gallery_items WHERE id = $1', [id]))
      .rows[0] as { like_count: number; comment_count: number } | undefined;

  let itemId: string;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'gallery-media-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir, ART_ADMIN_USERNAMES: ADMIN.toLowerCase() });
    admin = await member(ADMIN);
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM gallery_items');
    const response = await upload(admin, await artwork());
    expect(response.status).toBe(201);
    itemId = response.body.id as string;
  });

  describe('members', () => {
    it('registers with a hashed password, unique ignoring case, and knows the admin', async () => {
      const ada = await member('AdaArt');
      const me = await ada.agent.get('/api/v1/gallery/auth/me');
      expect(me.status).toBe(200);
      expect(me).toSatisfyApiSpec();
      expect(me.body).toEqual({ username: 'AdaArt', admin: false });
      const stored = await t.db.query(
        `SELECT password_hash FROM gallery_members WHERE username = 'AdaArt'`,
      );
      expect(stored.rows[0].password_hash).toMatch(/^\$argon2id\$/);

      const again = await t.session();
      const taken = await again.agent
        .post('/api/v1/gallery/auth/register')
        .set('X-CSRF-Token', again.token)
        .send({ username: 'adaart', password: 'other-pass' });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toContainEqual(
        expect.objectContaining({ field: 'username', code: 'USERNAME_TAKEN' }),
      );

      const adminMe = await admin.agent.get('/api/v1/gallery/auth/me');
      expect(adminMe.body).toEqual({ username: ADMIN, admin: true });
    });

    it.each([
      ['a user name of 3 characters', { username: 'abc', password: 'secret' }, 'username'],
      [
        'a user name of 15 characters',
        { username: 'a'.repeat(15), password: 'secret' },
        'username',
      ],
      ['a password of 3 characters', { username: 'valid', password: 'abc' }, 'password'],
      ['a password of 51 characters', { username: 'valid', password: 'p'.repeat(51) }, 'password'],
    ])('rejects %s', async (_, payload, field) => {
      const client = await t.session();
      const response = await client.agent
        .post('/api/v1/gallery/auth/register')
        .set('X-CSRF-Token', client.token)
        .send(payload);
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.objectContaining({ field }));
      const rows = await t.db.query(`SELECT 1 FROM gallery_members WHERE username = 'valid'`);
      expect(rows.rows).toEqual([]);
    });

    it('logs in with the right password only, and logs out', async () => {
      await member('Painter');
      const client = await t.session();
      const wrong = await client.agent
        .post('/api/v1/gallery/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ username: 'painter', password: 'wrong-pass' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.code).toBe('LOGIN_FAILED');
      const right = await client.agent
        .post('/api/v1/gallery/auth/login')
        .set('X-CSRF-Token', client.token)
        .send({ username: 'painter', password: 'secret-pass' });
      expect(right.status).toBe(200);
      expect(right.body).toEqual({ username: 'Painter', admin: false });
      client.token = (await client.agent.get('/api/v1/csrf')).body.token as string;
      const out = await client.agent
        .post('/api/v1/gallery/auth/logout')
        .set('X-CSRF-Token', client.token);
      expect(out.status).toBe(204);
      expect((await client.agent.get('/api/v1/gallery/auth/me')).status).toBe(401);
    });
  });

  describe('items', () => {
    it('lists items with picture URLs, counts, uploader and time', async () => {
      const visitor = await t.session();
      const response = await visitor.agent.get('/api/v1/gallery/items');
      expect(response.status).toBe(200);
      expect(response).toSatisfyApiSpec();
      expect(response.body.items).toHaveLength(1);
      expect(response.body.items[0]).toMatchObject({
        id: itemId,
        likeCount: 0,
        commentCount: 0,
        uploaderName: ADMIN,
      });
      expect(response.body.items[0].thumbnailUrl).toMatch(/-thumb\.webp$/);
      expect(response.body.nextCursor).toBeNull();
      expect(response.body.total).toBe(1);
    });

    describe('page by page (?limit=&cursor=)', () => {
      /** Artworks stored directly, at given times (the picture files do not matter here). */
      const insertItems = async (times: string[]) => {
        for (const [index, time] of times.entries()) {
          await t.db.query(
            `INSERT INTO gallery_items (image_id, uploader_name, uploaded_at) VALUES ($1, $2, $3)`,
            [index.toString(16).padStart(32, 'a'), `uploader ${index}`, time],
          );
        }
      };
      /** The stored order the pages must follow: newest first, the id deciding equal times. */
      const storedOrder = async () =>
        (
          await t.db.query('SELECT id FROM gallery_items ORDER BY uploaded_at DESC, id DESC')
        ).rows.map((row: { id: string }) => row.id);

      it('walks first, next and last page newest first; the last one has no next cursor', async () => {
        await insertItems([
          '2020-01-01T10:00:00Z',
          '2020-01-02T10:00:00Z',
          '2020-01-03T10:00:00Z',
          '2020-01-04T10:00:00Z',
        ]);
        const visitor = await t.session();
        const pages = await collectPages<{ id: string; uploaderName: string }>(
          visitor.agent,
          '/api/v1/gallery/items',
          2,
        );
        expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
        // Every page counts the whole gallery, so names ('Artwork 5') stay put while paging.
        expect(pages.map((page) => (page as unknown as { total: number }).total)).toEqual([
          5, 5, 5,
        ]);
        expect(pages[0]!.nextCursor).toEqual(expect.any(String));
        expect(pages[2]!.nextCursor).toBeNull();
        // The upload of this test run is the newest, then the inserted ones by time.
        expect(pages.flatMap((page) => page.items.map((item) => item.uploaderName))).toEqual([
          ADMIN,
          'uploader 3',
          'uploader 2',
          'uploader 1',
          'uploader 0',
        ]);
        expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
          await storedOrder(),
        );
        const exact = await visitor.agent.get('/api/v1/gallery/items?limit=5');
        expect(exact.body.items).toHaveLength(5);
        expect(exact.body.nextCursor).toBeNull();
      });

      it('keeps one order for equal times and for times within one millisecond', async () => {
        const sameMoment = '2020-05-05T12:00:00.123456Z';
        await insertItems([
          sameMoment,
          sameMoment,
          sameMoment,
          sameMoment,
          '2020-05-05T12:00:00.123400Z',
          '2020-05-05T12:00:00.123499Z',
        ]);
        const visitor = await t.session();
        for (const limit of [1, 2, 4]) {
          const pages = await collectPages<{ id: string }>(
            visitor.agent,
            '/api/v1/gallery/items',
            limit,
          );
          const ids = pages.flatMap((page) => page.items.map((item) => item.id));
          expect(ids).toEqual(await storedOrder());
          expect(new Set(ids).size).toBe(7);
        }
      });

      it('answers 20 items when no limit is given', async () => {
        await insertItems(
          Array.from(
            { length: 21 },
            (_, day) => `2019-01-${String(day + 1).padStart(2, '0')}T10:00:00Z`,
          ),
        );
        const response = await (await t.session()).agent.get('/api/v1/gallery/items');
        expect(response.body.items).toHaveLength(20);
        expect(response.body.nextCursor).toEqual(expect.any(String));
      });

      it.each(BAD_PAGE_QUERIES)('refuses %s with 400 naming the field', async (_, query, field) => {
        const response = await (await t.session()).agent.get('/api/v1/gallery/items').query(query);
        expect(response.status).toBe(400);
        expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(response).toSatisfyApiSpec();
        expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
        expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
      });
    });

    it('lets only the admin upload; a renamed PDF is rejected with the spec message', async () => {
      const visitor = await t.session();
      expect((await upload(visitor, await artwork())).status).toBe(401);
      const someone = await member();
      expect((await upload(someone, await artwork())).status).toBe(403);

      const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
      const rejected = await upload(admin, pdf, 'painting.png');
      expect(rejected.status).toBe(400);
      expect(rejected).toSatisfyApiSpec();
      expect(rejected.body.errors).toContainEqual(
        expect.objectContaining({ field: 'file', message: 'Please upload a valid image file.' }),
      );
      const count = await t.db.query('SELECT count(*)::int AS n FROM gallery_items');
      expect(count.rows[0].n).toBe(1);
    });

    it('takes an optional title with the picture, trimmed, and lists it', async () => {
      expect((await t.db.query('SELECT title FROM gallery_items')).rows).toEqual([{ title: null }]);
      const visitor = await t.session();
      expect((await visitor.agent.get('/api/v1/gallery/items')).body.items[0]).not.toHaveProperty(
        'title',
      );

      const titled = await admin.agent
        .post('/api/v1/gallery/items')
        .set('X-CSRF-Token', admin.token)
        .field('title', '  Harbour at Dusk  ')
        .attach('file', await artwork('#335577'), 'harbour.png');
      expect(titled.status).toBe(201);
      expect(titled).toSatisfyApiSpec();
      expect(titled.body).toMatchObject({ title: 'Harbour at Dusk', uploaderName: ADMIN });
      const stored = await t.db.query('SELECT title FROM gallery_items WHERE id = $1', [
        titled.body.id,
      ]);
      expect(stored.rows).toEqual([{ title: 'Harbour at Dusk' }]);
      const listed = await visitor.agent.get('/api/v1/gallery/items');
      expect(listed).toSatisfyApiSpec();
      expect(listed.body.items[0]).toMatchObject({ id: titled.body.id, title: 'Harbour at Dusk' });

      // An empty title is none.
      const blank = await admin.agent
        .post('/api/v1/gallery/items')
        .set('X-CSRF-Token', admin.token)
        .field('title', '   ')
        .attach('file', await artwork('#553311'), 'blank.png');
      expect(blank.status).toBe(201);
      expect(blank.body).not.toHaveProperty('title');
    });

    it.each([
      ['a title of 81 characters', 'title', 'x'.repeat(81), true],
      ['an unknown text field', 'caption', 'Harbour', true],
      // Refused while the body is read (multer's field limit), before validation.
      ['a field over 1 kB', 'title', 'x'.repeat(2000), false],
    ])('refuses %s with 400 and stores nothing', async (_, field, value, named) => {
      const response = await admin.agent
        .post('/api/v1/gallery/items')
        .set('X-CSRF-Token', admin.token)
        .field(field, value)
        .attach('file', await artwork('#775533'), 'art.png');
      expect(response.status).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response).toSatisfyApiSpec();
      if (named) expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
      const count = await t.db.query('SELECT count(*)::int AS n FROM gallery_items');
      expect(count.rows[0].n).toBe(1);
    });

    it('deletes an item with its comments, votes, seen marks and picture files (admin only)', async () => {
      const fan = await member();
      await comment(fan, itemId, 'Wonderful');
      await vote(fan, `items/${itemId}`, 1);
      await fan.agent.post(`/api/v1/gallery/items/${itemId}/seen`).set('X-CSRF-Token', fan.token);
      const { image_id: imageId } = (
        await t.db.query('SELECT image_id FROM gallery_items WHERE id = $1', [itemId])
      ).rows[0] as { image_id: string };

      const byFan = await fan.agent
        .delete(`/api/v1/gallery/items/${itemId}`)
        .set('X-CSRF-Token', fan.token);
      expect(byFan.status).toBe(403);

      const byAdmin = await admin.agent
        .delete(`/api/v1/gallery/items/${itemId}`)
        .set('X-CSRF-Token', admin.token);
      expect(byAdmin.status).toBe(204);
      for (const table of [
        'gallery_items',
        'gallery_comments',
        'gallery_item_votes',
        'gallery_seen_items',
      ]) {
        expect((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n).toBe(0);
      }
      expect(existsSync(join(mediaDir, `${imageId}-large.webp`))).toBe(false);
    });

    it('lets the staff root administer the gallery too', async () => {
      const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
      const response = await upload(root, await artwork('#224488'));
      expect(response.status).toBe(201);
      expect(response.body.uploaderName).toBe('Admin');
    });
  });

  describe('comments', () => {
    it('answers a tree, each level by likes descending, and keeps the count true', async () => {
      const a = await member();
      const b = await member();
      const first = (await comment(a, itemId, 'First!')).body.id as string;
      const second = (await comment(b, itemId, 'Second')).body.id as string;
      const reply = await comment(b, itemId, 'A reply', first);
      expect(reply.status).toBe(201);
      expect(reply).toSatisfyApiSpec();
      expect(reply.body).toMatchObject({ parentId: first, depth: 1 });
      await vote(a, `comments/${second}`, 1);

      const tree = await (await t.session()).agent.get(`/api/v1/gallery/items/${itemId}/comments`);
      expect(tree.status).toBe(200);
      expect(tree).toSatisfyApiSpec();
      expect(
        tree.body.items.map((node: { body: string; replies: { body: string }[] }) => [
          node.body,
          node.replies.map((r) => r.body),
        ]),
      ).toEqual([
        ['Second', []],
        ['First!', ['A reply']],
      ]);
      expect((await itemRow(itemId))?.comment_count).toBe(3);
    });

    it('rejects an empty comment and one over 300 characters', async () => {
      const a = await member();
      for (const body of ['   ', 'x'.repeat(301)]) {
        const response = await comment(a, itemId, body);
        expect(response.status).toBe(400);
        expect(response.body.errors).toContainEqual(expect.objectContaining({ field: 'body' }));
      }
      expect((await comment(a, itemId, 'x'.repeat(300))).status).toBe(201);
      expect((await itemRow(itemId))?.comment_count).toBe(1);
    });

    it('allows replies only below depth 10, and only to comments on the same item', async () => {
      const a = await member();
      let parent = (await comment(a, itemId, 'depth 0')).body.id as string;
      for (let depth = 1; depth <= 9; depth += 1) {
        const response = await comment(a, itemId, `depth ${depth}`, parent);
        expect(response.body.depth).toBe(depth);
        parent = response.body.id as string;
      }
      const tooDeep = await comment(a, itemId, 'depth 10', parent);
      expect(tooDeep.status).toBe(400);
      expect(tooDeep.body.errors).toContainEqual(
        expect.objectContaining({ field: 'parentId', code: 'TOO_DEEP' }),
      );

      const other = (await upload(admin, await artwork('#112233'))).body.id as string;
      const crossItem = await comment(a, other, 'elsewhere', parent);
      expect(crossItem.status).toBe(400);
      expect((await itemRow(itemId))?.comment_count).toBe(10);
      expect((await itemRow(other))?.comment_count).toBe(0);
    });

    it('lets the author or the admin delete a comment with its replies; others get 403', async () => {
      const author = await member();
      const other = await member();
      const top = (await comment(author, itemId, 'Top')).body.id as string;
      await comment(other, itemId, 'Reply', top);
      await comment(author, itemId, 'Another');

      const byOther = await other.agent
        .delete(`/api/v1/gallery/comments/${top}`)
        .set('X-CSRF-Token', other.token);
      expect(byOther.status).toBe(403);
      expect((await itemRow(itemId))?.comment_count).toBe(3);

      const byAuthor = await author.agent
        .delete(`/api/v1/gallery/comments/${top}`)
        .set('X-CSRF-Token', author.token);
      expect(byAuthor.status).toBe(204);
      expect((await itemRow(itemId))?.comment_count).toBe(1);

      const last = (await t.db.query(`SELECT id FROM gallery_comments WHERE body = 'Another'`))
        .rows[0].id as string;
      const byAdmin = await admin.agent
        .delete(`/api/v1/gallery/comments/${last}`)
        .set('X-CSRF-Token', admin.token);
      expect(byAdmin.status).toBe(204);
      expect((await itemRow(itemId))?.comment_count).toBe(0);
    });
  });

  describe('votes', () => {
    // neutral → like +1, like → dislike -2, dislike → like +2, like → neutral -1, …
    const transitions: Array<[number, number, number]> = [
      [1, 1, 1],
      [-1, -1, -2],
      [1, 1, 2],
      [0, 0, -1],
      [-1, -1, -1],
      [0, 0, 1],
      [-1, -1, -1],
      [-1, -1, 0],
    ];

    it.each(['items', 'comments'])('moves the %s count by every transition', async (kind) => {
      const voter = await member();
      const target =
        kind === 'items'
          ? itemId
          : ((await comment(voter, itemId, 'Vote on me')).body.id as string);
      let count = 0;
      for (const [value, stored, delta] of transitions) {
        const response = await vote(voter, `${kind}/${target}`, value);
        expect(response.status).toBe(200);
        count += delta;
        expect(response.body).toEqual({ value, likeCount: count });
        const table = kind === 'items' ? 'gallery_item_votes' : 'gallery_comment_votes';
        const rows = await t.db.query(`SELECT value FROM ${table}`);
        expect(rows.rows).toEqual(stored === 0 ? [] : [{ value: stored }]);
      }
      const votes = await voter.agent.get('/api/v1/gallery/me/votes');
      expect(votes).toSatisfyApiSpec();
      expect(votes.body[kind === 'items' ? 'dislikedItemIds' : 'dislikedCommentIds']).toEqual([
        target,
      ]);
    });

    it('keeps the count equal to the stored likes minus dislikes under 50 concurrent voters', async () => {
      const voters = await Promise.all(Array.from({ length: 50 }, () => member()));
      await Promise.all(
        voters.map((voter, index) => vote(voter, `items/${itemId}`, index % 3 === 0 ? -1 : 1)),
      );
      // A second wave of changes on top, also concurrent.
      await Promise.all(
        voters.map((voter, index) =>
          vote(voter, `items/${itemId}`, index % 5 === 0 ? 0 : index % 2 === 0 ? -1 : 1),
        ),
      );
      const stored = await t.db.query(
        'SELECT coalesce(sum(value), 0)::int AS total, count(*)::int AS n FROM gallery_item_votes WHERE item_id = $1',
        [itemId],
      );
      expect((await itemRow(itemId))?.like_count).toBe(stored.rows[0].total);
      expect(stored.rows[0].n).toBe(40);
    });

    it('needs a member login, and a known value', async () => {
      const visitor = await t.session();
      expect((await vote(visitor, `items/${itemId}`, 1)).status).toBe(401);
      const voter = await member();
      expect((await vote(voter, `items/${itemId}`, 2)).status).toBe(400);
      expect((await itemRow(itemId))?.like_count).toBe(0);
    });
  });

  it('remembers which items a member has opened', async () => {
    const viewer = await member();
    const mark = await viewer.agent
      .post(`/api/v1/gallery/items/${itemId}/seen`)
      .set('X-CSRF-Token', viewer.token);
    expect(mark.status).toBe(204);
    await viewer.agent
      .post(`/api/v1/gallery/items/${itemId}/seen`)
      .set('X-CSRF-Token', viewer.token);
    const seen = await viewer.agent.get('/api/v1/gallery/me/seen');
    expect(seen).toSatisfyApiSpec();
    expect(seen.body).toEqual({ itemIds: [itemId] });
  });

  describe('the owner’s inbox (contact requests)', () => {
    beforeEach(async () => {
      await t.db.query('DELETE FROM contact_requests');
      await t.db.query(
        `INSERT INTO contact_requests (sender, email, body) VALUES ('Eva', 'eva@example.de', 'Hello'), ('Tom', 'tom@example.de', 'Hi')`,
      );
    });

    it('needs the gallery admin', async () => {
      expect((await (await t.session()).agent.get('/api/v1/contact-requests')).status).toBe(401);
      expect((await (await member()).agent.get('/api/v1/contact-requests')).status).toBe(403);
    });

    it('lists, marks seen and deletes for the admin', async () => {
      const list = await admin.agent.get('/api/v1/contact-requests');
      expect(list.status).toBe(200);
      expect(list).toSatisfyApiSpec();
      expect(list.body.unseenCount).toBe(2);
      const id = list.body.items[0].id as string;
      const seen = await admin.agent
        .patch(`/api/v1/contact-requests/${id}`)
        .set('X-CSRF-Token', admin.token)
        .send({ seen: true });
      expect(seen.status).toBe(200);
      expect(seen.body.seen).toBe(true);
      const removed = await admin.agent
        .delete(`/api/v1/contact-requests/${id}`)
        .set('X-CSRF-Token', admin.token);
      expect(removed.status).toBe(204);
      const rows = await t.db.query('SELECT sender, seen FROM contact_requests');
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0].seen).toBe(false);
    });

    it('pages newest first, counting the unread requests of the whole inbox on every page', async () => {
      await t.db.query('DELETE FROM contact_requests');
      const sameMoment = '2021-06-01T08:00:00.000001Z';
      const stored: Array<[string, string, boolean]> = [
        ['Ada', '2021-06-01T07:00:00Z', true],
        ['Ben', sameMoment, false],
        ['Cem', sameMoment, true],
        ['Dora', sameMoment, false],
        ['Eli', '2021-06-02T07:00:00Z', false],
      ];
      for (const [sender, sentAt, seen] of stored) {
        await t.db.query(
          `INSERT INTO contact_requests (sender, email, body, sent_at, seen) VALUES ($1, 'x@example.de', 'Hi', $2, $3)`,
          [sender, sentAt, seen],
        );
      }
      const pages = await collectPages<{ id: string; sender: string }>(
        admin.agent,
        '/api/v1/contact-requests',
        2,
      );
      expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
      expect(pages.map((page) => (page as unknown as { unseenCount: number }).unseenCount)).toEqual(
        [3, 3, 3],
      );
      expect(pages[2]!.nextCursor).toBeNull();
      const order = await t.db.query(
        'SELECT id, sender FROM contact_requests ORDER BY sent_at DESC, id DESC',
      );
      expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
        order.rows.map((row: { id: string }) => row.id),
      );
      expect(order.rows[0].sender).toBe('Eli');
      expect(order.rows[4].sender).toBe('Ada');
    });

    it.each(BAD_PAGE_QUERIES)('refuses %s with 400 naming the field', async (_, query, field) => {
      const response = await admin.agent.get('/api/v1/contact-requests').query(query);
      expect(response.status).toBe(400);
      expect(response).toSatisfyApiSpec();
      expect(response.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([expect.objectContaining({ field })]);
    });
  });
});
