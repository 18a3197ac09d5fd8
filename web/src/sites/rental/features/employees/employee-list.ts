import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { EmployeeListDto } from '@showcase/contracts/generated/model/employeeListDto';

export interface EmployeeLists {
  active: EmployeeDto[];
  inactive: EmployeeDto[];
}

/**
 * The Mitarbeiter page's two lists (spec §6: "Employee lists hide admins and certain fixed
 * accounts"): only accounts with the role `employee`. Root is `root` and the demo account is an
 * `admin` (api staff-accounts.initializer), so the role alone hides every fixed account; no
 * e-mail address is matched here. The API's order (last name, first name) is kept.
 */
export function employeeLists(items: readonly EmployeeDto[]): EmployeeLists {
  const staff = items.filter((employee) => employee.role === 'employee');
  return {
    active: staff.filter((employee) => employee.active),
    inactive: staff.filter((employee) => !employee.active),
  };
}

/** The cached list with one account's new state (the demo's simulated toggle). */
export function withEmployee(list: EmployeeListDto, changed: EmployeeDto): EmployeeListDto {
  return {
    ...list,
    items: list.items.map((employee) =>
      employee.id === changed.id ? { ...employee, active: changed.active } : employee,
    ),
  };
}

/** A person's address lines, the empty ones left out. */
export function addressLines(
  employee: Pick<EmployeeDto, 'street' | 'additional' | 'zipAndCity'>,
): string[] {
  return [employee.street, employee.additional, employee.zipAndCity].filter(
    (line): line is string => line !== null && line.trim() !== '',
  );
}
