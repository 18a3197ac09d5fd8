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
  @ApiProperty({ example: '2026-11-27' })
  date: string;

  /** Hours worked, one decimal; null: nothing entered. */
  @ApiProperty({ type: 'number', nullable: true, minimum: 0, maximum: 24, example: 7.5 })
  hours: number | null;

  /** Whether the viewer may still enter hours for this day. */
  @ApiProperty({ example: true })
  editable: boolean;
}

export class MonthTotalDto {
  /** YYYY-MM */
  @ApiProperty({ pattern: MONTH_PATTERN.source, example: '2026-11' })
  month: string;

  @ApiProperty({ type: 'number', minimum: 0, example: 152.5 })
  hours: number;
}

export class WorkingHoursDto extends SimulatedDto {
  @ApiProperty({ example: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d' })
  employeeId: string;

  /** The employee's name ('Admin' for root). */
  @ApiProperty({ example: 'Erika Mustermann' })
  employeeName: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-09-01' })
  from: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-11-27' })
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
