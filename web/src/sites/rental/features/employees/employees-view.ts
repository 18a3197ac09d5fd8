import { RENTAL_SEGMENTS } from '../../rental-paths';

/** The two screens of /Mitarbeiter and /Arbeitsstunden. */
export type EmployeesView = 'employees' | 'workingHours';

/** The last path segment decides (spec §2): Arbeitsstunden shows working hours, else employees. */
export function employeesViewOf(pathname: string): EmployeesView {
  const last = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .at(-1);
  return last === RENTAL_SEGMENTS.workingHours ? 'workingHours' : 'employees';
}
