import { Inject, Injectable } from '@nestjs/common';
import type { CanActivate, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ACCESS_KEY } from '../common/access/access.decorators';
import { tokenScopeOf } from '../common/access/token-handler';
import type { ApiScope } from '../common/access/api-scopes';
import { ApiTokensService } from '../api-tokens/api-tokens.service';
import { bearerToken } from '../api-tokens/api-token.rules';
import type { AccessRule } from '../common/access/access.decorators';
import type {
  GalleryMemberPrincipal,
  GalleryViewer,
  Principals,
  StaffPrincipal,
  StaffRole,
} from '../common/access/principals';
import { Clock } from '../common/clock';
import {
  notAuthenticatedProblem,
  problem,
  ProblemCode,
  ProblemException,
  rateLimitedProblem,
} from '../common/problem/problem';
import { PostgresThrottlerStorage } from '../common/security/postgres-throttler-storage';
import type { StaffSession } from '../common/session/session-data';
import { SessionService } from '../common/session/session.service';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { NON_ADMIN_SESSION_MAX_MS } from '../employees/employee.rules';
import { EmployeesService } from '../employees/employees.service';
import type { StaffAccount } from '../employees/staff-account.types';
import { isGalleryAdmin } from '../gallery/gallery-admin.rules';

const STAFF_ROLES: readonly StaffRole[] = ['root', 'admin', 'employee'];

const forbidden = (detail: string) =>
  new ProblemException(problem(403, ProblemCode.FORBIDDEN, 'Forbidden', detail));

/**
 * Deny by default: a handler is reachable only as its access decorator allows (see
 * access.decorators.ts); a handler without one is treated as staff-only with no role allowed.
 * The guard hands the caller to the handler as principals (principal.decorators.ts). Staff
 * accounts are read fresh on every request, so a deactivation or role change applies at once, and
 * non-admin sessions end after 14 hours (spec §6).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly employees: EmployeesService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly apiTokens: ApiTokensService,
    private readonly rateLimits: PostgresThrottlerStorage,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const request = context.switchToHttp().getRequest<Request>();
    const principals: Principals = {};
    request.principals = principals;
    const scope = tokenScopeOf(this.reflector, context);
    // A bearer token stands for a staff login on staff handlers: the session is not consulted.
    const bearer = bearerToken(request.headers.authorization);
    if (bearer !== undefined && (rule?.kind === 'staff' || rule?.kind === 'optional-staff')) {
      const roles = rule.kind === 'staff' ? rule.roles : STAFF_ROLES;
      principals.staff = await this.requireToken(request, bearer, scope, roles);
      return true;
    }

    switch (rule?.kind) {
      case 'public':
        return true;
      case 'optional-staff':
        principals.staff = await this.validStaff(request);
        return true;
      case 'gallery-member':
        principals.galleryMember = this.requireGalleryMember(request);
        return true;
      case 'gallery-member-or-admin':
        principals.galleryViewer = await this.requireGalleryMemberOrAdmin(request);
        return true;
      case 'gallery-admin':
        principals.galleryViewer = await this.requireGalleryAdmin(request);
        return true;
      case 'optional-gallery-member':
        principals.galleryViewer = await this.galleryViewer(request);
        return true;
      case 'staff':
        principals.staff = await this.requireStaff(request, rule.roles);
        return true;
      case undefined:
        // No rule: staff-only with no role allowed, so even root gets 403.
        principals.staff = await this.requireStaff(request, []);
        return true;
    }
  }

  /**
   * The staff principal of a live API token with the handler's scope: 401 TOKEN_INVALID for a
   * malformed, unknown, expired or revoked token (or one whose creator was deactivated), 403
   * TOKEN_SCOPE_MISSING where tokens may not go, 429 beyond the token's own rate limit.
   */
  private async requireToken(
    request: Request,
    bearer: string | null,
    scope: ApiScope | undefined,
    roles: readonly StaffRole[],
  ): Promise<StaffPrincipal> {
    const token = bearer === null ? undefined : await this.apiTokens.authenticate(bearer);
    const account = token && (await this.employees.findActiveEmployee(token.createdBy));
    if (!token || !account) {
      // Guessing is hopeless (256 random bits), but each guess costs a lookup: bounded per address.
      await this.limit(`api-token-failures:${request.ip}`, this.config.apiTokens.failuresPerMinute);
      throw notAuthenticatedProblem(
        ProblemCode.TOKEN_INVALID,
        'The API token is malformed, unknown, expired or revoked.',
      );
    }
    await this.limit(`api-token:${token.id}`, this.config.apiTokens.requestsPerMinute);
    if (!scope) {
      throw new ProblemException(
        problem(
          403,
          ProblemCode.TOKEN_SCOPE_MISSING,
          'Forbidden',
          'API tokens cannot call this operation.',
        ),
      );
    }
    if (!token.scopes.includes(scope)) {
      throw new ProblemException(
        problem(
          403,
          ProblemCode.TOKEN_SCOPE_MISSING,
          'Forbidden',
          `The token lacks the scope ${scope}.`,
        ),
      );
    }
    if (!roles.includes(account.role)) throw forbidden('Your role may not do this.');
    return {
      ...toStaffPrincipal(account, token.createdAt),
      apiToken: { id: token.id, name: token.name },
    };
  }

  /** A per-minute budget shared by all replicas; 429 with Retry-After beyond it. */
  private async limit(key: string, perMinute: number): Promise<void> {
    const record = await this.rateLimits.increment(key, 60_000, perMinute, 60_000, 'api-token');
    if (record.isBlocked) throw rateLimitedProblem(record.timeToBlockExpire);
  }

  /** 401 without a (still valid) staff session, 403 for a role not listed. */
  private async requireStaff(
    request: Request,
    roles: readonly StaffRole[],
  ): Promise<StaffPrincipal> {
    const staff = this.sessions.staffOf(request);
    if (!staff) throw notAuthenticatedProblem();

    const account = await this.employees.findActiveEmployee(staff.id);
    if (!account) {
      await this.sessions.destroy(request);
      throw notAuthenticatedProblem();
    }
    if (this.expired(account, staff)) {
      await this.sessions.destroy(request);
      throw notAuthenticatedProblem(
        ProblemCode.SESSION_EXPIRED,
        'The session has expired. Please log in again.',
      );
    }
    if (!roles.includes(account.role)) throw forbidden('Your role may not do this.');
    return toStaffPrincipal(account, new Date(staff.loggedInAt));
  }

  /** The staff member of a valid session, or undefined; public routes never fail on it. */
  private async validStaff(request: Request): Promise<StaffPrincipal | undefined> {
    const staff = this.sessions.staffOf(request);
    if (!staff) return undefined;
    const account = await this.employees.findActiveEmployee(staff.id);
    if (!account || this.expired(account, staff)) return undefined;
    return toStaffPrincipal(account, new Date(staff.loggedInAt));
  }

  private expired(account: StaffAccount, staff: StaffSession): boolean {
    return (
      account.role === 'employee' &&
      this.clock.now().getTime() - staff.loggedInAt > NON_ADMIN_SESSION_MAX_MS
    );
  }

  private requireGalleryMember(request: Request): GalleryMemberPrincipal {
    const member = this.sessions.galleryMemberOf(request);
    if (!member) throw notAuthenticatedProblem(undefined, 'Please log in to the gallery first.');
    return { id: member.id, username: member.username };
  }

  private async requireGalleryMemberOrAdmin(request: Request): Promise<GalleryViewer> {
    const viewer = await this.galleryViewer(request);
    if (!viewer.member && !viewer.admin) {
      throw notAuthenticatedProblem(undefined, 'Please log in first.');
    }
    return viewer;
  }

  /** 401 without any login, 403 for a login that is not the gallery admin. */
  private async requireGalleryAdmin(request: Request): Promise<GalleryViewer> {
    if (!this.sessions.galleryMemberOf(request) && !this.sessions.staffOf(request)) {
      throw notAuthenticatedProblem(undefined, 'Please log in to the gallery first.');
    }
    const viewer = await this.galleryViewer(request);
    if (!viewer.admin) throw forbidden('Only the gallery admin may do this.');
    return viewer;
  }

  /** The member, if any, and whether the caller is the gallery admin (a listed member or root). */
  private async galleryViewer(request: Request): Promise<GalleryViewer> {
    const stored = this.sessions.galleryMemberOf(request);
    const member = stored ? { id: stored.id, username: stored.username } : null;
    const admins = this.config.artAdminUsernames;
    let admin = isGalleryAdmin({ memberUsername: member?.username }, admins);
    if (!admin && this.sessions.staffOf(request)) {
      const staff = await this.validStaff(request);
      admin = isGalleryAdmin({ staffRole: staff?.role }, admins);
    }
    return { member, admin };
  }
}

function toStaffPrincipal(account: StaffAccount, loggedInAt: Date): StaffPrincipal {
  return {
    id: account.id,
    role: account.role,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    demo: account.demo,
    loggedInAt,
  };
}
