import { Inject, Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { toCsv } from '../common/csv/csv';
import { TransactionHost } from '../common/database/transaction-host';
import { seesExamplesOnly } from '../common/demo/demo-visibility';
import { parseIsoDay } from '../common/http/iso-day';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import type { FieldProblem } from '../common/problem/problem';
import { addDays, businessDay } from '../common/time/business-time';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EmployeesService } from '../employees/employees.service';
import type { EmployeeDto } from '../employees/dto/employee.dto';
import type {
  SaveWorkingHoursDto,
  WorkingHoursDto,
  WorkingHoursQueryDto,
} from './dto/working-hours.dto';
import {
  daysOfMonth,
  editableWindow,
  germanHours,
  isValidHours,
  listWindowStart,
  sumHours,
} from './working-hours.rules';

const notFound = () =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such employee.'));

/**
 * Working hours (spec §2 /Arbeitsstunden, §5, §6): everyone enters their own for the last three
 * days; admins read anyone's and download a month for all.
 */
@Injectable()
export class WorkingHoursService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly employees: EmployeesService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private today(): string {
    return businessDay(this.clock.now(), this.config.businessTimeZone);
  }

  async list(query: WorkingHoursQueryDto, staff: StaffPrincipal): Promise<WorkingHoursDto> {
    const employee = await this.employeeFor(query.employeeId ?? staff.id, staff);
    const today = this.today();
    const earliest = listWindowStart(today);
    const from = query.from ?? earliest;
    const to = query.to ?? today;
    const problems: FieldProblem[] = [];
    if (query.from !== undefined && (parseIsoDay(from) === null || from < earliest)) {
      problems.push({
        field: 'from',
        code: 'OUTSIDE_WINDOW',
        message: `Hours are listed from ${earliest} on.`,
      });
    }
    if (query.to !== undefined && (parseIsoDay(to) === null || to < from || to > today)) {
      problems.push({
        field: 'to',
        code: 'INVALID_RANGE',
        message: 'A day from `from` up to today.',
      });
    }
    if (problems.length > 0) throw validationProblem(problems);

    const rows: Array<{ day: string; hours: string }> = await this.transactions.manager.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, hours::text AS hours FROM working_days
        WHERE employee_id = $1 AND day BETWEEN $2 AND $3`,
      [employee.id, from, to],
    );
    const hoursByDay = new Map(rows.map((row) => [row.day, Number(row.hours)]));
    const editable = editableWindow(today);
    const own = employee.id === staff.id;
    const days = [];
    for (let day = to; day >= from; day = addDays(day, -1)) {
      days.push({
        date: day,
        hours: hoursByDay.get(day) ?? null,
        editable: own && day >= editable.from && day <= editable.to,
      });
    }
    const months = new Map<string, number[]>();
    for (const { date, hours } of days) {
      const month = date.slice(0, 7);
      months.set(month, [...(months.get(month) ?? []), ...(hours === null ? [] : [hours])]);
    }
    return {
      employeeId: employee.id,
      employeeName: staffDisplayName(employee),
      from,
      to,
      days,
      monthTotals: [...months].map(([month, hours]) => ({ month, hours: sumHours(hours) })),
    };
  }

  /**
   * Stores the viewer's own hours for days of the editable window (spec §6: admins too edit only
   * their own entry). Each day is checked, and every problem named, before anything is written.
   */
  async save(
    employeeId: string,
    input: SaveWorkingHoursDto,
    staff: StaffPrincipal,
  ): Promise<WorkingHoursDto> {
    if (employeeId !== staff.id) {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'Staff enter only their own hours.'),
      );
    }
    const today = this.today();
    const editable = editableWindow(today);
    const entries = Object.entries(input.hoursByDate);
    const problems: FieldProblem[] = [];
    if (entries.length === 0) {
      problems.push({ field: 'hoursByDate', code: 'EMPTY', message: 'Give at least one day.' });
    }
    for (const [day, hours] of entries) {
      const field = `hoursByDate.${day.slice(0, 20)}`;
      if (parseIsoDay(day) === null || day < editable.from || day > editable.to) {
        problems.push({
          field,
          code: 'NOT_EDITABLE',
          message: `Only ${editable.from} to ${editable.to} can be entered.`,
        });
      } else if (hours !== null && !isValidHours(hours)) {
        problems.push({
          field,
          code: 'INVALID_HOURS',
          message: 'Hours are 0 to 24 with at most one decimal.',
        });
      }
      if (problems.length >= 10) break;
    }
    if (problems.length > 0) throw validationProblem(problems);

    await this.transactions.transaction(async (manager) => {
      for (const [day, hours] of entries) {
        if (hours === null) {
          await manager.query(`DELETE FROM working_days WHERE employee_id = $1 AND day = $2`, [
            staff.id,
            day,
          ]);
        } else {
          await manager.query(
            `INSERT INTO working_days (employee_id, day, hours, example) VALUES ($1, $2, $3, $4)
             ON CONFLICT (employee_id, day)
             DO UPDATE SET hours = EXCLUDED.hours, updated_at = now()`,
            [staff.id, day, hours, seesExamplesOnly(staff)],
          );
        }
      }
    });
    return this.list({ employeeId: staff.id, from: editable.from, to: editable.to }, staff);
  }

  /**
   * A month for every visible employee with hours in it (admins): one row per person, one column
   * per day, and the month's sum — for payroll in a German spreadsheet.
   */
  async monthCsv(month: string, staff: StaffPrincipal): Promise<string> {
    const days = daysOfMonth(month);
    const rows: Array<{ employeeId: string; day: string; hours: string }> =
      await this.transactions.manager.query(
        `SELECT employee_id AS "employeeId", to_char(day, 'YYYY-MM-DD') AS day,
                hours::text AS hours
           FROM working_days WHERE day BETWEEN $1 AND $2`,
        [days[0], days[days.length - 1]],
      );
    const visible = (await this.employees.listEmployees(staff)).items;
    const byEmployee = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const hours = byEmployee.get(row.employeeId) ?? new Map<string, number>();
      hours.set(row.day, Number(row.hours));
      byEmployee.set(row.employeeId, hours);
    }
    const people = visible
      .filter((employee) => byEmployee.has(employee.id))
      .sort((a, b) => displayName(a).localeCompare(displayName(b), 'de'));
    return toCsv(
      ['Mitarbeiter', ...days.map((day) => `${day.slice(8)}.${day.slice(5, 7)}.`), 'Summe'],
      people.map((employee) => {
        const hours = byEmployee.get(employee.id)!;
        return [
          displayName(employee),
          ...days.map((day) => (hours.has(day) ? germanHours(hours.get(day)!) : null)),
          germanHours(sumHours([...hours.values()])),
        ];
      }),
    );
  }

  /** The employee `staff` may read the hours of: their own, or (admins) anyone they may see. */
  private async employeeFor(id: string, staff: StaffPrincipal): Promise<EmployeeDto> {
    if (id !== staff.id && staff.role === 'employee') {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'Staff see only their own hours.'),
      );
    }
    const employee =
      id === staff.id
        ? await this.employees.profile(staff)
        : (await this.employees.listEmployees(staff)).items.find((item) => item.id === id);
    if (!employee) throw notFound();
    return employee;
  }
}

function displayName(employee: EmployeeDto): string {
  return staffDisplayName(employee);
}
