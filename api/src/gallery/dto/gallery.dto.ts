import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  Min,
} from 'class-validator';
import { Transform } from 'class-transformer';
import { OptionalText, RequiredText, Trim } from '../../common/http/text-field.decorators';
import { CursorPageDto } from '../../common/pagination/page.dto';
import { imageUrls } from '../../media/image-urls.rules';
import type { GalleryComment } from '../entities/gallery-comment.entity';
import type { GalleryItem } from '../entities/gallery-item.entity';
import type { GalleryCommentVote, GalleryItemVote } from '../entities/gallery-vote.entity';
import {
  COMMENT_MAX,
  MAX_COMMENT_DEPTH,
  MEMBER_PASSWORD_MAX,
  MEMBER_PASSWORD_MIN,
  normaliseUsername,
  TITLE_MAX,
  USERNAME_CHARACTERS_MESSAGE,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
  VOTE_VALUES,
} from '../gallery.rules';
import type { CommentNode, VoteValue } from '../gallery.rules';

/** PostgreSQL `integer`: the range of the stored counts. */
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

/** A member's password (login and registration alike). */
const MemberPassword = () =>
  applyDecorators(
    IsString(),
    Length(MEMBER_PASSWORD_MIN, MEMBER_PASSWORD_MAX),
    ApiProperty({
      format: 'password',
      minLength: MEMBER_PASSWORD_MIN,
      maxLength: MEMBER_PASSWORD_MAX,
    }),
  );

export class MemberCredentialsDto {
  /**
   * 4 to 14 characters. Any spelling of a member's name logs in: upper or lower case, fullwidth
   * forms (compared in NFKC, lower case).
   */
  @Trim()
  @IsString()
  @Length(USERNAME_MIN, USERNAME_MAX)
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX, example: 'Erika' })
  username: string;

  /** 4 to 50 characters, taken exactly as typed. */
  @MemberPassword()
  @ApiProperty({ example: 'geheim123' })
  password: string;
}

export class MemberRegistrationDto {
  /**
   * 4 to 14 characters: letters (Latin script, including ä ö ü ß é), digits, and single `.` `_`
   * `-` between them. Stored in NFKC (fullwidth Ａｄａ becomes Ada); unique ignoring case and
   * such look-alike forms.
   */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? normaliseUsername(value) : value,
  )
  @IsString()
  @Length(USERNAME_MIN, USERNAME_MAX)
  @Matches(USERNAME_PATTERN, { message: USERNAME_CHARACTERS_MESSAGE })
  @ApiProperty({
    minLength: USERNAME_MIN,
    maxLength: USERNAME_MAX,
    pattern: USERNAME_PATTERN.source,
    example: 'Erika',
  })
  username: string;

  /** 4 to 50 characters, taken exactly as typed. */
  @MemberPassword()
  @ApiProperty({ example: 'geheim123' })
  password: string;
}

/** Who is logged in to the gallery, and whether the server treats them as its admin. */
export class GalleryMemberDto {
  @ApiProperty({ example: 'Erika' })
  username: string;
  @ApiProperty({ example: false })
  admin: boolean;
}

export class GalleryItemDto {
  @ApiProperty({ example: 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f' })
  id: string;
  /** The artwork's title; absent when it was uploaded without one. */
  @ApiProperty({ required: false, maxLength: TITLE_MAX, example: 'Abendrot am See' })
  title?: string;
  /** 640×480 WebP. */
  @ApiProperty({ example: '/api/v1/media/b4e2d3c5f6a70819203b4c5d6e7f8a91-thumb.webp' })
  thumbnailUrl: string;
  /** WebP, long side at most 1600 px. */
  @ApiProperty({ example: '/api/v1/media/b4e2d3c5f6a70819203b4c5d6e7f8a91-large.webp' })
  largeUrl: string;
  /** Likes minus dislikes. */
  @ApiProperty({ type: 'integer', minimum: INT32_MIN, maximum: INT32_MAX, example: 3 })
  likeCount: number;
  @ApiProperty({ type: 'integer', minimum: 0, maximum: INT32_MAX, example: 2 })
  commentCount: number;
  @ApiProperty({ example: 'Erika' })
  uploaderName: string;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  uploadedAt: Date;
}

export function toGalleryItemDto(item: GalleryItem): GalleryItemDto {
  return {
    id: item.id,
    ...(item.title === null ? {} : { title: item.title }),
    ...imageUrls(item.imageId),
    likeCount: item.likeCount,
    commentCount: item.commentCount,
    uploaderName: item.uploaderName,
    uploadedAt: item.uploadedAt,
  };
}

/** The text fields of an artwork upload, beside its picture (multipart field `file`). */
export class UploadGalleryItemDto {
  /** At most 80 characters, trimmed; empty means none. */
  @OptionalText({ maxLength: TITLE_MAX })
  title?: string;
}

export class GalleryItemPageDto extends CursorPageDto {
  /** Newest first. */
  items: GalleryItemDto[];
  /** How many artworks the whole gallery holds: pages number them, the oldest is 1. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: INT32_MAX })
  total: number;
}

export class GalleryCommentDto {
  @ApiProperty({ example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a' })
  id: string;
  @ApiProperty({ example: null })
  parentId: string | null;
  @ApiProperty({ example: 'Erika' })
  authorName: string;
  @ApiProperty({ example: 'Wunderschöne Farben!' })
  body: string;
  /** 0 for a comment on the item, one more per reply level. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_COMMENT_DEPTH - 1, example: 0 })
  depth: number;
  /** Likes minus dislikes. */
  @ApiProperty({ type: 'integer', minimum: INT32_MIN, maximum: INT32_MAX, example: 2 })
  likeCount: number;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  createdAt: Date;
  /** Replies, sorted by like count descending. */
  @ApiProperty({ type: () => [GalleryCommentDto] })
  replies: GalleryCommentDto[];
}

export function toGalleryCommentDto(node: CommentNode<GalleryComment>): GalleryCommentDto {
  const { comment } = node;
  return {
    id: comment.id,
    parentId: comment.parentId,
    authorName: comment.authorName,
    body: comment.body,
    depth: comment.depth,
    likeCount: comment.likeCount,
    createdAt: comment.createdAt,
    replies: node.replies.map(toGalleryCommentDto),
  };
}

export class GalleryCommentTreeDto {
  /** Top-level comments, sorted by like count descending. */
  items: GalleryCommentDto[];
}

export class CreateGalleryCommentDto {
  /** At most 300 characters. */
  @RequiredText({ maxLength: COMMENT_MAX })
  @ApiProperty({ example: 'Wunderschöne Farben!' })
  body: string;

  /** The comment this replies to (on the same item). */
  @IsOptional()
  @IsUUID()
  @ApiProperty({ example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a' })
  parentId?: string;
}

export class VoteDto {
  /** 1 like, -1 dislike, 0 no vote. */
  @IsInt()
  @Min(-1)
  @Max(1)
  @IsIn(VOTE_VALUES)
  @ApiProperty({ enum: VOTE_VALUES, enumName: 'VoteValue', minimum: -1, maximum: 1, example: 1 })
  value: VoteValue;
}

export class VoteResultDto {
  @ApiProperty({ enum: VOTE_VALUES, enumName: 'VoteValue', minimum: -1, maximum: 1, example: 1 })
  value: VoteValue;
  /** The new likes-minus-dislikes count. */
  @ApiProperty({ type: 'integer', minimum: INT32_MIN, maximum: INT32_MAX, example: 4 })
  likeCount: number;
}

export class MemberVotesDto {
  @ApiProperty({ example: ['c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f'] })
  likedItemIds: string[];
  @ApiProperty({ example: [] })
  dislikedItemIds: string[];
  @ApiProperty({ example: ['d2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a'] })
  likedCommentIds: string[];
  @ApiProperty({ example: [] })
  dislikedCommentIds: string[];
}

export function toMemberVotesDto(
  itemVotes: readonly GalleryItemVote[],
  commentVotes: readonly GalleryCommentVote[],
): MemberVotesDto {
  const idsOf = <T extends { value: number }>(
    votes: readonly T[],
    value: 1 | -1,
    id: (v: T) => string,
  ) => votes.filter((vote) => vote.value === value).map(id);
  return {
    likedItemIds: idsOf(itemVotes, 1, (vote) => vote.itemId),
    dislikedItemIds: idsOf(itemVotes, -1, (vote) => vote.itemId),
    likedCommentIds: idsOf(commentVotes, 1, (vote) => vote.commentId),
    dislikedCommentIds: idsOf(commentVotes, -1, (vote) => vote.commentId),
  };
}

export class SeenItemsDto {
  @ApiProperty({ example: ['c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f'] })
  itemIds: string[];
}
