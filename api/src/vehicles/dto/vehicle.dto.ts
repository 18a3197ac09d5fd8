import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { VEHICLE_LOG_ACTIONS } from '../entities/vehicle-log-entry.entity';
import type { VehicleLogAction } from '../entities/vehicle-log-entry.entity';
import { LICENCES, VEHICLE_TYPES } from '../vehicle.rules';
import type { Licence, VehicleType } from '../vehicle.rules';

export class VehicleImageDto {
  id: string;
  /** 640×480 WebP. */
  thumbnailUrl: string;
  /** WebP, long side at most 1600 px. */
  largeUrl: string;
}

export class VehicleDto extends SimulatedDto {
  id: string;
  @ApiProperty({ enum: VEHICLE_TYPES, enumName: 'VehicleType' })
  type: VehicleType;
  name: string;
  passengers: number;
  blocked: boolean;
  /** Price in cents per duration in hours. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' } })
  prices: Record<string, number>;
  depositCents: number | null;
  @ApiProperty({ enum: LICENCES, enumName: 'Licence' })
  licence: Licence;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
  captainCentsPerHour: number | null;
  descriptionDe: string;
  descriptionEn: string;
  images: VehicleImageDto[];
  updatedAt: Date;
}

export class VehicleListDto {
  items: VehicleDto[];
}

export class VehicleNameDto {
  id: string;
  name: string;
}

export class VehicleNameListDto {
  items: VehicleNameDto[];
}

export class VehicleLogEntryDto {
  id: string;
  vehicleId: string;
  vehicleName: string;
  vehicleType: string;
  @ApiProperty({ enum: VEHICLE_LOG_ACTIONS, enumName: 'VehicleLogAction' })
  action: VehicleLogAction;
  changedBy: string;
  at: Date;
}

export class VehicleLogDto {
  /** Newest first, at most 200. */
  items: VehicleLogEntryDto[];
}
