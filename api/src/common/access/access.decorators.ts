import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { StaffRole } from './staff-session';

export const PUBLIC_KEY = 'access:public';
export const ROLES_KEY = 'access:roles';

/** Anyone may call this handler; without it the global guard requires a staff session. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Only staff sessions with one of these roles may call this handler. */
export const Roles = (...roles: StaffRole[]) =>
  applyDecorators(
    SetMetadata(ROLES_KEY, roles),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'Not logged in (NOT_AUTHENTICATED)' }),
    ApiForbiddenResponse({ description: 'Role not allowed (FORBIDDEN)' }),
  );
