import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ProblemException } from '../problem/problem';
import { Public, Roles } from './access.decorators';
import { AccessGuard } from './access.guard';
import type { StaffSession } from './staff-session';

class Handlers {
  @Public()
  open(): void {}

  @Roles('admin', 'root')
  adminOnly(): void {}

  undecided(): void {}
}

function contextFor(handler: keyof Handlers, staff?: Partial<StaffSession>): ExecutionContext {
  return {
    getHandler: () => Handlers.prototype[handler],
    getClass: () => Handlers,
    switchToHttp: () => ({ getRequest: () => ({ session: staff ? { staff } : {} }) }),
  } as unknown as ExecutionContext;
}

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof ProblemException ? error.problem.status : -1;
  }
}

describe('AccessGuard (deny by default)', () => {
  const guard = new AccessGuard(new Reflector());

  it('lets anyone call a @Public() handler', () => {
    expect(guard.canActivate(contextFor('open'))).toBe(true);
  });

  it('answers 401 for a protected handler without a staff session', () => {
    expect(statusOf(() => guard.canActivate(contextFor('adminOnly')))).toBe(401);
  });

  it('answers 403 when the role is not listed', () => {
    expect(statusOf(() => guard.canActivate(contextFor('adminOnly', { role: 'employee' })))).toBe(
      403,
    );
  });

  it('allows a listed role', () => {
    expect(guard.canActivate(contextFor('adminOnly', { role: 'admin' }))).toBe(true);
  });

  it('refuses even staff on a handler that names neither @Public() nor @Roles()', () => {
    expect(statusOf(() => guard.canActivate(contextFor('undecided', { role: 'root' })))).toBe(403);
  });
});
