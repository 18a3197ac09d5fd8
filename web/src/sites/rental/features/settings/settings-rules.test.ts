import { describe, expect, it } from 'vitest';
import { businessSettings } from '../../../../testing/rental-fixtures';
import { settingsProfile } from '../../../../testing/staff-fixtures';
import {
  businessFieldOfProblem,
  businessFormRules,
  parseHour,
  personalFieldOfProblem,
  personalFormRules,
  toBusinessFormValues,
  toInputDate,
  toMonthDay,
  toPersonalFormValues,
  toUpdateBusinessSettingsRequest,
  toUpdateProfileRequest,
  type BusinessFormValues,
  type PersonalFormValues,
} from './settings-rules';
import { settingsDe } from './settings-texts';

const personal = (overrides: Partial<PersonalFormValues> = {}): PersonalFormValues => ({
  ...toPersonalFormValues(settingsProfile()),
  ...overrides,
});

describe('personal form rules', () => {
  it('accepts the profile as loaded', () => {
    expect(personalFormRules(personal())).toEqual({});
  });

  it.each([
    ['firstName', '', 'firstNameInvalid'],
    ['firstName', '   ', 'firstNameInvalid'],
    ['firstName', 'x'.repeat(26), 'firstNameInvalid'],
    ['lastName', '', 'lastNameInvalid'],
    ['lastName', 'x'.repeat(26), 'lastNameInvalid'],
    ['email', '', 'emailInvalid'],
    ['email', 'erika@', 'emailInvalid'],
    ['email', 'erika@example.toolongtld', 'emailInvalid'],
    ['email', `${'e'.repeat(40)}@example.de`, 'emailInvalid'],
    ['phone', '0176-1234', 'phoneInvalid'],
    ['phone', '++49176', 'phoneInvalid'],
    ['phone', `+${'1'.repeat(25)}`, 'phoneInvalid'],
    ['street', 's'.repeat(51), 'streetInvalid'],
    ['additional', 'a'.repeat(51), 'additionalTooLong'],
    ['zipAndCity', 'z'.repeat(51), 'zipAndCityInvalid'],
    ['newPassword', 'abc', 'passwordLength'],
    ['newPassword', 'p'.repeat(21), 'passwordLength'],
  ] as const)('%s %j → %s', (field, value, key) => {
    const values = personal({ [field]: value });
    if (field === 'newPassword') values.passwordRepeat = value;
    expect(personalFormRules(values)).toEqual({ [field]: key });
  });

  it.each([
    ['firstName', 'x'.repeat(25)],
    ['email', `${'e'.repeat(39)}@example.de`],
    ['phone', '+4917612345678'],
    ['phone', '0176123'],
    ['phone', ''],
    ['street', 's'.repeat(50)],
    ['additional', ''],
    ['zipAndCity', 'z'.repeat(50)],
  ] as const)('%s %j is fine', (field, value) => {
    expect(personalFormRules(personal({ [field]: value }))).toEqual({});
  });

  it('takes a new password of 4 to 20 characters, repeated exactly', () => {
    expect(personalFormRules(personal({ newPassword: 'abcd', passwordRepeat: 'abcd' }))).toEqual(
      {},
    );
    const twenty = 'p'.repeat(20);
    expect(personalFormRules(personal({ newPassword: twenty, passwordRepeat: twenty }))).toEqual(
      {},
    );
    expect(personalFormRules(personal({ newPassword: 'abcd', passwordRepeat: 'abce' }))).toEqual({
      passwordRepeat: 'passwordMismatch',
    });
    // A repeat without a new password is no change either: it must match the empty field.
    expect(personalFormRules(personal({ passwordRepeat: 'abcd' }))).toEqual({
      passwordRepeat: 'passwordMismatch',
    });
  });

  it("has the spec's messages", () => {
    expect(settingsDe.personal.errors).toMatchObject({
      firstNameInvalid: 'Bitte geben Sie einen gültigen Vornamen an.',
      lastNameInvalid: 'Bitte geben Sie einen gültigen Nachnamen an.',
      emailInvalid: 'Bitte geben Sie eine gültige Emailadresse an.',
      phoneInvalid: 'Bitte geben Sie eine gültige Handynummer an.',
      streetInvalid: 'Bitte geben Sie eine gültige Straße & Hausnummer an.',
      additionalTooLong: 'Der Adresszusatz ist zu lang.',
      zipAndCityInvalid: 'Bitte geben Sie eine gültige PLZ & Ort an.',
      passwordLength: 'Das Passwort muss zwischen 4 bis 20 Zeichen lang sein.',
      passwordMismatch: 'Die eingegebenen Passwörter stimmen nicht überein.',
    });
    expect(settingsDe.saved).toBe('Änderungen wurden übernommen!');
  });
});

describe('the PUT /me body', () => {
  it('trims, leaves out empty optional fields and sends a password only when one was typed', () => {
    expect(
      toUpdateProfileRequest(
        personal({
          firstName: ' erika ',
          lastName: 'muster',
          email: ' erika@example.de ',
          phone: ' ',
          street: ' Seeweg 7 ',
          additional: '',
          zipAndCity: '15526 Bad Saarow',
        }),
      ),
    ).toEqual({
      firstName: 'erika',
      lastName: 'muster',
      email: 'erika@example.de',
      street: 'Seeweg 7',
      zipAndCity: '15526 Bad Saarow',
    });
    expect(
      toUpdateProfileRequest(personal({ newPassword: ' neu 1 ', passwordRepeat: ' neu 1 ' }))
        .newPassword,
    ).toBe(' neu 1 ');
  });

  it('fills the form from GET /me, empty passwords, nulls as empty fields', () => {
    expect(
      toPersonalFormValues(
        settingsProfile({ phone: null, street: null, additional: 'Hinterhaus' }),
      ),
    ).toEqual({
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.de',
      phone: '',
      street: '',
      additional: 'Hinterhaus',
      zipAndCity: '15526 Bad Saarow',
      newPassword: '',
      passwordRepeat: '',
    });
  });

  it("places the API's objections at their fields", () => {
    expect(personalFieldOfProblem({ field: 'email', code: 'EMAIL_TAKEN' })).toEqual({
      field: 'email',
      key: 'emailTaken',
    });
    expect(personalFieldOfProblem({ field: 'newPassword', code: 'SET_BY_CONFIGURATION' })).toEqual({
      field: 'newPassword',
      key: 'setByConfiguration',
    });
    expect(personalFieldOfProblem({ field: 'phone', code: 'INVALID_FORMAT' })).toEqual({
      field: 'phone',
      key: 'phoneInvalid',
    });
    expect(personalFieldOfProblem({ field: 'zipAndCity', code: 'TOO_LONG' })).toEqual({
      field: 'zipAndCity',
      key: 'zipAndCityInvalid',
    });
    expect(personalFieldOfProblem({ field: 'role', code: 'UNKNOWN_FIELD' })).toBeNull();
  });
});

describe('month-days', () => {
  it('ignores the year and keeps month and day', () => {
    expect(toMonthDay('2031-04-01')).toBe('04-01');
    expect(toMonthDay('1999-12-31')).toBe('12-31');
    expect(toMonthDay('2030-10-15')).toBe('10-15');
  });

  it('writes the end of February as 02-29, from the 28th or the 29th of any year', () => {
    expect(toMonthDay('2031-02-28')).toBe('02-29');
    expect(toMonthDay('2032-02-28')).toBe('02-29');
    expect(toMonthDay('2032-02-29')).toBe('02-29');
    expect(toMonthDay('2031-02-27')).toBe('02-27');
  });

  it('refuses what is no real day', () => {
    for (const text of ['', '04-01', '2031-4-1', '2031-02-29', '2031-04-31', '2031-13-01', 'x']) {
      expect(toMonthDay(text)).toBeNull();
    }
  });

  it('shows a month-day in the given year, the end of February on the 28th in a common year', () => {
    expect(toInputDate('04-01', 2031)).toBe('2031-04-01');
    expect(toInputDate('02-29', 2031)).toBe('2031-02-28');
    expect(toInputDate('02-29', 2032)).toBe('2032-02-29');
    expect(toInputDate(null, 2031)).toBe('');
  });
});

describe('hours', () => {
  it('takes whole hours of one or two digits from 0 to 24', () => {
    expect(parseHour('0')).toBe(0);
    expect(parseHour('09')).toBe(9);
    expect(parseHour(' 18 ')).toBe(18);
    expect(parseHour('24')).toBe(24);
    for (const text of ['', '25', '100', '9.5', '9,5', '-1', 'neun', '1e1']) {
      expect(parseHour(text)).toBeNull();
    }
  });
});

const business = (overrides: Partial<BusinessFormValues> = {}): BusinessFormValues => ({
  ...toBusinessFormValues(businessSettings, 2031),
  ...overrides,
});

const noSeasons: Partial<BusinessFormValues> = {
  seasonBeginStart: '',
  seasonBeginEnd: '',
  seasonBeginOpeningHour: '',
  seasonBeginClosingHour: '',
  seasonEndStart: '',
  seasonEndEnd: '',
  seasonEndOpeningHour: '',
  seasonEndClosingHour: '',
  offSeasonStart: '',
  offSeasonEnd: '',
};

describe('business form rules', () => {
  it('accepts the settings as loaded, and no periods at all', () => {
    expect(businessFormRules(business())).toEqual({});
    expect(businessFormRules(business(noSeasons))).toEqual({});
  });

  it('requires the general hours as whole hours of 0 to 24, opening before closing', () => {
    expect(businessFormRules(business({ generalOpeningHour: '' }))).toEqual({
      generalOpeningHour: 'hourInvalid',
    });
    expect(businessFormRules(business({ generalClosingHour: '100' }))).toEqual({
      generalClosingHour: 'hourInvalid',
    });
    expect(businessFormRules(business({ generalClosingHour: '18.5' }))).toEqual({
      generalClosingHour: 'hourInvalid',
    });
    expect(businessFormRules(business({ generalOpeningHour: '19' }))).toEqual({
      generalOpeningHour: 'openingNotBeforeClosing',
    });
    expect(
      businessFormRules(business({ generalOpeningHour: '0', generalClosingHour: '24' })),
    ).toEqual({});
  });

  it('wants both dates of a period', () => {
    expect(businessFormRules(business({ seasonBeginEnd: '' }))).toEqual({
      seasonBeginEnd: 'periodIncomplete',
    });
    expect(businessFormRules(business({ offSeasonStart: '' }))).toEqual({
      offSeasonStart: 'periodIncomplete',
    });
  });

  it('wants real days', () => {
    expect(businessFormRules(business({ seasonEndStart: '2031-09-31' }))).toEqual({
      seasonEndStart: 'dateInvalid',
    });
  });

  it('needs the hours of a season with dates, and no hours without them', () => {
    expect(businessFormRules(business({ seasonBeginOpeningHour: '' }))).toEqual({
      seasonBeginOpeningHour: 'seasonHoursRequired',
    });
    expect(
      businessFormRules(
        business({ ...noSeasons, seasonEndOpeningHour: '10', seasonEndClosingHour: '18' }),
      ),
    ).toEqual({
      seasonEndOpeningHour: 'hoursWithoutPeriod',
      seasonEndClosingHour: 'hoursWithoutPeriod',
    });
    expect(businessFormRules(business({ seasonEndClosingHour: '25' }))).toEqual({
      seasonEndClosingHour: 'hourInvalid',
    });
    expect(businessFormRules(business({ seasonEndOpeningHour: '18' }))).toEqual({
      seasonEndOpeningHour: 'openingNotBeforeClosing',
    });
  });
});

describe('the PUT /settings/business body', () => {
  it("is the API's DTO exactly: numbers, month-days, nulls for empty periods", () => {
    expect(toUpdateBusinessSettingsRequest(business())).toEqual({
      hiring: false,
      generalOpeningHour: 9,
      generalClosingHour: 19,
      offSeasonStart: '10-16',
      offSeasonEnd: '03-31',
      seasonBeginStart: '04-01',
      seasonBeginEnd: '05-31',
      seasonBeginOpeningHour: 10,
      seasonBeginClosingHour: 18,
      seasonEndStart: '09-01',
      seasonEndEnd: '10-15',
      seasonEndOpeningHour: 10,
      seasonEndClosingHour: 18,
    });
    expect(toUpdateBusinessSettingsRequest(business({ ...noSeasons, hiring: true }))).toEqual({
      hiring: true,
      generalOpeningHour: 9,
      generalClosingHour: 19,
      offSeasonStart: null,
      offSeasonEnd: null,
      seasonBeginStart: null,
      seasonBeginEnd: null,
      seasonBeginOpeningHour: null,
      seasonBeginClosingHour: null,
      seasonEndStart: null,
      seasonEndEnd: null,
      seasonEndOpeningHour: null,
      seasonEndClosingHour: null,
    });
  });

  it('ignores the year of the dates and maps the 28th or 29th of February to 02-29', () => {
    const request = toUpdateBusinessSettingsRequest(
      business({ offSeasonStart: '2019-11-01', offSeasonEnd: '2031-02-28' }),
    );
    expect(request.offSeasonStart).toBe('11-01');
    expect(request.offSeasonEnd).toBe('02-29');
    expect(
      toUpdateBusinessSettingsRequest(business({ seasonBeginStart: '2032-02-29' }))
        .seasonBeginStart,
    ).toBe('02-29');
  });

  it('fills the form from GET /settings/business in the given year', () => {
    expect(
      toBusinessFormValues({ ...businessSettings, hiring: true, offSeasonEnd: '02-29' }, 2031),
    ).toEqual({
      hiring: true,
      generalOpeningHour: '9',
      generalClosingHour: '19',
      seasonBeginStart: '2031-04-01',
      seasonBeginEnd: '2031-05-31',
      seasonBeginOpeningHour: '10',
      seasonBeginClosingHour: '18',
      seasonEndStart: '2031-09-01',
      seasonEndEnd: '2031-10-15',
      seasonEndOpeningHour: '10',
      seasonEndClosingHour: '18',
      offSeasonStart: '2031-10-16',
      offSeasonEnd: '2031-02-28',
    });
  });

  it("places the API's objections at the fields of the same name", () => {
    expect(
      businessFieldOfProblem({ field: 'generalOpeningHour', code: 'NOT_BEFORE_CLOSING' }),
    ).toEqual({ field: 'generalOpeningHour', key: 'openingNotBeforeClosing' });
    expect(businessFieldOfProblem({ field: 'seasonEndEnd', code: 'INCOMPLETE_PERIOD' })).toEqual({
      field: 'seasonEndEnd',
      key: 'periodIncomplete',
    });
    expect(businessFieldOfProblem({ field: 'offSeasonStart', code: 'INVALID_DATE' })).toEqual({
      field: 'offSeasonStart',
      key: 'dateInvalid',
    });
    expect(businessFieldOfProblem({ field: 'offSeasonStart', code: 'INVALID_FORMAT' })).toEqual({
      field: 'offSeasonStart',
      key: 'dateInvalid',
    });
    expect(businessFieldOfProblem({ field: 'seasonBeginOpeningHour', code: 'REQUIRED' })).toEqual({
      field: 'seasonBeginOpeningHour',
      key: 'seasonHoursRequired',
    });
    expect(
      businessFieldOfProblem({ field: 'seasonBeginClosingHour', code: 'PERIOD_REQUIRED' }),
    ).toEqual({ field: 'seasonBeginClosingHour', key: 'hoursWithoutPeriod' });
    expect(businessFieldOfProblem({ field: 'generalClosingHour', code: 'REQUIRED' })).toEqual({
      field: 'generalClosingHour',
      key: 'hourInvalid',
    });
    expect(businessFieldOfProblem({ field: 'generalClosingHour', code: 'TOO_LARGE' })).toEqual({
      field: 'generalClosingHour',
      key: 'hourInvalid',
    });
    expect(businessFieldOfProblem({ field: 'hiring', code: 'INVALID_TYPE' })).toBeNull();
  });
});
