import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsUUID } from 'class-validator';
import { BOOKING_EXTRAS } from '../rules/price.rules';
import type { BookingExtra, PriceQuote } from '../rules/price.rules';
import { Duration } from './half-hours';

/** Lists arrive from query strings as one value, a repeated key or a comma-separated text. */
export const toList = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value,
);

/** The extras a vehicle may offer; each at most once. */
export const Extras = () =>
  applyDecorators(
    toList,
    IsOptional(),
    IsArray(),
    ArrayMaxSize(BOOKING_EXTRAS.length),
    IsIn(BOOKING_EXTRAS, { each: true }),
    ApiProperty({ enum: BOOKING_EXTRAS, enumName: 'BookingExtra', isArray: true, required: false }),
  );

export class BookingQuoteQueryDto {
  @IsUUID()
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @Duration()
  @ApiProperty({ example: 2 })
  hours: number;

  @Extras()
  extras?: BookingExtra[];
}

export class QuotedExtraDto {
  @ApiProperty({ enum: BOOKING_EXTRAS, enumName: 'BookingExtra' })
  extra: BookingExtra;

  @ApiProperty({ example: 1500, type: 'integer' })
  priceCents: number;
}

/** The server's price: the only one shown and the only one stored. */
export class BookingQuoteDto {
  @ApiProperty({ example: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' })
  vehicleId: string;

  @ApiProperty({ example: 2 })
  hours: number;

  @ApiProperty({ example: 15000, type: 'integer' })
  basePriceCents: number;

  extras: QuotedExtraDto[];

  @ApiProperty({ example: 16500, type: 'integer' })
  totalCents: number;

  /** The 19 % VAT included in the total. */
  @ApiProperty({ example: 2634, type: 'integer' })
  vatCents: number;
}

export function toBookingQuoteDto(vehicleId: string, quote: PriceQuote): BookingQuoteDto {
  return {
    vehicleId,
    hours: quote.hours,
    basePriceCents: quote.basePriceCents,
    extras: quote.extras.map(({ extra, priceCents }) => ({ extra, priceCents })),
    totalCents: quote.totalCents,
    vatCents: quote.vatCents,
  };
}
