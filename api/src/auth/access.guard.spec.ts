import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { Public, Roles } from '../common/access/access.decorators';
import type { StaffSession } from '../common/access/staff-session';
import type { Clock } from '../common/clock';
import { ProblemException } from '../common/problem/problem';
import type { EmployeesService } from '../employees/employees.service';
import type { Employee } from '../employees/entities/employee.entity';
import { AccessGuard } from './access.guard';

class Handlers {
  @Public()
  open(): void {}

  @Roles('admin', 'root')
  adminOnly(): void {}

  @Roles('root', 'admin', 'employee')
  anyStaff(): void {}

  undecided(): void {}
}

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12);

function guardWith(account: Partial<Employee> | null) {
  const employees = { findActiveEmployee: async () => account } as unknown as EmployeesService;
  const clock = { now: () => new Date(NOW) } as Clock;
  return new AccessGuard(new Reflector(), employees, clock);
}

function contextFor(handler: keyof Handlers, staff?: Partial<StaffSession>) {
  const request = {
    session: staff ? { staff, destroy: (done: () => void) => done() } : {},
    staffAccount: undefined as unknown,
  };
  const context = {
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
  return { context, request };
}

async function problemOf(
  run: () => Promise<unknown>,
): Promise<{ status: number; code: string } | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    return { status: error.problem.status, code: error.problem.code };
  }
}

describe('AccessGuard (deny by default)', () => {
  const session = (role: StaffSession['role'], loggedInAt = NOW - HOUR) => ({
    id: 'e1',
    role,
    loggedInAt,
    demo: false,
  });

  it('lets anyone call a @Public() handler', async () => {
    expect(await guardWith(null).canActivate(contextFor('open').context)).toBe(true);
  });

  it('answers 401 NOT_AUTHENTICATED without a staff session', async () => {
    expect(
      await problemOf(() => guardWith(null).canActivate(contextFor('anyStaff').context)),
    ).toEqual({
      status: 401,
      code: 'NOT_AUTHENTICATED',
    });
  });

  it('answers 401 when the account was deactivated since login', async () => {
    const { context } = contextFor('anyStaff', session('employee'));
    expect(await problemOf(() => guardWith(null).canActivate(context))).toMatchObject({
      status: 401,
    });
  });

  it('answers 403 when the role is not listed, using the role stored now', async () => {
    const { context } = contextFor('adminOnly', session('admin'));
    expect(
      await problemOf(() => guardWith({ id: 'e1', role: 'employee' }).canActivate(context)),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('allows a listed role and hands the account to the handler', async () => {
    const { context, request } = contextFor('adminOnly', session('admin'));
    expect(await guardWith({ id: 'e1', role: 'admin' }).canActivate(context)).toBe(true);
    expect(request.staffAccount).toMatchObject({ id: 'e1', role: 'admin' });
  });

  it('ends an employee session older than 14 hours with SESSION_EXPIRED', async () => {
    const { context } = contextFor('anyStaff', session('employee', NOW - 14 * HOUR - 1));
    expect(
      await problemOf(() => guardWith({ id: 'e1', role: 'employee' }).canActivate(context)),
    ).toEqual({
      status: 401,
      code: 'SESSION_EXPIRED',
    });
  });

  it('keeps an employee session of exactly 14 hours', async () => {
    const { context } = contextFor('anyStaff', session('employee', NOW - 14 * HOUR));
    expect(await guardWith({ id: 'e1', role: 'employee' }).canActivate(context)).toBe(true);
  });

  it('exempts admins from the 14-hour limit', async () => {
    const { context } = contextFor('anyStaff', session('admin', NOW - 100 * HOUR));
    expect(await guardWith({ id: 'e1', role: 'admin' }).canActivate(context)).toBe(true);
  });

  it('refuses even root on a handler that names neither @Public() nor @Roles()', async () => {
    const { context } = contextFor('undecided', session('root'));
    expect(
      await problemOf(() => guardWith({ id: 'e1', role: 'root' }).canActivate(context)),
    ).toMatchObject({
      status: 403,
    });
  });
});
