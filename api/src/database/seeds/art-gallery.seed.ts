import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { hashPassword } from '../../common/security/password-hashing';
import { storeImageFiles } from '../../media/image-files';
import type { MediaTarget } from '../../media/image-files';
import { ARTWORKS } from './art-pictures';
import type { Seed } from './run-seeds';

/** The artist ArtAlley presents (web/src/sites/art/art-texts.ts): the works are hers. */
export const ARTIST = 'Mara Lindqvist';
/** This seed's name before it drew the artist's series: twelve placeholder shapes by 'Curator'. */
const PLACEHOLDER_SEED = 'art-gallery';
const PLACEHOLDER_UPLOADER = 'Curator';

/** Demo members with passwords nobody knows: they only bring the gallery to life. */
const MEMBERS = ['Mila', 'Jonas', 'Ava'] as const;
type Member = (typeof MEMBERS)[number];

/** Each member's vote on each artwork, newest first: + like, - dislike, . none. */
const VOTES = [
  '+++',
  '++.',
  '+.+',
  '.++',
  '+++',
  '++-',
  '+++',
  '.+.',
  '+++',
  '-++',
  '++.',
  '+.+',
  '+++',
  '.+.',
  '++.',
  '+++',
  '+-+',
  '.++',
  '+++',
  '++.',
] as const;

const COMMENTS: ReadonlyArray<{
  title: string;
  author: Member;
  body: string;
  replies?: ReadonlyArray<{ author: Member; body: string }>;
}> = [
  {
    title: 'Tideline — First Light',
    author: 'Mila',
    body: 'The way the sun’s path breaks up on the water – I can almost hear the gulls.',
    replies: [{ author: 'Jonas', body: 'Those calm teal bands. I would hang it by a window.' }],
  },
  {
    title: 'Tideline — Night Harbour',
    author: 'Ava',
    body: 'So much blue, and yet it feels warm. The moon does all the work.',
  },
  {
    title: 'Orbits — Two Moons',
    author: 'Ava',
    body: 'Would love this as a print for my studio!',
    replies: [
      {
        author: 'Mila',
        body: 'Signed prints are possible – ask through the contact form on the about page.',
      },
    ],
  },
  {
    title: 'Orbits — Perihelion',
    author: 'Jonas',
    body: 'That ochre planet over the vermilion ground is pure joy.',
  },
  {
    title: 'Loom Notes — Tram Depot',
    author: 'Mila',
    body: 'The three arches of the depot doors! I recognised them from the open studio.',
  },
  {
    title: 'Ink Studies — Ensō',
    author: 'Jonas',
    body: 'One breath, one stroke. The dry end of the brush says more than any colour could.',
    replies: [{ author: 'Ava', body: 'And the gap at the top lets it breathe.' }],
  },
  {
    title: 'Ink Studies — Bamboo',
    author: 'Ava',
    body: 'The pale stalks behind make the black one step forward. Beautiful depth.',
  },
];

const DAY_MS = 86_400_000;
/**
 * Pictures drawn side by side (sharp works off the event loop): both cores busy, yet the seed's
 * transaction is never idle for long (the database ends sessions idle in a transaction).
 */
const DRAWN_AT_ONCE = 3;

/**
 * The artist's four series with a few members, comments and votes, so the gallery is alive at
 * first. Installs seeded before (as 'art-gallery') lose the placeholder pictures that seed drew,
 * unless real members left comments or votes on them: their words stay with the picture. Those
 * placeholders are recognised by their uploader and their back-dated upload (before that seed
 * ran, which no upload through the API can be); their files go with the media sweep a day later.
 * `mediaDir`: MEDIA_DIR, or the configured storage driver (an S3 bucket) — see MediaTarget.
 */
export function artGallery(mediaDir: MediaTarget): Seed {
  return {
    name: 'art-gallery-series',
    async run(manager) {
      await removeUntouchedPlaceholders(manager);
      const members = await demoMembers(manager);
      const itemIds = new Map<string, string>();
      for (let first = 0; first < ARTWORKS.length; first += DRAWN_AT_ONCE) {
        const batch = ARTWORKS.slice(first, first + DRAWN_AT_ONCE);
        const images = await Promise.all(
          batch.map(async (artwork) => storeImageFiles(mediaDir, await artwork.picture())),
        );
        for (const [offset, artwork] of batch.entries()) {
          const index = first + offset;
          // The newest two days ago, then one every five days.
          const uploadedAt = new Date(Date.now() - (2 + index * 5) * DAY_MS);
          const [row] = (await manager.query(
            `INSERT INTO gallery_items (image_id, title, uploader_name, uploaded_at)
             VALUES ($1, $2, $3, $4) RETURNING id`,
            [images[offset]!.id, artwork.title, ARTIST, uploadedAt],
          )) as Array<{ id: string }>;
          itemIds.set(artwork.title, row!.id);
          for (const [position, mark] of [...(VOTES[index] ?? '')].entries()) {
            const memberId = members.get(MEMBERS[position]!);
            if (mark === '.' || !memberId) continue;
            await manager.query(
              `INSERT INTO gallery_item_votes (item_id, member_id, value) VALUES ($1, $2, $3)`,
              [row!.id, memberId, mark === '+' ? 1 : -1],
            );
          }
        }
      }
      for (const { title, author, body, replies = [] } of COMMENTS) {
        const itemId = itemIds.get(title);
        const authorId = members.get(author);
        if (!itemId) throw new Error(`No artwork titled ${title}`);
        if (!authorId) continue;
        const [top] = (await manager.query(
          `INSERT INTO gallery_comments (item_id, author_id, author_name, body, depth)
           VALUES ($1, $2, $3, $4, 0) RETURNING id`,
          [itemId, authorId, author, body],
        )) as Array<{ id: string }>;
        for (const reply of replies) {
          const replierId = members.get(reply.author);
          if (!replierId) continue;
          await manager.query(
            `INSERT INTO gallery_comments (item_id, parent_id, author_id, author_name, body, depth)
             VALUES ($1, $2, $3, $4, $5, 1)`,
            [itemId, top!.id, replierId, reply.author, reply.body],
          );
        }
      }
      // The counts follow from the stored rows, as the API keeps them.
      await manager.query(
        `UPDATE gallery_items i SET
           like_count = coalesce((SELECT sum(value) FROM gallery_item_votes v WHERE v.item_id = i.id), 0),
           comment_count = (SELECT count(*) FROM gallery_comments c WHERE c.item_id = i.id)
         WHERE i.id = ANY($1)`,
        [[...itemIds.values()]],
      );
    },
  };
}

/**
 * Members the placeholder seed created were inserted in its transaction: their created_at is its
 * seed_history.applied_at (both now() of that transaction).
 */
const PLACEHOLDER_MEMBERS = `SELECT m.id FROM gallery_members m JOIN seed_history s
  ON s.name = '${PLACEHOLDER_SEED}' AND m.created_at = s.applied_at`;

async function removeUntouchedPlaceholders(manager: EntityManager): Promise<void> {
  await manager.query(
    `DELETE FROM gallery_items i USING seed_history s
      WHERE s.name = $1 AND i.uploader_name = $2 AND i.uploaded_at < s.applied_at
        AND NOT EXISTS (SELECT 1 FROM gallery_comments c
              WHERE c.item_id = i.id AND c.author_id NOT IN (${PLACEHOLDER_MEMBERS}))
        AND NOT EXISTS (SELECT 1 FROM gallery_item_votes v
              WHERE v.item_id = i.id AND v.member_id NOT IN (${PLACEHOLDER_MEMBERS}))
        AND NOT EXISTS (SELECT 1 FROM gallery_comment_votes v
              JOIN gallery_comments c ON c.id = v.comment_id
              WHERE c.item_id = i.id AND v.member_id NOT IN (${PLACEHOLDER_MEMBERS}))`,
    [PLACEHOLDER_SEED, PLACEHOLDER_UPLOADER],
  );
}

/**
 * The demo members by name: created here, or the ones the placeholder seed created. A name that
 * a real person registered meanwhile stays theirs: nothing is written in it.
 */
async function demoMembers(manager: EntityManager): Promise<Map<Member, string>> {
  const ids = new Map<Member, string>();
  for (const username of MEMBERS) {
    const [created] = (await manager.query(
      `INSERT INTO gallery_members (username, password_hash) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING id`,
      [username, await hashPassword(randomBytes(24).toString('hex'))],
    )) as Array<{ id: string }>;
    const [member] = created
      ? [created]
      : ((await manager.query(`${PLACEHOLDER_MEMBERS} WHERE m.username = $1`, [
          username,
        ])) as Array<{ id: string }>);
    if (member) ids.set(username, member.id);
  }
  return ids;
}
