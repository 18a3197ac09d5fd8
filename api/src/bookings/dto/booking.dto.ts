import { ApiProperty } from '@nestjs/swagger';
import { IsOptional, IsUUID, Matches } from 'class-validator';
import { IsoCalendarDay, IsoDayProperty } from '../../common/http/iso-day';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { BOOKING_EXTRAS } from '../rules/price.rules';
import type { BookingExtra } from '../rules/price.rules';
import { Extras } from './booking-quote.dto';
import { BookingQuoteDto } from './booking-quote.dto';
import { CustomerDetailsDto } from './customer.dto';
import { Duration, StartHour } from './half-hours';

export const VERIFICATION_CODE_PATTERN = /^\d{5}$/;

/** An hourly booking (spec §3 "Hourly booking request"); the price is never sent, only computed. */
export class CreateBookingDto extends CustomerDetailsDto {
  @IsUUID()
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  /** The business-local day. */
  @IsoCalendarDay()
  @ApiProperty({ example: '2026-06-12' })
  day: string;

  @StartHour()
  @ApiProperty({ example: 10 })
  startHour: number;

  @Duration()
  @ApiProperty({ example: 2 })
  hours: number;

  @Extras()
  extras?: BookingExtra[];

  /** The 5-digit code mailed to `email`; staff book without one. */
  @IsOptional()
  @Matches(VERIFICATION_CODE_PATTERN)
  @ApiProperty({
    example: '48213',
    type: 'string',
    pattern: VERIFICATION_CODE_PATTERN.source,
    required: false,
  })
  code?: string;
}

export class BookingDto extends SimulatedDto {
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  id: string;

  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;

  @IsoDayProperty()
  @ApiProperty({ example: '2026-06-12' })
  day: string;

  @ApiProperty({ example: 10 })
  startHour: number;

  @ApiProperty({ example: 2 })
  hours: number;

  @ApiProperty({ enum: BOOKING_EXTRAS, enumName: 'BookingExtra', isArray: true })
  extras: BookingExtra[];

  /** Start and end as instants (the business-local day and hours above, in UTC). */
  @ApiProperty({ example: '2026-06-12T08:00:00.000Z' })
  startsAt: string;

  @ApiProperty({ example: '2026-06-12T10:00:00.000Z' })
  endsAt: string;

  quote: BookingQuoteDto;
}
