import { Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { problem, ProblemCode, ProblemException } from '../problem/problem';
import { PUBLIC_KEY, ROLES_KEY } from './access.decorators';
import type { StaffRole } from './staff-session';

/** Deny by default: a handler is reachable only when marked @Public() or by a permitted staff role. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;

    const staff = context.switchToHttp().getRequest<Request>().session?.staff;
    if (!staff) {
      throw new ProblemException(
        problem(401, ProblemCode.NOT_AUTHENTICATED, 'Not logged in', 'Please log in first.'),
      );
    }
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(ROLES_KEY, targets);
    if (!roles || !roles.includes(staff.role)) {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'Your role may not do this.'),
      );
    }
    return true;
  }
}
