import { addDays, businessDay } from '../../common/time/business-time';
import { listWindowStart } from '../../working-hours/working-hours.rules';
import type { Seed } from './run-seeds';

/** A plausible week: shorter Mondays, long weekends in the season, Tuesdays off. */
const HOURS_BY_WEEKDAY = [8.5, 6, 0, 7.5, 8, 7, 9.5];

/**
 * Hours for the example staff from the first listed day up to yesterday, so the demo's
 * working-hours page (an admin views anyone's) and its month export show something real-looking.
 * The demo account itself is created after the seeds run; its own list starts empty.
 */
export function workingHoursExamples(timeZone: string): Seed {
  return {
    name: 'working-hours-examples',
    async run(manager) {
      const today = businessDay(new Date(), timeZone);
      const people: Array<{ id: string }> = await manager.query(
        `SELECT id FROM employees WHERE example ORDER BY created_at, id`,
      );
      for (const [index, person] of people.entries()) {
        for (let day = listWindowStart(today); day < today; day = addDays(day, 1)) {
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          // Each person works a little differently; a zero is a day off (nothing entered).
          const hours = HOURS_BY_WEEKDAY[(weekday + index) % 7]!;
          if (hours === 0) continue;
          await manager.query(
            `INSERT INTO working_days (employee_id, day, hours, example) VALUES ($1, $2, $3, true)`,
            [person.id, day, hours],
          );
        }
      }
    },
  };
}
