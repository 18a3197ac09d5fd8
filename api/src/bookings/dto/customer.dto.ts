import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsInt, IsOptional, Length, Matches, Max, Min } from 'class-validator';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from '../../common/http/patterns';
import { staffFullName } from '../../common/access/principals';
import type { StaffPrincipal } from '../../common/access/principals';
import { OptionalText, RequiredText, Trim } from '../../common/http/text-field.decorators';
import type { Booking } from '../entities/booking.entity';

/** The customer form's numbers (spec §5 "Hourly customer form", §9). */
export const CUSTOMER_NAME_MIN = 5;
export const CUSTOMER_NAME_MAX = 50;
export const PHONE_MIN = 5;
export const PHONE_MAX = 25;
export const ADDRESS_MAX = 50;
export const COMMENT_MAX = 200;
/** Boats carry up to 12 persons on the hourly pages (spec §1). */
export const MAX_PERSONS = 12;
export const MAX_CHILD_AGE = 17;

/**
 * Street and house number, zip code and city: each needs a letter and a digit, in either order,
 * on one line. Written without lookaheads, which some of the contract's consumers cannot read, and
 * without two `.*` that can each take the same characters: `^(.*L.*\d.*|.*\d.*L.*)$` says the same
 * but backtracks quadratically, so one request with a long text held the CPU for seconds (the
 * fuzz suite's profile found it). Here the first letter or digit decides the branch, and every
 * character is looked at once or twice. (`[^…\n\r\u2028\u2029]` is `.` without the class.)
 */
export const LETTER_AND_DIGIT_PATTERN =
  /^[^A-Za-zÀ-ÖØ-öø-ÿ\d\n\r\u2028\u2029]*(?:[A-Za-zÀ-ÖØ-öø-ÿ][^\d\n\r\u2028\u2029]*\d|\d[^A-Za-zÀ-ÖØ-öø-ÿ\n\r\u2028\u2029]*[A-Za-zÀ-ÖØ-öø-ÿ]).*$/;

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const Count = (min: number, description: string, required = true) =>
  applyDecorators(
    ...(required ? [] : [IsOptional()]),
    IsInt(),
    Min(min),
    Max(MAX_PERSONS),
    ApiProperty({ type: 'integer', minimum: min, maximum: MAX_PERSONS, description, required }),
  );

const ChildAge = () =>
  applyDecorators(
    IsOptional(),
    IsInt(),
    Min(0),
    Max(MAX_CHILD_AGE),
    ApiProperty({ type: 'integer', minimum: 0, maximum: MAX_CHILD_AGE, required: false }),
  );

/** Who books: the fields the verification step and the booking share. */
export class CustomerContactDto {
  /** First and last name. */
  @Trim()
  @Length(CUSTOMER_NAME_MIN, CUSTOMER_NAME_MAX)
  @ApiProperty({
    example: 'Erika Mustermann',
    type: 'string',
    minLength: CUSTOMER_NAME_MIN,
    maxLength: CUSTOMER_NAME_MAX,
  })
  name: string;

  @Trim()
  @Length(PHONE_MIN, PHONE_MAX)
  @Matches(PHONE_PATTERN)
  @ApiProperty({
    example: '+4930123456',
    type: 'string',
    minLength: PHONE_MIN,
    maxLength: PHONE_MAX,
    pattern: PHONE_PATTERN.source,
  })
  phone: string;

  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  @ApiProperty({ example: 'erika@example.com' })
  email: string;

  /** The language of the customer's mails. */
  @IsIn(LANGUAGES)
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language' })
  lang: Language;
}

/** The whole customer form of an hourly booking. */
export class CustomerDetailsDto extends CustomerContactDto {
  @RequiredText({ maxLength: ADDRESS_MAX, pattern: LETTER_AND_DIGIT_PATTERN })
  @ApiProperty({ example: 'Seestraße 12' })
  street: string;

  /** Address supplement. */
  @OptionalText({ maxLength: ADDRESS_MAX })
  supplement?: string;

  @RequiredText({ maxLength: ADDRESS_MAX, pattern: LETTER_AND_DIGIT_PATTERN })
  @ApiProperty({ example: '14467 Potsdam' })
  zipCity: string;

  @Count(1, 'Adults, at least one.')
  @ApiProperty({ example: 2 })
  adults: number;

  @Count(0, 'Children (default 0).', false)
  @ApiProperty({ example: 1 })
  children?: number;

  /** One child: its age; more children: the youngest. */
  @ChildAge()
  @ApiProperty({ example: 8 })
  childAgeFrom?: number;

  /** More children: the oldest. */
  @ChildAge()
  childAgeTo?: number;

  @OptionalText({ maxLength: COMMENT_MAX })
  comment?: string;

  /** The privacy statement and the terms were accepted. */
  @Equals(true)
  @ApiProperty({ example: true, type: 'boolean', enum: [true] })
  privacyAccepted: boolean;
}

/** The booking columns the customer form and the booking staff member fill, hourly or stay. */
export function customerColumns(
  input: CustomerDetailsDto,
  staff: StaffPrincipal | undefined,
): Partial<Booking> {
  return {
    customerName: input.name,
    customerEmail: input.email,
    customerPhone: input.phone,
    street: input.street,
    supplement: input.supplement ?? null,
    zipCity: input.zipCity,
    adults: input.adults,
    children: input.children ?? 0,
    childAgeFrom: input.childAgeFrom ?? null,
    childAgeTo: input.childAgeTo ?? null,
    comment: input.comment ?? null,
    lang: input.lang,
    employeeId: staff?.id ?? null,
    employeeName: staff ? staffFullName(staff) : null,
  };
}
