export type StaffRole = 'root' | 'admin' | 'employee';

/**
 * The logged-in staff member as handlers see it: read fresh from the account on every request by
 * the access guard (never the entity, never the raw session).
 */
export interface StaffPrincipal {
  id: string;
  role: StaffRole;
  firstName: string;
  lastName: string;
  /** The login e-mail address. */
  email: string;
  /** The demo account: its writes on simulated routes are rolled back in demo mode. */
  demo: boolean;
  /** When this session logged in (for a token: when the token was made). */
  loggedInAt: Date;
  /** Set when an API token, not a session, authenticated the request. */
  apiToken?: { id: string; name: string };
}

/**
 * How staff texts name the acting staff member ('(Abgesagt durch {name})', 'Abgehakt von {name}'):
 * the full name, and 'Admin' for the root account (spec §6), whose stored name is a placeholder.
 */
export function staffDisplayName(
  staff: Pick<StaffPrincipal, 'role' | 'firstName' | 'lastName' | 'apiToken'>,
) {
  // A token acts as "the API" in audit rows and a booking's "booked by".
  if (staff.apiToken) return 'API';
  return staff.role === 'root' ? 'Admin' : `${staff.firstName} ${staff.lastName}`;
}

/** The full name where texts show it ('Admin Account' for root); 'API' for a token. */
export function staffFullName(
  staff: Pick<StaffPrincipal, 'firstName' | 'lastName' | 'apiToken'>,
): string {
  return staff.apiToken ? 'API' : `${staff.firstName} ${staff.lastName}`;
}

/** The logged-in ArtAlley member (a kind of account of its own, apart from staff). */
export interface GalleryMemberPrincipal {
  id: string;
  username: string;
}

/** Who looks at the gallery: the member, if any, and whether the caller is the gallery admin. */
export interface GalleryViewer {
  member: GalleryMemberPrincipal | null;
  admin: boolean;
}

/** What the access guard learned about the caller; handlers read it via the principal decorators. */
export interface Principals {
  staff?: StaffPrincipal;
  galleryMember?: GalleryMemberPrincipal;
  galleryViewer?: GalleryViewer;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the access guard only. */
    principals?: Principals;
  }
}
