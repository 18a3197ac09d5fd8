import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, Matches } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { Day } from '../entities/day.entity';

export const ISO_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const isoDate = { type: 'string', format: 'date', pattern: ISO_DATE_PATTERN.source } as const;

export class SetDayBlockedDto {
  /** Blocked days take no bookings. */
  @IsBoolean()
  blocked: boolean;
}

export class ListDaysQueryDto {
  /** First day, inclusive ('YYYY-MM-DD'). */
  @IsDefined()
  @Matches(ISO_DATE_PATTERN)
  @ApiProperty(isoDate)
  from: string;

  /** Last day, inclusive; at most 400 days after `from`. */
  @IsDefined()
  @Matches(ISO_DATE_PATTERN)
  @ApiProperty(isoDate)
  to: string;
}

export class DayDto extends SimulatedDto {
  @ApiProperty(isoDate)
  date: string;
  blocked: boolean;
}

export function toDayDto(day: Day): DayDto {
  return { date: day.date, blocked: day.blocked };
}

export class DayListDto {
  /** The blocked days in the range, in date order; every other day is free. */
  items: DayDto[];
}
