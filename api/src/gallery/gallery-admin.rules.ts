import type { StaffRole } from '../common/access/principals';

/** The logins a caller may hold at once: an ArtAlley member and a staff account. */
export interface GalleryLogins {
  memberUsername?: string;
  staffRole?: StaffRole;
}

/**
 * The gallery admin is decided on the server, never by the browser: a member whose user name is
 * listed in ART_ADMIN_USERNAMES (kept in lower case), or the staff root account.
 */
export function isGalleryAdmin(logins: GalleryLogins, adminUsernames: readonly string[]): boolean {
  const { memberUsername, staffRole } = logins;
  if (memberUsername && adminUsernames.includes(memberUsername.toLowerCase())) return true;
  return staffRole === 'root';
}
