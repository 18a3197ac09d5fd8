import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID } from 'class-validator';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { VEHICLE_TYPES } from '../../vehicles/vehicle.rules';
import type { VehicleType } from '../../vehicles/vehicle.rules';
import { SLOT_STATES } from '../rules/slot-state.rules';
import type { SlotState } from '../rules/slot-state.rules';

export class WeekAvailabilityQueryDto {
  /** Any day of the wanted Monday-to-Sunday week. */
  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-12' })
  from: string;

  /** Only vehicles of this type (default: every type). */
  @IsOptional()
  @IsIn(VEHICLE_TYPES)
  @ApiProperty({ enum: VEHICLE_TYPES, enumName: 'VehicleType', required: false })
  type?: VehicleType;

  /** Only this vehicle. */
  @IsOptional()
  @IsUUID()
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId?: string;
}

export class WeekSlotDto {
  /** Start of the half hour, decimal hours in business time (0-23.5). */
  @ApiProperty({ example: 10.5 })
  hour: number;

  /** Decided on the server; only `free` slots can be booked. */
  @ApiProperty({ enum: SLOT_STATES, enumName: 'SlotState' })
  state: SlotState;

  /** Vehicles of the selection already booked in this half hour. */
  @ApiProperty({ example: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'] })
  bookedVehicleIds: string[];
}

export class WeekDayDto {
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  date: string;

  blocked: boolean;

  /** The business is closed for the off-season. */
  offSeason: boolean;

  @ApiProperty({ example: 9, type: 'integer' })
  openingHour: number;

  @ApiProperty({ example: 19, type: 'integer' })
  closingHour: number;

  /** The 48 half hours of the day, 0 to 23.5. */
  slots: WeekSlotDto[];
}

export class WeekAvailabilityDto {
  /** The Monday of the week. */
  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-08' })
  weekStart: string;

  /** The business time zone every hour here is in. */
  @ApiProperty({ example: 'Europe/Berlin' })
  timeZone: string;

  /** The selection's vehicles in service. */
  @ApiProperty({ example: ['6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'] })
  vehicleIds: string[];

  /** Monday to Sunday. */
  days: WeekDayDto[];
}
