import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { PUBLIC_KEY, ROLES_KEY } from '../common/access/access.decorators';
import type { StaffRole } from '../common/access/staff-session';
import { Clock } from '../common/clock';
import {
  notAuthenticatedProblem,
  problem,
  ProblemCode,
  ProblemException,
} from '../common/problem/problem';
import { NON_ADMIN_SESSION_MAX_MS } from '../employees/employee.rules';
import { EmployeesService } from '../employees/employees.service';
import { destroySession } from './session-lifecycle';

/**
 * Deny by default: a handler is reachable only when marked @Public() or by a permitted staff
 * role. The account is read fresh on every request, so a deactivation or role change applies at
 * once, and non-admin sessions end after 14 hours (spec §6).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly employees: EmployeesService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;

    const request = context.switchToHttp().getRequest<Request>();
    const staff = request.session?.staff;
    if (!staff) throw notAuthenticatedProblem();

    const account = await this.employees.findActiveEmployee(staff.id);
    if (!account) {
      await destroySession(request);
      throw notAuthenticatedProblem();
    }
    if (
      account.role === 'employee' &&
      this.clock.now().getTime() - staff.loggedInAt > NON_ADMIN_SESSION_MAX_MS
    ) {
      await destroySession(request);
      throw notAuthenticatedProblem(
        ProblemCode.SESSION_EXPIRED,
        'The session has expired. Please log in again.',
      );
    }

    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, targets);
    if (!roles || !roles.includes(account.role)) {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'Your role may not do this.'),
      );
    }
    request.staffAccount = account;
    return true;
  }
}
