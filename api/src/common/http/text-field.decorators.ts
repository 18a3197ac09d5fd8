import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Matches,
  MaxLength,
} from 'class-validator';

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

/** Trimmed optional text; an empty value counts as absent. */
export function OptionalText(options: { maxLength: number; pattern?: RegExp }) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? undefined : trimmed;
    }),
    IsOptional(),
    IsString(),
    MaxLength(options.maxLength),
    ...(options.pattern ? [Matches(options.pattern)] : []),
    ApiProperty({
      type: 'string',
      required: false,
      maxLength: options.maxLength,
      ...(options.pattern ? { pattern: options.pattern.source } : {}),
    }),
  );
}

/**
 * An optional text a change (PATCH) can also clear: `null` or a blank text stores none; left out,
 * it stays as it is. Otherwise trimmed, as OptionalText.
 */
export function ClearableText(options: { maxLength: number }) {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      return trimmed === '' ? null : trimmed;
    }),
    IsOptional(),
    IsString(),
    MaxLength(options.maxLength),
    ApiProperty({
      type: 'string',
      nullable: true,
      required: false,
      maxLength: options.maxLength,
      description: 'null or an empty text clears it; left out, it stays.',
    }),
  );
}

export const PASSWORD_MIN = 4;
export const PASSWORD_MAX = 20;

/** Staff passwords: 4 to 20 characters (spec), taken exactly as typed. */
export function Password(options: { optional?: boolean } = {}) {
  return applyDecorators(
    ...(options.optional ? [IsOptional()] : []),
    IsString(),
    Length(PASSWORD_MIN, PASSWORD_MAX),
    ApiProperty({
      type: 'string',
      format: 'password',
      minLength: PASSWORD_MIN,
      maxLength: PASSWORD_MAX,
      required: !options.optional,
    }),
  );
}

/** One of a fixed set of strings, documented as an enum. */
export function OneOf(values: readonly string[], enumName: string) {
  return applyDecorators(IsIn(values), ApiProperty({ enum: values, enumName }));
}
