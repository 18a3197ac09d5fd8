import { ApiProperty } from '@nestjs/swagger';

/** The logged-in staff member (the spec's stored user). */
export class StaffProfileDto {
  @ApiProperty({ example: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d' })
  id: string;
  /** The login e-mail address. */
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  username: string;
  @ApiProperty({ example: 'Erika' })
  firstName: string;
  @ApiProperty({ example: 'Mustermann' })
  lastName: string;
  /** Admins and root: may register staff and are exempt from the 14-hour limit. */
  @ApiProperty({ example: false })
  isAdmin: boolean;
  @ApiProperty({ enum: ['root', 'admin', 'employee'], enumName: 'StaffRole' })
  role: 'root' | 'admin' | 'employee';
  /** The demo account: its writes are simulated in demo mode. */
  @ApiProperty({ example: false })
  demo: boolean;
  /** When this session logged in. */
  @ApiProperty({ example: '2026-05-02T08:00:00.000Z' })
  loggedInOn: Date;
}
