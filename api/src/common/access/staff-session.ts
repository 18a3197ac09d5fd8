export type StaffRole = 'root' | 'admin' | 'employee';

/** What a staff login keeps in the server-side session. */
export interface StaffSession {
  id: string;
  role: StaffRole;
  /** The demo account: its writes on simulated routes are rolled back in demo mode. */
  demo: boolean;
  /** Epoch milliseconds of the login, for the 14-hour limit of non-admin sessions. */
  loggedInAt: number;
}

declare module 'express-session' {
  interface SessionData {
    staff?: StaffSession;
  }
}
