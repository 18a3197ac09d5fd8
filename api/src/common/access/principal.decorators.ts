import { createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type {
  GalleryMemberPrincipal,
  GalleryViewer,
  Principals,
  StaffPrincipal,
} from './principals';

const principalsOf = (context: ExecutionContext): Principals =>
  context.switchToHttp().getRequest<Request>().principals ?? {};

/** A principal the handler's access rule does not provide is a programming error, not a 401. */
function required<T>(value: T | undefined, decorator: string, rule: string): T {
  if (value === undefined) throw new Error(`${decorator} needs a handler marked ${rule}`);
  return value;
}

/** The logged-in staff member (handlers marked @Roles()). */
export const CurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): StaffPrincipal =>
    required(principalsOf(context).staff, '@CurrentStaff()', '@Roles()'),
);

/** The logged-in staff member, or undefined for visitors (handlers marked @OptionalStaff()). */
export const OptionalCurrentStaff = createParamDecorator(
  (_: unknown, context: ExecutionContext): StaffPrincipal | undefined =>
    principalsOf(context).staff,
);

/** The logged-in ArtAlley member (handlers marked @GalleryMember()). */
export const CurrentGalleryMember = createParamDecorator(
  (_: unknown, context: ExecutionContext): GalleryMemberPrincipal =>
    required(principalsOf(context).galleryMember, '@CurrentGalleryMember()', '@GalleryMember()'),
);

/**
 * The member (or null) and whether the caller is the gallery admin (handlers marked
 * @GalleryAdmin(), @GalleryMemberOrAdmin() or @OptionalGalleryMember()).
 */
export const CurrentGalleryViewer = createParamDecorator(
  (_: unknown, context: ExecutionContext): GalleryViewer =>
    required(
      principalsOf(context).galleryViewer,
      '@CurrentGalleryViewer()',
      'with a gallery access rule',
    ),
);
