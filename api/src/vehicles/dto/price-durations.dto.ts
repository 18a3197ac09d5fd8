import { ApiProperty } from '@nestjs/swagger';
import { MAX_DURATION_HOURS } from '../vehicle.rules';
import type { VehicleType } from '../vehicle.rules';

/** Hours in half-hour steps, shortest first. */
const durations = {
  type: 'array',
  items: { type: 'number', minimum: 0.5, maximum: MAX_DURATION_HOURS, multipleOf: 0.5 },
  example: [1, 2, 3],
} as const;

/** Per vehicle type, the rental durations a vehicle of that type needs a price for. */
export class PriceDurationsByTypeDto implements Record<VehicleType, number[]> {
  @ApiProperty(durations)
  motorboats: number[];
  @ApiProperty(durations)
  sailboats: number[];
  /** Jet skis are also rented by the half hour. */
  @ApiProperty(durations)
  jetskis: number[];
  @ApiProperty(durations)
  canoes: number[];
  @ApiProperty(durations)
  houseboats: number[];
}

/**
 * The durations a price table covers, as the server checks them when a vehicle is saved: the
 * staff form asks exactly these, the public price lists show them.
 */
export class PriceDurationsDto {
  /** The longest opening day of the year in hours (the general hours or a season's own). */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_DURATION_HOURS, example: 10 })
  openingSpanHours: number;
  durations: PriceDurationsByTypeDto;
}
