import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { StartHour } from './half-hours';

/** The whole fleet fits; a longer list is refused rather than queried. */
export const MAX_VEHICLES_PER_QUERY = 100;

export class HoursAvailabilityQueryDto {
  /** Repeated (`vehicleIds=a&vehicleIds=b`) or comma-separated. */
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.split(',') : value,
  )
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_VEHICLES_PER_QUERY)
  @IsUUID('all', { each: true })
  @ApiProperty({ type: [String], format: 'uuid', maxItems: MAX_VEHICLES_PER_QUERY })
  vehicleIds: string[];

  @IsoCalendarDay()
  day: string;

  @StartHour()
  startHour: number;
}

export class VehicleHoursDto {
  vehicleId: string;

  /** The longest booking from the start hour: until closing or the vehicle's next booking. */
  maxHours: number;

  /** The durations a customer can choose: the type's steps (jet skis half hours) up to maxHours. */
  durations: number[];
}

export class HoursAvailabilityDto {
  @IsoDayProperty()
  day: string;

  startHour: number;

  items: VehicleHoursDto[];
}
