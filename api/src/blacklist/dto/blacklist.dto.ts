import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from '../../common/http/patterns';
import { OptionalText, RequiredText } from '../../common/http/text-field.decorators';
import { CursorPageDto, PageQueryDto } from '../../common/pagination/page.dto';
import type { BlacklistEntry } from '../entities/blacklist-entry.entity';

/** The ban form's limits (spec §5 "Blacklist ban"). */
export const BAN_NAME_MAX = 50;
export const BAN_PHONE_MAX = 25;
export const BAN_REASON_MAX = 200;

/**
 * A ban: at least one of name, phone and e-mail (400 naming `name` otherwise), and a reason. From
 * a booking, its id links the entry to it (the form is pre-filled from the booking).
 */
export class CreateBlacklistEntryDto {
  @OptionalText({ maxLength: BAN_NAME_MAX })
  name?: string;

  /** Digits with an optional leading '+'. */
  @OptionalText({ maxLength: BAN_PHONE_MAX, pattern: PHONE_PATTERN })
  phone?: string;

  @OptionalText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  email?: string;

  @RequiredText({ maxLength: BAN_REASON_MAX })
  reason: string;

  @IsOptional()
  @IsUUID()
  @ApiProperty({ type: 'string', format: 'uuid', required: false })
  bookingId?: string;
}

export class BlacklistEntryDto {
  id: string;
  @ApiProperty({ type: 'string', nullable: true })
  name: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  phone: string | null;
  @ApiProperty({ type: 'string', nullable: true })
  email: string | null;
  /** '{reason} (Gesperrt durch {name})' */
  @ApiProperty({ type: 'string', nullable: true })
  reason: string | null;
  /** When the ban was made. */
  createdAt: Date;
  @ApiProperty({ type: 'string', format: 'uuid', nullable: true })
  bookingId: string | null;
  /** The banned booking's day: the list links to the day bookings of that day. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true })
  bookedDay: string | null;
}

export function toBlacklistEntryDto(entry: BlacklistEntry): BlacklistEntryDto {
  return {
    id: entry.id,
    name: entry.name,
    phone: entry.phone,
    email: entry.email,
    reason: entry.reason,
    createdAt: entry.createdAt,
    bookingId: entry.bookingId,
    bookedDay: entry.bookedDay,
  };
}

export class BlacklistQueryDto extends PageQueryDto {}

export class BlacklistPageDto extends CursorPageDto {
  /** Newest first. */
  items: BlacklistEntryDto[];
}

export class BlacklistEntryResultDto extends SimulatedDto {
  entry: BlacklistEntryDto;
}

export class UnbanResultDto extends SimulatedDto {
  /** The entry that was removed. */
  id: string;
}
