import type { StaffRole } from '../common/access/principals';

/** A staff account as other modules see it: never the entity (no password hash). */
export interface StaffAccount {
  id: string;
  /** The login e-mail address (lower case). */
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** The demo account whose credentials the login form pre-fills. */
  demo: boolean;
}
