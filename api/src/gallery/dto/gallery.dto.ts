import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { Transform } from 'class-transformer';
import { RequiredText } from '../../common/http/text-field.decorators';
import {
  COMMENT_MAX,
  MEMBER_PASSWORD_MAX,
  MEMBER_PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  VOTE_VALUES,
} from '../gallery.rules';
import type { VoteValue } from '../gallery.rules';

export class MemberCredentialsDto {
  /** 4 to 14 characters, unique ignoring case. */
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(USERNAME_MIN, USERNAME_MAX)
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX })
  username: string;

  /** 4 to 50 characters, taken exactly as typed. */
  @IsString()
  @Length(MEMBER_PASSWORD_MIN, MEMBER_PASSWORD_MAX)
  @ApiProperty({
    format: 'password',
    minLength: MEMBER_PASSWORD_MIN,
    maxLength: MEMBER_PASSWORD_MAX,
  })
  password: string;
}

/** Who is logged in to the gallery, and whether the server treats them as its admin. */
export class GalleryMemberDto {
  username: string;
  admin: boolean;
}

export class GalleryItemDto {
  id: string;
  /** 640×480 WebP. */
  thumbnailUrl: string;
  /** WebP, long side at most 1600 px. */
  largeUrl: string;
  /** Likes minus dislikes. */
  likeCount: number;
  commentCount: number;
  uploaderName: string;
  uploadedAt: Date;
}

export class GalleryItemListDto {
  /** Newest first. */
  items: GalleryItemDto[];
}

export class GalleryCommentDto {
  id: string;
  parentId: string | null;
  authorName: string;
  body: string;
  depth: number;
  likeCount: number;
  createdAt: Date;
  /** Replies, sorted by like count descending. */
  @ApiProperty({ type: () => [GalleryCommentDto] })
  replies: GalleryCommentDto[];
}

export class GalleryCommentTreeDto {
  /** Top-level comments, sorted by like count descending. */
  items: GalleryCommentDto[];
}

export class CreateGalleryCommentDto {
  /** At most 300 characters. */
  @RequiredText({ maxLength: COMMENT_MAX })
  body: string;

  /** The comment this replies to (on the same item). */
  @IsOptional()
  @IsUUID()
  parentId?: string;
}

export class VoteDto {
  /** 1 like, -1 dislike, 0 no vote. */
  @IsInt()
  @IsIn(VOTE_VALUES)
  @ApiProperty({ enum: VOTE_VALUES, enumName: 'VoteValue' })
  value: VoteValue;
}

export class VoteResultDto {
  @ApiProperty({ enum: VOTE_VALUES, enumName: 'VoteValue' })
  value: VoteValue;
  /** The new likes-minus-dislikes count. */
  likeCount: number;
}

export class MemberVotesDto {
  likedItemIds: string[];
  dislikedItemIds: string[];
  likedCommentIds: string[];
  dislikedCommentIds: string[];
}

export class SeenItemsDto {
  itemIds: string[];
}
