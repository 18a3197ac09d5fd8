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
  @ApiProperty({ example: 'Max Mustermann' })
  name?: string;

  /** Digits with an optional leading '+'. */
  @OptionalText({ maxLength: BAN_PHONE_MAX, pattern: PHONE_PATTERN })
  @ApiProperty({ example: '+491701234567' })
  phone?: string;

  @OptionalText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  @ApiProperty({ example: 'max.mustermann@example.com' })
  email?: string;

  @RequiredText({ maxLength: BAN_REASON_MAX })
  @ApiProperty({ example: 'Boot beschädigt zurückgegeben' })
  reason: string;

  @IsOptional()
  @IsUUID()
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    required: false,
    example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c',
  })
  bookingId?: string;
}

export class BlacklistEntryDto {
  @ApiProperty({ example: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d' })
  id: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'Max Mustermann' })
  name: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '+491701234567' })
  phone: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'max.mustermann@example.com' })
  email: string | null;
  /** '{reason} (Gesperrt durch {name})' */
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Boot beschädigt zurückgegeben (Gesperrt durch Erika Mustermann)',
  })
  reason: string | null;
  /** When the ban was made. */
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  createdAt: Date;
  @ApiProperty({
    type: 'string',
    format: 'uuid',
    nullable: true,
    example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c',
  })
  bookingId: string | null;
  /** The banned booking's day: the list links to the day bookings of that day. */
  @ApiProperty({ type: 'string', format: 'date', nullable: true, example: '2026-05-02' })
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
  @ApiProperty({ example: '8a9b0c1d-2e3f-4a5b-8c6d-7e8f9a0b1c2d' })
  id: string;
}
