import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { hashPassword } from '../../common/security/password-hashing';
import { storeImageFiles } from '../../media/image-files';
import { artworkSvg } from './art-pictures';
import type { Seed } from './run-seeds';

const ARTWORKS = 12;
/** Demo members with passwords nobody knows: they only bring the gallery to life. */
const MEMBERS = ['Mila', 'Jonas', 'Ava'] as const;
const COMMENTS: ReadonlyArray<{ item: number; author: number; body: string; replies?: string[] }> =
  [
    {
      item: 0,
      author: 0,
      body: 'The yellow pulls my eye straight to the centre. Lovely.',
      replies: ['Same here – it almost hums.'],
    },
    { item: 1, author: 1, body: 'Reminds me of a harbour at dusk.' },
    {
      item: 3,
      author: 2,
      body: 'Would love this as a print for my studio!',
      replies: ['Ask via the contact form, commissions are open.'],
    },
    { item: 5, author: 0, body: 'These strokes feel like a dance.' },
  ];

/** Twelve artworks with a few members, comments and votes, so the gallery is alive at first. */
export function artGallery(mediaDir: string): Seed {
  return {
    name: 'art-gallery',
    async run(manager) {
      const memberIds: string[] = [];
      for (const username of MEMBERS) {
        const [row] = (await manager.query(
          `INSERT INTO gallery_members (username, password_hash) VALUES ($1, $2) RETURNING id`,
          [username, await hashPassword(randomBytes(24).toString('hex'))],
        )) as Array<{ id: string }>;
        memberIds.push(row!.id);
      }
      const itemIds: string[] = [];
      for (let index = 0; index < ARTWORKS; index += 1) {
        const png = await sharp(Buffer.from(artworkSvg(index)))
          .png()
          .toBuffer();
        const image = await storeImageFiles(mediaDir, png);
        // Spread over the last weeks, the first artwork the newest.
        const uploadedAt = new Date(Date.now() - (index * 3 + 1) * 86_400_000);
        const [row] = (await manager.query(
          `INSERT INTO gallery_items (image_id, uploader_name, uploaded_at) VALUES ($1, 'Curator', $2) RETURNING id`,
          [image.id, uploadedAt],
        )) as Array<{ id: string }>;
        itemIds.push(row!.id);
      }
      for (const [index, itemId] of itemIds.entries()) {
        for (const [position, memberId] of memberIds.entries()) {
          // Most like, some dislike, some do not vote: likes minus dislikes is the count.
          const value = (index + position) % 5 === 0 ? -1 : (index + position) % 4 === 0 ? 0 : 1;
          if (value === 0) continue;
          await manager.query(
            `INSERT INTO gallery_item_votes (item_id, member_id, value) VALUES ($1, $2, $3)`,
            [itemId, memberId, value],
          );
        }
      }
      for (const { item, author, body, replies = [] } of COMMENTS) {
        const [top] = (await manager.query(
          `INSERT INTO gallery_comments (item_id, author_id, author_name, body, depth) VALUES ($1, $2, $3, $4, 0) RETURNING id`,
          [itemIds[item], memberIds[author], MEMBERS[author], body],
        )) as Array<{ id: string }>;
        for (const [offset, reply] of replies.entries()) {
          const replier = (author + offset + 1) % MEMBERS.length;
          await manager.query(
            `INSERT INTO gallery_comments (item_id, parent_id, author_id, author_name, body, depth) VALUES ($1, $2, $3, $4, $5, 1)`,
            [itemIds[item], top!.id, memberIds[replier], MEMBERS[replier], reply],
          );
        }
      }
      // The counts follow from the stored rows, as the API keeps them.
      await manager.query(`
        UPDATE gallery_items i SET
          like_count = coalesce((SELECT sum(value) FROM gallery_item_votes v WHERE v.item_id = i.id), 0),
          comment_count = (SELECT count(*) FROM gallery_comments c WHERE c.item_id = i.id)`);
    },
  };
}
