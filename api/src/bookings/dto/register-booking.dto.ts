import { ApiProperty } from '@nestjs/swagger';
import { Cents } from '../../common/http/money';
import { IsoDayProperty } from '../../common/http/iso-day';

/** An unpaid booking as the cash register lists it (spec §2 "Cash register page"). */
export class RegisterBookingDto {
  id: string;

  @ApiProperty({ enum: ['hourly', 'stay'], enumName: 'BookingKind' })
  kind: 'hourly' | 'stay';

  vehicleName: string;

  customerName: string;

  startsAt: Date;

  endsAt: Date;

  /** The business day it starts on. */
  @IsoDayProperty()
  day: string;

  /** Hourly bookings: the booked hours (0.5 = 30 minutes); null for stays. */
  @ApiProperty({ type: 'number', nullable: true })
  hours: number | null;

  /** Stays: the nights; null for hourly bookings. */
  @ApiProperty({ type: 'integer', nullable: true })
  nights: number | null;

  /** The price that counts: staff's new price if set, else the booked one. */
  @Cents()
  priceCents: number;

  /** What a gift coupon already paid when it was booked. */
  @Cents()
  couponCents: number;

  /** What is left to pay at the register: price − coupon. */
  @Cents()
  dueCents: number;

  /** Its end has passed (spec §4: marked 'unbezahlt'). */
  unpaidAfterEnd: boolean;
}

/** A booking the register has just marked paid: what its log row and receipt name. */
export interface SettledBooking {
  id: string;
  vehicleName: string;
  day: string;
  hours: number | null;
  nights: number | null;
  dueCents: number;
}
