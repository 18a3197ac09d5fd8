import { applyDecorators, Injectable } from '@nestjs/common';
import type { PipeTransform } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, Matches, ValidateBy } from 'class-validator';
import { validationProblem } from '../problem/problem';

/**
 * Calendar days ('YYYY-MM-DD') this product deals in. The years are bounded so that every day
 * that passes is one PostgreSQL's `date` and JavaScript's Date both represent ('0000-01-01'
 * parses in JavaScript but PostgreSQL refuses it: a 500 before this rule).
 */
export const ISO_DAY_PATTERN = /^(2\d{3})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2999;

/** A real calendar day in the supported years ('2026-02-30' is not), as a UTC timestamp. */
export function parseIsoDay(value: string): number | null {
  if (!ISO_DAY_PATTERN.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) return null;
  return time;
}

const isoDaySchema = { type: 'string', format: 'date', pattern: ISO_DAY_PATTERN.source } as const;

/** A required day field of a DTO (query or body); the calendar check is parseIsoDay's. */
export const IsoDay = () =>
  applyDecorators(
    IsDefined(),
    Matches(ISO_DAY_PATTERN, { message: 'A day is written YYYY-MM-DD (years 2000-2999).' }),
    ApiProperty(isoDaySchema),
  );

/** A required day that must also exist in the calendar ('2026-02-30' is refused with 400). */
export const IsoCalendarDay = () =>
  applyDecorators(
    IsoDay(),
    ValidateBy({
      name: 'isCalendarDay',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseIsoDay(value) !== null,
        defaultMessage: () => 'There is no such day.',
      },
    }),
  );

/** Documents a day in a response DTO. */
export const IsoDayProperty = () => ApiProperty(isoDaySchema);

/** A day in the path (`/days/{date}`): 400 naming the parameter unless it is a real day. */
@Injectable()
export class ParseIsoDayPipe implements PipeTransform<string, string> {
  constructor(private readonly field: string) {}

  transform(value: string): string {
    if (parseIsoDay(value) === null) {
      throw validationProblem([
        { field: this.field, code: 'INVALID_DATE', message: 'There is no such day.' },
      ]);
    }
    return value;
  }
}
