import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset, Page, PageRequest } from '../common/pagination/keyset-page';
import { GalleryItem } from './entities/gallery-item.entity';
import { GalleryMember } from './entities/gallery-member.entity';
import { GallerySeenItem } from './entities/gallery-vote.entity';
import type { VoteValue } from './gallery.rules';

/** What can be voted on. */
export type VoteTarget = 'item' | 'comment';

/** Where each kind of vote is stored and which row's count it moves (fixed SQL names). */
const VOTE_TABLES = {
  item: { votes: 'gallery_item_votes', column: 'item_id', counted: 'gallery_items' },
  comment: { votes: 'gallery_comment_votes', column: 'comment_id', counted: 'gallery_comments' },
} as const satisfies Record<VoteTarget, { votes: string; column: string; counted: string }>;

/** Newest first; the id orders uploads of the same moment (index IDX_gallery_items_uploaded_at_id). */
const ITEMS_NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'item.uploaded_at', type: 'timestamptz' },
    { expression: 'item.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

/**
 * The gallery's SQL beyond single-row finds. Every method runs in the caller's transaction when
 * there is one (TransactionHost), so the service decides what belongs together.
 */
@Injectable()
export class GalleryRepository {
  constructor(private readonly transactions: TransactionHost) {}

  /**
   * The member any spelling of the name belongs to: compared by the key the database defines
   * (NFKC, lower case: gallery_username_key(), unique index UQ_gallery_members_username_key).
   */
  findMember(username: string): Promise<GalleryMember | null> {
    return this.transactions
      .repository(GalleryMember)
      .createQueryBuilder('member')
      .where('member.username_key = gallery_username_key(:username)', { username })
      .getOne();
  }

  pageOfItems(page: PageRequest): Promise<Page<GalleryItem>> {
    const query = this.transactions.repository(GalleryItem).createQueryBuilder('item');
    return keysetPage(query, ITEMS_NEWEST_FIRST, page);
  }

  countItems(): Promise<number> {
    return this.transactions.repository(GalleryItem).count();
  }

  /** Makes comment deletions on one item take turns until the transaction ends. */
  async lockItem(itemId: string): Promise<void> {
    await this.transactions.manager.query(`SELECT 1 FROM gallery_items WHERE id = $1 FOR UPDATE`, [
      itemId,
    ]);
  }

  /** The comment and every reply below it, at any depth. */
  async threadSize(commentId: string): Promise<number> {
    const [{ size }] = (await this.transactions.manager.query(
      `WITH RECURSIVE thread AS (
         SELECT id FROM gallery_comments WHERE id = $1
         UNION ALL
         SELECT c.id FROM gallery_comments c JOIN thread t ON c.parent_id = t.id
       )
       SELECT count(*)::int AS size FROM thread`,
      [commentId],
    )) as [{ size: number }];
    return size;
  }

  /**
   * Locks the item or comment voted on until the transaction ends, and tells whether it exists.
   * Every vote on one target takes this lock first, so votes on it take turns and each recount
   * sees the votes committed before it. (Locking the member's vote row instead locked nothing
   * when the member had no vote yet: concurrent first votes of one member were counted twice.)
   * NO KEY UPDATE is the lock the count's UPDATE takes anyway; it still lets replies reference
   * the comment meanwhile.
   */
  async lockVoteTarget(kind: VoteTarget, targetId: string): Promise<boolean> {
    const { counted } = VOTE_TABLES[kind];
    const found = (await this.transactions.manager.query(
      `SELECT 1 FROM ${counted} WHERE id = $1 FOR NO KEY UPDATE`,
      [targetId],
    )) as unknown[];
    return found.length > 0;
  }

  /** Stores the vote on its unique key; 0 removes the member's row. */
  async storeVote(
    kind: VoteTarget,
    targetId: string,
    memberId: string,
    value: VoteValue,
  ): Promise<void> {
    const { votes, column } = VOTE_TABLES[kind];
    if (value === 0) {
      await this.transactions.manager.query(
        `DELETE FROM ${votes} WHERE ${column} = $1 AND member_id = $2`,
        [targetId, memberId],
      );
      return;
    }
    await this.transactions.manager.query(
      `INSERT INTO ${votes} (${column}, member_id, value) VALUES ($1, $2, $3)
       ON CONFLICT (${column}, member_id) DO UPDATE SET value = EXCLUDED.value`,
      [targetId, memberId, value],
    );
  }

  /**
   * Sets the count to the stored likes minus dislikes and answers it. Recounting (not adding a
   * delta) keeps the count equal to the votes by construction; the primary key
   * (target, member) serves the sum.
   */
  async recountLikes(kind: VoteTarget, targetId: string): Promise<number> {
    const { votes, column, counted } = VOTE_TABLES[kind];
    const [rows] = (await this.transactions.manager.query(
      `UPDATE ${counted}
          SET like_count = (SELECT coalesce(sum(value), 0) FROM ${votes} WHERE ${column} = $1)
        WHERE id = $1
        RETURNING like_count`,
      [targetId],
    )) as [[{ like_count: number }], number];
    return rows[0].like_count;
  }

  /** A second mark of the same item is no error: the first one stays. */
  async markSeen(itemId: string, memberId: string): Promise<void> {
    await this.transactions
      .repository(GallerySeenItem)
      .createQueryBuilder()
      .insert()
      .values({ itemId, memberId })
      .orIgnore()
      .execute();
  }
}
