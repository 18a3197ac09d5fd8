import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { imageUrls } from '../../media/image-urls.rules';
import type { VehicleImage } from '../entities/vehicle-image.entity';
import { VEHICLE_LOG_ACTIONS } from '../entities/vehicle-log-entry.entity';
import type { VehicleLogAction, VehicleLogEntry } from '../entities/vehicle-log-entry.entity';
import type { Vehicle } from '../entities/vehicle.entity';
import { LICENCES, VEHICLE_TYPES } from '../vehicle.rules';
import type { Licence, VehicleType } from '../vehicle.rules';

export class VehicleImageDto {
  @ApiProperty({ example: 'a3f1c2d4e5b60718293a4b5c6d7e8f90' })
  id: string;
  /** 640×480 WebP. */
  @ApiProperty({ example: '/api/v1/media/a3f1c2d4e5b60718293a4b5c6d7e8f90-thumb.webp' })
  thumbnailUrl: string;
  /** WebP, long side at most 1600 px. */
  @ApiProperty({ example: '/api/v1/media/a3f1c2d4e5b60718293a4b5c6d7e8f90-large.webp' })
  largeUrl: string;
}

export class VehicleDto extends SimulatedDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  id: string;
  @ApiProperty({ enum: VEHICLE_TYPES, enumName: 'VehicleType' })
  type: VehicleType;
  @ApiProperty({ example: 'Seestern' })
  name: string;
  @ApiProperty({ example: 5 })
  passengers: number;
  blocked: boolean;
  /** Price in cents per duration in hours. */
  @ApiProperty({
    example: { '1': 8000, '2': 15000, '3': 21000 },
    type: 'object',
    additionalProperties: { type: 'integer' },
  })
  prices: Record<string, number>;
  @ApiProperty({ example: 20000 })
  depositCents: number | null;
  @ApiProperty({ enum: LICENCES, enumName: 'Licence' })
  licence: Licence;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
  @ApiProperty({ example: 2500 })
  captainCentsPerHour: number | null;
  @ApiProperty({ example: 'Motorboot für bis zu 5 Personen, ohne Führerschein.' })
  descriptionDe: string;
  @ApiProperty({ example: 'Motorboat for up to 5 people, no licence needed.' })
  descriptionEn: string;
  images: VehicleImageDto[];
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  updatedAt: Date;
}

/** The vehicle with its pictures in their stored order. */
export function toVehicleDto(vehicle: Vehicle, images: readonly VehicleImage[]): VehicleDto {
  return {
    id: vehicle.id,
    type: vehicle.type,
    name: vehicle.name,
    passengers: vehicle.passengers,
    blocked: vehicle.blocked,
    prices: vehicle.priceCents,
    depositCents: vehicle.depositCents,
    licence: vehicle.licence,
    extraBarbecue: vehicle.extraBarbecue,
    extraMusicBox: vehicle.extraMusicBox,
    extraBinoculars: vehicle.extraBinoculars,
    captainCentsPerHour: vehicle.captainCentsPerHour,
    descriptionDe: vehicle.descriptionDe,
    descriptionEn: vehicle.descriptionEn,
    images: [...images]
      .sort((a, b) => a.position - b.position)
      .map((image) => ({ id: image.imageId, ...imageUrls(image.imageId) })),
    updatedAt: vehicle.updatedAt,
  };
}

export class VehicleListDto {
  items: VehicleDto[];
}

export class VehicleNameDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  id: string;
  @ApiProperty({ example: 'Seestern' })
  name: string;
}

export function toVehicleNameDto({ id, name }: Pick<Vehicle, 'id' | 'name'>): VehicleNameDto {
  return { id, name };
}

export class VehicleNameListDto {
  items: VehicleNameDto[];
}

export class VehicleLogEntryDto {
  @ApiProperty({ example: 'c9d0e1f2-a3b4-4c5d-8e6f-7a8b9c0d1e2f' })
  id: string;
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;
  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;
  @ApiProperty({ example: 'motorboats' })
  vehicleType: string;
  @ApiProperty({ enum: VEHICLE_LOG_ACTIONS, enumName: 'VehicleLogAction' })
  action: VehicleLogAction;
  @ApiProperty({ example: 'Erika Mustermann' })
  changedBy: string;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  at: Date;
}

export function toVehicleLogEntryDto(entry: VehicleLogEntry): VehicleLogEntryDto {
  return {
    id: entry.id,
    vehicleId: entry.vehicleId,
    vehicleName: entry.vehicleName,
    vehicleType: entry.vehicleType,
    action: entry.action,
    changedBy: entry.changedBy,
    at: entry.at,
  };
}

export class VehicleLogDto {
  /** Newest first, at most 200. */
  items: VehicleLogEntryDto[];
}

export class FutureBookingDto {
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  id: string;
  @ApiProperty({ enum: ['hourly', 'stay'], enumName: 'BookingKind' })
  kind: 'hourly' | 'stay';
  @ApiProperty({ example: '2026-05-02T08:00:00.000Z' })
  start: Date;
  @ApiProperty({ example: '2026-05-02T10:00:00.000Z' })
  end: Date;
  @ApiProperty({ example: 'Erika Mustermann' })
  customerName: string;
  /** The staff member who booked on the customer's behalf. */
  @ApiProperty({ example: null })
  employeeName: string | null;
}

export class FutureBookingListDto {
  /** Not cancelled, not yet ended; soonest first. */
  items: FutureBookingDto[];
}

/** The answer to blocking or unblocking: the vehicle, and how many bookings are still ahead. */
export class VehicleBlockResultDto extends SimulatedDto {
  vehicle: VehicleDto;
  /** Bookings of this vehicle that have not ended; they stay valid and need attention. */
  @ApiProperty({ example: 2 })
  futureBookingCount: number;
}

/** The answer to deleting: how many bookings were still ahead (they keep the vehicle's name). */
export class VehicleDeletionDto extends SimulatedDto {
  @ApiProperty({ example: 0 })
  futureBookingCount: number;
}

/** A vehicle's calendar feed: the secret address staff subscribe to in their calendar. */
export class CalendarFeedDto extends SimulatedDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;
  /** The secret; null until an admin creates the feed. */
  @ApiProperty({
    type: 'string',
    nullable: true,
    example: 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycA',
  })
  token: string | null;
  /** The feed's path below the API (with the token), or null. */
  @ApiProperty({
    type: 'string',
    nullable: true,
    example:
      '/api/v1/vehicles/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b/calendar.ics?token=Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycA',
  })
  path: string | null;
}

export function toCalendarFeedDto(vehicleId: string, token: string | null): CalendarFeedDto {
  return {
    vehicleId,
    token,
    path: token ? `/api/v1/vehicles/${vehicleId}/calendar.ics?token=${token}` : null,
  };
}
