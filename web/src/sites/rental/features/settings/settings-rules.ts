import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { UpdateBusinessSettingsDto } from '@showcase/contracts/generated/model/updateBusinessSettingsDto';
import type { UpdateProfileDto } from '@showcase/contracts/generated/model/updateProfileDto';
import {
  updateBusinessSettingsBodyGeneralOpeningHourMax,
  updateBusinessSettingsBodyGeneralOpeningHourMin,
} from '@showcase/contracts/generated/zod/settings/settings.zod';
import {
  UpdateProfileBody,
  updateProfileBodyNewPasswordMax,
  updateProfileBodyNewPasswordMin,
} from '@showcase/contracts/generated/zod/employees/employees.zod';

/*
 * The settings page's two forms (spec §5 "Settings (non-admin, personal data)" and "Settings
 * (root, business)"): pure rules, the mapping to the API's DTOs and where the API's field
 * problems show. Texts live in settings-texts.ts; this file stays free of site modules (it lands
 * in the shared forms chunk).
 */

type Errors<Values, Key extends string> = Partial<Record<keyof Values, Key>>;

// Personal data ---------------------------------------------------------------------------------

export interface PersonalFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  additional: string;
  zipAndCity: string;
  newPassword: string;
  passwordRepeat: string;
}

export type PersonalField = keyof PersonalFormValues;

export type PersonalErrorKey =
  | 'firstNameInvalid'
  | 'lastNameInvalid'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'streetInvalid'
  | 'additionalTooLong'
  | 'zipAndCityInvalid'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'emailTaken'
  | 'setByConfiguration';

/** The spec's password length (§9), from the contract. */
export const passwordLimits = {
  min: updateProfileBodyNewPasswordMin,
  max: updateProfileBodyNewPasswordMax,
} as const;

/** The form as GET /me fills it; the password fields start empty (no change). */
export function toPersonalFormValues(profile: EmployeeDto): PersonalFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? '',
    street: profile.street ?? '',
    additional: profile.additional ?? '',
    zipAndCity: profile.zipAndCity ?? '',
    newPassword: '',
    passwordRepeat: '',
  };
}

/**
 * The PUT /me body: trimmed texts; empty optional fields left out (the API then clears them);
 * the password as typed and only when one was entered. Names go as typed: the API saves them
 * with a capital first letter and its answer fills the form again.
 */
export function toUpdateProfileRequest(values: PersonalFormValues): UpdateProfileDto {
  const request: UpdateProfileDto = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
  };
  for (const field of ['phone', 'street', 'additional', 'zipAndCity'] as const) {
    const value = values[field].trim();
    if (value !== '') request[field] = value;
  }
  if (values.newPassword !== '') request.newPassword = values.newPassword;
  return request;
}

const personalIssueKeys: Record<keyof UpdateProfileDto, PersonalErrorKey> = {
  firstName: 'firstNameInvalid',
  lastName: 'lastNameInvalid',
  email: 'emailInvalid',
  phone: 'phoneInvalid',
  street: 'streetInvalid',
  additional: 'additionalTooLong',
  zipAndCity: 'zipAndCityInvalid',
  newPassword: 'passwordLength',
};

/** Where an API field of PUT /me shows in the form. */
const personalFieldOfApi: Record<keyof UpdateProfileDto, PersonalField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  phone: 'phone',
  street: 'street',
  additional: 'additional',
  zipAndCity: 'zipAndCity',
  newPassword: 'newPassword',
};

/**
 * Spec §5: first and last name required, at most 25; e-mail pattern, at most 50; phone digits
 * with an optional leading plus, at most 25; street, additional and zip/city at most 50; a new
 * password 4 to 20 characters, repeated exactly. The schema is the contract's own.
 */
export function personalFormRules(
  values: PersonalFormValues,
): Errors<PersonalFormValues, PersonalErrorKey> {
  const errors: Errors<PersonalFormValues, PersonalErrorKey> = {};
  const result = UpdateProfileBody.safeParse(toUpdateProfileRequest(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof UpdateProfileDto;
      const key = personalIssueKeys[field];
      if (key) errors[personalFieldOfApi[field]] ??= key;
    }
  }
  if (values.passwordRepeat !== values.newPassword) errors.passwordRepeat = 'passwordMismatch';
  return errors;
}

/**
 * Where the API's objections to PUT /me show: its field name, the spec's message for the field
 * (root's e-mail and password: "set by the configuration"); null for what the form has no field
 * for.
 */
export function personalFieldOfProblem(problem: {
  field: string;
  code: string;
}): { field: PersonalField; key: PersonalErrorKey } | null {
  const field = personalFieldOfApi[problem.field as keyof UpdateProfileDto] as
    PersonalField | undefined;
  if (!field) return null;
  if (problem.code === 'EMAIL_TAKEN') return { field, key: 'emailTaken' };
  if (problem.code === 'SET_BY_CONFIGURATION') return { field, key: 'setByConfiguration' };
  return { field, key: personalIssueKeys[problem.field as keyof UpdateProfileDto] };
}

// Business settings ------------------------------------------------------------------------------

/**
 * The business form under the DTO's field names, so the API's field problems land on the same
 * names. Hours are typed text; dates are the date inputs' 'YYYY-MM-DD' (or empty).
 */
export interface BusinessFormValues {
  hiring: boolean;
  generalOpeningHour: string;
  generalClosingHour: string;
  seasonBeginStart: string;
  seasonBeginEnd: string;
  seasonBeginOpeningHour: string;
  seasonBeginClosingHour: string;
  seasonEndStart: string;
  seasonEndEnd: string;
  seasonEndOpeningHour: string;
  seasonEndClosingHour: string;
  offSeasonStart: string;
  offSeasonEnd: string;
}

export type BusinessField = Exclude<keyof BusinessFormValues, 'hiring'>;

export type BusinessErrorKey =
  | 'hourInvalid'
  | 'openingNotBeforeClosing'
  | 'dateInvalid'
  | 'periodIncomplete'
  | 'seasonHoursRequired'
  | 'hoursWithoutPeriod';

export const hourLimits = {
  min: updateBusinessSettingsBodyGeneralOpeningHourMin,
  max: updateBusinessSettingsBodyGeneralOpeningHourMax,
} as const;

type HourField =
  | 'generalOpeningHour'
  | 'generalClosingHour'
  | 'seasonBeginOpeningHour'
  | 'seasonBeginClosingHour'
  | 'seasonEndOpeningHour'
  | 'seasonEndClosingHour';
type DateField =
  | 'seasonBeginStart'
  | 'seasonBeginEnd'
  | 'seasonEndStart'
  | 'seasonEndEnd'
  | 'offSeasonStart'
  | 'offSeasonEnd';

interface PeriodFields {
  start: DateField;
  end: DateField;
  hours: { opening: HourField; closing: HourField } | null;
}

/** The three periods of the spec: two seasons with their own hours, the closed off-season. */
export const BUSINESS_PERIODS = {
  seasonBegin: {
    start: 'seasonBeginStart',
    end: 'seasonBeginEnd',
    hours: { opening: 'seasonBeginOpeningHour', closing: 'seasonBeginClosingHour' },
  },
  seasonEnd: {
    start: 'seasonEndStart',
    end: 'seasonEndEnd',
    hours: { opening: 'seasonEndOpeningHour', closing: 'seasonEndClosingHour' },
  },
  offSeason: { start: 'offSeasonStart', end: 'offSeasonEnd', hours: null },
} as const satisfies Record<string, PeriodFields>;

const HOUR_FIELDS: readonly HourField[] = [
  'generalOpeningHour',
  'generalClosingHour',
  'seasonBeginOpeningHour',
  'seasonBeginClosingHour',
  'seasonEndOpeningHour',
  'seasonEndClosingHour',
];
const DATE_FIELDS: readonly DateField[] = [
  'seasonBeginStart',
  'seasonBeginEnd',
  'seasonEndStart',
  'seasonEndEnd',
  'offSeasonStart',
  'offSeasonEnd',
];

/** Spec: "integers of 0 to 2 digits"; the API takes 0 to 24. */
const HOUR_PATTERN = /^\d{1,2}$/;
const INPUT_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The hour typed into a field, or null when it is none (empty or not 0–24 in two digits). */
export function parseHour(text: string): number | null {
  const trimmed = text.trim();
  if (!HOUR_PATTERN.test(trimmed)) return null;
  const hour = Number(trimmed);
  return hour >= hourLimits.min && hour <= hourLimits.max ? hour : null;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * A date input's 'YYYY-MM-DD' as the month-day the API stores ('MM-DD'): the year is ignored,
 * and the end of February is always '02-29' — the 28th of any year means it too, so that a
 * common year's calendar can pick it. Null when the text is no real day.
 */
export function toMonthDay(inputDate: string): string | null {
  const match = INPUT_DATE_PATTERN.exec(inputDate.trim());
  if (!match) return null;
  const [, yearText = '', monthText = '', dayText = ''] = match;
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1) return null;
  const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (day > (lengths[month - 1] ?? 0)) return null;
  if (month === 2 && day >= 28) return '02-29';
  return `${monthText}-${dayText}`;
}

/**
 * A stored month-day as the date input shows it, in `year`; the end of February ('02-29') falls
 * on the 28th in a common year.
 */
export function toInputDate(monthDay: string | null, year: number): string {
  if (monthDay === null) return '';
  const shown = monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${shown}`;
}

const hourText = (hour: number | null) => (hour === null ? '' : String(hour));

/** The form as GET /settings/business fills it; dates shown in `year` (ignored on save). */
export function toBusinessFormValues(
  settings: BusinessSettingsDto,
  year: number,
): BusinessFormValues {
  return {
    hiring: settings.hiring,
    generalOpeningHour: hourText(settings.generalOpeningHour),
    generalClosingHour: hourText(settings.generalClosingHour),
    seasonBeginStart: toInputDate(settings.seasonBeginStart, year),
    seasonBeginEnd: toInputDate(settings.seasonBeginEnd, year),
    seasonBeginOpeningHour: hourText(settings.seasonBeginOpeningHour),
    seasonBeginClosingHour: hourText(settings.seasonBeginClosingHour),
    seasonEndStart: toInputDate(settings.seasonEndStart, year),
    seasonEndEnd: toInputDate(settings.seasonEndEnd, year),
    seasonEndOpeningHour: hourText(settings.seasonEndOpeningHour),
    seasonEndClosingHour: hourText(settings.seasonEndClosingHour),
    offSeasonStart: toInputDate(settings.offSeasonStart, year),
    offSeasonEnd: toInputDate(settings.offSeasonEnd, year),
  };
}

/** The PUT /settings/business body: every field, null for what is empty (valid values assumed). */
export function toUpdateBusinessSettingsRequest(
  values: BusinessFormValues,
): UpdateBusinessSettingsDto {
  const date = (field: DateField) => toMonthDay(values[field]);
  const hour = (field: HourField) => parseHour(values[field]);
  return {
    hiring: values.hiring,
    generalOpeningHour: hour('generalOpeningHour') ?? 0,
    generalClosingHour: hour('generalClosingHour') ?? 0,
    offSeasonStart: date('offSeasonStart'),
    offSeasonEnd: date('offSeasonEnd'),
    seasonBeginStart: date('seasonBeginStart'),
    seasonBeginEnd: date('seasonBeginEnd'),
    seasonBeginOpeningHour: hour('seasonBeginOpeningHour'),
    seasonBeginClosingHour: hour('seasonBeginClosingHour'),
    seasonEndStart: date('seasonEndStart'),
    seasonEndEnd: date('seasonEndEnd'),
    seasonEndOpeningHour: hour('seasonEndOpeningHour'),
    seasonEndClosingHour: hour('seasonEndClosingHour'),
  };
}

const isBlank = (text: string) => text.trim() === '';

/**
 * Spec §5 "Settings (root, business)", as the API checks it too: general hours required, whole
 * hours of at most two digits (0–24), opening before closing; each period's dates complete and
 * real days; a season with dates needs its hours, and hours without dates belong to no season.
 */
export function businessFormRules(
  values: BusinessFormValues,
): Errors<BusinessFormValues, BusinessErrorKey> {
  const errors: Errors<BusinessFormValues, BusinessErrorKey> = {};
  const checkOrder = (opening: HourField, closing: HourField) => {
    const open = parseHour(values[opening]);
    const close = parseHour(values[closing]);
    if (open !== null && close !== null && open >= close) {
      errors[opening] ??= 'openingNotBeforeClosing';
    }
  };

  for (const field of ['generalOpeningHour', 'generalClosingHour'] as const) {
    if (parseHour(values[field]) === null) errors[field] = 'hourInvalid';
  }
  checkOrder('generalOpeningHour', 'generalClosingHour');

  for (const period of Object.values(BUSINESS_PERIODS) as PeriodFields[]) {
    const start = values[period.start];
    const end = values[period.end];
    for (const [field, value, other] of [
      [period.start, start, end],
      [period.end, end, start],
    ] as const) {
      if (!isBlank(value) && toMonthDay(value) === null) errors[field] = 'dateInvalid';
      else if (isBlank(value) && !isBlank(other)) errors[field] = 'periodIncomplete';
    }
    if (!period.hours) continue;
    const dated = !isBlank(start) || !isBlank(end);
    for (const field of [period.hours.opening, period.hours.closing]) {
      const value = values[field];
      if (isBlank(value)) {
        if (dated) errors[field] = 'seasonHoursRequired';
      } else if (parseHour(value) === null) {
        errors[field] = 'hourInvalid';
      } else if (!dated) {
        errors[field] = 'hoursWithoutPeriod';
      }
    }
    checkOrder(period.hours.opening, period.hours.closing);
  }
  return errors;
}

/** The API's codes for the business settings (settings/business-settings.rules.ts). */
const BUSINESS_CODE_KEYS: Record<string, BusinessErrorKey> = {
  NOT_BEFORE_CLOSING: 'openingNotBeforeClosing',
  INVALID_DATE: 'dateInvalid',
  INCOMPLETE_PERIOD: 'periodIncomplete',
  PERIOD_REQUIRED: 'hoursWithoutPeriod',
};

/**
 * Where the API's objections to PUT /settings/business show: the field of the same name with
 * its own message (a missing season hour as "required", any other objection to an hour or a date
 * as an invalid one); null for what the form has no field for.
 */
export function businessFieldOfProblem(problem: {
  field: string;
  code: string;
}): { field: BusinessField; key: BusinessErrorKey } | null {
  const hourField = HOUR_FIELDS.find((field) => field === problem.field);
  const dateField = DATE_FIELDS.find((field) => field === problem.field);
  const field = hourField ?? dateField;
  if (!field) return null;
  const known = BUSINESS_CODE_KEYS[problem.code];
  if (known) return { field, key: known };
  if (hourField) {
    const seasonHour = hourField.startsWith('season');
    return {
      field,
      key: problem.code === 'REQUIRED' && seasonHour ? 'seasonHoursRequired' : 'hourInvalid',
    };
  }
  return { field, key: 'dateInvalid' };
}
