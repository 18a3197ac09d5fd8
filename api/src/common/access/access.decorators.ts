import { applyDecorators, SetMetadata } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCookieAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { ApiScope } from './api-scopes';
import type { StaffRole } from './principals';

export const ACCESS_KEY = 'access:rule';
export const TOKEN_SCOPE_KEY = 'access:token-scope';

/**
 * Who may call a handler. Every handler (or its controller) names exactly one rule; the global
 * access guard enforces it and refuses handlers that name none (deny by default).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'optional-staff' }
  | { kind: 'staff'; roles: readonly StaffRole[] }
  | { kind: 'gallery-member' }
  | { kind: 'gallery-member-or-admin' }
  | { kind: 'gallery-admin' }
  | { kind: 'optional-gallery-member' };

const access = (rule: AccessRule) => SetMetadata(ACCESS_KEY, rule);

/** The session cookie and the 401 (and 403) a login-only handler can answer, for the docs. */
const loginDocs = (forbidden?: string) => [
  ApiCookieAuth('session'),
  ApiUnauthorizedResponse({ description: 'Not logged in (NOT_AUTHENTICATED)' }),
  ...(forbidden ? [ApiForbiddenResponse({ description: forbidden })] : []),
];

/** Anyone may call this handler; without a rule the global guard refuses it. */
export const Public = () => access({ kind: 'public' });

/**
 * Anyone may call this handler, and a logged-in staff member sees more: `@OptionalCurrentStaff()`
 * hands over the staff member, or undefined for visitors (and for a session no longer valid).
 */
export const OptionalStaff = () => access({ kind: 'optional-staff' });

/** Only staff sessions with one of these roles; `@CurrentStaff()` hands over the staff member. */
export const Roles = (...roles: StaffRole[]) =>
  applyDecorators(access({ kind: 'staff', roles }), ...loginDocs('Role not allowed (FORBIDDEN)'));

/** Only a logged-in ArtAlley member; `@CurrentGalleryMember()` hands the member over. */
export const GalleryMember = () =>
  applyDecorators(access({ kind: 'gallery-member' }), ...loginDocs());

/**
 * A logged-in member or the gallery admin (who may be a staff root without a member login);
 * `@CurrentGalleryViewer()` hands over who it is.
 */
export const GalleryMemberOrAdmin = () =>
  applyDecorators(access({ kind: 'gallery-member-or-admin' }), ...loginDocs());

/**
 * Only the gallery admin: a member listed in ART_ADMIN_USERNAMES or the staff root account.
 * `@CurrentGalleryViewer()` hands over who it is.
 */
export const GalleryAdmin = () =>
  applyDecorators(
    access({ kind: 'gallery-admin' }),
    ...loginDocs('Not the gallery admin (FORBIDDEN)'),
  );

/**
 * Anyone may call this handler, and a gallery login sees more: `@CurrentGalleryViewer()` hands
 * over the member (or null) and whether the caller is the gallery admin.
 */
export const OptionalGalleryMember = () => access({ kind: 'optional-gallery-member' });

/**
 * Opens a staff handler to API tokens with this scope, besides staff sessions: a request with
 * `Authorization: Bearer <token>` is authenticated by the token alone (never by a session cookie
 * sent along), needs no CSRF token, and acts as "API" for its creator's account. Handlers without
 * it refuse tokens (403).
 */
export const TokenScope = (scope: ApiScope) =>
  applyDecorators(
    SetMetadata(TOKEN_SCOPE_KEY, scope),
    ApiBearerAuth('apiToken'),
    ApiExtension('x-token-scope', scope),
  );
