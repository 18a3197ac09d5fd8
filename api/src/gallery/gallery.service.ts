import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { GalleryMemberSession } from '../common/access/gallery-session';
import { TransactionHost } from '../common/database/transaction-host';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { hashPassword, verifyPassword } from '../common/security/password-hashing';
import { imageUrls } from '../media/image-files';
import { MediaService } from '../media/media.service';
import { MediaSweeper } from '../media/media-sweeper';
import type {
  GalleryCommentDto,
  GalleryCommentTreeDto,
  GalleryItemDto,
  GalleryItemListDto,
  MemberVotesDto,
  SeenItemsDto,
  VoteResultDto,
} from './dto/gallery.dto';
import { GalleryComment } from './entities/gallery-comment.entity';
import { GalleryItem } from './entities/gallery-item.entity';
import { GalleryMember } from './entities/gallery-member.entity';
import {
  GalleryCommentVote,
  GalleryItemVote,
  GallerySeenItem,
} from './entities/gallery-vote.entity';
import { commentTree, MAX_COMMENT_DEPTH, voteDelta } from './gallery.rules';
import type { CommentNode, VoteValue } from './gallery.rules';

/** Who writes a comment or deletes one, as the controller learned from the session. */
export interface GalleryActor {
  member: GalleryMemberSession | null;
  admin: boolean;
}

const notFound = (what: string) =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', `No such ${what}.`));

const forbidden = (detail: string) =>
  new ProblemException(problem(403, ProblemCode.FORBIDDEN, 'Forbidden', detail));

function toItemDto(item: GalleryItem): GalleryItemDto {
  return {
    id: item.id,
    ...imageUrls(item.imageId),
    likeCount: item.likeCount,
    commentCount: item.commentCount,
    uploaderName: item.uploaderName,
    uploadedAt: item.uploadedAt,
  };
}

function toCommentDto(node: CommentNode<GalleryComment>): GalleryCommentDto {
  const { comment } = node;
  return {
    id: comment.id,
    parentId: comment.parentId,
    authorName: comment.authorName,
    body: comment.body,
    depth: comment.depth,
    likeCount: comment.likeCount,
    createdAt: comment.createdAt,
    replies: node.replies.map(toCommentDto),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === '23505'
  );
}

/** Where each kind of vote is stored and which row's count it moves (fixed SQL names). */
const VOTE_TABLES = {
  item: { votes: 'gallery_item_votes', column: 'item_id', counted: 'gallery_items' },
  comment: { votes: 'gallery_comment_votes', column: 'comment_id', counted: 'gallery_comments' },
} as const;

let timingDecoy: Promise<string> | undefined;
/** Unknown usernames cost as much as a wrong password, so timing tells nothing. */
const decoyHash = () => (timingDecoy ??= hashPassword(randomBytes(16).toString('hex')));

@Injectable()
export class GalleryService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly media: MediaService,
    private readonly sweeper: MediaSweeper,
  ) {}

  onModuleInit(): void {
    this.sweeper.registerReferences(async () =>
      (await this.transactions.repository(GalleryItem).find({ select: { imageId: true } })).map(
        (item) => item.imageId,
      ),
    );
  }

  // ── members ──────────────────────────────────────────────────────────────────────────────

  async register(username: string, password: string): Promise<GalleryMemberSession> {
    const members = this.transactions.repository(GalleryMember);
    const taken = () =>
      validationProblem([
        { field: 'username', code: 'USERNAME_TAKEN', message: 'This user name is taken.' },
      ]);
    if (await this.findMember(username)) throw taken();
    try {
      const member = await members.save(
        members.create({ username, passwordHash: await hashPassword(password) }),
      );
      return { id: member.id, username: member.username };
    } catch (error) {
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  async authenticate(username: string, password: string): Promise<GalleryMemberSession> {
    const member = await this.findMember(username);
    const matches = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
    if (!member || !matches) {
      throw new ProblemException(
        problem(401, ProblemCode.LOGIN_FAILED, 'Login failed', 'Unknown user name or password.'),
      );
    }
    return { id: member.id, username: member.username };
  }

  private findMember(username: string): Promise<GalleryMember | null> {
    return this.transactions
      .repository(GalleryMember)
      .createQueryBuilder('member')
      .where('lower(member.username) = lower(:username)', { username })
      .getOne();
  }

  // ── items ────────────────────────────────────────────────────────────────────────────────

  async listItems(): Promise<GalleryItemListDto> {
    const items = await this.transactions
      .repository(GalleryItem)
      .find({ order: { uploadedAt: 'DESC', id: 'DESC' } });
    return { items: items.map(toItemDto) };
  }

  async uploadItem(bytes: Buffer, uploaderName: string): Promise<GalleryItemDto> {
    const stored = await this.media.storeUpload(bytes, 'Please upload a valid image file.');
    const items = this.transactions.repository(GalleryItem);
    return toItemDto(await items.save(items.create({ imageId: stored.id, uploaderName })));
  }

  /** The item goes with its comments, votes and seen marks (cascade); its picture files too. */
  async deleteItem(id: string): Promise<void> {
    await this.transactions.transaction(async (manager) => {
      const item = await manager.findOneBy(GalleryItem, { id });
      if (!item) throw notFound('item');
      await manager.delete(GalleryItem, { id });
      await this.transactions.afterCommit(() => this.sweeper.deleteIfUnreferenced([item.imageId]));
    });
  }

  // ── comments ─────────────────────────────────────────────────────────────────────────────

  async listComments(itemId: string): Promise<GalleryCommentTreeDto> {
    await this.existingItem(itemId);
    const comments = await this.transactions.repository(GalleryComment).findBy({ itemId });
    return { items: commentTree(comments).map(toCommentDto) };
  }

  async addComment(
    itemId: string,
    body: string,
    parentId: string | undefined,
    member: GalleryMemberSession,
  ): Promise<GalleryCommentDto> {
    return this.transactions.transaction(async (manager) => {
      await this.existingItem(itemId, manager);
      let depth = 0;
      if (parentId) {
        const parent = await manager.findOneBy(GalleryComment, { id: parentId });
        if (!parent || parent.itemId !== itemId) {
          throw validationProblem([
            {
              field: 'parentId',
              code: 'NOT_FOUND',
              message: 'The comment replied to is not on this item.',
            },
          ]);
        }
        if (parent.depth + 1 >= MAX_COMMENT_DEPTH) {
          throw validationProblem([
            {
              field: 'parentId',
              code: 'TOO_DEEP',
              message: `Replies nest at most ${MAX_COMMENT_DEPTH} levels deep.`,
            },
          ]);
        }
        depth = parent.depth + 1;
      }
      const comment = await manager.save(
        manager.create(GalleryComment, {
          itemId,
          parentId: parentId ?? null,
          authorId: member.id,
          authorName: member.username,
          body,
          depth,
        }),
      );
      await manager.increment(GalleryItem, { id: itemId }, 'commentCount', 1);
      return toCommentDto({ comment, replies: [] });
    });
  }

  /** The author or the gallery admin; the replies go too and the item's count stays true. */
  async deleteComment(id: string, actor: GalleryActor): Promise<void> {
    await this.transactions.transaction(async (manager) => {
      const comment = await manager.findOneBy(GalleryComment, { id });
      if (!comment) throw notFound('comment');
      if (!actor.admin && comment.authorId !== actor.member?.id) {
        throw forbidden('Only the author or the gallery admin may delete this comment.');
      }
      // Deletes on one item take turns, so the thread counted is the thread removed.
      await manager.query(`SELECT 1 FROM gallery_items WHERE id = $1 FOR UPDATE`, [comment.itemId]);
      const [{ removed }] = (await manager.query(
        `WITH RECURSIVE thread AS (
           SELECT id FROM gallery_comments WHERE id = $1
           UNION ALL
           SELECT c.id FROM gallery_comments c JOIN thread t ON c.parent_id = t.id
         )
         SELECT count(*)::int AS removed FROM thread`,
        [id],
      )) as [{ removed: number }];
      await manager.delete(GalleryComment, { id });
      await manager.decrement(GalleryItem, { id: comment.itemId }, 'commentCount', removed);
    });
  }

  // ── votes and seen marks ─────────────────────────────────────────────────────────────────

  voteOnItem(itemId: string, value: VoteValue, memberId: string): Promise<VoteResultDto> {
    return this.vote('item', itemId, value, memberId);
  }

  voteOnComment(commentId: string, value: VoteValue, memberId: string): Promise<VoteResultDto> {
    return this.vote('comment', commentId, value, memberId);
  }

  /**
   * Stores the member's vote and moves the count by the difference in one transaction; the
   * member's vote row is locked, and the count changes by an atomic increment, so concurrent
   * votes of many members never lose an update.
   */
  private async vote(
    kind: keyof typeof VOTE_TABLES,
    targetId: string,
    value: VoteValue,
    memberId: string,
  ): Promise<VoteResultDto> {
    const { votes, column, counted } = VOTE_TABLES[kind];
    return this.transactions.transaction(async (manager) => {
      const found = (await manager.query(`SELECT 1 FROM ${counted} WHERE id = $1`, [
        targetId,
      ])) as unknown[];
      if (found.length === 0) throw notFound(kind);
      // The row lock serialises two requests of one member; other members never wait.
      const [previous] = (await manager.query(
        `SELECT value FROM ${votes} WHERE ${column} = $1 AND member_id = $2 FOR UPDATE`,
        [targetId, memberId],
      )) as Array<{ value: VoteValue }>;
      if (value === 0) {
        await manager.query(`DELETE FROM ${votes} WHERE ${column} = $1 AND member_id = $2`, [
          targetId,
          memberId,
        ]);
      } else {
        await manager.query(
          `INSERT INTO ${votes} (${column}, member_id, value) VALUES ($1, $2, $3)
           ON CONFLICT (${column}, member_id) DO UPDATE SET value = EXCLUDED.value`,
          [targetId, memberId, value],
        );
      }
      const [rows] = (await manager.query(
        `UPDATE ${counted} SET like_count = like_count + $2 WHERE id = $1 RETURNING like_count`,
        [targetId, voteDelta(previous?.value ?? 0, value)],
      )) as [[{ like_count: number }], number];
      return { value, likeCount: rows[0].like_count };
    });
  }

  async memberVotes(memberId: string): Promise<MemberVotesDto> {
    const itemVotes = await this.transactions.repository(GalleryItemVote).findBy({ memberId });
    const commentVotes = await this.transactions
      .repository(GalleryCommentVote)
      .findBy({ memberId });
    return {
      likedItemIds: itemVotes.filter((vote) => vote.value === 1).map((vote) => vote.itemId),
      dislikedItemIds: itemVotes.filter((vote) => vote.value === -1).map((vote) => vote.itemId),
      likedCommentIds: commentVotes
        .filter((vote) => vote.value === 1)
        .map((vote) => vote.commentId),
      dislikedCommentIds: commentVotes
        .filter((vote) => vote.value === -1)
        .map((vote) => vote.commentId),
    };
  }

  async markSeen(itemId: string, memberId: string): Promise<void> {
    await this.existingItem(itemId);
    await this.transactions
      .repository(GallerySeenItem)
      .createQueryBuilder()
      .insert()
      .values({ itemId, memberId })
      .orIgnore()
      .execute();
  }

  async seenItems(memberId: string): Promise<SeenItemsDto> {
    const seen = await this.transactions.repository(GallerySeenItem).findBy({ memberId });
    return { itemIds: seen.map((mark) => mark.itemId) };
  }

  private async existingItem(id: string, manager?: EntityManager): Promise<GalleryItem> {
    const item = await (manager ?? this.transactions.manager).findOneBy(GalleryItem, { id });
    if (!item) throw notFound('item');
    return item;
  }
}
