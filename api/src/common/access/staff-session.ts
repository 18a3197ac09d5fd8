export type StaffRole = 'root' | 'admin' | 'employee';

/** What a staff login keeps in the server-side session. */
export interface StaffSession {
  id: string;
  role: StaffRole;
  loggedInAt: number;
}

declare module 'express-session' {
  interface SessionData {
    staff?: StaffSession;
  }
}
