import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { TransactionHost } from '../common/database/transaction-host';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { isUniqueViolation } from '../common/problem/database-errors';
import { notFoundProblem, problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { SessionService } from '../common/session/session.service';
import type { StaffPrincipal } from '../common/access/principals';
import type { CreateEmployeeDto } from './dto/create-employee.dto';
import type { ProfileResultDto, UpdateProfileDto } from './dto/profile.dto';
import { toEmployeeDto } from './dto/employee.dto';
import type { EmployeeDto, EmployeeListDto } from './dto/employee.dto';
import { normaliseEmail } from '../common/http/patterns';
import { capitalise } from './employee.rules';
import { EmployeesRepository } from './employees.repository';
import { Employee } from './entities/employee.entity';
import type { StaffAccount } from './staff-account.types';
import { hashPassword, verifyPassword } from '../common/security/password-hashing';

/** Hash of a random password: checking an unknown e-mail costs as much as a real check. */
let timingDecoyHash: Promise<string> | undefined;
const decoyHash = () => (timingDecoyHash ??= hashPassword(randomBytes(16).toString('hex')));

function emailTaken(): ProblemException {
  return new ProblemException(
    problem(
      409,
      ProblemCode.EMAIL_TAKEN,
      'E-mail address taken',
      'An account with this e-mail address exists.',
      [
        {
          field: 'email',
          code: 'EMAIL_TAKEN',
          message: 'An account with this e-mail address exists.',
        },
      ],
    ),
  );
}

function toStaffAccount(employee: Employee | null): StaffAccount | null {
  if (!employee) return null;
  const { id, email, firstName, lastName, role, demo } = employee;
  return { id, email, firstName, lastName, role, demo };
}

@Injectable()
export class EmployeesService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly transactions: TransactionHost,
    private readonly sessions: SessionService,
    private readonly repository: EmployeesRepository,
  ) {}

  private get employees() {
    return this.transactions.repository(Employee);
  }

  async createEmployee(input: CreateEmployeeDto): Promise<EmployeeDto> {
    const employee = this.employees.create({
      firstName: capitalise(input.firstName),
      lastName: capitalise(input.lastName),
      email: normaliseEmail(input.email),
      passwordHash: await hashPassword(input.password),
      phone: input.phone ?? null,
      street: input.street ?? null,
      additional: input.additional ?? null,
      zipAndCity: input.zipAndCity ?? null,
      role: 'employee',
      active: true,
      demo: false,
    });
    try {
      return toEmployeeDto(await this.employees.save(employee));
    } catch (error) {
      // The unique e-mail index is the only check, so two concurrent sign-ups cannot both win.
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  }

  /** The staff `viewer` may see: the demo account gets the examples and the demo accounts. */
  async listEmployees(viewer: DemoViewer): Promise<EmployeeListDto> {
    const employees = await this.repository.listVisibleTo(viewer);
    return { items: employees.map(toEmployeeDto) };
  }

  /** 404 also for a record `viewer` may not see, so the demo account learns nothing of it. */
  async setEmployeeActive(id: string, active: boolean, viewer: DemoViewer): Promise<EmployeeDto> {
    const employee = await this.repository.findVisibleTo(id, viewer);
    if (!employee) throw notFoundProblem('employee');
    if (employee.role === 'root' && !active) {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'The root account cannot be deactivated.'),
      );
    }
    employee.active = active;
    const saved = await this.employees.save(employee);
    if (!active) await this.sessions.endAllStaffSessions(id);
    return toEmployeeDto(saved);
  }

  /**
   * The account behind a session, if it still exists and is active. Example staff (demo seeds)
   * are never an account anyone uses: no session, no login, no password reset.
   */
  async findActiveEmployee(id: string): Promise<StaffAccount | null> {
    return this.usable(await this.employees.findOneBy({ id, active: true, example: false }));
  }

  /**
   * The demo account's password is public: outside demo mode nothing it does would be simulated,
   * so it is no account at all then (no login, and its sessions end).
   */
  private usable(employee: Employee | null): StaffAccount | null {
    if (employee?.demo && !this.config.demoMode) return null;
    return toStaffAccount(employee);
  }

  async findActiveByEmail(email: string): Promise<StaffAccount | null> {
    return this.usable(
      await this.employees.findOneBy({
        email: normaliseEmail(email),
        active: true,
        example: false,
      }),
    );
  }

  /** The active account these credentials belong to, or null; takes the same time either way. */
  async verifyCredentials(email: string, password: string): Promise<StaffAccount | null> {
    const employee = await this.employees.findOneBy({ email: normaliseEmail(email) });
    const matches = await verifyPassword(employee?.passwordHash ?? (await decoyHash()), password);
    return employee && matches && employee.active && !employee.example
      ? this.usable(employee)
      : null;
  }

  /** The logged-in account's own record (the settings page). */
  async profile(staff: StaffPrincipal): Promise<EmployeeDto> {
    const employee = await this.employees.findOneBy({ id: staff.id });
    if (!employee) throw notFoundProblem('employee');
    return toEmployeeDto(employee);
  }

  /**
   * Changes the logged-in account's personal data (names capitalised, e-mail unique ignoring
   * case). A new password ends every session of the account, this one included. Root's e-mail
   * and password come from the configuration (ROOT_EMAIL, ROOT_PASSWORD, applied at every start),
   * so root changing them here would be undone: 403 naming the fields.
   */
  async updateProfile(staff: StaffPrincipal, input: UpdateProfileDto): Promise<ProfileResultDto> {
    return this.transactions.transaction(async () => {
      const employee = await this.employees.findOne({
        where: { id: staff.id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!employee) throw notFoundProblem('employee');
      const email = normaliseEmail(input.email);
      if (employee.role === 'root') {
        const configured = [
          ...(email !== employee.email ? ['email'] : []),
          ...(input.newPassword !== undefined ? ['newPassword'] : []),
        ];
        if (configured.length > 0) {
          throw new ProblemException(
            problem(
              403,
              ProblemCode.FORBIDDEN,
              'Set by the configuration',
              "Root's e-mail and password are set by ROOT_EMAIL and ROOT_PASSWORD.",
              configured.map((field) => ({
                field,
                code: 'SET_BY_CONFIGURATION',
                message: 'Set by the configuration.',
              })),
            ),
          );
        }
      }
      const changes: Partial<Employee> = {
        firstName: capitalise(input.firstName),
        lastName: capitalise(input.lastName),
        email,
        phone: input.phone ?? null,
        street: input.street ?? null,
        additional: input.additional ?? null,
        zipAndCity: input.zipAndCity ?? null,
        ...(input.newPassword === undefined
          ? {}
          : { passwordHash: await hashPassword(input.newPassword) }),
      };
      try {
        await this.employees.update({ id: staff.id }, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const sessionsEnded = input.newPassword !== undefined;
      if (sessionsEnded) await this.sessions.endAllStaffSessions(staff.id);
      const saved = await this.employees.findOneByOrFail({ id: staff.id });
      return { profile: toEmployeeDto(saved), sessionsEnded };
    });
  }

  async changePassword(id: string, password: string): Promise<void> {
    await this.employees.update({ id }, { passwordHash: await hashPassword(password) });
  }
}
