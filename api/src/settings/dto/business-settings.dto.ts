import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsInt, Matches, Max, Min, ValidateIf } from 'class-validator';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { BusinessSettings } from '../entities/business-settings.entity';
import { MONTH_DAY_PATTERN } from '../opening-hours.rules';

const hour = { type: 'integer', minimum: 0, maximum: 24 } as const;
const optionalHour = { ...hour, nullable: true } as const;
const monthDay = {
  type: 'string',
  nullable: true,
  pattern: MONTH_DAY_PATTERN.source,
  example: '11-01',
  description: "Month-day 'MM-DD'; the year is ignored; the end of February is '02-29'.",
} as const;

/** An hour of the day, 0-24 (the spec: a required integer of at most two digits). */
const Hour = () => applyDecorators(IsDefined(), IsInt(), Min(0), Max(24), ApiProperty(hour));
/** Null leaves the period unset; a missing field is an error like any other. */
const notNull = (_: unknown, value: unknown) => value !== null;
const NullableMonthDay = () =>
  applyDecorators(
    ValidateIf(notNull),
    IsDefined(),
    Matches(MONTH_DAY_PATTERN),
    ApiProperty(monthDay),
  );
const NullableHour = () =>
  applyDecorators(
    ValidateIf(notNull),
    IsDefined(),
    IsInt(),
    Min(0),
    Max(24),
    ApiProperty(optionalHour),
  );

/** The business settings as sent to PUT /settings/business (every field, nulls for unset periods). */
export class UpdateBusinessSettingsDto {
  /** Shows the "we are hiring" popup on the public home page. */
  @IsBoolean()
  hiring: boolean;

  @Hour()
  generalOpeningHour: number;

  @Hour()
  generalClosingHour: number;

  /** Closed period (no bookings). */
  @NullableMonthDay()
  offSeasonStart: string | null;

  @NullableMonthDay()
  offSeasonEnd: string | null;

  @NullableMonthDay()
  seasonBeginStart: string | null;

  @NullableMonthDay()
  seasonBeginEnd: string | null;

  @NullableHour()
  seasonBeginOpeningHour: number | null;

  @NullableHour()
  seasonBeginClosingHour: number | null;

  @NullableMonthDay()
  seasonEndStart: string | null;

  @NullableMonthDay()
  seasonEndEnd: string | null;

  @NullableHour()
  seasonEndOpeningHour: number | null;

  @NullableHour()
  seasonEndClosingHour: number | null;
}

export class BusinessSettingsDto extends SimulatedDto {
  hiring: boolean;
  @ApiProperty(hour)
  generalOpeningHour: number;
  @ApiProperty(hour)
  generalClosingHour: number;
  @ApiProperty(monthDay)
  offSeasonStart: string | null;
  @ApiProperty(monthDay)
  offSeasonEnd: string | null;
  @ApiProperty(monthDay)
  seasonBeginStart: string | null;
  @ApiProperty(monthDay)
  seasonBeginEnd: string | null;
  @ApiProperty(optionalHour)
  seasonBeginOpeningHour: number | null;
  @ApiProperty(optionalHour)
  seasonBeginClosingHour: number | null;
  @ApiProperty(monthDay)
  seasonEndStart: string | null;
  @ApiProperty(monthDay)
  seasonEndEnd: string | null;
  @ApiProperty(optionalHour)
  seasonEndOpeningHour: number | null;
  @ApiProperty(optionalHour)
  seasonEndClosingHour: number | null;
}

export function toBusinessSettingsDto(settings: BusinessSettings): BusinessSettingsDto {
  return {
    hiring: settings.hiring,
    generalOpeningHour: settings.generalOpeningHour,
    generalClosingHour: settings.generalClosingHour,
    offSeasonStart: settings.offSeasonStart,
    offSeasonEnd: settings.offSeasonEnd,
    seasonBeginStart: settings.seasonBeginStart,
    seasonBeginEnd: settings.seasonBeginEnd,
    seasonBeginOpeningHour: settings.seasonBeginOpeningHour,
    seasonBeginClosingHour: settings.seasonBeginClosingHour,
    seasonEndStart: settings.seasonEndStart,
    seasonEndEnd: settings.seasonEndEnd,
    seasonEndOpeningHour: settings.seasonEndOpeningHour,
    seasonEndClosingHour: settings.seasonEndClosingHour,
  };
}
