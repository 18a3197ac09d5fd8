import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { Employee } from '../employees/entities/employee.entity';

/** The logged-in staff account (only on handlers with @Roles). */
export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): Employee => {
    const account = context.switchToHttp().getRequest<Request>().staffAccount;
    if (!account) throw new Error('@CurrentStaff() needs a handler guarded by @Roles()');
    return account;
  },
);
