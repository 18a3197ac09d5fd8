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
  from: string;

  /** Only vehicles of this type (default: every type). */
  @IsOptional()
  @IsIn(VEHICLE_TYPES)
  @ApiProperty({ enum: VEHICLE_TYPES, enumName: 'VehicleType', required: false })
  type?: VehicleType;

  /** Only this vehicle. */
  @IsOptional()
  @IsUUID()
  vehicleId?: string;
}

export class WeekSlotDto {
  /** Start of the half hour, decimal hours in business time (0-23.5). */
  hour: number;

  /** Decided on the server; only `free` slots can be booked. */
  @ApiProperty({ enum: SLOT_STATES, enumName: 'SlotState' })
  state: SlotState;

  /** Vehicles of the selection already booked in this half hour. */
  bookedVehicleIds: string[];
}

export class WeekDayDto {
  @IsoDayProperty()
  date: string;

  blocked: boolean;

  /** The business is closed for the off-season. */
  offSeason: boolean;

  @ApiProperty({ type: 'integer' })
  openingHour: number;

  @ApiProperty({ type: 'integer' })
  closingHour: number;

  /** The 48 half hours of the day, 0 to 23.5. */
  slots: WeekSlotDto[];
}

export class WeekAvailabilityDto {
  /** The Monday of the week. */
  @IsoDayProperty()
  weekStart: string;

  /** The business time zone every hour here is in. */
  timeZone: string;

  /** The selection's vehicles in service. */
  vehicleIds: string[];

  /** Monday to Sunday. */
  days: WeekDayDto[];
}
