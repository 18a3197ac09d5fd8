import type { Request } from 'express';
import type { Session, SessionData } from 'express-session';
import {
  notAuthenticatedProblem,
  problem,
  ProblemCode,
  ProblemException,
} from '../problem/problem';

/** What an ArtAlley login keeps in the server-side session (a kind of account of its own). */
export interface GalleryMemberSession {
  id: string;
  username: string;
}

declare module 'express-session' {
  interface SessionData {
    galleryMember?: GalleryMemberSession;
  }
}

type AnySession = Partial<SessionData> & Partial<Session>;

/**
 * The gallery admin is decided here, never by the browser: a member whose username is listed in
 * ART_ADMIN_USERNAMES, or the staff root account.
 */
export function isGalleryAdmin(
  session: AnySession | undefined,
  adminUsernames: readonly string[],
): boolean {
  const member = session?.galleryMember;
  if (member && adminUsernames.includes(member.username.toLowerCase())) return true;
  return session?.staff?.role === 'root';
}

/** The logged-in member, or 401. */
export function requireGalleryMember(request: Request): GalleryMemberSession {
  const member = request.session?.galleryMember;
  if (!member) throw notAuthenticatedProblem(undefined, 'Please log in to the gallery first.');
  return member;
}

/** 401 without any login, 403 for a login that is not the gallery admin. */
export function requireGalleryAdmin(request: Request, adminUsernames: readonly string[]): void {
  if (!request.session?.galleryMember && !request.session?.staff) {
    throw notAuthenticatedProblem(undefined, 'Please log in to the gallery first.');
  }
  if (!isGalleryAdmin(request.session, adminUsernames)) {
    throw new ProblemException(
      problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'Only the gallery admin may do this.'),
    );
  }
}
