import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import sharp from 'sharp';
import { createTestApp } from '../../test/test-app';
import type { SessionClient, TestApp } from '../../test/test-app';

/**
 * Votes fired concurrently must leave every like count equal to the stored votes (likes minus
 * dislikes): the security probe saw 20 concurrent likes of one member count 6 with one vote row,
 * because locking a vote row that does not exist yet locks nothing.
 */
const ADMIN = 'Curator';
const MEMBERS = 8;
const ITEMS = 2;
const RUNS = 6;

interface Target {
  path: string;
}
interface VoteOp {
  member: number;
  target: number;
  value: 1 | 0 | -1;
}

describe('ArtAlley votes under concurrency', () => {
  let t: TestApp;
  let mediaDir: string;
  let members: SessionClient[];
  let targets: Target[];
  let admin: SessionClient;

  const member = (name: string) => t.registerMember(name);

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'gallery-votes-'));
    t = await createTestApp({ MEDIA_DIR: mediaDir, ART_ADMIN_USERNAMES: ADMIN.toLowerCase() });
    admin = await member(ADMIN);
    members = await Promise.all(Array.from({ length: MEMBERS }, (_, i) => member(`voter${i}`)));
    targets = [];
    for (let i = 0; i < ITEMS; i += 1) {
      targets.push(await newTarget('item'), await newTarget('comment'));
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  /** A new item, or a new comment on a new item. */
  async function newTarget(kind: 'item' | 'comment'): Promise<Target & { id: string }> {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#884422' },
    })
      .png()
      .toBuffer();
    const item = await admin.agent
      .post('/api/v1/gallery/items')
      .set('X-CSRF-Token', admin.token)
      .attach('file', png, 'art.png');
    expect(item.status).toBe(201);
    const itemId = item.body.id as string;
    if (kind === 'item') return { path: `items/${itemId}`, id: itemId };
    const comment = await admin.agent
      .post(`/api/v1/gallery/items/${itemId}/comments`)
      .set('X-CSRF-Token', admin.token)
      .send({ body: 'Vote on me' });
    expect(comment.status).toBe(201);
    const commentId = comment.body.id as string;
    return { path: `comments/${commentId}`, id: commentId };
  }

  const vote = ({ member: index, target, value }: VoteOp) => {
    const client = members[index]!;
    return client.agent
      .put(`/api/v1/gallery/${targets[target]!.path}/vote`)
      .set('X-CSRF-Token', client.token)
      .send({ value });
  };

  /** Every item's and comment's count next to the sum and number of its stored votes. */
  async function countsAndVotes() {
    const { rows } = await t.db.query<{ kind: string; count: number; sum: number }>(`
      SELECT 'item' AS kind, i.like_count AS count,
             (SELECT coalesce(sum(v.value), 0)::int FROM gallery_item_votes v WHERE v.item_id = i.id) AS sum
        FROM gallery_items i
      UNION ALL
      SELECT 'comment', c.like_count,
             (SELECT coalesce(sum(v.value), 0)::int FROM gallery_comment_votes v WHERE v.comment_id = c.id)
        FROM gallery_comments c`);
    return rows;
  }

  const value = fc.constantFrom<1 | 0 | -1>(1, 0, -1);
  const manyMembers = fc.array(
    fc.record({
      member: fc.integer({ min: 0, max: MEMBERS - 1 }),
      target: fc.integer({ min: 0, max: ITEMS * 2 - 1 }),
      value,
    }),
    { minLength: 1, maxLength: 40 },
  );
  // One member hammering the targets: the case where no vote row exists yet to lock.
  const oneMember = fc.array(
    fc.record({
      member: fc.constant(0),
      target: fc.integer({ min: 0, max: ITEMS * 2 - 1 }),
      value,
    }),
    { minLength: 1, maxLength: 30 },
  );
  const twentyLikesFromOne: VoteOp[] = Array.from({ length: 20 }, () => ({
    member: 1,
    target: 0,
    value: 1,
  }));

  it('keeps every item and comment count equal to its stored votes, whatever the mix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(manyMembers, oneMember), async (ops) => {
        const answers = await Promise.all(ops.map(vote));
        expect(answers.map((answer) => answer.status)).toEqual(ops.map(() => 200));
        for (const row of await countsAndVotes()) {
          expect({ kind: row.kind, count: row.count }).toEqual({ kind: row.kind, count: row.sum });
        }
      }),
      { numRuns: RUNS, examples: [[twentyLikesFromOne]], endOnFailure: true },
    );
  }, 15_000);

  it.each(['item', 'comment'] as const)(
    'counts 20 concurrent likes of one member on a new %s as one vote',
    async (kind) => {
      const { path, id } = await newTarget(kind);
      const solo = await member(`solo${kind}`);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          solo.agent
            .put(`/api/v1/gallery/${path}/vote`)
            .set('X-CSRF-Token', solo.token)
            .send({ value: 1 }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      const { rows } = await t.db.query(
        `SELECT (SELECT like_count FROM gallery_${kind}s WHERE id = $1) AS count,
                (SELECT count(*)::int FROM gallery_${kind}_votes WHERE ${kind}_id = $1) AS votes`,
        [id],
      );
      expect(rows[0]).toEqual({ count: 1, votes: 1 });
    },
  );
});
