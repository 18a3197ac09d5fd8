import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min, ValidateIf } from 'class-validator';

/**
 * The largest amount any single money field takes: 1,000,000.00 €. Far above any boat's price,
 * and far below 2^31 cents, so every sum of a few amounts still fits PostgreSQL's integer and
 * JavaScript's safe integers.
 */
export const MAX_CENTS = 100_000_000;

/** The OpenAPI schema of an amount in cents, so the range is part of the contract. */
export const centsSchema = (minimum = 0) =>
  ({ type: 'integer', minimum, maximum: MAX_CENTS }) as const;

/** An amount in whole euro cents from `minimum` to MAX_CENTS; `nullable`: null means none. */
export function Cents(options: { minimum?: number; nullable?: boolean } = {}) {
  const minimum = options.minimum ?? 0;
  return applyDecorators(
    ...(options.nullable ? [ValidateIf((_: unknown, value: unknown) => value !== null)] : []),
    IsInt(),
    Min(minimum),
    Max(MAX_CENTS),
    ApiProperty({ ...centsSchema(minimum), nullable: options.nullable ?? false }),
  );
}
