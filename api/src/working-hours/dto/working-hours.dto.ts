import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsOptional, IsUUID, Matches } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { ISO_DAY_PATTERN, IsoDayProperty } from '../../common/http/iso-day';

export const MONTH_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])$/;

export class WorkingHoursQueryDto {
  /** Whose hours (admins: anyone they may see); leave out for your own. */
  @IsOptional()
  @IsUUID()
  employeeId?: string;

  /** First day (default: the first of the month two months back, the earliest allowed). */
  @IsOptional()
  @Matches(ISO_DAY_PATTERN)
  @ApiProperty({ format: 'date', required: false })
  from?: string;

  /** Last day (default: today, business time). */
  @IsOptional()
  @Matches(ISO_DAY_PATTERN)
  @ApiProperty({ format: 'date', required: false })
  to?: string;
}

export class WorkingDayDto {
  @IsoDayProperty()
  date: string;

  /** Hours worked, one decimal; null: nothing entered. */
  @ApiProperty({ type: 'number', nullable: true, minimum: 0, maximum: 24 })
  hours: number | null;

  /** Whether the viewer may still enter hours for this day. */
  editable: boolean;
}

export class MonthTotalDto {
  /** YYYY-MM */
  @ApiProperty({ pattern: MONTH_PATTERN.source })
  month: string;

  @ApiProperty({ type: 'number', minimum: 0 })
  hours: number;
}

export class WorkingHoursDto extends SimulatedDto {
  employeeId: string;

  /** The employee's name ('Admin' for root). */
  employeeName: string;

  @IsoDayProperty()
  from: string;

  @IsoDayProperty()
  to: string;

  /** The days from `to` back to `from`, newest first. */
  days: WorkingDayDto[];

  /** Totals per month of the range, newest first. */
  monthTotals: MonthTotalDto[];
}

/** Hours per day to store: 'YYYY-MM-DD' → hours (0–24, one decimal), or null to clear the day. */
export class SaveWorkingHoursDto {
  @IsObject()
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number', nullable: true, minimum: 0, maximum: 24 },
    example: { '2026-11-27': 7.5 },
  })
  hoursByDate: Record<string, number | null>;
}

export class MonthQueryDto {
  /** YYYY-MM */
  @Matches(MONTH_PATTERN)
  @ApiProperty({ pattern: MONTH_PATTERN.source })
  month: string;
}
