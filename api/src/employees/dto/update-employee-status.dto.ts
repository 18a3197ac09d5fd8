import { IsBoolean } from 'class-validator';

export class UpdateEmployeeStatusDto {
  /** False ends the employee's sessions at once and blocks further logins. */
  @IsBoolean()
  active: boolean;
}
