import { ApiProperty } from '@nestjs/swagger';

/** The logged-in staff member (the spec's stored user). */
export class StaffProfileDto {
  id: string;
  /** The login e-mail address. */
  username: string;
  firstName: string;
  lastName: string;
  /** Admins and root: may register staff and are exempt from the 14-hour limit. */
  isAdmin: boolean;
  @ApiProperty({ enum: ['root', 'admin', 'employee'], enumName: 'StaffRole' })
  role: 'root' | 'admin' | 'employee';
  /** The demo account: its writes are simulated in demo mode. */
  demo: boolean;
  /** When this session logged in. */
  loggedInOn: Date;
}
