import { ApiProperty } from '@nestjs/swagger';
import { Cents } from '../../common/http/money';
import { IsoDayProperty } from '../../common/http/iso-day';

/** An unpaid booking as the cash register lists it (spec §2 "Cash register page"). */
export class RegisterBookingDto {
  @ApiProperty({ example: '0b7e4c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c' })
  id: string;

  @ApiProperty({ enum: ['hourly', 'stay'], enumName: 'BookingKind' })
  kind: 'hourly' | 'stay';

  @ApiProperty({ example: 'Seestern' })
  vehicleName: string;

  @ApiProperty({ example: 'Erika Mustermann' })
  customerName: string;

  @ApiProperty({ example: '2026-05-02T08:00:00.000Z' })
  startsAt: Date;

  @ApiProperty({ example: '2026-05-02T10:00:00.000Z' })
  endsAt: Date;

  /** The business day it starts on. */
  @IsoDayProperty()
  @ApiProperty({ example: '2026-05-02' })
  day: string;

  /** Hourly bookings: the booked hours (0.5 = 30 minutes); null for stays. */
  @ApiProperty({ type: 'number', nullable: true, example: 2 })
  hours: number | null;

  /** Stays: the nights; null for hourly bookings. */
  @ApiProperty({ type: 'integer', nullable: true, example: null })
  nights: number | null;

  /** The price that counts: staff's new price if set, else the booked one. */
  @Cents()
  @ApiProperty({ example: 15000 })
  priceCents: number;

  /** What a gift coupon already paid when it was booked. */
  @Cents()
  @ApiProperty({ example: 5000 })
  couponCents: number;

  /** What is left to pay at the register: price − coupon. */
  @Cents()
  @ApiProperty({ example: 10000 })
  dueCents: number;

  /** Its end has passed (spec §4: marked 'unbezahlt'). */
  @ApiProperty({ example: false })
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
