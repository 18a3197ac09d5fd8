import type { DayHours } from '../../settings/opening-hours.rules';

/**
 * What one half-hour slot of the booking calendar shows. The list's order is part of the
 * contract with the web; which state wins when several apply is slotState's business.
 */
export const SLOT_STATES = ['blocked', 'past', 'closed', 'full', 'outside', 'free'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** The wall-clock start of every half-hour slot of a day: 0, 0.5, …, 23.5. */
export const SLOT_HOURS: number[] = Array.from({ length: 48 }, (_, index) => index / 2);

export interface SlotFacts {
  /** The real instant the slot begins. */
  slotStart: Date;
  /** Staff blocked the whole day. */
  dayBlocked: boolean;
  hours: DayHours;
  /** The slot's wall-clock hour (10.5 = 10:30). */
  slotHour: number;
  now: Date;
  /** Vehicles of the selection that can be rented at all. */
  operatingCount: number;
  /** Vehicles of the selection booked during the slot. */
  bookedCount: number;
}

/**
 * The state of one slot. The first rule that applies wins:
 *   1. past     the slot has begun (slotStart <= now). Judged on instants, not wall hours, so
 *               the answer holds on DST days; and nothing past can be booked whatever else holds.
 *   2. blocked  staff blocked the day.
 *   3. closed   the day is in the off-season.
 *   4. outside  the slot does not lie wholly inside the opening hours (it needs its half hour
 *               before closing).
 *   5. full     no vehicle operates, or every operating vehicle is booked.
 *   6. free     bookable.
 * Day-wide reasons come before slot-level ones so that a blocked or closed day reads the same
 * in every slot, whatever its bookings.
 */
export function slotState(facts: SlotFacts): SlotState {
  if (hasBegun(facts.slotStart, facts.now)) return 'past';
  if (facts.dayBlocked) return 'blocked';
  if (facts.hours.closed) return 'closed';
  if (!isWithinOpeningHours(facts.slotHour, facts.hours)) return 'outside';
  if (isFull(facts.operatingCount, facts.bookedCount)) return 'full';
  return 'free';
}

function hasBegun(slotStart: Date, now: Date): boolean {
  return slotStart.getTime() <= now.getTime();
}

function isWithinOpeningHours(slotHour: number, hours: DayHours): boolean {
  return slotHour >= hours.openingHour && slotHour + 0.5 <= hours.closingHour;
}

function isFull(operatingCount: number, bookedCount: number): boolean {
  return operatingCount === 0 || bookedCount >= operatingCount;
}
