import type { Request } from 'express';
import type { StaffSession } from '../common/access/staff-session';
import type { Employee } from '../employees/entities/employee.entity';

declare module 'express-serve-static-core' {
  interface Request {
    /** The account of the staff session, loaded by the access guard. */
    staffAccount?: Employee;
  }
}

/** A fresh session id at login prevents session fixation; the CSRF token goes with the old one. */
export function startStaffSession(request: Request, staff: StaffSession): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((error: unknown) => {
      if (error) return reject(error);
      request.session.staff = staff;
      request.session.save((saveError: unknown) => (saveError ? reject(saveError) : resolve()));
    }),
  );
}

export function destroySession(request: Request): Promise<void> {
  if (!request.session) return Promise.resolve();
  return new Promise((resolve, reject) =>
    request.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
  );
}
