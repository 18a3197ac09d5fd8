import type { FieldProblem } from '../../common/problem/problem';
import type { DayHours } from '../../settings/opening-hours.rules';
import type { VehicleType } from '../../vehicles/vehicle.rules';
import { hourStep } from './max-hours.rules';

/** Everything the server knows about a requested hourly booking before it tries to store it. */
export interface HourlyBookingFacts {
  type: VehicleType;
  passengers: number;
  startHour: number;
  hours: number;
  adults: number;
  children: number;
  dayBlocked: boolean;
  dayHours: DayHours;
  /** The booking's real start, and the time now. */
  startMs: number;
  nowMs: number;
}

/**
 * The calendar and fleet rules of an hourly booking (spec §4, §5, §9): in the future, on an
 * open, unblocked day, within the day's opening hours, in the vehicle's steps (jet skis by the
 * half hour, the rest by the hour), and no more persons than the vehicle carries. Overlaps with
 * other bookings are PostgreSQL's to refuse, not this function's.
 */
export function hourlyBookingProblems(facts: HourlyBookingFacts): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { dayHours } = facts;
  if (facts.startMs <= facts.nowMs) {
    problems.push({ field: 'startHour', code: 'IN_THE_PAST', message: 'This time has passed.' });
  }
  if (facts.dayBlocked) {
    problems.push({ field: 'day', code: 'DAY_BLOCKED', message: 'No bookings on this day.' });
  } else if (dayHours.closed) {
    problems.push({
      field: 'day',
      code: 'OFF_SEASON',
      message: 'The business is closed for the off-season.',
    });
  } else if (
    facts.startHour < dayHours.openingHour ||
    facts.startHour + facts.hours > dayHours.closingHour
  ) {
    problems.push({
      field: facts.startHour < dayHours.openingHour ? 'startHour' : 'hours',
      code: 'OUTSIDE_OPENING_HOURS',
      message: `Open from ${dayHours.openingHour}:00 to ${dayHours.closingHour}:00 on this day.`,
    });
  }
  const step = hourStep(facts.type);
  if (!Number.isInteger(facts.hours / step) || !Number.isInteger(facts.startHour * 2)) {
    problems.push({
      field: 'hours',
      code: 'DURATION_STEP',
      message: step === 1 ? 'This vehicle is booked by the hour.' : 'Half-hour steps only.',
    });
  }
  if (facts.adults + facts.children > facts.passengers) {
    problems.push({
      field: 'adults',
      code: 'TOO_MANY_PERSONS',
      message: `This vehicle carries at most ${facts.passengers} persons.`,
    });
  }
  return problems;
}

/** The reminder goes out at 18:00 business time on the day before the booking. */
export const REMINDER_HOUR = 18;
