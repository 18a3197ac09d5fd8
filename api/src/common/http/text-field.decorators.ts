import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/** Trims strings before validation; leaves other types for the type validators to reject. */
export const Trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/**
 * A required, trimmed text field. Validation and documentation come from the same numbers, so
 * the OpenAPI contract (and the client's zod schemas generated from it) cannot drift.
 */
export function RequiredText(options: { maxLength: number; pattern?: RegExp }) {
  return applyDecorators(
    Trim(),
    IsString(),
    IsNotEmpty(),
    MaxLength(options.maxLength),
    ...(options.pattern ? [Matches(options.pattern)] : []),
    ApiProperty({
      type: 'string',
      minLength: 1,
      maxLength: options.maxLength,
      ...(options.pattern ? { pattern: options.pattern.source } : {}),
    }),
  );
}
