import { useLocation } from 'react-router-dom';
import { EmployeesScreen } from '../features/employees/EmployeesScreen';
import { employeesViewOf } from '../features/employees/employees-view';
import { WorkingHoursScreen } from '../features/working-hours/WorkingHoursScreen';

/**
 * /Mitarbeiter and /Arbeitsstunden share this screen, switched by the last path segment
 * (spec §2): the employee list (admins) or the working hours (everyone).
 */
export function EmployeesPage() {
  return employeesViewOf(useLocation().pathname) === 'workingHours' ? (
    <WorkingHoursScreen />
  ) : (
    <EmployeesScreen />
  );
}
