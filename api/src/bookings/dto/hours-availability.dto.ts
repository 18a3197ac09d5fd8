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
  @ApiProperty({
    example: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'],
    type: [String],
    format: 'uuid',
    maxItems: MAX_VEHICLES_PER_QUERY,
  })
  vehicleIds: string[];

  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-12' })
  day: string;

  @StartHour()
  @ApiProperty({ example: 10 })
  startHour: number;
}

export class VehicleHoursDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  /** The longest booking from the start hour: until closing or the vehicle's next booking. */
  @ApiProperty({ example: 3 })
  maxHours: number;

  /** The durations a customer can choose: the type's steps (jet skis half hours) up to maxHours. */
  @ApiProperty({ example: [1, 2, 3] })
  durations: number[];
}

export class HoursAvailabilityDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  day: string;

  @ApiProperty({ example: 10 })
  startHour: number;

  items: VehicleHoursDto[];
}
