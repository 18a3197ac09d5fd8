import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;
/** Far above any cursor this API writes; keeps junk from being decoded at all. */
export const PAGE_CURSOR_MAX = 200;
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * `?limit=&cursor=` for every list that grows. Extend it for a list's own filters; a list with a
 * different default size overrides `limit` with its own initializer.
 */
export class PageQueryDto {
  /** How many items at most (default 20, at most 100). */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(PAGE_LIMIT_MAX)
  @ApiProperty({
    type: 'integer',
    required: false,
    minimum: 1,
    maximum: PAGE_LIMIT_MAX,
    default: PAGE_LIMIT_DEFAULT,
  })
  limit: number = PAGE_LIMIT_DEFAULT;

  /** The `nextCursor` of the previous page; leave out for the first page. */
  @IsOptional()
  @IsString()
  @MaxLength(PAGE_CURSOR_MAX)
  @Matches(CURSOR_PATTERN)
  @ApiProperty({
    type: 'string',
    required: false,
    maxLength: PAGE_CURSOR_MAX,
    pattern: CURSOR_PATTERN.source,
  })
  cursor?: string;
}

/**
 * The shape of every paginated answer: `items` (declared by each list with its item type) and
 * the cursor of the next page.
 */
export abstract class CursorPageDto {
  /** Send as `cursor` for the next page; null on the last page. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  nextCursor: string | null;
}
