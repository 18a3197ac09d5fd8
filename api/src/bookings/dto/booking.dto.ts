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
  vehicleId: string;

  /** The business-local day. */
  @IsoCalendarDay()
  day: string;

  @StartHour()
  startHour: number;

  @Duration()
  hours: number;

  @Extras()
  extras?: BookingExtra[];

  /** The 5-digit code mailed to `email`; staff book without one. */
  @IsOptional()
  @Matches(VERIFICATION_CODE_PATTERN)
  @ApiProperty({ type: 'string', pattern: VERIFICATION_CODE_PATTERN.source, required: false })
  code?: string;
}

export class BookingDto extends SimulatedDto {
  id: string;

  vehicleId: string;

  vehicleName: string;

  @IsoDayProperty()
  day: string;

  startHour: number;

  hours: number;

  @ApiProperty({ enum: BOOKING_EXTRAS, enumName: 'BookingExtra', isArray: true })
  extras: BookingExtra[];

  /** Start and end as instants (the business-local day and hours above, in UTC). */
  startsAt: string;

  endsAt: string;

  quote: BookingQuoteDto;
}
