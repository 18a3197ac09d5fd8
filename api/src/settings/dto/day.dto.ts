import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { IsoDay, IsoDayProperty } from '../../common/http/iso-day';
import type { Day } from '../entities/day.entity';

export class SetDayBlockedDto {
  /** Blocked days take no bookings. */
  @IsBoolean()
  @ApiProperty({ example: true })
  blocked: boolean;
}

export class ListDaysQueryDto {
  /** First day, inclusive ('YYYY-MM-DD'). */
  @IsoDay()
  from: string;

  /** Last day, inclusive; at most 400 days after `from`. */
  @IsoDay()
  to: string;
}

export class DayDto extends SimulatedDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-02' })
  date: string;
  @ApiProperty({ example: true })
  blocked: boolean;
}

export function toDayDto(day: Day): DayDto {
  return { date: day.date, blocked: day.blocked };
}

export class DayListDto {
  /** The blocked days in the range, in date order; every other day is free. */
  items: DayDto[];
}
