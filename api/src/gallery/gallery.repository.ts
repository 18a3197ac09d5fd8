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

  /** User names are unique ignoring case (index UQ_gallery_members_username on lower()). */
  findMember(username: string): Promise<GalleryMember | null> {
    return this.transactions
      .repository(GalleryMember)
      .createQueryBuilder('member')
      .where('lower(member.username) = lower(:username)', { username })
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

  async voteTargetExists(kind: VoteTarget, targetId: string): Promise<boolean> {
    const { counted } = VOTE_TABLES[kind];
    const found = (await this.transactions.manager.query(`SELECT 1 FROM ${counted} WHERE id = $1`, [
      targetId,
    ])) as unknown[];
    return found.length > 0;
  }

  /**
   * The member's current vote (0 when none), with its row locked: two requests of one member
   * take turns, other members never wait.
   */
  async lockedVote(kind: VoteTarget, targetId: string, memberId: string): Promise<VoteValue> {
    const { votes, column } = VOTE_TABLES[kind];
    const [previous] = (await this.transactions.manager.query(
      `SELECT value FROM ${votes} WHERE ${column} = $1 AND member_id = $2 FOR UPDATE`,
      [targetId, memberId],
    )) as Array<{ value: VoteValue }>;
    return previous?.value ?? 0;
  }

  /** Stores the vote; 0 removes the member's row. */
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

  /** Moves the like count by an atomic increment (no lost update) and answers the new count. */
  async moveLikeCount(kind: VoteTarget, targetId: string, delta: number): Promise<number> {
    const { counted } = VOTE_TABLES[kind];
    const [rows] = (await this.transactions.manager.query(
      `UPDATE ${counted} SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count`,
      [targetId, delta],
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
