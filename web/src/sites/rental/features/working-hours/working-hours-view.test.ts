import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';
import { describe, expect, it } from 'vitest';
import {
  checkEntries,
  dayLabel,
  formatHours,
  groupByMonth,
  hasAnyHours,
  monthLabel,
  recentMonths,
  staffChoices,
  staffName,
  withSavedDays,
} from './working-hours-view';

function list(overrides: Partial<WorkingHoursDto> = {}): WorkingHoursDto {
  return {
    employeeId: 'me',
    employeeName: 'Erika Muster',
    from: '2027-05-30',
    to: '2027-06-02',
    days: [
      { date: '2027-06-02', hours: null, editable: true },
      { date: '2027-06-01', hours: 7.5, editable: true },
      { date: '2027-05-31', hours: 8, editable: true },
      { date: '2027-05-30', hours: 6.5, editable: false },
    ],
    monthTotals: [
      { month: '2027-06', hours: 7.5 },
      { month: '2027-05', hours: 14.5 },
    ],
    ...overrides,
  };
}

function employee(overrides: Partial<EmployeeDto>): EmployeeDto {
  return {
    id: 'x',
    firstName: 'Jonas',
    lastName: 'Krüger',
    email: 'jonas@example.com',
    phone: null,
    street: null,
    additional: null,
    zipAndCity: null,
    role: 'employee',
    active: true,
    createdAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('labels', () => {
  it('names a day with its weekday and dd.mm.yyyy, whatever the time zone', () => {
    expect(dayLabel('2027-06-14')).toBe('Montag, 14.06.2027');
    expect(dayLabel('2027-03-28')).toBe('Sonntag, 28.03.2027');
  });

  it('names a month in German', () => {
    expect(monthLabel('2027-06')).toBe('Juni 2027');
    expect(monthLabel('2028-03')).toBe('März 2028');
  });

  it('writes hours with a decimal comma', () => {
    expect(formatHours(31.5)).toBe('31,5');
    expect(formatHours(160)).toBe('160');
    expect(formatHours(0)).toBe('0');
  });
});

describe('groupByMonth', () => {
  it('keeps the days newest first and gives each month its total', () => {
    const groups = groupByMonth(list());
    expect(groups.map(({ month, total }) => [month, total])).toEqual([
      ['2027-06', 7.5],
      ['2027-05', 14.5],
    ]);
    expect(groups[1]?.days.map((day) => day.date)).toEqual(['2027-05-31', '2027-05-30']);
  });

  it('gives a month without a total 0', () => {
    expect(groupByMonth(list({ monthTotals: [] }))[0]?.total).toBe(0);
  });

  it('knows an empty list', () => {
    expect(hasAnyHours(list())).toBe(true);
    expect(hasAnyHours(list({ days: [{ date: '2027-06-02', hours: null, editable: true }] }))).toBe(
      false,
    );
  });
});

describe('checkEntries', () => {
  const { days } = list();

  it('sends the changed editable days only, an emptied one as null', () => {
    expect(
      checkEntries(days, { '2027-06-02': '8,5', '2027-06-01': '', '2027-05-31': '8' }),
    ).toEqual({ kind: 'changed', hoursByDate: { '2027-06-02': 8.5, '2027-06-01': null } });
  });

  it('reads a point like a comma and compares values, not texts', () => {
    expect(checkEntries(days, { '2027-06-01': '7.5', '2027-05-31': '08,0' })).toEqual({
      kind: 'unchanged',
    });
  });

  it('never sends a day that is not editable', () => {
    expect(checkEntries(days, { '2027-05-30': '9' })).toEqual({ kind: 'unchanged' });
  });

  it('names every refused input and sends nothing', () => {
    expect(
      checkEntries(days, { '2027-06-02': '24.', '2027-06-01': '8', '2027-05-31': '25' }),
    ).toEqual({ kind: 'invalid', invalidDays: ['2027-06-02', '2027-05-31'] });
  });
});

describe('withSavedDays', () => {
  it('takes the saved days and recomputes the month totals exactly', () => {
    const saved = list({
      from: '2027-05-31',
      days: [
        { date: '2027-06-02', hours: 0.1, editable: true },
        { date: '2027-06-01', hours: 0.2, editable: true },
        { date: '2027-05-31', hours: null, editable: true },
      ],
      monthTotals: [],
      simulated: true,
    });
    const merged = withSavedDays(list(), saved);
    expect(merged.days.map((day) => day.hours)).toEqual([0.1, 0.2, null, 6.5]);
    // 0.1 + 0.2 is 0.30000000000000004 in floats; tenths keep it 0.3.
    expect(merged.monthTotals).toEqual([
      { month: '2027-06', hours: 0.3 },
      { month: '2027-05', hours: 6.5 },
    ]);
  });

  it("leaves another employee's list alone", () => {
    const other = list({ employeeId: 'someone-else' });
    expect(withSavedDays(other, list())).toBe(other);
  });
});

describe('recentMonths', () => {
  it('counts back over the new year', () => {
    expect(recentMonths('2027-02-14', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
  });
});

describe('staff names and choices', () => {
  it("shows root as 'Admin'", () => {
    expect(staffName(employee({ role: 'root', firstName: 'Admin', lastName: 'Account' }))).toBe(
      'Admin',
    );
    expect(staffName(employee({}))).toBe('Jonas Krüger');
  });

  it('puts the viewer first and keeps everyone else in the list order', () => {
    const root = employee({ id: 'root', role: 'root', firstName: 'Admin', lastName: 'Account' });
    const jonas = employee({ id: 'jonas' });
    const tobias = employee({
      id: 'tobias',
      firstName: 'Tobias',
      lastName: 'Albrecht',
      active: false,
    });
    expect(staffChoices([tobias, root, jonas], { id: 'root', name: 'Admin Account' })).toEqual([
      { id: 'root', name: 'Admin', self: true, active: true },
      { id: 'tobias', name: 'Tobias Albrecht', self: false, active: false },
      { id: 'jonas', name: 'Jonas Krüger', self: false, active: true },
    ]);
  });

  it('offers the viewer even when the list lacks them', () => {
    expect(staffChoices([], { id: 'me', name: 'Rita Root' })).toEqual([
      { id: 'me', name: 'Rita Root', self: true, active: true },
    ]);
  });
});
