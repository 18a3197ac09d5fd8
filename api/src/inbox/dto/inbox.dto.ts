import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { RequiredText } from '../../common/http/text-field.decorators';
import { CursorPageDto, PageQueryDto } from '../../common/pagination/page.dto';
import { INBOX_ITEM_TYPES } from '../entities/inbox-item.entity';
import type { InboxItemType } from '../entities/inbox-item.entity';

export const INBOX_STATES = ['open', 'done'] as const;
export type InboxState = (typeof INBOX_STATES)[number];

export const TODO_TITLE_MAX = 60;
export const TODO_BODY_MAX = 2000;

export class InboxQueryDto extends PageQueryDto {
  @IsIn(INBOX_ITEM_TYPES)
  @ApiProperty({ enum: INBOX_ITEM_TYPES, enumName: 'InboxItemType' })
  type: InboxItemType;

  /** open (default) or done: the ticked-off log, for admins. */
  @IsOptional()
  @IsIn(INBOX_STATES)
  @ApiProperty({ enum: INBOX_STATES, enumName: 'InboxState', required: false, default: 'open' })
  state: InboxState = 'open';
}

export class InboxItemDto {
  @ApiProperty({ example: '3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c' })
  id: string;
  @ApiProperty({ enum: INBOX_ITEM_TYPES, enumName: 'InboxItemType' })
  type: InboxItemType;
  /** A to-do's title; a message's sender; a booking notice's customer. */
  @ApiProperty({ example: 'Erika Mustermann' })
  name: string;
  @ApiProperty({ type: 'string', nullable: true, example: '+4939912345678' })
  phone: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'erika.mustermann@example.org' })
  email: string | null;
  @ApiProperty({ example: 'Guten Tag, ist die Seestern am 2. Mai noch frei?' })
  body: string;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  receivedAt: Date;
  /** A to-do's author. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  createdBy: string | null;
  /** 'Abgehakt von {name} ({dd.mm.yyyy})', or null while open. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  tickedOff: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, example: null })
  tickedOffAt: Date | null;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true, example: null })
  bookingId: string | null;
}

export class InboxPageDto extends CursorPageDto {
  /** Open items newest first; ticked-off items most recently ticked off first. */
  items: InboxItemDto[];
}

export class CreateTodoDto {
  /** What to do, in a few words. */
  @RequiredText({ maxLength: TODO_TITLE_MAX })
  @ApiProperty({ example: 'Seestern volltanken' })
  name: string;

  @RequiredText({ maxLength: TODO_BODY_MAX })
  @ApiProperty({ example: 'Vor der ersten Fahrt um 10 Uhr den Tank auffüllen.' })
  body: string;
}

export class InboxItemResultDto extends SimulatedDto {
  item: InboxItemDto;
}
