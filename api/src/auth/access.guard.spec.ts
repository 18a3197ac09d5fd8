import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  GalleryAdmin,
  GalleryMember,
  GalleryMemberOrAdmin,
  OptionalGalleryMember,
  OptionalStaff,
  Public,
  Roles,
} from '../common/access/access.decorators';
import type { Clock } from '../common/clock';
import type { TransactionHost } from '../common/database/transaction-host';
import { ProblemException } from '../common/problem/problem';
import type { GalleryMemberSession, StaffSession } from '../common/session/session-data';
import { SessionService } from '../common/session/session.service';
import type { ResolvedConfig } from '../config/app-config';
import type { EmployeesService } from '../employees/employees.service';
import type { StaffAccount } from '../employees/staff-account.types';
import type { ApiTokensService } from '../api-tokens/api-tokens.service';
import type { PostgresThrottlerStorage } from '../common/security/postgres-throttler-storage';
import { AccessGuard } from './access.guard';

class Handlers {
  @Public()
  open(): void {}

  @Roles('admin', 'root')
  adminOnly(): void {}

  @Roles('root', 'admin', 'employee')
  anyStaff(): void {}

  @OptionalStaff()
  moreForStaff(): void {}

  @GalleryMember()
  membersOnly(): void {}

  @GalleryMemberOrAdmin()
  memberOrAdmin(): void {}

  @GalleryAdmin()
  galleryAdminOnly(): void {}

  @OptionalGalleryMember()
  moreForMembers(): void {}

  undecided(): void {}
}

const HOUR = 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 21, 12);

function guardWith(account: Partial<StaffAccount> | null) {
  const employees = { findActiveEmployee: async () => account } as unknown as EmployeesService;
  const clock = { now: () => new Date(NOW) } as Clock;
  const config = { artAdminUsernames: ['curator'] } as ResolvedConfig;
  const sessions = new SessionService(config, {} as TransactionHost, clock);
  return new AccessGuard(
    new Reflector(),
    employees,
    sessions,
    clock,
    config,
    {} as ApiTokensService,
    {} as PostgresThrottlerStorage,
  );
}

function contextFor(
  handler: keyof Handlers,
  staff?: Partial<StaffSession>,
  galleryMember?: GalleryMemberSession,
) {
  let destroyed = false;
  const request = {
    headers: {},
    session: {
      ...(staff ? { staff } : {}),
      ...(galleryMember ? { galleryMember } : {}),
      destroy: (done: () => void) => {
        destroyed = true;
        done();
      },
    },
    principals: undefined as Record<string, unknown> | undefined,
    get destroyed() {
      return destroyed;
    },
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
    expect(request.principals?.staff).toMatchObject({ id: 'e1', role: 'admin' });
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

async function problemWithDetail(
  run: () => Promise<unknown>,
): Promise<{ status: number; code: string; detail: string } | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ProblemException)) throw error;
    const { status, code, detail } = error.problem;
    return { status, code, detail };
  }
}

describe('AccessGuard: sessions it ends', () => {
  const staff = (role: StaffSession['role'], loggedInAt = NOW - HOUR) => ({
    id: 'e1',
    role,
    loggedInAt,
    demo: false,
  });

  it('destroys the session of a deactivated account and of an expired one', async () => {
    const gone = contextFor('anyStaff', staff('admin'));
    await problemOf(() => guardWith(null).canActivate(gone.context));
    expect(gone.request.destroyed).toBe(true);

    const old = contextFor('anyStaff', staff('employee', NOW - 15 * HOUR));
    await problemOf(() => guardWith({ id: 'e1', role: 'employee' }).canActivate(old.context));
    expect(old.request.destroyed).toBe(true);
  });
});

describe('AccessGuard: @OptionalStaff()', () => {
  const account = {
    id: 'e1',
    role: 'employee' as const,
    firstName: 'Eva',
    lastName: 'Stern',
    email: 'eva@example.de',
    demo: false,
  };

  it('lets visitors in without a staff principal', async () => {
    const { context, request } = contextFor('moreForStaff');
    expect(await guardWith(null).canActivate(context)).toBe(true);
    expect(request.principals?.staff).toBeUndefined();
  });

  it('hands over the staff member of a valid session (never the entity)', async () => {
    const { context, request } = contextFor('moreForStaff', {
      id: 'e1',
      role: 'employee',
      loggedInAt: NOW - HOUR,
      demo: false,
    });
    expect(
      await guardWith({ ...account, passwordHash: 'x' } as StaffAccount).canActivate(context),
    ).toBe(true);
    expect(request.principals?.staff).toEqual({ ...account, loggedInAt: new Date(NOW - HOUR) });
  });

  it('treats a session no longer valid as a visitor, without ending it', async () => {
    const expired = contextFor('moreForStaff', {
      id: 'e1',
      role: 'employee',
      loggedInAt: NOW - 15 * HOUR,
      demo: false,
    });
    expect(await guardWith(account).canActivate(expired.context)).toBe(true);
    expect(expired.request.principals?.staff).toBeUndefined();
    expect(expired.request.destroyed).toBe(false);
  });
});

describe('AccessGuard: gallery rules', () => {
  const member = (username: string) => ({ id: `m-${username}`, username });
  const root = { id: 'r1', role: 'root' as const, loggedInAt: NOW - HOUR, demo: false };
  const rootAccount = { id: 'r1', role: 'root' as const };

  it('@GalleryMember() hands over the member and answers 401 without one', async () => {
    const { context, request } = contextFor('membersOnly', undefined, member('painter'));
    expect(await guardWith(null).canActivate(context)).toBe(true);
    expect(request.principals?.galleryMember).toEqual(member('painter'));

    expect(
      await problemWithDetail(() =>
        guardWith(rootAccount).canActivate(contextFor('membersOnly', root).context),
      ),
    ).toEqual({
      status: 401,
      code: 'NOT_AUTHENTICATED',
      detail: 'Please log in to the gallery first.',
    });
  });

  it('@GalleryAdmin() answers 401 without any login and 403 for a plain member', async () => {
    expect(
      await problemWithDetail(() =>
        guardWith(null).canActivate(contextFor('galleryAdminOnly').context),
      ),
    ).toEqual({
      status: 401,
      code: 'NOT_AUTHENTICATED',
      detail: 'Please log in to the gallery first.',
    });
    expect(
      await problemWithDetail(() =>
        guardWith(null).canActivate(
          contextFor('galleryAdminOnly', undefined, member('painter')).context,
        ),
      ),
    ).toEqual({ status: 403, code: 'FORBIDDEN', detail: 'Only the gallery admin may do this.' });
  });

  it('@GalleryAdmin() admits a listed member and the staff root', async () => {
    const listed = contextFor('galleryAdminOnly', undefined, member('Curator'));
    expect(await guardWith(null).canActivate(listed.context)).toBe(true);
    expect(listed.request.principals?.galleryViewer).toEqual({
      member: member('Curator'),
      admin: true,
    });

    const staffRoot = contextFor('galleryAdminOnly', root);
    expect(await guardWith(rootAccount).canActivate(staffRoot.context)).toBe(true);
    expect(staffRoot.request.principals?.galleryViewer).toEqual({ member: null, admin: true });
  });

  it('@GalleryAdmin() refuses a staff admin who is not root', async () => {
    const { context } = contextFor('galleryAdminOnly', { ...root, role: 'admin' });
    expect(
      await problemOf(() => guardWith({ id: 'r1', role: 'admin' }).canActivate(context)),
    ).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('@GalleryMemberOrAdmin() admits either and answers 401 to nobody', async () => {
    const plain = contextFor('memberOrAdmin', undefined, member('painter'));
    expect(await guardWith(null).canActivate(plain.context)).toBe(true);
    expect(plain.request.principals?.galleryViewer).toEqual({
      member: member('painter'),
      admin: false,
    });
    const staffRoot = contextFor('memberOrAdmin', root);
    expect(await guardWith(rootAccount).canActivate(staffRoot.context)).toBe(true);
    expect(
      await problemWithDetail(() =>
        guardWith(null).canActivate(contextFor('memberOrAdmin').context),
      ),
    ).toEqual({ status: 401, code: 'NOT_AUTHENTICATED', detail: 'Please log in first.' });
  });

  it('@OptionalGalleryMember() lets anyone in and says who it is', async () => {
    const nobody = contextFor('moreForMembers');
    expect(await guardWith(null).canActivate(nobody.context)).toBe(true);
    expect(nobody.request.principals?.galleryViewer).toEqual({ member: null, admin: false });
  });
});
