import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { GalleryMemberPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import type { PageRequest } from '../common/pagination/keyset-page';
import { isUniqueViolation } from '../common/problem/database-errors';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { DeviceCookies } from '../common/security/device-cookie';
import type { LoginThrottle } from '../common/security/login-throttle';
import { LoginThrottles } from '../common/security/login-throttles';
import { hashPassword, verifyPassword } from '../common/security/password-hashing';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MediaService } from '../media/media.service';
import { MediaSweeper } from '../media/media-sweeper.service';
import { toGalleryCommentDto, toGalleryItemDto, toMemberVotesDto } from './dto/gallery.dto';
import type {
  GalleryCommentDto,
  GalleryCommentTreeDto,
  GalleryItemDto,
  GalleryItemPageDto,
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
import { commentTree, MAX_COMMENT_DEPTH, usernameKey } from './gallery.rules';
import type { VoteValue } from './gallery.rules';
import { GalleryRepository } from './gallery.repository';
import type { VoteTarget } from './gallery.repository';

/** Who deletes a comment, as the access guard found it (the `GalleryViewer` principal). */
export interface GalleryActor {
  member: GalleryMemberPrincipal | null;
  admin: boolean;
}

const notFound = (what: string) =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', `No such ${what}.`));

const forbidden = (detail: string) =>
  new ProblemException(problem(403, ProblemCode.FORBIDDEN, 'Forbidden', detail));

/**
 * Per account: five attempts from unknown clients in 15 minutes, and five per device the member
 * logged in from before (device cookie), as for staff logins.
 */
export const MEMBER_LOGIN_ATTEMPTS_PER_ACCOUNT = 5;
export const MEMBER_LOGIN_ATTEMPTS_PER_DEVICE = 5;
export const MEMBER_LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
/** The member login route (GalleryController), the only one the device cookie is sent to. */
const MEMBER_LOGIN_PATH = '/api/v1/gallery/auth/login';

/** A member who logged in (or registered), and the device cookie that makes this device known. */
export interface MemberLogin {
  member: GalleryMemberPrincipal;
  deviceCookie: string;
}

let timingDecoy: Promise<string> | undefined;
/** Unknown usernames cost as much as a wrong password, so timing tells nothing. */
const decoyHash = () => (timingDecoy ??= hashPassword(randomBytes(16).toString('hex')));

@Injectable()
export class GalleryService implements OnModuleInit {
  /** Counted in PostgreSQL: every replica draws on the same budgets. */
  private readonly loginThrottle: LoginThrottle;
  /** Read and written by the controller (HTTP); checked and issued here. */
  readonly deviceCookies: DeviceCookies;

  constructor(
    private readonly transactions: TransactionHost,
    private readonly gallery: GalleryRepository,
    private readonly media: MediaService,
    private readonly sweeper: MediaSweeper,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: ResolvedConfig,
    throttles: LoginThrottles,
  ) {
    this.loginThrottle = throttles.create('member-login', {
      perAccount: MEMBER_LOGIN_ATTEMPTS_PER_ACCOUNT,
      perDevice: MEMBER_LOGIN_ATTEMPTS_PER_DEVICE,
      windowMs: MEMBER_LOGIN_ATTEMPT_WINDOW_MS,
    });
    this.deviceCookies = new DeviceCookies({
      secret: config.sessionSecret,
      realm: 'gallery',
      path: MEMBER_LOGIN_PATH,
      secure: config.publicUrl.startsWith('https:'),
    });
  }

  onModuleInit(): void {
    this.sweeper.registerReferences(async () =>
      (await this.transactions.repository(GalleryItem).find({ select: { imageId: true } })).map(
        (item) => item.imageId,
      ),
    );
  }

  // ── members ──────────────────────────────────────────────────────────────────────────────

  /**
   * `username` comes normalised and checked (MemberRegistrationDto); it is taken when any
   * spelling of it is (the database's key: NFKC, lower case). Registering logs in, so the device
   * becomes known as after a login.
   */
  async register(username: string, password: string): Promise<MemberLogin> {
    const members = this.transactions.repository(GalleryMember);
    const taken = () =>
      validationProblem([
        { field: 'username', code: 'USERNAME_TAKEN', message: 'This user name is taken.' },
      ]);
    if (await this.gallery.findMember(username)) throw taken();
    try {
      const member = await members.save(
        members.create({ username, passwordHash: await hashPassword(password) }),
      );
      return this.loggedIn(member);
    } catch (error) {
      // Two registrations of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  }

  /**
   * Unknown name and wrong password fail alike. The attempt is counted before the password hash
   * runs: a known member by id, so no spelling of the name gets a fresh budget; a name of nobody
   * by its key. `deviceCookie` (the request's, if any) exempts the member's known device from the
   * lockout strangers cause.
   */
  async authenticate(
    username: string,
    password: string,
    deviceCookie: string | undefined,
  ): Promise<MemberLogin> {
    const member = await this.gallery.findMember(username);
    const now = this.clock.now().getTime();
    const device = member ? this.deviceCookies.deviceOf(deviceCookie, member.id, now) : undefined;
    const attempt = await this.loginThrottle.begin(
      member ? `member:${member.id}` : `name:${usernameKey(username)}`,
      device,
      now,
    );
    const matches = await verifyPassword(member?.passwordHash ?? (await decoyHash()), password);
    if (!member || !matches) {
      throw new ProblemException(
        problem(401, ProblemCode.LOGIN_FAILED, 'Login failed', 'Unknown user name or password.'),
      );
    }
    attempt.succeeded();
    return this.loggedIn(member, now);
  }

  private loggedIn(member: GalleryMember, now = this.clock.now().getTime()): MemberLogin {
    return {
      member: { id: member.id, username: member.username },
      deviceCookie: this.deviceCookies.issue(member.id, now),
    };
  }

  // ── items ────────────────────────────────────────────────────────────────────────────────

  async listItems(page: PageRequest): Promise<GalleryItemPageDto> {
    const { items, nextCursor } = await this.gallery.pageOfItems(page);
    return {
      items: items.map(toGalleryItemDto),
      nextCursor,
      total: await this.gallery.countItems(),
    };
  }

  async uploadItem(
    bytes: Buffer,
    uploaderName: string,
    title: string | null,
  ): Promise<GalleryItemDto> {
    const stored = await this.media.storeUpload(bytes, 'Please upload a valid image file.');
    const items = this.transactions.repository(GalleryItem);
    return toGalleryItemDto(
      await items.save(items.create({ imageId: stored.id, title, uploaderName })),
    );
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
    return { items: commentTree(comments).map(toGalleryCommentDto) };
  }

  async addComment(
    itemId: string,
    body: string,
    parentId: string | undefined,
    member: GalleryMemberPrincipal,
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
      return toGalleryCommentDto({ comment, replies: [] });
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
      await this.gallery.lockItem(comment.itemId);
      const removed = await this.gallery.threadSize(id);
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
   * Stores the member's vote and recounts the target in one transaction that holds the target's
   * row lock: concurrent votes on one item or comment (of one member or many) take turns, and
   * the count always equals the stored likes minus dislikes. The spec's moves (+2 from dislike to
   * like, ±1 from or to neutral) follow from that sum.
   */
  private async vote(
    kind: VoteTarget,
    targetId: string,
    value: VoteValue,
    memberId: string,
  ): Promise<VoteResultDto> {
    return this.transactions.transaction(async () => {
      if (!(await this.gallery.lockVoteTarget(kind, targetId))) throw notFound(kind);
      await this.gallery.storeVote(kind, targetId, memberId, value);
      const likeCount = await this.gallery.recountLikes(kind, targetId);
      return { value, likeCount };
    });
  }

  async memberVotes(memberId: string): Promise<MemberVotesDto> {
    const itemVotes = await this.transactions.repository(GalleryItemVote).findBy({ memberId });
    const commentVotes = await this.transactions
      .repository(GalleryCommentVote)
      .findBy({ memberId });
    return toMemberVotesDto(itemVotes, commentVotes);
  }

  async markSeen(itemId: string, memberId: string): Promise<void> {
    await this.existingItem(itemId);
    await this.gallery.markSeen(itemId, memberId);
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
