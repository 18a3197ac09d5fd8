import type { StaffRole } from '../access/principals';

/** What a staff login keeps in the server-side session. */
export interface StaffSession {
  id: string;
  role: StaffRole;
  /** The demo account: its writes on simulated routes are rolled back in demo mode. */
  demo: boolean;
  /** Epoch milliseconds of the login, for the 14-hour limit of non-admin sessions. */
  loggedInAt: number;
}

/** What an ArtAlley login keeps in the server-side session. */
export interface GalleryMemberSession {
  id: string;
  username: string;
}

declare module 'express-session' {
  interface SessionData {
    staff?: StaffSession;
    galleryMember?: GalleryMemberSession;
  }
}
